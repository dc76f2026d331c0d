import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf, daysAfter } from '#common/calendar-day.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';
import { listingReports, listings } from '../db/schema/listings.ts';
import { saveListingStep, startListing } from '../domain/listings/listings.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

interface Card {
  id: string;
  rent_isk: number;
  size_m2: number | null;
}

describe('public listings API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const inDays = (days: number) => addDays(dayOf(t.clock.now), days);

  interface Spec {
    postcode: string;
    rent?: number;
    size?: number;
    rooms?: number;
    type?: 'apartment' | 'house' | 'room' | 'studio';
    pets?: boolean;
    furnished?: boolean;
    availableInDays?: number;
    lease?: 'fixed' | 'indefinite';
    status?: 'published' | 'draft' | 'paused';
    ageSeconds?: number;
    expiresInDays?: number;
  }

  /** A listing through the owner's wizard services, then put on the market directly. */
  async function listing(spec: Spec, owner?: Awaited<ReturnType<typeof makeUser>>) {
    const landlord = owner ?? (await makeUser(t.database));
    const ctx = t.contextFor(landlord);
    const { id } = await startListing(ctx, {
      street: 'Prófunargata',
      houseNumber: String(Math.floor(Math.random() * 90) + 1),
      postcode: spec.postcode,
    });
    await saveListingStep(ctx, id, 'property', {
      type: spec.type ?? 'apartment',
      sizeM2: spec.size ?? 60,
      rooms: spec.rooms ?? 2,
      bedrooms: 1,
      bathrooms: 1,
      elevator: false,
      amenities: spec.furnished ? ['furnished'] : [],
    });
    await saveListingStep(ctx, id, 'description', {
      titleIs: 'Góð íbúð til leigu',
      descriptionIs: 'Vel skipulögð íbúð á góðum stað, stutt í verslanir og strætó.',
    });
    await saveListingStep(ctx, id, 'house-rules', {
      petsAllowed: spec.pets ?? false,
      smokingAllowed: false,
      sublettingAllowed: false,
      maxOccupants: 2,
    });
    await saveListingStep(ctx, id, 'pricing', {
      rentIsk: spec.rent ?? 250_000,
      securityType: 'deposit',
      securityMonths: 2,
      availableFrom: inDays(spec.availableInDays ?? 5),
      leaseType: spec.lease ?? 'indefinite',
      ...(spec.lease === 'fixed' ? { leaseMonths: 12 } : {}),
      utilitiesIncluded: [],
    });
    const status = spec.status ?? 'published';
    if (status !== 'draft') {
      await t.database.db
        .update(listings)
        .set({
          status,
          publishedAt: new Date(t.clock.now.getTime() - (spec.ageSeconds ?? 0) * 1000),
          expiresAt: daysAfter(t.clock.now, spec.expiresInDays ?? 60),
        })
        .where(eq(listings.id, id));
    }
    return { id, owner: landlord };
  }

  const search = async (query: string) => {
    const response = await t.app.request(`/api/listings/?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as { items: Card[]; next_cursor: string | null; total: number; total_capped: boolean };
  };
  const ids = async (query: string) => (await search(query)).items.map((i) => i.id).sort();

  async function bearer(user: Awaited<ReturnType<typeof makeUser>>) {
    const pair = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json();
    return { authorization: `Bearer ${pair.access}`, 'accept-language': 'en' };
  }

  it('narrows by each filter', async () => {
    const pc = '310';
    const cheap = await listing({ postcode: pc, rent: 150_000, size: 40, rooms: 1, type: 'studio', lease: 'fixed' });
    const pets = await listing({ postcode: pc, rent: 260_000, size: 80, rooms: 3, pets: true, availableInDays: 40 });
    const big = await listing({ postcode: pc, rent: 420_000, size: 150, rooms: 5, type: 'house', furnished: true });
    const all = [cheap.id, pets.id, big.id].sort();
    expect(await ids(`postcode=${pc}`)).toEqual(all);
    expect(await ids(`postcode=${pc}&priceMax=200000`)).toEqual([cheap.id]);
    expect(await ids(`postcode=${pc}&priceMin=200000&priceMax=300000`)).toEqual([pets.id]);
    expect(await ids(`postcode=${pc}&sizeMin=100`)).toEqual([big.id]);
    expect(await ids(`postcode=${pc}&sizeMax=50`)).toEqual([cheap.id]);
    expect(await ids(`postcode=${pc}&roomsMin=3`)).toEqual([pets.id, big.id].sort());
    expect(await ids(`postcode=${pc}&type=house,studio`)).toEqual([cheap.id, big.id].sort());
    expect(await ids(`postcode=${pc}&pets=true`)).toEqual([pets.id]);
    expect(await ids(`postcode=${pc}&furnished=true`)).toEqual([big.id]);
    expect(await ids(`postcode=${pc}&availableBy=${inDays(20)}`)).toEqual([cheap.id, big.id].sort());
    expect(await ids(`postcode=${pc}&lease=fixed`)).toEqual([cheap.id]);
    expect(await ids(`town=borgarnes&priceMax=200000`)).toContain(cheap.id);
    expect(await ids(`region=west&postcode=${pc}`)).toEqual(all);
    expect(await ids(`region=capital&postcode=${pc}`)).toEqual([]);
    expect((await search(`postcode=${pc}`)).total).toBe(3);
  });

  it('sorts by price and size, and newest first by default', async () => {
    const pc = '600';
    const a = await listing({ postcode: pc, rent: 300_000, size: 70, ageSeconds: 30 });
    const b = await listing({ postcode: pc, rent: 200_000, size: 120, ageSeconds: 10 });
    const c = await listing({ postcode: pc, rent: 250_000, size: 50, ageSeconds: 20 });
    const order = async (q: string) => (await search(`postcode=${pc}&${q}`)).items.map((i) => i.id);
    expect(await order('')).toEqual([b.id, c.id, a.id]);
    expect(await order('sort=price_asc')).toEqual([b.id, c.id, a.id]);
    expect(await order('sort=price_desc')).toEqual([a.id, c.id, b.id]);
    expect(await order('sort=size_desc')).toEqual([b.id, a.id, c.id]);
  });

  it('pages with a cursor without repeats or gaps, also with equal sort values', async () => {
    const pc = '800';
    const made: string[] = [];
    for (let i = 0; i < 30; i++) made.push((await listing({ postcode: pc, rent: 200_000 + (i % 3) * 10_000, ageSeconds: i })).id);
    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await search(`postcode=${pc}&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.total).toBe(30);
        seen.push(...page.items.map((i) => i.id));
        cursor = page.next_cursor;
        pages++;
      } while (cursor && pages < 10);
      expect(pages).toBe(2);
      expect(new Set(seen).size).toBe(30);
      expect([...seen].sort()).toEqual([...made].sort());
    }
  });

  it('ignores parameters that do not parse and keeps the rest', async () => {
    const pc = '900';
    const one = await listing({ postcode: pc, rent: 180_000 });
    const result = await search(
      `postcode=${pc}&priceMin=abc&priceMax=-5&sizeMin=1e9&type=castle&region=mars&sort=random&cursor=%%%&availableBy=2026-02-31&pets=maybe&roomsMin=999999`,
    );
    expect(result.items.map((i) => i.id)).toEqual([one.id]);
    expect((await t.app.request('/api/listings/?cursor=bm90LWEtY3Vyc29y')).status).toBe(200);
    const points = await (await t.app.request(`/api/listings/map/?postcode=${pc}&priceMax=zzz`)).json();
    expect(points).toEqual([expect.objectContaining({ id: one.id, rent_isk: 180_000 })]);
    expect(typeof points[0].lat).toBe('number');
  });

  it('shows a draft only to its owner (404), and says paused and expired listings are no longer available (410)', async () => {
    const draft = await listing({ postcode: '220', status: 'draft' });
    const paused = await listing({ postcode: '220', status: 'paused' });
    const expired = await listing({ postcode: '220', expiresInDays: -1 });
    const live = await listing({ postcode: '220' });
    const stranger = await makeUser(t.database);
    expect((await t.app.request(`/api/listings/${draft.id}/`)).status).toBe(404);
    expect((await t.app.request(`/api/listings/${draft.id}/`, { headers: await bearer(stranger) })).status).toBe(404);
    for (const id of [paused.id, expired.id]) {
      expect((await t.app.request(`/api/listings/${id}/`)).status).toBe(410);
      const gone = await t.app.request(`/api/listings/${id}/`, { headers: await bearer(stranger) });
      expect(gone.status).toBe(410);
      expect((await gone.json()).error.code).toBe('listing_unavailable');
    }
    const own = await t.app.request(`/api/listings/${draft.id}/`, { headers: await bearer(draft.owner) });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ id: draft.id, status: 'draft', viewer: { is_owner: true } });
    const open = await (await t.app.request(`/api/listings/${live.id}/`)).json();
    expect(open).toMatchObject({ id: live.id, status: 'published', title_is: 'Góð íbúð til leigu' });
    expect(JSON.stringify(open.owner)).not.toMatch(/@/);
    expect(await ids('postcode=220')).toEqual([live.id]);
    expect((await t.app.request('/api/listings/not-a-uuid/')).status).toBe(404);
    expect((await t.app.request('/api/listings/00000000-0000-4000-8000-000000000000/')).status).toBe(404);
  });

  it('takes a report from a signed-in person once, and refuses anonymous and bad ones', async () => {
    const { id, owner } = await listing({ postcode: '170' });
    const path = `/api/listings/${id}/reports/`;
    expect((await postJson(t.app, path, { reason: 'scam' })).status).toBe(401);
    const tenant = await makeUser(t.database);
    const headers = await bearer(tenant);
    const bad = await postJson(t.app, path, { reason: 'because' }, headers);
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields.reason).toBeDefined();
    const first = await postJson(t.app, path, { reason: 'wrong_info', message: 'Myndirnar eru af annarri íbúð.' }, headers);
    expect(first.status).toBe(201);
    const again = await postJson(t.app, path, { reason: 'scam' }, headers);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('listing_already_reported');
    const own = await postJson(t.app, path, { reason: 'scam' }, await bearer(owner));
    expect(own.status).toBe(403);
    expect((await own.json()).error.code).toBe('listing_report_by_owner');
    const draft = await listing({ postcode: '170', status: 'draft' });
    expect((await postJson(t.app, `/api/listings/${draft.id}/reports/`, { reason: 'scam' }, headers)).status).toBe(404);
    const rows = await t.database.db.select().from(listingReports).where(eq(listingReports.listingId, id));
    expect(rows).toEqual([
      expect.objectContaining({ reporterId: tenant.id, reason: 'wrong_info', message: 'Myndirnar eru af annarri íbúð.' }),
    ]);
  });

  it('lets only one of two simultaneous reports from the same person in', async () => {
    const { id } = await listing({ postcode: '170' });
    const headers = await bearer(await makeUser(t.database));
    const path = `/api/listings/${id}/reports/`;
    const responses = await Promise.all([
      postJson(t.app, path, { reason: 'scam' }, headers),
      postJson(t.app, path, { reason: 'wrong_info' }, headers),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = responses.find((r) => r.status === 409);
    expect(await refused?.json()).toMatchObject({ error: { code: 'listing_already_reported' } });
    const rows = await t.database.db.select().from(listingReports).where(eq(listingReports.listingId, id));
    expect(rows).toHaveLength(1);
  });

  it('documents every endpoint in the OpenAPI document', async () => {
    const doc = await (await t.app.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/listings/', '/api/listings/map/', '/api/listings/{id}/', '/api/listings/{id}/reports/']),
    );
    expect(doc.paths['/api/listings/'].get.parameters.map((p: { name: string }) => p.name)).toContain('priceMax');
  });
});
