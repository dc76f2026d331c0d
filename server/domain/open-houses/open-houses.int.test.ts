import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf, daysAfter } from '#common/calendar-day.ts';
import { createTestApp, makeUser } from '../../../tests/fixtures/test-app.ts';
import { listings } from '../../db/schema/listings.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { openHouseRegistrations, openHouses, viewingRequests } from '../../db/schema/open-houses.ts';
import { viewingRemindersQueue } from '../../jobs/queues/viewing-reminders.ts';
import { saveListingStep, startListing } from '../listings/listings.service.ts';
import {
  cancelOpenHouse,
  cancelRegistration,
  createOpenHouse,
  listListingOpenHouses,
  listManagedOpenHouses,
  listMyRegistrations,
  listUpcomingOpenHouses,
  registerForOpenHouse,
} from './open-houses.service.ts';
import {
  answerProposedViewing,
  cancelViewingRequest,
  listManagedViewingRequests,
  requestViewing,
  respondToViewing,
} from './viewing-requests.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('open houses and private viewings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The day, YYYY-MM-DD, `days` from the test clock. */
  const dayFromNow = (days: number) => addDays(dayOf(t.clock.now), days);
  /** ISO weekday (1 = Monday) of that day. */
  const weekdayOf = (day: string) => ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

  /** A published listing in Reykjavík with viewing hours 17:00-19:00 every day. */
  async function publishedListing(status = 'published') {
    const owner = await makeUser(t.database);
    const ctx = t.contextFor(owner);
    const { id } = await startListing(ctx, { street: 'Hringbraut', houseNumber: '52', postcode: '107' });
    await saveListingStep(ctx, id, 'property', {
      type: 'apartment',
      sizeM2: 64,
      rooms: 2,
      bedrooms: 1,
      bathrooms: 1,
      elevator: false,
      amenities: [],
    });
    await saveListingStep(ctx, id, 'description', {
      titleIs: 'Björt tveggja herbergja íbúð í Vesturbæ',
      descriptionIs: 'Nýuppgerð íbúð á annarri hæð, stutt í Vesturbæjarlaug, skóla og verslanir.',
    });
    await t.database.db
      .update(listings)
      .set({
        status,
        rentIsk: 245_000,
        region: 'capital',
        publishedAt: t.clock.now,
        expiresAt: daysAfter(t.clock.now, 60),
        viewingHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: '17:00', to: '19:00' })),
      })
      .where(eq(listings.id, id));
    return { id, owner, ctx };
  }

  const eventsOf = async (userId: string, event: string) =>
    (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.event === event);

  it('holds the capacity under 30 parallel registrations: exactly 5 of 30 get a place', async () => {
    const { id, ctx } = await publishedListing();
    const slot = await createOpenHouse(ctx, id, { date: dayFromNow(3), start: '17:00', end: '18:00', capacity: 5 });
    const people = await Promise.all(Array.from({ length: 30 }, () => makeUser(t.database)));
    const results = await Promise.allSettled(people.map((p) => registerForOpenHouse(t.contextFor(p), slot.id)));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(5);
    expect(new Set(lost.map((r) => r.reason.code))).toEqual(new Set(['open_house_full']));
    const [row] = await t.database.db.select().from(openHouses).where(eq(openHouses.id, slot.id));
    expect(row.registered).toBe(5);
    const regs = await t.database.db.select().from(openHouseRegistrations).where(eq(openHouseRegistrations.openHouseId, slot.id));
    expect(regs).toHaveLength(5);
  });

  it('refuses a double registration, a full slot and a past one; cancelling frees the place', async () => {
    const { id, ctx } = await publishedListing();
    const slot = await createOpenHouse(ctx, id, { date: dayFromNow(2), start: '17:00', end: '17:30', capacity: 1 });
    const anna = await makeUser(t.database);
    const bjorn = await makeUser(t.database);
    await registerForOpenHouse(t.contextFor(anna), slot.id);
    await expect(registerForOpenHouse(t.contextFor(anna), slot.id)).rejects.toMatchObject({
      code: 'open_house_already_registered',
    });
    await expect(registerForOpenHouse(t.contextFor(bjorn), slot.id)).rejects.toMatchObject({ code: 'open_house_full' });
    expect((await listListingOpenHouses(t.contextFor(anna), id))[0]).toMatchObject({ places_left: 0, registered_by_me: true });
    expect((await listMyRegistrations(t.contextFor(anna))).upcoming.map((r) => r.open_house.id)).toEqual([slot.id]);

    await cancelRegistration(t.contextFor(anna), slot.id);
    await expect(cancelRegistration(t.contextFor(anna), slot.id)).rejects.toMatchObject({ code: 'open_house_not_registered' });
    expect((await registerForOpenHouse(t.contextFor(bjorn), slot.id)).registered).toBe(1);
    // Anna may come back once there is room again; now there isn't.
    await expect(registerForOpenHouse(t.contextFor(anna), slot.id)).rejects.toMatchObject({ code: 'open_house_full' });

    t.advance(3 * 24 * 3600);
    await expect(registerForOpenHouse(t.contextFor(anna), slot.id)).rejects.toMatchObject({ code: 'open_house_closed' });
    expect((await listMyRegistrations(t.contextFor(bjorn))).past.map((r) => r.open_house.id)).toEqual([slot.id]);
  });

  it("refuses slots in the past, ending before they start, and on another person's or a rented listing", async () => {
    const { id, ctx } = await publishedListing();
    await expect(
      createOpenHouse(ctx, id, { date: dayFromNow(-1), start: '17:00', end: '18:00', capacity: 5 }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { start: ['time_in_past'] },
    });
    await expect(
      createOpenHouse(ctx, id, { date: dayFromNow(1), start: '18:00', end: '17:00', capacity: 5 }),
    ).rejects.toMatchObject({
      fields: { end: ['time_order'] },
    });
    const stranger = await makeUser(t.database);
    await expect(
      createOpenHouse(t.contextFor(stranger), id, { date: dayFromNow(1), start: '17:00', end: '18:00', capacity: 5 }),
    ).rejects.toMatchObject({ code: 'not_found' });
    const rented = await publishedListing('rented');
    await expect(
      createOpenHouse(rented.ctx, rented.id, { date: dayFromNow(1), start: '17:00', end: '18:00', capacity: 5 }),
    ).rejects.toMatchObject({ code: 'listing_action_not_allowed' });
    // One's own listing: no registering.
    const slot = await createOpenHouse(ctx, id, { date: dayFromNow(1), start: '17:00', end: '18:00', capacity: 5 });
    await expect(registerForOpenHouse(ctx, slot.id)).rejects.toMatchObject({ code: 'not_found' });
    expect(await t.database.db.select().from(openHouses).where(eq(openHouses.listingId, rented.id))).toHaveLength(0);
  });

  it('cancelling a slot tells everyone registered, closes it and hides it from the public list', async () => {
    const { id, ctx, owner } = await publishedListing();
    const slot = await createOpenHouse(ctx, id, {
      date: dayFromNow(4),
      start: '17:00',
      end: '18:00',
      capacity: 10,
      note: 'Gengið inn frá bakgarði.',
    });
    const guests = await Promise.all([makeUser(t.database), makeUser(t.database)]);
    for (const g of guests) await registerForOpenHouse(t.contextFor(g), slot.id);
    expect((await listUpcomingOpenHouses(t.contextFor(null), { region: 'capital' })).items.map((i) => i.id)).toContain(slot.id);
    expect((await listUpcomingOpenHouses(t.contextFor(null), { region: 'westfjords' })).items.map((i) => i.id)).not.toContain(
      slot.id,
    );
    const managed = await listManagedOpenHouses(ctx);
    expect(
      managed.upcoming
        .find((s) => s.id === slot.id)
        ?.attendees.map((a) => a.user_id)
        .sort(),
    ).toEqual(guests.map((g) => g.id).sort());

    const stranger = await makeUser(t.database);
    await expect(cancelOpenHouse(t.contextFor(stranger), slot.id, {})).rejects.toMatchObject({ code: 'not_found' });
    expect((await listManagedOpenHouses(t.contextFor(stranger))).upcoming).toEqual([]);

    await cancelOpenHouse(ctx, slot.id, { message: 'Því miður komu upp veikindi.' });
    for (const g of guests) {
      const [told] = await eventsOf(g.id, 'open_house_cancelled');
      expect(told).toMatchObject({ kind: 'applications', params: { message: 'Því miður komu upp veikindi.' } });
    }
    expect(await eventsOf(owner.id, 'open_house_cancelled')).toHaveLength(0);
    await expect(cancelOpenHouse(ctx, slot.id, {})).rejects.toMatchObject({ code: 'open_house_closed' });
    await expect(registerForOpenHouse(t.contextFor(stranger), slot.id)).rejects.toMatchObject({ code: 'open_house_closed' });
    expect((await listUpcomingOpenHouses(t.contextFor(null), {})).items.map((i) => i.id)).not.toContain(slot.id);
  });

  it('takes a viewing request only within viewing hours and in the future, one awaiting an answer at a time', async () => {
    const { id, owner } = await publishedListing();
    const tenant = await makeUser(t.database);
    const tctx = t.contextFor(tenant);
    const day = dayFromNow(2);
    await expect(requestViewing(tctx, id, { date: day, start: '12:00' })).rejects.toMatchObject({
      code: 'viewing_outside_hours',
      fields: { start: ['viewing_outside_hours'] },
    });
    await expect(requestViewing(tctx, id, { date: day, start: '18:45' })).rejects.toMatchObject({
      code: 'viewing_outside_hours',
    });
    await expect(requestViewing(tctx, id, { date: dayFromNow(-2), start: '17:00' })).rejects.toMatchObject({
      fields: { start: ['time_in_past'] },
    });
    const request = await requestViewing(tctx, id, { date: day, start: '17:30', message: 'Get ég komið með maka?' });
    expect(request).toMatchObject({ status: 'requested', starts_at: `${day}T17:30:00.000Z`, ends_at: `${day}T18:00:00.000Z` });
    expect(weekdayOf(day)).toBeGreaterThan(0);
    await expect(requestViewing(tctx, id, { date: day, start: '18:00' })).rejects.toMatchObject({
      code: 'viewing_already_requested',
    });
    expect(await eventsOf(owner.id, 'viewing_requested')).toHaveLength(1);
    expect(await t.database.db.select().from(viewingRequests).where(eq(viewingRequests.tenantUserId, tenant.id))).toHaveLength(1);
  });

  it('lets the landlord propose another time, the tenant accept it, and each hears of the other', async () => {
    const { id, owner, ctx } = await publishedListing();
    const tenant = await makeUser(t.database);
    const tctx = t.contextFor(tenant);
    const request = await requestViewing(tctx, id, { date: dayFromNow(3), start: '17:00' });
    const stranger = await makeUser(t.database);
    await expect(respondToViewing(t.contextFor(stranger), request.id, { action: 'accept' })).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(respondToViewing(tctx, request.id, { action: 'accept' })).rejects.toMatchObject({ code: 'not_found' });
    expect((await listManagedViewingRequests(ctx)).map((r) => r.id)).toEqual([request.id]);
    expect(await listManagedViewingRequests(t.contextFor(stranger))).toEqual([]);

    const proposed = await respondToViewing(ctx, request.id, {
      action: 'propose',
      date: dayFromNow(4),
      start: '10:00',
      message: 'Kemst ekki á þriðjudag.',
    });
    expect(proposed.status).toBe('proposed');
    expect(await eventsOf(tenant.id, 'viewing_proposed')).toHaveLength(1);
    await expect(respondToViewing(ctx, request.id, { action: 'decline' })).rejects.toMatchObject({ code: 'viewing_not_pending' });
    await expect(answerProposedViewing(t.contextFor(stranger), request.id, { action: 'accept' })).rejects.toMatchObject({
      code: 'not_found',
    });

    const accepted = await answerProposedViewing(tctx, request.id, { action: 'accept' });
    expect(accepted).toMatchObject({ status: 'accepted', starts_at: `${dayFromNow(4)}T10:00:00.000Z` });
    expect(await eventsOf(owner.id, 'viewing_proposal_accepted')).toHaveLength(1);
    await expect(answerProposedViewing(tctx, request.id, { action: 'decline' })).rejects.toMatchObject({
      code: 'viewing_not_pending',
    });

    // A new request is allowed once the first is answered; cancelling it tells the landlord.
    const second = await requestViewing(tctx, id, { date: dayFromNow(5), start: '18:00' });
    await cancelViewingRequest(tctx, second.id);
    expect(await eventsOf(owner.id, 'viewing_cancelled')).toHaveLength(1);
    await expect(cancelViewingRequest(tctx, second.id)).rejects.toMatchObject({ code: 'viewing_not_pending' });
    const third = await requestViewing(tctx, id, { date: dayFromNow(5), start: '18:00' });
    await respondToViewing(ctx, third.id, { action: 'decline', message: 'Íbúðin er frátekin.' });
    const [declined] = await eventsOf(tenant.id, 'viewing_declined');
    expect(declined.params).toMatchObject({ message: 'Íbúðin er frátekin.' });
  });

  it('reminds attendees, the tenant and the landlord once, the day before', async () => {
    const { id, owner, ctx } = await publishedListing();
    const slot = await createOpenHouse(ctx, id, { date: dayFromNow(2), start: '17:00', end: '18:00', capacity: 3 });
    const guest = await makeUser(t.database);
    await registerForOpenHouse(t.contextFor(guest), slot.id);
    const tenant = await makeUser(t.database);
    const request = await requestViewing(t.contextFor(tenant), id, { date: dayFromNow(2), start: '18:00' });
    await respondToViewing(ctx, request.id, { action: 'accept' });

    await t.jobs.runNow(viewingRemindersQueue);
    expect(await eventsOf(guest.id, 'open_house_reminder')).toHaveLength(0); // two days ahead: not yet

    // Twenty hours before the slot, whatever the time of day the test runs at.
    const startsAt = Date.parse(`${dayFromNow(2)}T17:00:00Z`);
    t.advance((startsAt - 20 * 3600_000 - t.clock.now.getTime()) / 1000);
    await t.jobs.runNow(viewingRemindersQueue);
    await t.jobs.runNow(viewingRemindersQueue);
    expect(await eventsOf(guest.id, 'open_house_reminder')).toHaveLength(1);
    expect(await eventsOf(owner.id, 'open_house_reminder_landlord')).toHaveLength(1);
    expect(await eventsOf(tenant.id, 'viewing_reminder')).toHaveLength(1);
    expect(await eventsOf(owner.id, 'viewing_reminder_landlord')).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(openHouses)
      .where(and(eq(openHouses.id, slot.id)));
    expect(row.remindedAt).not.toBeNull();
  });
});
