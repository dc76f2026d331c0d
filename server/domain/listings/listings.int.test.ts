import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf, daysAfter } from '#common/calendar-day.ts';
import { parseListingQuery } from '#common/listing-filters.ts';
import { createTestApp, makeUser } from '../../../tests/fixtures/test-app.ts';
import { listingPhotos, listings } from '../../db/schema/listings.ts';
import { searchListings } from './listing-search.service.ts';
import {
  applyOwnerAction,
  duplicateListing,
  getOwnListing,
  listOwnListings,
  saveListingStep,
  startListing,
  submitListing,
} from './listings.service.ts';
import { getPublicListing } from './public-listing.service.ts';
import { staffListingDetail } from './staff-listings.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('listings (owner side)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const inDays = (days: number) => addDays(dayOf(t.clock.now), days);

  /** A complete listing owned by a new landlord, ready to submit. */
  async function completeDraft() {
    const owner = await makeUser(t.database);
    const ctx = t.contextFor(owner);
    const { id } = await startListing(ctx, { street: 'Hverfisgata', houseNumber: '52', postcode: '101', unit: '0201' });
    await saveListingStep(ctx, id, 'property', {
      type: 'apartment',
      sizeM2: 68.4,
      rooms: 3,
      bedrooms: 2,
      bathrooms: 1,
      elevator: false,
      amenities: ['washing_machine', 'furnished'],
    });
    await saveListingStep(ctx, id, 'description', {
      titleIs: 'Björt þriggja herbergja íbúð í miðbænum',
      descriptionIs: 'Nýuppgerð íbúð á annarri hæð með útsýni yfir Esjuna. Stutt í alla þjónustu.',
    });
    await saveListingStep(ctx, id, 'house-rules', {
      petsAllowed: true,
      smokingAllowed: false,
      sublettingAllowed: false,
      maxOccupants: 3,
    });
    await saveListingStep(ctx, id, 'pricing', {
      rentIsk: 289_000,
      securityType: 'deposit',
      securityMonths: 3,
      availableFrom: inDays(10),
      leaseType: 'fixed',
      leaseMonths: 12,
      utilitiesIncluded: ['heating'],
    });
    await t.database.db
      .insert(listingPhotos)
      .values({ listingId: id, storageKey: `listings/${id}/p1`, width: 1600, height: 1200, position: 0 });
    return { owner, ctx, id };
  }

  it('walks the wizard, refuses an incomplete submit, and submits a complete one', async () => {
    const owner = await makeUser(t.database);
    const ctx = t.contextFor(owner);
    const { id } = await startListing(ctx, { street: 'Laugavegur', houseNumber: '10', postcode: '101' });
    const draft = await getOwnListing(ctx, id);
    expect(draft).toMatchObject({ status: 'draft', steps_done: ['location'], location: { town: 'Reykjavík' } });
    await expect(submitListing(ctx, id)).rejects.toMatchObject({ code: 'validation_failed' });

    const full = await completeDraft();
    const ready = await getOwnListing(full.ctx, full.id);
    expect(ready.missing).toEqual([]);
    expect(ready.property).toMatchObject({ type: 'apartment', size_m2: 68.4, amenities: ['washing_machine', 'furnished'] });
    await submitListing(full.ctx, full.id);
    expect((await getOwnListing(full.ctx, full.id)).status).toBe('in_review');
    await expect(submitListing(full.ctx, full.id)).rejects.toMatchObject({ code: 'listing_not_submittable', status: 409 });
  });

  it('refuses a start date in the past', async () => {
    const { ctx, id } = await completeDraft();
    await expect(
      saveListingStep(ctx, id, 'pricing', {
        rentIsk: 200_000,
        securityType: 'none',
        securityMonths: 0,
        availableFrom: inDays(-1),
        leaseType: 'indefinite',
        utilitiesIncluded: [],
      }),
    ).rejects.toMatchObject({ fields: { availableFrom: ['date_in_past'] } });
  });

  it('reuses the property when the same landlord lists the address again', async () => {
    const { owner, ctx, id } = await completeDraft();
    const again = await startListing(ctx, { street: 'hverfisgata', houseNumber: '52', postcode: '101', unit: '0201' });
    const [a, b] = await Promise.all([getOwnListing(ctx, id), getOwnListing(ctx, again.id)]);
    expect(b.property.type).toBe('apartment');
    expect(b.steps_done).toContain('property');
    const rows = await t.database.db.select({ p: listings.propertyId }).from(listings).where(eq(listings.ownerUserId, owner.id));
    expect(new Set(rows.map((r) => r.p)).size).toBe(1);
    expect(a.location?.unit).toBe('0201');
  });

  it('hides a listing from everyone but its owner until it is published (staff see it in /man only)', async () => {
    const { ctx, id } = await completeDraft();
    const stranger = t.contextFor(await makeUser(t.database));
    const staff = t.contextFor({ ...(await makeUser(t.database, { scope: ['user', 'staff'] })), scope: ['user', 'staff'] });
    await expect(getOwnListing(stranger, id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      saveListingStep(stranger, id, 'description', { titleIs: 'Mín íbúð núna', descriptionIs: 'x'.repeat(40) }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(applyOwnerAction(stranger, id, 'archive')).rejects.toMatchObject({ code: 'not_found' });
    await expect(getPublicListing(stranger, id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(getPublicListing(t.contextFor(null), id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(getPublicListing(staff, id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(getOwnListing(staff, id)).rejects.toMatchObject({ code: 'not_found' });
    expect((await getPublicListing(ctx, id)).viewer.is_owner).toBe(true);
    expect((await staffListingDetail(staff, id)).listing.id).toBe(id);
  });

  it('is found by search once published, and leaves it when paused', async () => {
    const { ctx, id } = await completeDraft();
    await t.database.db
      .update(listings)
      .set({
        status: 'published',
        publishedAt: t.clock.now,
        expiresAt: daysAfter(t.clock.now, 60),
        coverKey: `listings/${id}/p1`,
      })
      .where(eq(listings.id, id));
    const search = (q: string) => searchListings(t.contextFor(null), parseListingQuery(new URLSearchParams(q)));
    const found = await search('postcode=101&pets=true&priceMax=300000&furnished=true');
    expect(found.items.map((i) => i.id)).toContain(id);
    expect(found.items.find((i) => i.id === id)).toMatchObject({ street: 'Hverfisgata 52', rent_isk: 289_000, size_m2: 68.4 });
    expect((await search('postcode=101&priceMax=250000')).items.map((i) => i.id)).not.toContain(id);
    expect((await getPublicListing(t.contextFor(null), id)).title_is).toContain('Björt');

    await applyOwnerAction(ctx, id, 'pause');
    expect((await search('postcode=101')).items.map((i) => i.id)).not.toContain(id);
    await expect(applyOwnerAction(ctx, id, 'pause')).rejects.toMatchObject({ code: 'listing_action_not_allowed', status: 409 });
    await applyOwnerAction(ctx, id, 'resume');
    expect((await search('postcode=101')).items.map((i) => i.id)).toContain(id);
  });

  it('pages through results with a cursor, without repeats', async () => {
    const owner = await completeDraft();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { id } = await startListing(owner.ctx, { street: 'Síðumúli', houseNumber: String(i + 1), postcode: '108' });
      await t.database.db
        .update(listings)
        .set({
          status: 'published',
          rentIsk: 200_000 + i * 1000,
          sizeM2: 50,
          publishedAt: new Date(t.clock.now.getTime() - i * 1000),
          expiresAt: daysAfter(t.clock.now, 1),
        })
        .where(eq(listings.id, id));
      ids.push(id);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await searchListings(t.contextFor(null), { postcodes: ['108'], sort: 'price_desc', cursor }, 2);
      seen.push(...page.items.map((i) => i.id));
      expect(page.total).toBe(5);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });

  it('duplicates into a fresh draft and lists the owner’s listings', async () => {
    const { ctx, id } = await completeDraft();
    const copy = await duplicateListing(ctx, id);
    const dto = await getOwnListing(ctx, copy.id);
    expect(dto).toMatchObject({ status: 'draft', photos: [], pricing: { available_from: null } });
    expect(dto.description.title_is).toContain('Björt');
    expect((await listOwnListings(ctx)).map((l) => l.id)).toEqual(expect.arrayContaining([id, copy.id]));
  });
});
