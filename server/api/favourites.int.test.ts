import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAfter } from '#common/calendar-day.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';
import { listings } from '../db/schema/listings.ts';
import { saveListingStep, startListing } from '../domain/listings/listings.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('saved homes (favourites) API and listings that left the market', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signedIn() {
    const user = await makeUser(t.database);
    const pair = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json();
    const call = (path: string, init: RequestInit = {}) =>
      t.app.request(path, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.access}`, 'accept-language': 'en' },
      });
    return { user, call };
  }

  /** A listing by a new landlord in 105 Reykjavík, in the given status (published: on the market). */
  async function listingIn(status: string, opts: { published?: boolean; type?: 'apartment' | 'house' } = {}) {
    const owner = await makeUser(t.database);
    const ctx = t.contextFor(owner);
    const { id } = await startListing(ctx, { street: 'Háteigsvegur', houseNumber: '12', postcode: '105' });
    await saveListingStep(ctx, id, 'property', {
      type: opts.type ?? 'apartment',
      sizeM2: 64,
      rooms: 2,
      bedrooms: 1,
      bathrooms: 1,
      elevator: false,
      amenities: [],
    });
    await saveListingStep(ctx, id, 'description', {
      titleIs: 'Björt tveggja herbergja íbúð',
      descriptionIs: 'Tveggja herbergja íbúð á annarri hæð, stutt í Kringluna, skóla og sundlaug.',
    });
    const published = opts.published ?? status !== 'draft';
    await t.database.db
      .update(listings)
      .set({
        status,
        rentIsk: 245_000,
        publishedAt: published ? t.clock.now : null,
        expiresAt: published ? daysAfter(t.clock.now, 60) : null,
      })
      .where(eq(listings.id, id));
    return { id, owner };
  }
  const setStatus = (id: string, status: string) => t.database.db.update(listings).set({ status }).where(eq(listings.id, id));

  it('saves, lists, saves again without a second row, and removes', async () => {
    const { call } = await signedIn();
    const { id } = await listingIn('published');
    const saved = await call(`/api/users/me/favourites/${id}/`, { method: 'PUT' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      listing_id: id,
      on_market: true,
      listing: { id, title_is: 'Björt tveggja herbergja íbúð', rent_isk: 245_000, town: 'Reykjavík' },
    });
    expect((await call(`/api/users/me/favourites/${id}/`, { method: 'PUT' })).status).toBe(200);
    const list = await (await call('/api/users/me/favourites/')).json();
    expect(list.map((f: { listing_id: string }) => f.listing_id)).toEqual([id]);

    expect((await call(`/api/users/me/favourites/${id}/`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/api/users/me/favourites/${id}/`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await call('/api/users/me/favourites/')).json()).toEqual([]);
  });

  it('keeps a saved home that left the market, marked as such, until removed', async () => {
    const { call } = await signedIn();
    const { id } = await listingIn('published');
    await call(`/api/users/me/favourites/${id}/`, { method: 'PUT' });
    await setStatus(id, 'rented');
    const [favourite] = await (await call('/api/users/me/favourites/')).json();
    expect(favourite).toMatchObject({ listing_id: id, on_market: false });
    expect((await call(`/api/users/me/favourites/${id}/`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await call('/api/users/me/favourites/')).json()).toEqual([]);
  });

  it('refuses to save a listing off the market: 410 once on it, 404 never on it or unknown', async () => {
    const { call } = await signedIn();
    const paused = await listingIn('paused');
    const gone = await call(`/api/users/me/favourites/${paused.id}/`, { method: 'PUT' });
    expect(gone.status).toBe(410);
    expect((await gone.json()).error).toMatchObject({
      code: 'listing_unavailable',
      message: 'This listing is no longer available.',
    });
    const draft = await listingIn('draft');
    expect((await call(`/api/users/me/favourites/${draft.id}/`, { method: 'PUT' })).status).toBe(404);
    expect((await call('/api/users/me/favourites/not-an-id/', { method: 'PUT' })).status).toBe(404);
    expect((await call('/api/users/me/favourites/6f1c0a52-9a51-4d3e-9d8e-2b1f35f0c9aa/', { method: 'PUT' })).status).toBe(404);
    expect(await (await call('/api/users/me/favourites/')).json()).toEqual([]);
  });

  it("keeps people's lists apart and needs a sign-in", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const { id } = await listingIn('published');
    await alice.call(`/api/users/me/favourites/${id}/`, { method: 'PUT' });
    expect(await (await bob.call('/api/users/me/favourites/')).json()).toEqual([]);
    expect((await bob.call(`/api/users/me/favourites/${id}/`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await alice.call('/api/users/me/favourites/')).json()).toHaveLength(1);
    expect((await t.app.request('/api/users/me/favourites/')).status).toBe(401);
    expect((await t.app.request(`/api/users/me/favourites/${id}/`, { method: 'PUT' })).status).toBe(401);
  });

  it('answers a listing that left the market with 410 listing_unavailable, a draft with 404, its owner with the listing', async () => {
    for (const status of ['paused', 'rented', 'archived', 'expired', 'rented_pending']) {
      const { id, owner } = await listingIn(status);
      const res = await t.app.request(`/api/listings/${id}/`, { headers: { 'accept-language': 'is' } });
      expect(res.status, status).toBe(410);
      expect((await res.json()).error).toMatchObject({
        code: 'listing_unavailable',
        message: 'Þessi auglýsing er ekki lengur í boði.',
      });
      const pair = await (await postJson(t.app, '/api/token/', { email: owner.email, password: TEST_PASSWORD })).json();
      const own = await t.app.request(`/api/listings/${id}/`, { headers: { authorization: `Bearer ${pair.access}` } });
      expect(own.status, status).toBe(200);
    }
    // Published but past its expiry, before the expiry job has run.
    const lapsed = await listingIn('published');
    await t.database.db
      .update(listings)
      .set({ expiresAt: new Date(t.clock.now.getTime() - 1000) })
      .where(eq(listings.id, lapsed.id));
    expect((await t.app.request(`/api/listings/${lapsed.id}/`)).status).toBe(410);
    for (const status of ['draft', 'in_review', 'rejected']) {
      const { id } = await listingIn(status, { published: false });
      expect((await t.app.request(`/api/listings/${id}/`)).status, status).toBe(404);
    }
    // Archived without ever being published: never public, so unknown.
    const neverPublished = await listingIn('archived', { published: false });
    expect((await t.app.request(`/api/listings/${neverPublished.id}/`)).status).toBe(404);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await (await t.app.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths['/api/users/me/favourites/{listingId}/'])).toEqual(expect.arrayContaining(['put', 'delete']));
    expect(Object.keys(doc.paths['/api/users/me/favourites/'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/listings/{id}/'].get.responses)).toContain('410');
  });
});
