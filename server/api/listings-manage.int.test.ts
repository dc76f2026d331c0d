import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAfter } from '#common/calendar-day.ts';
import { landlordListing } from '../../tests/fixtures/managed-listing.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('listing management API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function bearerFor(email: string) {
    const pair = await (await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD })).json();
    return (path: string, init: RequestInit = {}) =>
      t.app.request(`/api/${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.access}`, 'accept-language': 'en' },
      });
  }

  it('lists only the signed-in landlord’s listings, with status and renewal state', async () => {
    const mine = await landlordListing(t, { published: true, title: 'Mín eigin íbúð við Njálsgötu' });
    await landlordListing(t, { published: true, title: 'Íbúð annars leigusala' });
    const call = await bearerFor(mine.owner.email);
    const response = await call('users/me/listings/');
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: mine.id,
      status: 'published',
      title: 'Mín eigin íbúð við Njálsgötu',
      address: 'Njálsgata 23',
      town: 'Reykjavík',
      rent_isk: 245_000,
      can_renew: false,
    });
    expect(list[0].actions).toEqual(expect.arrayContaining(['pause', 'archive', 'duplicate']));
    expect((await t.app.request('/api/users/me/listings/')).status).toBe(401);
  });

  it('pauses and resumes, and refuses actions the status does not allow (409)', async () => {
    const { owner, id } = await landlordListing(t, { published: true });
    const call = await bearerFor(owner.email);
    const paused = await call(`listings/${id}/pause/`, { method: 'POST' });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ id, status: 'paused' });
    const again = await call(`listings/${id}/pause/`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('listing_action_not_allowed');
    const resumed = await call(`listings/${id}/resume/`, { method: 'POST' });
    expect(resumed.status).toBe(200);
    expect((await resumed.json()).status).toBe('published');
    expect((await call(`listings/${id}/mark-rented/`, { method: 'POST' })).status).toBe(200);
    expect((await call(`listings/${id}/resume/`, { method: 'POST' })).status).toBe(409);
    const archived = await call(`listings/${id}/archive/`, { method: 'POST' });
    expect((await archived.json()).status).toBe('archived');
  });

  it('renews only in the last week before expiry, for 60 days from the renewal', async () => {
    const { owner, id } = await landlordListing(t, { published: true });
    const call = await bearerFor(owner.email);
    const early = await call(`listings/${id}/renew/`, { method: 'POST' });
    expect(early.status).toBe(409);
    expect((await early.json()).error).toMatchObject({
      code: 'listing_not_renewable_yet',
      message: 'A listing can be renewed in its last week before it expires, or after that.',
    });
    t.advance(54 * 86_400);
    const later = await bearerFor(owner.email); // the first token has long expired
    const renewed = await later(`listings/${id}/renew/`, { method: 'POST' });
    expect(renewed.status).toBe(200);
    const body = await renewed.json();
    expect(body.status).toBe('published');
    expect(new Date(body.expires_at).getTime()).toBe(daysAfter(t.clock.now, 60).getTime());
    expect((await later(`listings/${id}/renew/`, { method: 'POST' })).status).toBe(409);
  });

  it('duplicates into a new draft of the same owner', async () => {
    const { owner, id } = await landlordListing(t, { published: true });
    const call = await bearerFor(owner.email);
    const response = await call(`listings/${id}/duplicate/`, { method: 'POST' });
    expect(response.status).toBe(201);
    const { id: copy } = await response.json();
    expect(copy).not.toBe(id);
    const list = await (await call('users/me/listings/')).json();
    expect(list.find((l: { id: string }) => l.id === copy)).toMatchObject({ status: 'draft', cover: null });
  });

  it('saves viewing hours and the availability end, and refuses bad times with field errors (422)', async () => {
    const { owner, id, availableFrom } = await landlordListing(t, { published: true });
    const call = await bearerFor(owner.email);
    const put = (body: unknown) => call(`listings/${id}/date-time/`, { method: 'PUT', body: JSON.stringify(body) });

    const backwards = await put({ viewingHours: [{ day: 2, from: '18:00', to: '17:00' }] });
    expect(backwards.status).toBe(422);
    expect((await backwards.json()).error.fields).toEqual({
      'viewingHours.0.to': ['The end time must be after the start time.'],
    });

    const malformed = await put({ viewingHours: [{ day: 8, from: '9:00', to: '25:00' }] });
    expect(malformed.status).toBe(422);
    expect(Object.keys((await malformed.json()).error.fields).sort()).toEqual([
      'viewingHours.0.day',
      'viewingHours.0.from',
      'viewingHours.0.to',
    ]);

    const twice = await put({
      viewingHours: [
        { day: 1, from: '17:00', to: '18:00' },
        { day: 1, from: '19:00', to: '20:00' },
      ],
    });
    expect((await twice.json()).error.fields).toEqual({ 'viewingHours.1.day': ['Each weekday can appear only once.'] });

    const beforeStart = await put({ availableUntil: availableFrom });
    expect(beforeStart.status).toBe(422);
    expect((await beforeStart.json()).error.fields).toEqual({
      availableUntil: ['The date must be after the day the home becomes available.'],
    });

    const ok = await put({
      availableUntil: '2099-06-30',
      viewingHours: [
        { day: 6, from: '11:00', to: '12:30' },
        { day: 3, from: '17:00', to: '18:00' },
      ],
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      available_until: '2099-06-30',
      viewing_hours: [
        { day: 3, from: '17:00', to: '18:00' },
        { day: 6, from: '11:00', to: '12:30' },
      ],
    });
  });

  it('answers 404 to another landlord and to a tenant, for every call, changing nothing', async () => {
    const { owner, id } = await landlordListing(t, { published: true });
    const other = await makeUser(t.database);
    for (const person of [other, await makeUser(t.database)]) {
      const call = await bearerFor(person.email);
      for (const action of ['pause', 'resume', 'renew', 'mark-rented', 'archive', 'duplicate']) {
        const response = await call(`listings/${id}/${action}/`, { method: 'POST' });
        expect(response.status, action).toBe(404);
      }
      const put = await call(`listings/${id}/date-time/`, { method: 'PUT', body: JSON.stringify({ viewingHours: [] }) });
      expect(put.status).toBe(404);
      expect(await (await call('users/me/listings/')).json()).toEqual([]);
    }
    expect((await (await bearerFor(owner.email))('listings/not-a-uuid/pause/', { method: 'POST' })).status).toBe(404);
    const list = await (await (await bearerFor(owner.email))('users/me/listings/')).json();
    expect(list).toEqual([expect.objectContaining({ id, status: 'published' })]);
  });
});
