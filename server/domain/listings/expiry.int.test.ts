import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landlordListing } from '../../../tests/fixtures/managed-listing.ts';
import { createTestApp } from '../../../tests/fixtures/test-app.ts';
import { listingEvents, listings } from '../../db/schema/listings.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { listingExpiryQueue } from '../../jobs/queues/listing-expiry.ts';
import { applyOwnerAction } from './listings.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const DAY = 86_400;

describe('listing expiry worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const noticesOf = (userId: string, event: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.event, event)));
  const eventsOf = (listingId: string, kind: string) =>
    t.database.db
      .select()
      .from(listingEvents)
      .where(and(eq(listingEvents.listingId, listingId), eq(listingEvents.kind, kind)));
  const statusOf = async (id: string) =>
    (await t.database.db.select({ s: listings.status }).from(listings).where(eq(listings.id, id)))[0].s;

  it('reminds once three days before, expires after 60 days, and tells the owner once', async () => {
    const { owner, id } = await landlordListing(t, { published: true, title: 'Íbúð sem rennur út' });
    const paused = await landlordListing(t, { published: true });
    await applyOwnerAction(paused.ctx, paused.id, 'pause');

    t.advance(50 * DAY);
    await t.jobs.runNow(listingExpiryQueue);
    expect(await noticesOf(owner.id, 'listing_expiring')).toHaveLength(0);

    t.advance(8 * DAY); // two days left
    await t.jobs.runNow(listingExpiryQueue);
    await t.jobs.runNow(listingExpiryQueue);
    const reminders = await noticesOf(owner.id, 'listing_expiring');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ kind: 'listings', link: `/landlord/my-listings/${id}` });
    expect(reminders[0].params).toMatchObject({ title: 'Íbúð sem rennur út' });
    expect(String(reminders[0].params.date)).toMatch(/\d{4}/);
    expect(await statusOf(id)).toBe('published');

    t.advance(3 * DAY); // day 61
    await t.jobs.runNow(listingExpiryQueue);
    await t.jobs.runNow(listingExpiryQueue);
    expect(await statusOf(id)).toBe('expired');
    expect(await eventsOf(id, 'expired')).toEqual([
      expect.objectContaining({ fromStatus: 'published', toStatus: 'expired', actorId: null }),
    ]);
    const expired = await noticesOf(owner.id, 'listing_expired');
    expect(expired).toHaveLength(1);
    expect(expired[0].params).toEqual({ title: 'Íbúð sem rennur út' });
    await t.waitForMail(owner.email);

    // A paused listing is not in search and does not expire while paused.
    expect(await statusOf(paused.id)).toBe('paused');
    expect(await noticesOf(paused.owner.id, 'listing_expired')).toHaveLength(0);
  });

  it('gives a renewed listing a new period with one new reminder', async () => {
    const { owner, ctx, id } = await landlordListing(t, { published: true });
    t.advance(58 * DAY);
    await t.jobs.runNow(listingExpiryQueue);
    await applyOwnerAction(ctx, id, 'renew');
    await t.jobs.runNow(listingExpiryQueue);
    expect(await noticesOf(owner.id, 'listing_expiring')).toHaveLength(1);
    t.advance(58 * DAY);
    await t.jobs.runNow(listingExpiryQueue);
    await t.jobs.runNow(listingExpiryQueue);
    expect(await noticesOf(owner.id, 'listing_expiring')).toHaveLength(2);
    expect(await eventsOf(id, 'expiry_reminded')).toHaveLength(2);
    expect(await statusOf(id)).toBe('published');
  });
});
