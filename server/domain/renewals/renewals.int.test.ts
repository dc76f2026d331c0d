import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf, dayStart } from '#common/calendar-day.ts';
import { addDays, addMonths } from '#common/contract-rules.ts';
import { formatDate } from '#common/format.ts';
import { contractRenewals } from '#server/db/schema/contract-renewals.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { rentalContracts, rentalContractUnits } from '#server/db/schema/rental-contracts.ts';
import { users } from '#server/db/schema/users.ts';
import { activeContract } from '#tests/fixtures/active-contract.ts';
import { createTestApp } from '#tests/fixtures/test-app.ts';
import { getContract } from '../contracts/contracts.service.ts';
import { lapseOffers, remindLandlords, remindTenants } from './renewal-daily.worker.ts';
import { answerRenewal, offerRenewal, recordNotRenew, renewalOverview, withdrawRenewal } from './renewals.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const DAY_S = 86_400;
const today = (t: TestApp) => dayOf(t.clock.now);

/** An active fixed-term contract ending `endInDays` from now. */
async function expiring(t: TestApp, endInDays: number) {
  const contract = await activeContract(t);
  await t.database.db
    .update(rentalContracts)
    .set({ startDate: addDays(today(t), endInDays - 365), endDate: addDays(today(t), endInDays) })
    .where(eq(rentalContracts.id, contract.id));
  return { ...contract, endDate: addDays(today(t), endInDays) };
}

async function events(t: TestApp, userId: string, event: string) {
  return t.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.event, event)));
}

describe('renewal and the priority right (51. gr.)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows the deadline and lets only the landlord side give notice, within the window', async () => {
    const c = await expiring(t, 120);
    const landlord = await renewalOverview(t.contextFor({ id: c.landlordId }), c.id);
    expect(landlord.phase).toBe('open');
    expect(landlord.noticeDeadline).toBe(addMonths(c.endDate, -3));
    expect(landlord.lateToday).toBe(false);
    expect(landlord.can).toEqual({ offer: true, notRenew: true, respond: false, withdraw: false, manage: true });
    const tenant = await renewalOverview(t.contextFor({ id: c.tenantId }), c.id);
    expect(tenant.can.offer).toBe(false);
    await expect(
      offerRenewal(t.contextFor({ id: c.tenantId }), c.id, { termKind: 'indefinite', rentIsk: 250_000 }),
    ).rejects.toMatchObject({ code: 'forbidden' });

    const early = await expiring(t, 300);
    expect((await renewalOverview(t.contextFor({ id: early.landlordId }), early.id)).phase).toBe('early');
    await expect(
      offerRenewal(t.contextFor({ id: early.landlordId }), early.id, { termKind: 'indefinite', rentIsk: 250_000 }),
    ).rejects.toMatchObject({ code: 'renewal_not_applicable' });
  });

  it('offer -> accept: a new draft prefilled from the old contract, linked both ways, the landlord told', async () => {
    const c = await expiring(t, 120);
    const landlordCtx = t.contextFor({ id: c.landlordId });
    const newEnd = addMonths(c.endDate, 12);
    const offer = await offerRenewal(landlordCtx, c.id, {
      termKind: 'fixed',
      endDate: newEnd,
      rentIsk: 262_000,
      message: 'Gjörðu svo vel.',
    });
    expect(offer).toMatchObject({ kind: 'offer', status: 'sent', late: false, answerDue: addDays(today(t), 30) });
    expect(await events(t, c.tenantId, 'renewal_offered')).toHaveLength(1);
    // The mail was queued in the offer's transaction and goes out through the mail queue.
    const [tenant] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, c.tenantId));
    const mail = await t.waitForMail(tenant.email);
    // The day written out in the tenant's language (common/notification-params.ts).
    expect(mail.text).toContain(formatDate(dayStart(addDays(today(t), 30)), 'date', 'is'));
    await expect(offerRenewal(landlordCtx, c.id, { termKind: 'indefinite', rentIsk: 250_000 })).rejects.toMatchObject({
      code: 'renewal_already_open',
    });

    const accepted = await answerRenewal(t.contextFor({ id: c.tenantId }), c.id, offer.id, 'accept');
    expect(accepted.status).toBe('accepted');
    expect(accepted.newContractId).toBeTruthy();
    const draft = await getContract(landlordCtx, accepted.newContractId as string);
    const old = await getContract(landlordCtx, c.id);
    expect(draft.status).toBe('draft');
    expect(draft.terms).toMatchObject({
      startDate: addDays(c.endDate, 1),
      endDate: newEnd,
      termKind: 'fixed',
      rentIsk: 262_000,
      address: old.terms.address,
      securityAmountIsk: old.terms.securityAmountIsk,
    });
    expect(draft.terms.units.map((u) => u.fastanumer)).toEqual(old.terms.units.map((u) => u.fastanumer));
    expect(draft.parties.map((p) => [p.role, p.name, p.userId])).toEqual(old.parties.map((p) => [p.role, p.name, p.userId]));
    expect(await events(t, c.landlordId, 'renewal_accepted')).toHaveLength(1);
    // The old contract's renewal points to the draft; no further notice may be given.
    const overview = await renewalOverview(landlordCtx, c.id);
    expect(overview.accepted?.newContractId).toBe(draft.id);
    expect(overview.can.offer).toBe(false);
    await expect(recordNotRenew(landlordCtx, c.id, { reasonCode: 'sale', reasonText: undefined })).rejects.toMatchObject({
      code: 'renewal_already_agreed',
    });
  });

  it('two accepts at once make one draft', async () => {
    const c = await expiring(t, 120);
    const offer = await offerRenewal(t.contextFor({ id: c.landlordId }), c.id, { termKind: 'indefinite', rentIsk: 250_000 });
    const tenantCtx = t.contextFor({ id: c.tenantId });
    const results = await Promise.allSettled([
      answerRenewal(tenantCtx, c.id, offer.id, 'accept'),
      answerRenewal(tenantCtx, c.id, offer.id, 'accept'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    const drafts = await t.database.db
      .select({ id: rentalContracts.id })
      .from(rentalContracts)
      .innerJoin(rentalContractUnits, eq(rentalContractUnits.contractId, rentalContracts.id))
      .where(and(eq(rentalContracts.status, 'draft'), eq(rentalContracts.ownerUserId, c.landlordId)));
    expect(drafts).toHaveLength(1);
    const [row] = await t.database.db.select().from(contractRenewals).where(eq(contractRenewals.id, offer.id));
    expect(row.newContractId).toBe(drafts[0].id);
  });

  it('decline ends the matter; the landlord is told; a later accept is refused', async () => {
    const c = await expiring(t, 120);
    const offer = await offerRenewal(t.contextFor({ id: c.landlordId }), c.id, { termKind: 'indefinite', rentIsk: 250_000 });
    const declined = await answerRenewal(t.contextFor({ id: c.tenantId }), c.id, offer.id, 'decline', {
      message: 'Við flytjum.',
    });
    expect(declined).toMatchObject({ status: 'declined', responseMessage: 'Við flytjum.', newContractId: null });
    expect(await events(t, c.landlordId, 'renewal_declined')).toHaveLength(1);
    await expect(answerRenewal(t.contextFor({ id: c.tenantId }), c.id, offer.id, 'accept')).rejects.toMatchObject({
      code: 'renewal_not_open',
    });
  });

  it('not-renew records the ground and the end date, tells the tenant; a late one is marked late', async () => {
    const c = await expiring(t, 60);
    const ctx = t.contextFor({ id: c.landlordId });
    const notice = await recordNotRenew(ctx, c.id, { reasonCode: 'own_use', reasonText: 'Dóttir mín flytur inn.' });
    expect(notice).toMatchObject({
      kind: 'not_renew',
      status: 'sent',
      late: true,
      contractEndDate: c.endDate,
      reason: { code: 'own_use', text: 'Dóttir mín flytur inn.', article: '51. gr.' },
    });
    expect(await events(t, c.tenantId, 'renewal_not_renewed')).toHaveLength(1);
    // Withdrawn, a new notice may be given.
    await withdrawRenewal(ctx, c.id, notice.id);
    expect(await events(t, c.tenantId, 'renewal_withdrawn')).toHaveLength(1);
    const offer = await offerRenewal(ctx, c.id, { termKind: 'indefinite', rentIsk: 250_000 });
    expect(offer.late).toBe(true);
  });

  it('refuses a renewed end that is too soon, beside the field', async () => {
    const c = await expiring(t, 120);
    await expect(
      offerRenewal(t.contextFor({ id: c.landlordId }), c.id, {
        termKind: 'fixed',
        endDate: addDays(c.endDate, 10),
        rentIsk: 250_000,
      }),
    ).rejects.toMatchObject({ code: 'validation_failed', fields: { endDate: ['contract_end_too_soon'] } });
  });

  it('a stranger gets not found, whatever they try', async () => {
    const c = await expiring(t, 120);
    const stranger = await activeContract(t);
    await expect(renewalOverview(t.contextFor({ id: stranger.tenantId }), c.id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      offerRenewal(t.contextFor({ id: stranger.tenantId }), c.id, { termKind: 'indefinite', rentIsk: 250_000 }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('the daily job lapses an unanswered offer once, and a late accept is refused', async () => {
    const c = await expiring(t, 120);
    const offer = await offerRenewal(t.contextFor({ id: c.landlordId }), c.id, { termKind: 'indefinite', rentIsk: 250_000 });
    const start = t.clock.now;
    t.advance(30 * DAY_S);
    expect(await lapseOffers(t.jobDeps())).toBe(0); // the answer day itself still counts
    t.advance(DAY_S);
    await expect(answerRenewal(t.contextFor({ id: c.tenantId }), c.id, offer.id, 'accept')).rejects.toMatchObject({
      code: 'renewal_answer_lapsed',
    });
    const first = await lapseOffers(t.jobDeps());
    expect(first).toBeGreaterThanOrEqual(1);
    expect(await lapseOffers(t.jobDeps())).toBe(0);
    const [row] = await t.database.db.select().from(contractRenewals).where(eq(contractRenewals.id, offer.id));
    expect(row.status).toBe('lapsed');
    expect(await events(t, c.tenantId, 'renewal_lapsed_tenant')).toHaveLength(1);
    expect(await events(t, c.landlordId, 'renewal_lapsed_landlord')).toHaveLength(1);
    t.clock.now = start;
  });

  it('reminds the tenant once when the answer day nears', async () => {
    const c = await expiring(t, 120);
    await offerRenewal(t.contextFor({ id: c.landlordId }), c.id, { termKind: 'indefinite', rentIsk: 250_000 });
    const start = t.clock.now;
    await remindTenants(t.jobDeps());
    expect(await events(t, c.tenantId, 'renewal_answer_due')).toHaveLength(0);
    t.advance(24 * DAY_S);
    await remindTenants(t.jobDeps());
    await remindTenants(t.jobDeps());
    expect(await events(t, c.tenantId, 'renewal_answer_due')).toHaveLength(1);
    t.clock.now = start;
  });

  it('reminds the landlord 30 and 7 days before the notice deadline, each once, none after a notice', async () => {
    const c = await expiring(t, 200);
    const noticed = await expiring(t, 200);
    await t.database.db.insert(contractRenewals).values({
      contractId: noticed.id,
      kind: 'not_renew',
      status: 'sent',
      reasonCode: 'sale',
      sentAt: t.clock.now,
      contractEndDate: noticed.endDate,
      noticeDeadline: addMonths(noticed.endDate, -3),
    });
    const start = t.clock.now;
    const deadline = addMonths(c.endDate, -3);
    const at = (day: string) => {
      t.clock.now = new Date(`${day}T08:00:00Z`);
    };
    at(addDays(deadline, -31));
    await remindLandlords(t.jobDeps());
    expect(await events(t, c.landlordId, 'renewal_notice_due')).toHaveLength(0);
    at(addDays(deadline, -30));
    await remindLandlords(t.jobDeps());
    await remindLandlords(t.jobDeps());
    expect(await events(t, c.landlordId, 'renewal_notice_due')).toHaveLength(1);
    at(addDays(deadline, -7));
    await remindLandlords(t.jobDeps());
    await remindLandlords(t.jobDeps());
    expect(await events(t, c.landlordId, 'renewal_notice_due')).toHaveLength(2);
    expect(await events(t, noticed.landlordId, 'renewal_notice_due')).toHaveLength(0);
    t.clock.now = start;
  });
});
