import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAfter } from '#common/calendar-day.ts';
import { landlordListing } from '../../tests/fixtures/managed-listing.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';
import { auditLog } from '../db/schema/audit-log.ts';
import { listingEvents, listings } from '../db/schema/listings.ts';
import { notifications } from '../db/schema/notifications.ts';
import { users } from '../db/schema/users.ts';
import { featuredListings } from '../domain/listings/featured-listings.service.ts';
import { applyOwnerAction, getOwnListing, submitListing } from '../domain/listings/listings.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('staff listings API', () => {
  let t: TestApp;
  let staff: (path: string, init?: RequestInit) => Response | Promise<Response>;
  let staffId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const member = await makeUser(t.database, { scope: ['user', 'staff'], name: 'Starfs Manneskja' });
    staffId = member.id;
    staff = await caller(member.email);
  });
  afterAll(() => t.close());

  async function caller(email: string) {
    const pair = await (await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD })).json();
    return (path: string, init: RequestInit = {}) =>
      t.app.request(`/api/man/${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.access}`, 'accept-language': 'en' },
      });
  }

  /** A complete listing of a new landlord, sent for review. */
  async function inReview(title?: string) {
    const listing = await landlordListing(t, { title });
    await submitListing(listing.ctx, listing.id);
    return listing;
  }

  it('approves: published for 60 days, an event, an audit row and a notification to the owner', async () => {
    const { id, owner } = await inReview('Íbúð sem staff samþykkir');
    const response = await staff(`listings/${id}/approve/`, { method: 'POST' });
    expect(response.status).toBe(204);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, id));
    expect(row.status).toBe('published');
    expect(row.publishedAt?.getTime()).toBe(t.clock.now.getTime());
    expect(row.expiresAt?.getTime()).toBe(daysAfter(t.clock.now, 60).getTime());
    const events = await t.database.db
      .select()
      .from(listingEvents)
      .where(and(eq(listingEvents.listingId, id), eq(listingEvents.kind, 'approved')));
    expect(events).toMatchObject([{ actorId: staffId, fromStatus: 'in_review', toStatus: 'published' }]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject([{ actorId: staffId, action: 'listing.approve', targetType: 'listing' }]);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notes).toMatchObject([
      {
        kind: 'listings',
        event: 'listing_approved',
        params: { title: 'Íbúð sem staff samþykkir' },
        link: `/landlord/my-listings/${id}`,
      },
    ]);
    // Approving again is a conflict, and writes nothing more.
    const again = await staff(`listings/${id}/approve/`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('listing_not_in_review');
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id))).toHaveLength(1);
  });

  it('refuses to approve a blocked person’s listing (listing_owner_blocked), writing nothing', async () => {
    const { id, owner } = await inReview();
    await t.database.db.update(users).set({ blockedAt: t.clock.now }).where(eq(users.id, owner.id));
    const response = await staff(`listings/${id}/approve/`, { method: 'POST' });
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('listing_owner_blocked');
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, id));
    expect(row.status).toBe('in_review');
    const events = await t.database.db
      .select()
      .from(listingEvents)
      .where(and(eq(listingEvents.listingId, id), eq(listingEvents.kind, 'approved')));
    expect(events).toHaveLength(0);
  });

  it('publishes once when two staff approve at the same moment', async () => {
    const { id } = await inReview();
    const statuses = await Promise.all([
      staff(`listings/${id}/approve/`, { method: 'POST' }),
      staff(`listings/${id}/approve/`, { method: 'POST' }),
    ]).then((responses) => responses.map((r) => r.status).sort());
    expect(statuses).toEqual([204, 409]);
    const events = await t.database.db
      .select()
      .from(listingEvents)
      .where(and(eq(listingEvents.listingId, id), eq(listingEvents.kind, 'approved')));
    expect(events).toHaveLength(1);
  });

  it('refuses to approve a draft (409) and an unknown listing (404)', async () => {
    const draft = await landlordListing(t);
    expect((await staff(`listings/${draft.id}/approve/`, { method: 'POST' })).status).toBe(409);
    expect((await getOwnListing(draft.ctx, draft.id)).status).toBe('draft');
    expect((await staff('listings/00000000-0000-4000-8000-000000000000/approve/', { method: 'POST' })).status).toBe(404);
  });

  it('rejects with a reason the owner sees, and refuses a rejection without one (422)', async () => {
    const { id, ctx, owner } = await inReview();
    const missing = await staff(`listings/${id}/reject/`, { method: 'POST', body: JSON.stringify({ reason: '' }) });
    expect(missing.status).toBe(422);
    expect((await missing.json()).error.fields).toEqual({ reason: ['This field is required.', 'The text is too short.'] });
    const short = await staff(`listings/${id}/reject/`, { method: 'POST', body: JSON.stringify({ reason: 'Of stutt' }) });
    expect((await short.json()).error.fields).toEqual({ reason: ['The text is too short.'] });

    const reason = 'Myndirnar sýna ekki íbúðina sjálfa. Settu inn myndir af herbergjunum.';
    expect((await staff(`listings/${id}/reject/`, { method: 'POST', body: JSON.stringify({ reason }) })).status).toBe(204);
    const own = await getOwnListing(ctx, id);
    expect(own).toMatchObject({ status: 'rejected', rejection_reason: reason });
    const [event] = await t.database.db
      .select()
      .from(listingEvents)
      .where(and(eq(listingEvents.listingId, id), eq(listingEvents.kind, 'rejected')));
    expect(event.reason).toBe(reason);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject({ action: 'listing.reject', details: { reason } });
    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(note).toMatchObject({ event: 'listing_rejected', params: { reason } });
    // Already decided: a second decision is a conflict.
    expect((await staff(`listings/${id}/reject/`, { method: 'POST', body: JSON.stringify({ reason }) })).status).toBe(409);
  });

  it('refuses tenants and landlords on every staff endpoint (403), and anonymous callers (401)', async () => {
    const { id, owner } = await inReview();
    const tenant = await makeUser(t.database);
    for (const as of [await caller(tenant.email), await caller(owner.email)]) {
      expect((await as('listings/')).status).toBe(403);
      expect((await as('listings/review-queue/')).status).toBe(403);
      expect((await as(`listings/${id}/`)).status).toBe(403);
      expect((await as(`listings/${id}/approve/`, { method: 'POST' })).status).toBe(403);
      expect((await as(`listings/${id}/reject/`, { method: 'POST', body: '{}' })).status).toBe(403);
      expect((await as('site-listings/')).status).toBe(403);
      expect((await as('site-listings/', { method: 'PUT', body: JSON.stringify({ ids: [id] }) })).status).toBe(403);
    }
    expect((await t.app.request('/api/man/listings/')).status).toBe(401);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, id));
    expect(row.status).toBe('in_review');
  });

  it('lists the review queue oldest first, and searches all listings with counts per status', async () => {
    const first = await inReview('Fyrsta íbúð í röðinni');
    t.advance(60);
    const second = await inReview('Önnur íbúð í röðinni');
    const queue = await (await staff('listings/review-queue/')).json();
    const ids = queue.items.map((i: { id: string }) => i.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(queue.items.find((i: { id: string }) => i.id === second.id)).toMatchObject({
      owner: { id: second.owner.id, email: second.owner.email },
      photos: [{ src: expect.stringContaining('/media/listings/') }],
    });

    const byOwner = await (await staff(`listings/?owner=${encodeURIComponent(second.owner.email)}`)).json();
    expect(byOwner.items.map((i: { id: string }) => i.id)).toEqual([second.id]);
    expect(byOwner.counts).toEqual({ in_review: 1 });
    const byTitle = await (await staff('listings/?q=r%C3%B6%C3%B0inni&status=in_review&postcode=101')).json();
    expect(byTitle.items.map((i: { id: string }) => i.id).sort()).toEqual([first.id, second.id].sort());
    // A filter that doesn't parse is ignored, the rest kept.
    const odd = await (await staff('listings/?q=r%C3%B6%C3%B0inni&status=bogus&postcode=9999')).json();
    expect(odd.items).toHaveLength(2);
    // Keyset pages: one at a time, no overlap.
    const page = await (await staff('listings/?q=r%C3%B6%C3%B0inni')).json();
    expect(page).toMatchObject({ total: 2, next: null, prev: null });

    const detail = await (await staff(`listings/${first.id}/`)).json();
    expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual(['submitted', 'created']);
  });

  it('features published listings in order, at most 8, and only while published', async () => {
    const a = await landlordListing(t, { published: true, title: 'Valin íbúð A' });
    const b = await landlordListing(t, { published: true, title: 'Valin íbúð B' });
    const draft = await landlordListing(t);
    const bad = await staff('site-listings/', { method: 'PUT', body: JSON.stringify({ ids: [a.id, draft.id] }) });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields).toEqual({
      ids: ["Only published listings that haven't expired can be on the home page."],
    });
    const tooMany = Array.from({ length: 9 }, () => a.id);
    expect((await staff('site-listings/', { method: 'PUT', body: JSON.stringify({ ids: tooMany }) })).status).toBe(422);

    const saved = await staff('site-listings/', { method: 'PUT', body: JSON.stringify({ ids: [b.id, a.id] }) });
    expect(saved.status).toBe(200);
    expect((await saved.json()).featured.map((c: { id: string }) => c.id)).toEqual([b.id, a.id]);
    const home = await featuredListings(t.contextFor(null));
    expect(home.map((c) => c.title_is)).toEqual(['Valin íbúð B', 'Valin íbúð A']);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'site_listings.update'));
    expect(audit.details).toEqual({ before: [], after: [b.id, a.id] });

    // The owner pausing it takes it off the home page.
    await applyOwnerAction(b.ctx, b.id, 'pause');
    expect((await featuredListings(t.contextFor(null))).map((c) => c.id)).toEqual([a.id]);
  });

  it('lets staff take a published listing off the site with a reason', async () => {
    const { id, owner } = await landlordListing(t, { published: true });
    const short = await staff(`listings/${id}/moderate/`, {
      method: 'POST',
      body: JSON.stringify({ action: 'pause', reason: 'x' }),
    });
    expect(short.status).toBe(422);
    const reason = 'Sama íbúðin er auglýst tvisvar; hinni auglýsingunni er haldið.';
    const done = await staff(`listings/${id}/moderate/`, { method: 'POST', body: JSON.stringify({ action: 'archive', reason }) });
    expect(done.status).toBe(204);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, id));
    expect(row.status).toBe('archived');
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject({ action: 'listing.archive', details: { reason } });
    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(note).toMatchObject({ event: 'listing_taken_down', params: { reason } });
    const again = await staff(`listings/${id}/moderate/`, { method: 'POST', body: JSON.stringify({ action: 'pause', reason }) });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('listing_not_published');
  });
});
