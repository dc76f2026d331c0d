import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf, daysAfter } from '#common/calendar-day.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import {
  bankClaims,
  bankNotifications,
  bankSimulatorRecords,
  ledgerEntries,
  paymentReminders,
  payouts,
} from '#server/db/schema/payment-service.ts';
import { rentPayments } from '#server/db/schema/rent-payments.ts';
import { signBankWebhook } from '#server/integrations/banking/webhook-signature.ts';
import type { JobDeps } from '#server/jobs/queue.ts';
import { parseEnv } from '#server/lib/env.ts';
import { contractWithSchedule } from '#tests/fixtures/rent-schedule.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';
import { ledgerBalance } from '../ledger/ledger.ts';
import { runRentDaily } from '../rent-schedule/rent-daily.worker.ts';
import { claimKey, queueDueClaims, runClaim } from './claims.ts';
import { enrolContract, paymentServiceView, stopContractService } from './party.service.ts';
import { receivePayment } from './payments.ts';
import { runPayout } from './payouts.ts';
import { sendReminders } from './reminders.ts';
import { payTestClaim } from './test-bank.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const SECRET = 'test-bank-webhook-secret-0123456789';

/** Job deps whose queue only records: nothing runs in the background, the test runs each job itself. */
function quietDeps(
  t: TestApp,
  envOverrides: Record<string, string> = {},
): JobDeps & { queued: { queue: string; data: unknown }[] } {
  const queued: { queue: string; data: unknown }[] = [];
  const env = Object.keys(envOverrides).length
    ? parseEnv({ NODE_ENV: 'test', BANK_WEBHOOK_SECRET: SECRET, ...envOverrides })
    : t.env;
  return {
    db: t.database.db,
    env,
    jobs: {
      async enqueue(_db, queue, data) {
        queued.push({ queue: queue.name, data });
      },
      async runNow() {},
      async stop() {},
    },
    now: () => t.clock.now,
    publicUrl: 'http://localhost',
    storage: t.storage,
    queued,
  };
}

async function expectBalanced(t: TestApp) {
  const balance = await ledgerBalance(t.database.db);
  expect(balance.unbalancedTransactions).toEqual([]);
  expect(balance.debitsIsk).toBe(balance.creditsIsk);
  expect(balance.balanced).toBe(true);
  // Every settled month leaves the tenant's receivable at zero.
  expect(balance.settledWithReceivable).toEqual([]);
  return balance;
}

async function claimsOf(t: TestApp, contractId: string) {
  return t.database.db.select().from(bankClaims).where(eq(bankClaims.contractId, contractId));
}

async function bearer(t: TestApp, email: string) {
  const pair = await (await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD })).json();
  return { authorization: `Bearer ${pair.access}` };
}

async function emailOf(t: TestApp, userId: string) {
  const { users } = await import('#server/db/schema/users.ts');
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row.email;
}

/** An enrolled contract whose first month's claim is made (not yet sent). */
async function enrolled(t: TestApp, deps: JobDeps, options: Parameters<typeof contractWithSchedule>[1] = {}) {
  const contract = await contractWithSchedule(t, options);
  await t.database.db.transaction(async (tx) => {
    const { enrolInTransaction } = await import('./party.service.ts');
    const { loadContract } = await import('../contracts/contract-rows.ts');
    const loaded = await loadContract(tx, contract.id);
    if (!loaded) throw new Error('no contract');
    await enrolInTransaction(tx, {
      loaded,
      serviceCode: 'basic',
      payoutMethodId: contract.payoutMethodId,
      payoutOwnerIds: [contract.landlordId],
      setUpById: contract.landlordId,
      byStaff: false,
      now: t.clock.now,
      jobs: deps.jobs,
    });
  });
  return contract;
}

describe('the payment service: claims, payments, payouts and the ledger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BANK_WEBHOOK_SECRET: SECRET });
  });
  afterAll(() => t.close());

  it('a month is claimed, paid in the test bank and paid out less the fee; the ledger balances after every step', async () => {
    const deps = quietDeps(t);
    const contract = await enrolled(t, deps, { months: 2, firstDueInDays: 5 });
    await expectBalanced(t);
    // Only the first month is within the claim window (10 days); the second is 35 days away.
    const [claim] = await claimsOf(t, contract.id);
    expect(await claimsOf(t, contract.id)).toHaveLength(1);
    expect(claim).toMatchObject({ status: 'created', amountIsk: 250_000, idempotencyKey: claimKey(contract.months[0].id) });
    expect(claim.reference).toMatch(/^HL-\d+-\d{4}-\d{2}$/);

    expect(await runClaim(deps, claim.id)).toBe('sent');
    expect(await runClaim(deps, claim.id)).toBe('skipped');
    let balance = await expectBalanced(t);
    const [sent] = await claimsOf(t, contract.id);
    expect(sent.status).toBe('sent');
    expect(sent.bankClaimId).toBeTruthy();

    const tenant = t.contextFor({ id: contract.tenantId });
    await payTestClaim(tenant, claim.id);
    await expect(payTestClaim(tenant, claim.id)).rejects.toMatchObject({ code: 'payment_claim_not_open' });
    balance = await expectBalanced(t);
    const [month] = await t.database.db.select().from(rentPayments).where(eq(rentPayments.id, contract.months[0].id));
    expect(month).toMatchObject({ status: 'paid', paidAmountIsk: 250_000, markedPaidById: null });

    const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.contractId, contract.id));
    // 2.5 % of 250 000 kr. is 6 250 kr.
    expect(payout).toMatchObject({ grossIsk: 250_000, feeIsk: 6_250, netIsk: 243_750 });
    // The payout job may already have run in the background: either way it is sent once.
    expect(['queued', 'sent']).toContain(payout.status);
    expect(['sent', 'skipped']).toContain(await runPayout(quietDeps(t), payout.id));
    expect(await runPayout(quietDeps(t), payout.id)).toBe('skipped');
    const [sentPayout] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(sentPayout.status).toBe('sent');
    balance = await ledgerBalance(t.database.db, contract.id);
    expect(balance.balanced).toBe(true);
    // Settled: nothing owed by the tenant or to the landlord; the bank holds exactly the fee.
    expect(balance.accounts).toEqual({
      tenant_receivable: 0,
      tenant_credit: 0,
      landlord_payable: 0,
      bank_clearing: 6_250,
      platform_fees: -6_250,
    });
    await expectBalanced(t);
    const kinds = await t.database.db
      .select({ kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.contractId, contract.id));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['claim', 'claim', 'fee', 'fee', 'payment', 'payment', 'payout', 'payout']);

    // What each side sees.
    const tenantView = await paymentServiceView(tenant, contract.id);
    expect(tenantView.side).toBe('tenant');
    expect(tenantView.claims[0]).toMatchObject({ status: 'paid', paid_amount_isk: 250_000, test_bank_path: null });
    expect(tenantView.payouts).toEqual([]);
    const landlordView = await paymentServiceView(t.contextFor({ id: contract.landlordId }), contract.id);
    expect(landlordView.side).toBe('landlord');
    expect(landlordView.payouts[0]).toMatchObject({ gross_isk: 250_000, fee_isk: 6_250, net_isk: 243_750, status: 'sent' });
    expect(landlordView.enrolment?.payout_method).toContain('Jón Jónsson');
    const told = await t.database.db
      .select({ event: notifications.event })
      .from(notifications)
      .where(eq(notifications.userId, contract.landlordId));
    expect(told.map((n) => n.event)).toEqual(expect.arrayContaining(['payment_received_landlord', 'payout_sent']));
  });

  it('never makes a month’s claim twice: the daily run twice at once, the claim job twice at once', async () => {
    const deps = quietDeps(t);
    const contract = await enrolled(t, deps, { months: 1, firstDueInDays: 20 });
    // Outside the window on enrolment; the day it comes in, two runs at once make one claim.
    expect(await claimsOf(t, contract.id)).toHaveLength(0);
    const later = addDays(dayOf(t.clock.now), 12);
    const made = await Promise.all([
      t.database.db.transaction((tx) => queueDueClaims(tx, deps.jobs, later, { contractId: contract.id })),
      t.database.db.transaction((tx) => queueDueClaims(tx, deps.jobs, later, { contractId: contract.id })),
    ]);
    expect(made[0] + made[1]).toBe(1);
    const [claim] = await claimsOf(t, contract.id);
    const outcomes = await Promise.all([runClaim(deps, claim.id), runClaim(deps, claim.id)]);
    expect(outcomes.sort()).toEqual(['sent', 'skipped']);
    const records = await t.database.db
      .select()
      .from(bankSimulatorRecords)
      .where(eq(bankSimulatorRecords.idempotencyKey, claim.idempotencyKey));
    expect(records).toHaveLength(1);
    await expectBalanced(t);
  });

  it('takes a signed webhook once, however often it is delivered, and refuses an unsigned or wrongly signed one', async () => {
    const deps = quietDeps(t);
    const contract = await enrolled(t, deps);
    const [claim] = await claimsOf(t, contract.id);
    await runClaim(deps, claim.id);
    const [sent] = await claimsOf(t, contract.id);
    const body = JSON.stringify({
      event_id: `evt-${sent.id}`,
      type: 'claim.paid',
      claim_id: sent.bankClaimId,
      amount_isk: 250_000,
      paid_at: t.clock.now.toISOString(),
    });
    const deliver = (signature: string | null, raw = body) =>
      t.app.request('/api/webhooks/bank/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'x-bank-signature': signature } : {}) },
        body: raw,
      });
    const unsigned = await deliver(null);
    expect(unsigned.status).toBe(403);
    expect((await unsigned.json()).error.code).toBe('bank_webhook_signature_invalid');
    expect((await deliver(signBankWebhook('another-secret-entirely-0000', body))).status).toBe(403);
    const tampered = body.replace('250000', '1');
    expect((await deliver(signBankWebhook(SECRET, body), tampered)).status).toBe(403);
    const bad = JSON.stringify({ event_id: 'x', type: 'claim.paid', claim_id: 'y', amount_isk: -3, paid_at: 'yesterday' });
    const refused = await deliver(signBankWebhook(SECRET, bad), bad);
    expect(refused.status).toBe(422);
    expect(Object.keys((await refused.json()).error.fields)).toEqual(expect.arrayContaining(['amount_isk', 'paid_at']));

    const signature = signBankWebhook(SECRET, body);
    const answers = await Promise.all([deliver(signature), deliver(signature)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const outcomes = await Promise.all(answers.map(async (a) => (await a.json()).outcome));
    expect(outcomes.sort()).toEqual(['duplicate', 'paid']);
    expect((await (await deliver(signature)).json()).outcome).toBe('duplicate');
    const stored = await t.database.db
      .select()
      .from(bankNotifications)
      .where(eq(bankNotifications.providerEventId, `evt-${sent.id}`));
    expect(stored).toHaveLength(1);
    // The poll finds it paid too, and changes nothing.
    const polled = await receivePayment(deps, {
      source: 'poll',
      eventId: `poll-${sent.bankClaimId}`,
      bankClaimId: sent.bankClaimId as string,
      amountIsk: 250_000,
      paidAt: t.clock.now,
    });
    expect(polled).toBe('duplicate');
    const payments = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.claimId, sent.id), eq(ledgerEntries.kind, 'payment')));
    expect(payments).toHaveLength(2);
    expect(await t.database.db.select().from(payouts).where(eq(payouts.claimId, sent.id))).toHaveLength(1);
    await expectBalanced(t);
  });

  it('keeps the ledger balanced under concurrent payments, each report delivered twice', async () => {
    const deps = quietDeps(t);
    const sent: { bankClaimId: string; id: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const contract = await enrolled(t, deps, { rentIsk: 199_999 + i });
      const [claim] = await claimsOf(t, contract.id);
      await runClaim(deps, claim.id);
      const [row] = await claimsOf(t, contract.id);
      sent.push({ bankClaimId: row.bankClaimId as string, id: row.id });
    }
    const reports = sent.flatMap((claim, i) => {
      const event = {
        source: 'webhook' as const,
        eventId: `concurrent-${claim.id}`,
        bankClaimId: claim.bankClaimId,
        amountIsk: 199_999 + i,
        paidAt: t.clock.now,
      };
      return [event, event];
    });
    const outcomes = await Promise.all(reports.map((event) => receivePayment(deps, event)));
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(4);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(4);
    await expectBalanced(t);
    const queuedPayouts = await t.database.db.select().from(payouts).where(eq(payouts.status, 'queued'));
    await Promise.all(queuedPayouts.flatMap((p) => [runPayout(deps, p.id), runPayout(deps, p.id)]));
    for (const claim of sent) {
      const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.claimId, claim.id));
      expect(payout.status).toBe('sent');
      expect(payout.feeIsk + payout.netIsk).toBe(payout.grossIsk);
      const records = await t.database.db
        .select()
        .from(bankSimulatorRecords)
        .where(eq(bankSimulatorRecords.idempotencyKey, payout.idempotencyKey));
      expect(records).toHaveLength(1);
    }
    await expectBalanced(t);
  });

  it('retries when the bank fails, and a late answer never makes a second claim or payout', async () => {
    const deps = quietDeps(t);
    const contract = await enrolled(t, deps);
    const [claim] = await claimsOf(t, contract.id);

    // The bank is down: nothing made, tried again later with backoff.
    const down = quietDeps(t, { BANK_SIMULATOR_FAILURE_RATE: '1', BANK_SIMULATOR_FAILURE_KIND: 'before' });
    expect(await runClaim(down, claim.id)).toBe('retrying');
    let [row] = await claimsOf(t, contract.id);
    expect(row).toMatchObject({ status: 'created', attempts: 1, bankClaimId: null });
    expect(row.nextAttemptAt?.getTime()).toBe(t.clock.now.getTime() + 60_000);
    expect(down.queued).toEqual([{ queue: 'payment-claim', data: { claimId: claim.id } }]);
    expect(await runClaim(deps, claim.id)).toBe('skipped'); // too early: the backoff holds
    await expectBalanced(t);

    // The bank makes the claim but answers too late: we do not know, and retry with the same key.
    const late = quietDeps(t, { BANK_SIMULATOR_FAILURE_RATE: '1', BANK_SIMULATOR_FAILURE_KIND: 'late' });
    expect(await runClaim(late, claim.id, { force: true })).toBe('retrying');
    [row] = await claimsOf(t, contract.id);
    expect(row).toMatchObject({ status: 'created', attempts: 2 });
    expect(await runClaim(deps, claim.id, { force: true })).toBe('sent');
    const claimRecords = await t.database.db
      .select()
      .from(bankSimulatorRecords)
      .where(eq(bankSimulatorRecords.idempotencyKey, claim.idempotencyKey));
    expect(claimRecords).toHaveLength(1);
    [row] = await claimsOf(t, contract.id);
    expect(row.bankClaimId).toBe(claimRecords[0].id);
    await expectBalanced(t);

    // Paid with a queue that only records, so the background worker does not send the payout first.
    await payTestClaim({ ...t.contextFor({ id: contract.tenantId }), jobs: deps.jobs }, claim.id);
    const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.claimId, claim.id));
    expect(await runPayout(late, payout.id, { force: true })).toBe('retrying');
    expect(await runPayout(down, payout.id, { force: true })).toBe('retrying');
    // No fee or payout lines until the bank has taken it.
    expect(
      await t.database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.payoutId, payout.id))),
    ).toHaveLength(0);
    await expectBalanced(t);
    expect(await runPayout(deps, payout.id, { force: true })).toBe('sent');
    const payoutRecords = await t.database.db
      .select()
      .from(bankSimulatorRecords)
      .where(eq(bankSimulatorRecords.idempotencyKey, payout.idempotencyKey));
    expect(payoutRecords).toHaveLength(1);
    expect(payoutRecords[0].amountIsk).toBe(payout.netIsk);
    const [done] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(done).toMatchObject({ status: 'sent', attempts: 3, bankPayoutId: payoutRecords[0].id });
    await expectBalanced(t);
  });

  it('the daily run: the poll finds a claim paid without a webhook; a stopped service’s open claim is cancelled and reversed', async () => {
    const { runPaymentDay } = await import('./workers.ts');
    const { bankSimulatorFor } = await import('#server/integrations/banking/bank-adapter.ts');
    const deps = quietDeps(t);
    const polled = await enrolled(t, deps);
    const stopped = await enrolled(t, deps);
    for (const contract of [polled, stopped]) {
      const [claim] = await claimsOf(t, contract.id);
      expect(await runClaim(deps, claim.id)).toBe('sent');
    }
    // The tenant paid at the bank, but the webhook never came.
    const [paidClaim] = await claimsOf(t, polled.id);
    const simulator = bankSimulatorFor(t.env, t.database.db, () => t.clock.now);
    expect(await simulator?.payClaim(paidClaim.bankClaimId as string, t.clock.now)).toBeTruthy();
    await stopContractService(t.contextFor({ id: stopped.landlordId }), stopped.id);

    await runPaymentDay(deps);
    await runPaymentDay(deps);
    const [afterPoll] = await claimsOf(t, polled.id);
    expect(afterPoll.status).toBe('paid');
    const reports = await t.database.db
      .select()
      .from(bankNotifications)
      .where(eq(bankNotifications.bankClaimId, paidClaim.bankClaimId as string));
    expect(reports).toEqual([expect.objectContaining({ source: 'poll', outcome: 'paid' })]);
    const [cancelled] = await claimsOf(t, stopped.id);
    expect(cancelled.status).toBe('cancelled');
    const [bankRecord] = await t.database.db
      .select()
      .from(bankSimulatorRecords)
      .where(eq(bankSimulatorRecords.idempotencyKey, cancelled.idempotencyKey));
    expect(bankRecord.status).toBe('cancelled');
    const stoppedBalance = await ledgerBalance(t.database.db, stopped.id);
    expect(stoppedBalance.accounts).toEqual({
      tenant_receivable: 0,
      tenant_credit: 0,
      landlord_payable: 0,
      bank_clearing: 0,
      platform_fees: 0,
    });
    await expectBalanced(t);
  });

  it('reminds the tenant before and after the due date, once each', async () => {
    const deps = quietDeps(t);
    const { paymentServices } = await import('#server/db/schema/payment-service.ts');
    const contract = await contractWithSchedule(t, { firstDueInDays: 2 });
    const [full] = await t.database.db.select().from(paymentServices).where(eq(paymentServices.code, 'full'));
    expect(full.reminders).toBe(true);
    await enrolContract(t.contextFor({ id: contract.landlordId }), contract.id, {
      service: 'full',
      payout_method_id: contract.payoutMethodId,
    });
    const [claim] = await claimsOf(t, contract.id);
    await runClaim(deps, claim.id, { force: true });
    const today = dayOf(t.clock.now);
    await sendReminders(deps, today);
    await sendReminders(deps, today);
    const afterDay = addDays(dayOf(t.clock.now), 5);
    await Promise.all([sendReminders(deps, afterDay), sendReminders(deps, afterDay)]);
    const sentReminders = await t.database.db
      .select({ kind: paymentReminders.kind })
      .from(paymentReminders)
      .where(eq(paymentReminders.rentPaymentId, contract.months[0].id));
    expect(sentReminders.map((r) => r.kind).sort()).toEqual(['after', 'before']);
    const told = await t.database.db
      .select({ event: notifications.event })
      .from(notifications)
      .where(eq(notifications.userId, contract.tenantId));
    expect(told.filter((n) => n.event === 'payment_reminder_before')).toHaveLength(1);
    expect(told.filter((n) => n.event === 'payment_reminder_after')).toHaveLength(1);

    // The month turning overdue tells the landlord; the tenant already has the bank's reminders.
    const later = daysAfter(t.clock.now, 5);
    await runRentDaily({ ...deps, now: () => later });
    const eventsOf = async (userId: string) =>
      (
        await t.database.db.select({ event: notifications.event }).from(notifications).where(eq(notifications.userId, userId))
      ).map((n) => n.event);
    expect((await eventsOf(contract.tenantId)).filter((e) => e === 'rent_overdue_tenant')).toEqual([]);
    expect((await eventsOf(contract.landlordId)).filter((e) => e === 'rent_overdue_landlord')).toHaveLength(1);
  });
});

describe('the payment service API: who sees and does what', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BANK_WEBHOOK_SECRET: SECRET });
  });
  afterAll(() => t.close());

  it('lets the landlord switch it on with the fee shown, the tenant see the claim and pay it, and no one else in', async () => {
    const contract = await contractWithSchedule(t, { firstDueInDays: 4 });
    const landlord = await bearer(t, await emailOf(t, contract.landlordId));
    const tenant = await bearer(t, await emailOf(t, contract.tenantId));
    const stranger = await makeUser(t.database);
    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    const path = `/api/rental-contracts/${contract.id}/payment-service/`;

    const before = await (await t.app.request(path, { headers: landlord })).json();
    expect(before).toMatchObject({ available: true, side: 'landlord', can_enrol: true, enrolment: null, bank: 'simulator' });
    expect(before.services.find((s: { code: string }) => s.code === 'basic')).toMatchObject({
      fee: { basis_points: 250, fixed_isk: 0 },
      example: { gross_isk: 250_000, fee_isk: 6_250, net_isk: 243_750 },
    });
    expect(before.payout_methods).toEqual([expect.objectContaining({ id: contract.payoutMethodId })]);

    // Strangers, and staff outside /man, do not find it; the tenant may not switch it on.
    expect((await t.app.request(path)).status).toBe(401);
    for (const who of [stranger, staff]) {
      const headers = await bearer(t, who.email);
      expect((await t.app.request(path, { headers })).status).toBe(404);
      expect((await postJson(t.app, path, { service: 'basic', payout_method_id: contract.payoutMethodId }, headers)).status).toBe(
        404,
      );
    }
    expect((await postJson(t.app, path, { service: 'basic', payout_method_id: contract.payoutMethodId }, tenant)).status).toBe(
      404,
    );

    // Bad input: beside the field; another person's payout method is refused the same way.
    const bad = await postJson(t.app, path, { service: 'gold', payout_method_id: 'nope' }, landlord);
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(['payout_method_id']);
    const unknown = await postJson(
      t.app,
      path,
      { service: 'gold', payout_method_id: '00000000-0000-4000-8000-000000000000' },
      landlord,
    );
    expect(unknown.status).toBe(422);
    expect(Object.keys((await unknown.json()).error.fields).sort()).toEqual(['payout_method_id', 'service']);

    const on = await postJson(t.app, path, { service: 'basic', payout_method_id: contract.payoutMethodId }, landlord);
    expect(on.status).toBe(201);
    const view = await on.json();
    expect(view).toMatchObject({ can_enrol: false, enrolment: { service: 'basic', fee: { basis_points: 250, fixed_isk: 0 } } });
    expect(view.claims).toHaveLength(1);
    const again = await postJson(t.app, path, { service: 'basic', payout_method_id: contract.payoutMethodId }, landlord);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('payment_service_already_on');

    // The claim job runs in the background; the tenant then sees it with the test bank.
    let tenantView = await (await t.app.request(path, { headers: tenant })).json();
    for (let i = 0; i < 100 && tenantView.claims[0].status !== 'sent'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      tenantView = await (await t.app.request(path, { headers: tenant })).json();
    }
    expect(tenantView).toMatchObject({ side: 'tenant', can_enrol: false, payouts: [], services: [] });
    expect(tenantView.enrolment.payout_method).toBeNull();
    const claim = tenantView.claims[0];
    expect(claim).toMatchObject({ status: 'sent', amount_isk: 250_000, test_bank_path: `/bank-simulator/claims/${claim.id}` });

    const bankPath = `/api/bank-simulator/claims/${claim.id}/`;
    expect((await t.app.request(bankPath, { headers: landlord })).status).toBe(404);
    expect((await t.app.request(bankPath, { headers: await bearer(t, stranger.email) })).status).toBe(404);
    expect((await t.app.request(bankPath, { headers: tenant })).status).toBe(200);
    expect((await postJson(t.app, `${bankPath}pay/`, {}, landlord)).status).toBe(404);
    const paid = await postJson(t.app, `${bankPath}pay/`, {}, tenant);
    expect(paid.status).toBe(200);
    expect((await paid.json()).status).toBe('paid');
    const twice = await postJson(t.app, `${bankPath}pay/`, {}, tenant);
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.code).toBe('payment_claim_not_open');

    let landlordView = await (await t.app.request(path, { headers: landlord })).json();
    for (let i = 0; i < 100 && landlordView.payouts[0]?.status !== 'sent'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      landlordView = await (await t.app.request(path, { headers: landlord })).json();
    }
    expect(landlordView.payouts[0]).toMatchObject({ gross_isk: 250_000, fee_isk: 6_250, net_isk: 243_750, status: 'sent' });
    await expectBalanced(t);

    // Stopping: the landlord side only.
    expect((await t.app.request(path, { method: 'DELETE', headers: tenant })).status).toBe(404);
    expect((await t.app.request(path, { method: 'DELETE', headers: landlord })).status).toBe(204);
    expect((await t.app.request(path, { method: 'DELETE', headers: landlord })).status).toBe(409);
  });

  it('refuses a contract whose payment method is not the payment service, and team members see it by role', async () => {
    const { makeTeam } = await import('#tests/fixtures/teams.ts');
    const owner = await makeUser(t.database);
    const viewer = await makeUser(t.database);
    const team = await makeTeam(t.database, [
      { userId: owner.id, role: 'owner' },
      { userId: viewer.id, role: 'viewer' },
    ]);
    const contract = await contractWithSchedule(t, { teamId: team.id, landlordId: owner.id });
    const { rentalContracts } = await import('#server/db/schema/rental-contracts.ts');
    await t.database.db.update(rentalContracts).set({ paymentMethod: 'payment_slip' }).where(eq(rentalContracts.id, contract.id));
    const ownerCtx = await t.contextForMember(owner.id);
    const view = await paymentServiceView(ownerCtx, contract.id);
    expect(view).toMatchObject({ available: false, can_enrol: false, side: 'landlord' });
    // A viewer of the owning team reads it, without the landlord's controls.
    const viewerView = await paymentServiceView(await t.contextForMember(viewer.id), contract.id);
    expect(viewerView).toMatchObject({ side: 'other', can_enrol: false });
    await expect(
      enrolContract(await t.contextForMember(viewer.id), contract.id, {
        service: 'basic',
        payout_method_id: contract.payoutMethodId,
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      enrolContract(ownerCtx, contract.id, { service: 'basic', payout_method_id: contract.payoutMethodId }),
    ).rejects.toMatchObject({ code: 'payment_service_not_available' });
  });

  it('has no test bank when a real bank is configured', async () => {
    const real = await createTestApp({
      BANKING_PROVIDER: 'http',
      BANK_API_URL: 'http://127.0.0.1:9/bank',
      BANK_API_KEY: 'key',
      BANK_WEBHOOK_SECRET: SECRET,
    });
    try {
      const contract = await contractWithSchedule(real);
      const tenant = await bearer(real, await emailOf(real, contract.tenantId));
      const view = await (
        await real.app.request(`/api/rental-contracts/${contract.id}/payment-service/`, { headers: tenant })
      ).json();
      expect(view.bank).toBe('http');
      expect((await real.app.request(`/api/bank-simulator/claims/${contract.months[0].id}/`, { headers: tenant })).status).toBe(
        404,
      );
    } finally {
      await real.close();
    }
  });
});

describe('the payment service for staff: /api/man/payments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BANK_WEBHOOK_SECRET: SECRET });
  });
  afterAll(() => t.close());

  it('lists claims for staff, refuses everyone else; an administrator saves valid settings (audited), other staff get 403', async () => {
    const { auditLog } = await import('#server/db/schema/audit-log.ts');
    const deps = quietDeps(t);
    const contract = await enrolled(t, deps);
    const [claim] = await claimsOf(t, contract.id);
    await runClaim(deps, claim.id);
    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    const person = await makeUser(t.database);
    const staffHeaders = await bearer(t, staff.email);
    const personHeaders = await bearer(t, person.email);
    // Money settings are for administrators only (docs/rules/access.md).
    const admin = await makeUser(t.database, { scope: ['user', 'staff', 'admin'] });
    const adminHeaders = await bearer(t, admin.email);

    expect((await t.app.request('/api/man/payments/')).status).toBe(401);
    expect((await t.app.request('/api/man/payments/', { headers: personHeaders })).status).toBe(403);
    expect((await t.app.request('/api/man/payments/settings/', { headers: personHeaders })).status).toBe(403);
    const list = await (
      await t.app.request(`/api/man/payments/?q=${encodeURIComponent(claim.reference)}&status=sent`, { headers: staffHeaders })
    ).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ reference: claim.reference, status: 'sent', amount_isk: 250_000, payout: null });
    expect(list.ledger_balanced).toBe(true);
    const none = await (
      await t.app.request(`/api/man/payments/?q=${encodeURIComponent(claim.reference)}&status=paid`, { headers: staffHeaders })
    ).json();
    expect(none.total).toBe(0);

    const put = (body: unknown, headers: Record<string, string>) =>
      t.app.request('/api/man/payments/settings/', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const good = {
      fee_percent: '3,5',
      fee_fixed_isk: 100,
      reminder_days_before: 2,
      reminder_days_after: 4,
    };
    expect((await put(good, personHeaders)).status).toBe(403);
    const notAdmin = await put(good, staffHeaders);
    expect(notAdmin.status).toBe(403);
    expect((await notAdmin.json()).error.code).toBe('forbidden');
    const bad = await put({ ...good, fee_percent: '2,555', fee_fixed_isk: -1, reminder_days_after: 61 }, adminHeaders);
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['fee_fixed_isk', 'fee_percent', 'reminder_days_after']);
    // The fee form never writes the claim timing, even when the body carries it.
    const saved = await put({ ...good, claim_days_before: 40 }, adminHeaders);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      fee_basis_points: 350,
      fee_fixed_isk: 100,
      claim_days_before: 10,
      reminder_days_before: 2,
      reminder_days_after: 4,
      bank: 'simulator',
    });

    // The service's own settings: the claim timing only; the fee and reminders stay as saved.
    const putTiming = (body: unknown, headers: Record<string, string>) =>
      t.app.request('/api/man/payments/service-settings/', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    expect((await putTiming({ claim_days_before: 12 }, personHeaders)).status).toBe(403);
    expect((await putTiming({ claim_days_before: 12 }, staffHeaders)).status).toBe(403);
    for (const value of [0, 61, 'ten', 2.5]) {
      const refused = await putTiming({ claim_days_before: value }, adminHeaders);
      expect(refused.status).toBe(422);
      expect(Object.keys((await refused.json()).error.fields)).toEqual(['claim_days_before']);
    }
    const timed = await putTiming({ claim_days_before: 12, fee_percent: '9' }, adminHeaders);
    expect(timed.status).toBe(200);
    expect(await timed.json()).toMatchObject({
      fee_basis_points: 350,
      fee_fixed_isk: 100,
      claim_days_before: 12,
      reminder_days_before: 2,
      reminder_days_after: 4,
    });

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment_settings.update'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, targetType: 'payment_settings' });
    expect(audit[0].details).toEqual({
      before: { feeBasisPoints: 250, feeFixedIsk: 0, reminderDaysBefore: 3, reminderDaysAfter: 3 },
      after: { feeBasisPoints: 350, feeFixedIsk: 100, reminderDaysBefore: 2, reminderDaysAfter: 4 },
    });
    const timing = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment_settings.update_timing'));
    expect(timing).toHaveLength(1);
    expect(timing[0]).toMatchObject({ actorId: admin.id, targetType: 'payment_settings' });
    expect(timing[0].details).toEqual({ before: { claimDaysBefore: 10 }, after: { claimDaysBefore: 12 } });

    // The new fee applies to payments marked from now on: 3.5 % of 250 000 + 100 = 8 850.
    await payTestClaim(t.contextFor({ id: contract.tenantId }), claim.id);
    const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.claimId, claim.id));
    expect(payout).toMatchObject({ grossIsk: 250_000, feeIsk: 8_850, netIsk: 241_150 });
    await expectBalanced(t);
    // The claims list shows the payout: gross, fee, net and the payout method masked.
    const paidList = await (
      await t.app.request(`/api/man/payments/?q=${encodeURIComponent(claim.reference)}&status=paid`, { headers: staffHeaders })
    ).json();
    expect(paidList.items[0].payout).toMatchObject({ gross_isk: 250_000, fee_isk: 8_850, net_isk: 241_150 });
    expect(paidList.items[0].payout.method).toMatch(/^Jón Jónsson /);
    expect(paidList.items[0].payout.method).not.toContain('012345');
  });

  it('gives staff the overview and the services catalogue; an administrator changes a service (a wrong fee refused beside the field), other staff get 403', async () => {
    const { auditLog } = await import('#server/db/schema/audit-log.ts');
    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    const person = await makeUser(t.database);
    const staffHeaders = await bearer(t, staff.email);
    const personHeaders = await bearer(t, person.email);
    const admin = await makeUser(t.database, { scope: ['user', 'staff', 'admin'] });
    const adminHeaders = await bearer(t, admin.email);
    expect((await t.app.request('/api/man/payments/overview/', { headers: personHeaders })).status).toBe(403);
    expect((await t.app.request('/api/man/payments/services/', { headers: personHeaders })).status).toBe(403);
    const overview = await (await t.app.request('/api/man/payments/overview/', { headers: staffHeaders })).json();
    expect(overview.ledger_balanced).toBe(true);
    expect(overview.enrolments.length).toBeGreaterThan(0);
    expect(overview.totals.paid_isk).toBe(250_000);
    expect(overview.claims_by_status.paid).toBe(1);

    const put = (body: unknown, headers: Record<string, string>) =>
      t.app.request('/api/man/payments/services/', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    expect((await put({ code: 'full', fee_percent: '2', active: true }, personHeaders)).status).toBe(403);
    expect((await put({ code: 'full', fee_percent: '2', active: true }, staffHeaders)).status).toBe(403);
    const bad = await put({ code: 'gold', fee_percent: '30', active: true }, adminHeaders);
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['code', 'fee_percent']);
    const saved = await put({ code: 'full', fee_percent: '', fee_fixed_isk: '', active: false }, adminHeaders);
    expect(saved.status).toBe(200);
    const full = (await saved.json()).find((s: { code: string }) => s.code === 'full');
    // Empty: the default fee (3.5 % + 100 kr. as saved above); no longer offered.
    expect(full).toMatchObject({ active: false, fee_basis_points: null, effective_fee: { basis_points: 350, fixed_isk: 100 } });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment_service.update'));
    expect(audit).toHaveLength(1);
    // A service that is not offered cannot be chosen.
    const contract = await contractWithSchedule(t);
    await expect(
      enrolContract(t.contextFor({ id: contract.landlordId }), contract.id, {
        service: 'full',
        payout_method_id: contract.payoutMethodId,
      }),
    ).rejects.toMatchObject({ code: 'validation_failed', fields: { service: ['payment_service_unknown'] } });
  });
});
