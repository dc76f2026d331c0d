import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf, daysAfter } from '#common/calendar-day.ts';
import { applicationEvents, applications } from '#server/db/schema/applications.ts';
import { listingEvents, listings } from '#server/db/schema/listings.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { offers } from '#server/db/schema/offers.ts';
import { rentalContractParties, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { closeOpenApplications } from '#server/domain/listings/close-applications.ts';
import { offerExpiryQueue } from '#server/jobs/queues/offer-expiry.ts';
import { offerReminderQueue } from '#server/jobs/queues/offer-reminder.ts';
import { landlordListing } from '#tests/fixtures/managed-listing.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const DAY = 86_400;

describe('offers API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function tokenFor(email: string) {
    return (await (await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD })).json()).access as string;
  }
  function caller(token: string) {
    return (method: string, path: string, body?: unknown) =>
      t.app.request(path, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
  }
  async function person() {
    const user = await makeUser(t.database);
    return { user, call: caller(await tokenFor(user.email)) };
  }
  async function applicationBy(listingId: string, tenantUserId: string, moveInDate: string | null = null) {
    const [row] = await t.database.db
      .insert(applications)
      .values({ listingId, tenantUserId, message: 'Góðan dag, ég hef áhuga á íbúðinni.', moveInDate })
      .returning({ id: applications.id });
    return row.id;
  }
  /** A published listing, its landlord (signed in) and one applicant (signed in). */
  async function scene() {
    const listing = await landlordListing(t, { published: true, title: 'Björt íbúð í Hlíðunum' });
    const landlord = { user: listing.owner, call: caller(await tokenFor(listing.owner.email)) };
    const tenant = await person();
    const applicationId = await applicationBy(listing.id, tenant.user.id);
    return { listing, landlord, tenant, applicationId };
  }
  const day = (offsetDays: number) => addDays(dayOf(t.clock.now), offsetDays);
  const terms = (over: Record<string, unknown> = {}) => ({
    rentIsk: 245_000,
    startDate: day(20),
    leaseType: 'fixed',
    termMonths: 12,
    securityType: 'cash_deposit',
    securityAmountIsk: 490_000,
    message: 'Velkomin!',
    ...over,
  });
  const noticesOf = (userId: string, event: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.event, event)));

  it('sends an offer to an applicant: the application becomes accepted and the tenant is told', async () => {
    const { landlord, tenant, applicationId, listing } = await scene();
    const sent = await landlord.call('POST', `/api/applications/${applicationId}/offers/`, terms());
    expect(sent.status).toBe(201);
    const offer = await sent.json();
    expect(offer).toMatchObject({
      status: 'sent',
      rent_isk: 245_000,
      term_months: 12,
      end_date: expect.any(String),
      security_type: 'cash_deposit',
      security_amount_isk: 490_000,
      listing: { id: listing.id, title: 'Björt íbúð í Hlíðunum' },
      tenant: { id: tenant.user.id },
      contract: null,
    });
    expect(Date.parse(offer.expires_at)).toBe(daysAfter(t.clock.now, 7).getTime());
    const [app] = await t.database.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(app.status).toBe('accepted');
    const events = await t.database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, applicationId));
    expect(events).toEqual([expect.objectContaining({ fromStatus: 'submitted', toStatus: 'accepted', note: 'offer_sent' })]);
    expect(await noticesOf(tenant.user.id, 'offer_received')).toHaveLength(1);

    expect((await (await tenant.call('GET', '/api/users/me/offers/')).json()).items.map((o: { id: string }) => o.id)).toEqual([
      offer.id,
    ]);
    expect(
      (await (await landlord.call('GET', '/api/landlord/offers/?status=sent')).json()).items.map((o: { id: string }) => o.id),
    ).toEqual([offer.id]);
    expect(await (await landlord.call('GET', '/api/landlord/offers/?status=accepted')).json()).toEqual({
      items: [],
      next_cursor: null,
    });
    expect((await landlord.call('GET', '/api/landlord/offers/?status=bogus')).status).toBe(422);
  });

  it("refuses security over three months' rent (40. gr.) and a mutual fund fee over 10%, field by field, writing nothing", async () => {
    const { landlord, applicationId } = await scene();
    const over = await landlord.call('POST', `/api/applications/${applicationId}/offers/`, terms({ securityAmountIsk: 735_001 }));
    expect(over.status).toBe(422);
    expect((await over.json()).error).toMatchObject({
      code: 'offer_security_too_high',
      fields: { securityAmountIsk: [expect.stringContaining('three months')] },
    });
    const exact = terms({ securityAmountIsk: 735_000, leaseType: 'indefinite', termMonths: undefined });
    const fee = await landlord.call(
      'POST',
      `/api/applications/${applicationId}/offers/`,
      terms({ securityType: 'mutual_fund_fee', securityAmountIsk: 24_501 }),
    );
    expect((await fee.json()).error.code).toBe('offer_security_too_high');
    const noTerm = await landlord.call('POST', `/api/applications/${applicationId}/offers/`, terms({ termMonths: undefined }));
    expect(noTerm.status).toBe(422);
    expect((await noTerm.json()).error.fields.termMonths).toBeDefined();
    const past = await landlord.call('POST', `/api/applications/${applicationId}/offers/`, terms({ startDate: day(-1) }));
    expect((await past.json()).error.fields.startDate).toBeDefined();
    expect(await t.database.db.select().from(offers).where(eq(offers.applicationId, applicationId))).toHaveLength(0);
    const ok = await landlord.call('POST', `/api/applications/${applicationId}/offers/`, exact);
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ security_amount_isk: 735_000, term_months: null, end_date: null });
  });

  it('offers only to an applicant with an open application, and one live offer per application, even in parallel', async () => {
    const { landlord, tenant, applicationId, listing } = await scene();
    const other = await landlordListing(t, { published: true });
    const otherApplication = await applicationBy(other.id, tenant.user.id);
    // Another landlord's applicant: not found for this landlord.
    expect((await landlord.call('POST', `/api/applications/${otherApplication}/offers/`, terms())).status).toBe(404);
    // The tenant themself can't offer.
    expect((await tenant.call('POST', `/api/applications/${applicationId}/offers/`, terms())).status).toBe(404);

    const withdrawnApp = await applicationBy(listing.id, (await makeUser(t.database)).id);
    await t.database.db.update(applications).set({ status: 'withdrawn' }).where(eq(applications.id, withdrawnApp));
    const refused = await landlord.call('POST', `/api/applications/${withdrawnApp}/offers/`, terms());
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('offer_to_non_applicant');

    const both = await Promise.all([
      landlord.call('POST', `/api/applications/${applicationId}/offers/`, terms()),
      landlord.call('POST', `/api/applications/${applicationId}/offers/`, terms()),
      landlord.call('POST', `/api/applications/${applicationId}/offers/`, terms()),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of both.filter((r) => r.status === 409)) expect((await r.json()).error.code).toBe('offer_already_open');
    expect(await t.database.db.select().from(offers).where(eq(offers.applicationId, applicationId))).toHaveLength(1);
  });

  it('accepting closes the others, lets the listing (rented_pending) and stores the contract draft with its parties', async () => {
    const { landlord, tenant, applicationId, listing } = await scene();
    const rival = await person();
    const rivalApplication = await applicationBy(listing.id, rival.user.id);
    const third = await person();
    const thirdApplication = await applicationBy(listing.id, third.user.id);
    const mine = await (await landlord.call('POST', `/api/applications/${applicationId}/offers/`, terms())).json();
    const theirs = await (
      await landlord.call('POST', `/api/applications/${rivalApplication}/offers/`, terms({ leaseType: 'indefinite' }))
    ).json();

    // Another tenant can't read or answer it: it doesn't exist for them.
    expect((await rival.call('GET', `/api/offers/${mine.id}/`)).status).toBe(404);
    expect((await rival.call('POST', `/api/offers/${mine.id}/accept/`)).status).toBe(404);
    // The landlord can't accept their own offer.
    expect((await landlord.call('POST', `/api/offers/${mine.id}/accept/`)).status).toBe(404);

    const accepted = await tenant.call('POST', `/api/offers/${mine.id}/accept/`);
    expect(accepted.status).toBe(200);
    const dto = await accepted.json();
    expect(dto).toMatchObject({
      status: 'accepted',
      contract: {
        status: 'draft',
        rent_isk: 245_000,
        start_date: day(20),
        term_months: 12,
        end_date: dto.end_date,
        security_type: 'cash_deposit',
        security_amount_isk: 490_000,
        parties: [
          { user_id: landlord.user.id, role: 'landlord' },
          { user_id: tenant.user.id, role: 'tenant' },
        ],
      },
    });
    expect(dto.end_date).not.toBeNull();
    const [l] = await t.database.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listing.id));
    expect(l.status).toBe('rented_pending');
    expect(await t.database.db.select().from(listingEvents).where(eq(listingEvents.listingId, listing.id))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'offer_accepted', fromStatus: 'published', toStatus: 'rented_pending' }),
      ]),
    );
    const statuses = Object.fromEntries(
      (await t.database.db.select().from(applications).where(eq(applications.listingId, listing.id))).map((a) => [
        a.id,
        a.status,
      ]),
    );
    expect(statuses).toEqual({ [applicationId]: 'accepted', [rivalApplication]: 'closed', [thirdApplication]: 'closed' });
    expect((await (await rival.call('GET', `/api/offers/${theirs.id}/`)).json()).status).toBe('withdrawn');
    expect(await noticesOf(rival.user.id, 'offer_superseded')).toHaveLength(1);
    expect(await noticesOf(third.user.id, 'application_closed')).toHaveLength(1);
    expect(await noticesOf(landlord.user.id, 'offer_accepted')).toHaveLength(1);
    // The landlord sees the same draft.
    expect((await (await landlord.call('GET', `/api/offers/${mine.id}/`)).json()).contract.id).toBe(dto.contract.id);

    // Answered: a second accept or a decline is refused, nothing more written.
    const again = await tenant.call('POST', `/api/offers/${mine.id}/accept/`);
    expect((await again.json()).error.code).toBe('offer_not_open');
    expect(await t.database.db.select().from(rentalContracts).where(eq(rentalContracts.offerId, mine.id))).toHaveLength(1);
    const late = await rival.call('POST', `/api/offers/${theirs.id}/accept/`);
    expect((await late.json()).error.code).toBe('offer_withdrawn');
  });

  it('two accepts at the same moment: one wins, one contract', async () => {
    const { landlord, tenant, applicationId } = await scene();
    const offer = await (await landlord.call('POST', `/api/applications/${applicationId}/offers/`, terms())).json();
    const results = await Promise.all([1, 2, 3].map(() => tenant.call('POST', `/api/offers/${offer.id}/accept/`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const contracts = await t.database.db.select().from(rentalContracts).where(eq(rentalContracts.offerId, offer.id));
    expect(contracts).toHaveLength(1);
    expect(
      await t.database.db.select().from(rentalContractParties).where(eq(rentalContractParties.contractId, contracts[0].id)),
    ).toHaveLength(2);
  });

  it('two offers on one listing accepted at once: only one tenant gets the home', async () => {
    const { landlord, tenant, applicationId, listing } = await scene();
    const rival = await person();
    const rivalApplication = await applicationBy(listing.id, rival.user.id);
    const a = await (await landlord.call('POST', `/api/applications/${applicationId}/offers/`, terms())).json();
    const b = await (await landlord.call('POST', `/api/applications/${rivalApplication}/offers/`, terms())).json();
    const [ra, rb] = await Promise.all([
      tenant.call('POST', `/api/offers/${a.id}/accept/`),
      rival.call('POST', `/api/offers/${b.id}/accept/`),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(rentalContracts).where(eq(rentalContracts.listingId, listing.id))).toHaveLength(1);
  });

  it('declining keeps the application open for a revised offer; withdrawing tells the tenant', async () => {
    const { landlord, tenant, applicationId } = await scene();
    const first = await (await landlord.call('POST', `/api/applications/${applicationId}/offers/`, terms())).json();
    const declined = await tenant.call('POST', `/api/offers/${first.id}/decline/`, { message: 'Of há leiga fyrir okkur.' });
    expect(await declined.json()).toMatchObject({ status: 'declined', response_message: 'Of há leiga fyrir okkur.' });
    expect(await noticesOf(landlord.user.id, 'offer_declined')).toHaveLength(1);
    const [app] = await t.database.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(app.status).toBe('accepted');

    const second = await landlord.call('POST', `/api/applications/${applicationId}/offers/`, terms({ rentIsk: 230_000 }));
    expect(second.status).toBe(201);
    const revised = await second.json();
    expect((await tenant.call('POST', `/api/offers/${revised.id}/withdraw/`)).status).toBe(404);
    const withdrawn = await landlord.call('POST', `/api/offers/${revised.id}/withdraw/`, { message: 'Því miður.' });
    expect(await withdrawn.json()).toMatchObject({ status: 'withdrawn', response_message: 'Því miður.' });
    expect(await noticesOf(tenant.user.id, 'offer_withdrawn')).toHaveLength(1);
    const refused = await tenant.call('POST', `/api/offers/${revised.id}/accept/`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('offer_withdrawn');
    expect((await landlord.call('POST', `/api/offers/${revised.id}/withdraw/`)).status).toBe(409);
  });

  it('an offer past its time reads as expired, cannot be accepted, and the worker expires it once and tells both sides', async () => {
    const { landlord: before, tenant: tenantBefore, applicationId, listing } = await scene();
    const offer = await (
      await before.call('POST', `/api/applications/${applicationId}/offers/`, terms({ expiryDays: 2, startDate: day(30) }))
    ).json();
    t.advance(2 * DAY);
    // Two days on, the access tokens have lapsed: sign in again.
    const landlord = { user: before.user, call: caller(await tokenFor(before.user.email)) };
    const tenant = { user: tenantBefore.user, call: caller(await tokenFor(tenantBefore.user.email)) };
    expect((await (await tenant.call('GET', `/api/offers/${offer.id}/`)).json()).status).toBe('expired');
    expect((await (await tenant.call('GET', '/api/users/me/offers/?status=sent')).json()).items).toHaveLength(0);
    expect((await (await tenant.call('GET', '/api/users/me/offers/?status=expired')).json()).items).toHaveLength(1);
    const refused = await tenant.call('POST', `/api/offers/${offer.id}/accept/`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('offer_expired');
    const [l] = await t.database.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listing.id));
    expect(l.status).toBe('published');
    expect(await t.database.db.select().from(rentalContracts).where(eq(rentalContracts.offerId, offer.id))).toHaveLength(0);

    await t.jobs.runNow(offerExpiryQueue);
    await t.jobs.runNow(offerExpiryQueue);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row.status).toBe('expired');
    expect(await noticesOf(tenant.user.id, 'offer_expired_tenant')).toHaveLength(1);
    expect(await noticesOf(landlord.user.id, 'offer_expired_landlord')).toHaveLength(1);
    // The application is free for a new offer.
    expect((await landlord.call('POST', `/api/applications/${applicationId}/offers/`, terms())).status).toBe(201);
  });

  it("closing a listing's applications (rented, archived) withdraws their live offers", async () => {
    const { landlord, tenant, applicationId, listing } = await scene();
    const offer = await (await landlord.call('POST', `/api/applications/${applicationId}/offers/`, terms())).json();
    const ctx = t.contextFor(landlord.user);
    await t.database.db.transaction((tx) => closeOpenApplications(ctx, tx, listing.id, { actorId: landlord.user.id }));
    expect((await (await tenant.call('GET', `/api/offers/${offer.id}/`)).json()).status).toBe('withdrawn');
    const refused = await tenant.call('POST', `/api/offers/${offer.id}/accept/`);
    expect((await refused.json()).error.code).toBe('offer_withdrawn');
    expect(await noticesOf(tenant.user.id, 'application_closed')).toHaveLength(1);
  });

  it('reminds the tenant once a day before an unanswered offer expires, and not after an answer', async () => {
    const { landlord, tenant, applicationId } = await scene();
    const offer = await (await landlord.call('POST', `/api/applications/${applicationId}/offers/`, terms())).json();
    const job = { offerId: offer.id, expiresAt: offer.expires_at };
    await t.jobs.runNow(offerReminderQueue, job);
    await t.jobs.runNow(offerReminderQueue, job);
    const reminders = await noticesOf(tenant.user.id, 'offer_expiring');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ kind: 'applications', link: `/account/offers/${offer.id}` });

    const other = await scene();
    const answered = await (
      await other.landlord.call('POST', `/api/applications/${other.applicationId}/offers/`, terms())
    ).json();
    await other.tenant.call('POST', `/api/offers/${answered.id}/decline/`);
    await t.jobs.runNow(offerReminderQueue, { offerId: answered.id, expiresAt: answered.expires_at });
    expect(await noticesOf(other.tenant.user.id, 'offer_expiring')).toHaveLength(0);
  });

  it('lists 20 at a time, newest first, following next_cursor; a bad cursor is 400', async () => {
    const listing = await landlordListing(t, { published: true });
    const landlord = { user: listing.owner, call: caller(await tokenFor(listing.owner.email)) };
    const sent: string[] = [];
    for (let i = 0; i < 21; i++) {
      const tenantUser = await makeUser(t.database);
      const applicationId = await applicationBy(listing.id, tenantUser.id);
      const offer = await (await landlord.call('POST', `/api/applications/${applicationId}/offers/`, terms())).json();
      sent.push(offer.id);
      t.advance(1);
    }
    const first = await (await landlord.call('GET', '/api/landlord/offers/')).json();
    expect(first.items).toHaveLength(20);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = await (await landlord.call('GET', `/api/landlord/offers/?cursor=${first.next_cursor}`)).json();
    expect(second).toMatchObject({ next_cursor: null });
    expect([...first.items, ...second.items].map((o: { id: string }) => o.id)).toEqual([...sent].reverse());
    const bad = await landlord.call('GET', '/api/landlord/offers/?cursor=bm9wZQ');
    expect(bad.status).toBe(400);
  });
});
