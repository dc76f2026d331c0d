import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAfter } from '#common/calendar-day.ts';
import { createTestApp, makeUser } from '../../../tests/fixtures/test-app.ts';
import { listings } from '../../db/schema/listings.ts';
import { notificationPreferences, notifications } from '../../db/schema/notifications.ts';
import { savedSearchHits } from '../../db/schema/saved-searches.ts';
import { listingPublishedQueue } from '../../jobs/queues/listing-published.ts';
import { mailSendQueue } from '../../jobs/queues/mail-send.ts';
import { savedSearchDigestQueue } from '../../jobs/queues/saved-search-digest.ts';
import { saveListingStep, startListing } from '../listings/listings.service.ts';
import { createSavedSearch, listRecentMatches, listSavedSearches, updateSavedSearch } from './saved-searches.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('the rental watch (watcher and digest)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A published listing in Reykjavík 105 by a new landlord (or the given owner). */
  async function publishedListing(opts: { rent?: number; postcode?: string; pets?: boolean; owner?: { id: string } } = {}) {
    const owner = opts.owner ?? (await makeUser(t.database));
    const ctx = t.contextFor(owner);
    const { id } = await startListing(ctx, { street: 'Miklabraut', houseNumber: '70', postcode: opts.postcode ?? '105' });
    await saveListingStep(ctx, id, 'property', {
      type: 'apartment',
      sizeM2: 72,
      rooms: 3,
      bedrooms: 2,
      bathrooms: 1,
      elevator: false,
      amenities: [],
    });
    await saveListingStep(ctx, id, 'description', {
      titleIs: 'Rúmgóð íbúð við Klambratún',
      descriptionIs: 'Þriggja herbergja íbúð á fyrstu hæð, stutt í skóla, sund og alla þjónustu.',
    });
    await t.database.db
      .update(listings)
      .set({
        status: 'published',
        rentIsk: opts.rent ?? 260_000,
        petsAllowed: opts.pets ?? false,
        publishedAt: t.clock.now,
        expiresAt: daysAfter(t.clock.now, 60),
      })
      .where(eq(listings.id, id));
    return { id, owner };
  }

  const inAppFor = (userId: string, event: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.event, event)));
  /** The mails ever queued to this address: mail is queued in the transaction that causes it, so this is final once the jobs above have run (no waiting for a worker). */
  const mailsQueuedTo = async (to: string) =>
    (
      (await t.database.db.execute(
        sql`select id from pgboss.job where name = ${mailSendQueue.name} and data->>'to' = ${to}`,
      )) as unknown as { rows: unknown[] }
    ).rows.length;
  const hitsOf = (searchId: string) =>
    t.database.db.select().from(savedSearchHits).where(eq(savedSearchHits.savedSearchId, searchId));

  it('alerts an instant search once, by mail and in the app, even when the job runs twice', async () => {
    const tenant = await makeUser(t.database);
    const ctx = t.contextFor(tenant);
    const search = await createSavedSearch(ctx, { name: 'Hlíðar', frequency: 'instant', query: 'postcode=105&priceMax=300000' });
    const { id } = await publishedListing();
    await t.jobs.runNow(listingPublishedQueue, { listingId: id });
    await t.jobs.runNow(listingPublishedQueue, { listingId: id });

    const inApp = await inAppFor(tenant.id, 'saved_search_match');
    expect(inApp).toHaveLength(1);
    expect(inApp[0]).toMatchObject({ link: `/listings/${id}`, params: { search: 'Hlíðar', town: 'Reykjavík' } });
    expect(String(inApp[0].params.rent)).toMatch(/260\.000/);
    const mail = await t.waitForMail(tenant.email, 'notification');
    expect(mail.subject).toContain('Hlíðar');
    expect(await mailsQueuedTo(tenant.email)).toBe(1);
    const [hit] = await hitsOf(search.id);
    expect(hit.notifiedAt).not.toBeNull();
    expect((await listRecentMatches(ctx)).map((m) => m.listing_id)).toEqual([id]);
    expect((await listSavedSearches(ctx))[0].new_matches).toBe(1);
  });

  it('sends no mail when the person turned saved-search mail off, but still tells them in the app', async () => {
    const tenant = await makeUser(t.database);
    await t.database.db
      .insert(notificationPreferences)
      .values({ userId: tenant.id, kind: 'saved_searches', email: false, inApp: true });
    await createSavedSearch(t.contextFor(tenant), { name: 'Allt í 108', frequency: 'instant', query: 'postcode=108' });
    const { id } = await publishedListing({ postcode: '108' });
    await t.jobs.runNow(listingPublishedQueue, { listingId: id });
    expect(await inAppFor(tenant.id, 'saved_search_match')).toHaveLength(1);
    expect(await mailsQueuedTo(tenant.email)).toBe(0);
  });

  it('records no hit for a listing that does not match, or that is not published', async () => {
    const tenant = await makeUser(t.database);
    const search = await createSavedSearch(t.contextFor(tenant), {
      name: 'Gæludýr',
      frequency: 'instant',
      query: 'postcode=105&pets=true',
    });
    const cheapNoPets = await publishedListing({ pets: false });
    const expensive = await publishedListing({ pets: true, rent: 900_000, postcode: '220' });
    await t.jobs.runNow(listingPublishedQueue, { listingId: cheapNoPets.id });
    await t.jobs.runNow(listingPublishedQueue, { listingId: expensive.id });
    const paused = await publishedListing({ pets: true });
    await t.database.db.update(listings).set({ status: 'paused' }).where(eq(listings.id, paused.id));
    await t.jobs.runNow(listingPublishedQueue, { listingId: paused.id });
    await t.jobs.runNow(listingPublishedQueue, { listingId: 'not-a-uuid' });
    expect(await hitsOf(search.id)).toHaveLength(0);
    expect(await inAppFor(tenant.id, 'saved_search_match')).toHaveLength(0);
  });

  it("doesn't alert a landlord about their own listing", async () => {
    const landlord = await makeUser(t.database);
    const search = await createSavedSearch(t.contextFor(landlord), {
      name: 'Mitt hverfi',
      frequency: 'instant',
      query: 'postcode=105',
    });
    const { id } = await publishedListing({ owner: landlord });
    await t.jobs.runNow(listingPublishedQueue, { listingId: id });
    expect(await hitsOf(search.id)).toHaveLength(0);
    expect(await inAppFor(landlord.id, 'saved_search_match')).toHaveLength(0);
  });

  it('sends a daily digest with the count once a day, and marks the hits', async () => {
    const tenant = await makeUser(t.database);
    const search = await createSavedSearch(t.contextFor(tenant), {
      name: 'Dagleg leit',
      frequency: 'daily',
      query: 'postcode=104&priceMin=100000',
    });
    const a = await publishedListing({ postcode: '104' });
    const b = await publishedListing({ postcode: '104' });
    await t.jobs.runNow(listingPublishedQueue, { listingId: a.id });
    await t.jobs.runNow(listingPublishedQueue, { listingId: b.id });
    expect(await inAppFor(tenant.id, 'saved_search_match')).toHaveLength(0);

    await t.jobs.runNow(savedSearchDigestQueue);
    expect(await inAppFor(tenant.id, 'saved_search_digest')).toHaveLength(0); // not a day old yet

    t.advance(24 * 3600);
    await t.jobs.runNow(savedSearchDigestQueue);
    await t.jobs.runNow(savedSearchDigestQueue);
    const digests = await inAppFor(tenant.id, 'saved_search_digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatchObject({
      params: { search: 'Dagleg leit', count: 2 },
      link: '/listings?postcode=104&priceMin=100000',
    });
    expect((await hitsOf(search.id)).every((h) => h.notifiedAt !== null)).toBe(true);

    // A new match waits for the next day.
    const c = await publishedListing({ postcode: '104' });
    await t.jobs.runNow(listingPublishedQueue, { listingId: c.id });
    t.advance(3600);
    await t.jobs.runNow(savedSearchDigestQueue);
    expect(await inAppFor(tenant.id, 'saved_search_digest')).toHaveLength(1);
    t.advance(23 * 3600);
    await t.jobs.runNow(savedSearchDigestQueue);
    const later = await inAppFor(tenant.id, 'saved_search_digest');
    expect(later).toHaveLength(2);
    expect(later.map((d) => d.params.count).sort()).toEqual([1, 2]);
  });

  it('records hits for an "off" search but never tells, not even after alerts are turned on', async () => {
    const tenant = await makeUser(t.database);
    const ctx = t.contextFor(tenant);
    const search = await createSavedSearch(ctx, { name: 'Bara að skoða', frequency: 'off', query: 'postcode=101' });
    const { id } = await publishedListing({ postcode: '101' });
    await t.jobs.runNow(listingPublishedQueue, { listingId: id });
    expect(await hitsOf(search.id)).toHaveLength(1);
    t.advance(8 * 24 * 3600);
    await t.jobs.runNow(savedSearchDigestQueue);
    await updateSavedSearch(ctx, search.id, { frequency: 'daily' });
    t.advance(25 * 3600);
    await t.jobs.runNow(savedSearchDigestQueue);
    await t.jobs.runNow(listingPublishedQueue, { listingId: id });
    const all = await t.database.db.select().from(notifications).where(eq(notifications.userId, tenant.id));
    expect(all).toHaveLength(0);
  });
});
