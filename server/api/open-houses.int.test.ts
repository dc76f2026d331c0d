import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf, daysAfter } from '#common/calendar-day.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';
import { listings } from '../db/schema/listings.ts';
import { openHouses } from '../db/schema/open-houses.ts';
import { saveListingStep, startListing } from '../domain/listings/listings.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('open houses and viewings API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const day = (days: number) => addDays(dayOf(t.clock.now), days);

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

  async function publishedListingOf(user: { id: string }) {
    const ctx = t.contextFor(user);
    const { id } = await startListing(ctx, { street: 'Tryggvagata', houseNumber: '10', postcode: '101' });
    await saveListingStep(ctx, id, 'property', {
      type: 'apartment',
      sizeM2: 55,
      rooms: 2,
      bedrooms: 1,
      bathrooms: 1,
      elevator: true,
      amenities: [],
    });
    await saveListingStep(ctx, id, 'description', {
      titleIs: 'Íbúð við höfnina',
      descriptionIs: 'Falleg íbúð í miðbænum með útsýni yfir gömlu höfnina og stutt í alla þjónustu.',
    });
    await t.database.db
      .update(listings)
      .set({
        status: 'published',
        rentIsk: 230_000,
        region: 'capital',
        publishedAt: t.clock.now,
        expiresAt: daysAfter(t.clock.now, 60),
        viewingHours: [
          { day: 1, from: '17:00', to: '19:00' },
          { day: 2, from: '17:00', to: '19:00' },
          { day: 3, from: '17:00', to: '19:00' },
          { day: 4, from: '17:00', to: '19:00' },
          { day: 5, from: '17:00', to: '19:00' },
          { day: 6, from: '11:00', to: '14:00' },
          { day: 7, from: '11:00', to: '14:00' },
        ],
      })
      .where(eq(listings.id, id));
    return id;
  }

  it('adds a slot, registers through the API, shows it publicly, and keeps attendees from another landlord', async () => {
    const landlord = await signedIn();
    const listingId = await publishedListingOf(landlord.user);
    const created = await landlord.call(`/api/listings/${listingId}/open-houses/`, {
      method: 'POST',
      body: JSON.stringify({ date: day(3), start: '17:00', end: '18:00', capacity: 2, note: 'Bjöllan merkt 3. hæð' }),
    });
    expect(created.status).toBe(201);
    const slot = await created.json();
    expect(slot).toMatchObject({ capacity: 2, registered: 0, places_left: 2 });

    const tenant = await signedIn();
    expect((await tenant.call(`/api/open-houses/${slot.id}/registration/`, { method: 'POST' })).status).toBe(201);
    const again = await tenant.call(`/api/open-houses/${slot.id}/registration/`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('open_house_already_registered');

    const mine = await (await tenant.call('/api/users/me/open-house-registrations/')).json();
    expect(mine.upcoming.map((r: { open_house: { id: string } }) => r.open_house.id)).toEqual([slot.id]);

    const attendees = await (await landlord.call(`/api/open-houses/${slot.id}/attendees/`)).json();
    expect(attendees.attendees).toEqual([expect.objectContaining({ user_id: tenant.user.id, email: tenant.user.email })]);
    const other = await signedIn();
    expect((await other.call(`/api/open-houses/${slot.id}/attendees/`)).status).toBe(404);
    expect((await other.call(`/api/open-houses/${slot.id}/cancel/`, { method: 'POST', body: '{}' })).status).toBe(404);

    const publicList = await (await t.app.request('/api/open-houses/?region=capital')).json();
    expect(publicList.items.find((i: { id: string }) => i.id === slot.id)).toMatchObject({
      places_left: 1,
      listing: { id: listingId },
    });
    const listingSlots = await (await t.app.request(`/api/listings/${listingId}/open-houses/`)).json();
    expect(listingSlots).toEqual([expect.objectContaining({ id: slot.id, registered_by_me: false })]);

    expect((await tenant.call(`/api/open-houses/${slot.id}/registration/`, { method: 'DELETE' })).status).toBe(200);
    const [row] = await t.database.db.select().from(openHouses).where(eq(openHouses.id, slot.id));
    expect(row.registered).toBe(0);
  });

  it('answers bad input field by field and writes nothing', async () => {
    const landlord = await signedIn();
    const listingId = await publishedListingOf(landlord.user);
    const bad = await landlord.call(`/api/listings/${listingId}/open-houses/`, {
      method: 'POST',
      body: JSON.stringify({ date: '2027-02-30', start: '25:00', end: '17:00', capacity: 501 }),
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields).toMatchObject({
      date: [expect.any(String)],
      start: ['Enter a time, such as 22:00.'],
      capacity: ['The number is too high.'],
    });
    const past = await landlord.call(`/api/listings/${listingId}/open-houses/`, {
      method: 'POST',
      body: JSON.stringify({ date: day(-1), start: '17:00', end: '18:00', capacity: 3 }),
    });
    expect(past.status).toBe(422);
    expect((await past.json()).error.fields).toEqual({ start: ['Choose a time that has not passed.'] });
    expect(await t.database.db.select().from(openHouses).where(eq(openHouses.listingId, listingId))).toHaveLength(0);

    const tenant = await signedIn();
    const outside = await tenant.call(`/api/listings/${listingId}/viewing-requests/`, {
      method: 'POST',
      body: JSON.stringify({ date: day(2), start: '08:00' }),
    });
    expect(outside.status).toBe(422);
    expect((await outside.json()).error).toMatchObject({ code: 'viewing_outside_hours' });
    const propose = await landlord.call('/api/viewing-requests/00000000-0000-4000-8000-000000000000/respond/', {
      method: 'POST',
      body: JSON.stringify({ action: 'propose' }),
    });
    expect(propose.status).toBe(422);
  });

  it('runs a viewing request through the API: request, accept, and the tenant sees it', async () => {
    const landlord = await signedIn();
    const listingId = await publishedListingOf(landlord.user);
    const tenant = await signedIn();
    // A weekday evening two to eight days ahead is within the hours above (Sat/Sun 11-14).
    let target = 2;
    while ([0, 6].includes(new Date(`${day(target)}T12:00:00Z`).getUTCDay())) target++;
    const made = await tenant.call(`/api/listings/${listingId}/viewing-requests/`, {
      method: 'POST',
      body: JSON.stringify({ date: day(target), start: '17:30', message: 'Hentar þessi tími?' }),
    });
    expect(made.status).toBe(201);
    const request = await made.json();
    const waiting = await (await landlord.call('/api/users/me/managed-viewing-requests/')).json();
    expect(waiting).toEqual([
      expect.objectContaining({ id: request.id, tenant: expect.objectContaining({ user_id: tenant.user.id }) }),
    ]);
    const other = await signedIn();
    expect(
      (
        await other.call(`/api/viewing-requests/${request.id}/respond/`, {
          method: 'POST',
          body: JSON.stringify({ action: 'accept' }),
        })
      ).status,
    ).toBe(404);
    const accepted = await landlord.call(`/api/viewing-requests/${request.id}/respond/`, {
      method: 'POST',
      body: JSON.stringify({ action: 'accept', message: 'Sjáumst þá!' }),
    });
    expect(accepted.status).toBe(200);
    const mine = await (await tenant.call('/api/users/me/viewing-requests/')).json();
    expect(mine).toEqual([expect.objectContaining({ id: request.id, status: 'accepted', response_message: 'Sjáumst þá!' })]);
  });
});
