import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAfter } from '#common/calendar-day.ts';
import { bankClaims, bankNotifications, payouts } from '#server/db/schema/payment-service.ts';
import { rentPaymentReceipts, rentPayments } from '#server/db/schema/rent-payments.ts';
import { signBankWebhook } from '#server/integrations/banking/webhook-signature.ts';
import type { JobDeps } from '#server/jobs/queue.ts';
import { contractWithSchedule } from '#tests/fixtures/rent-schedule.ts';
import { createTestApp } from '#tests/fixtures/test-app.ts';
import { accountBalance, ledgerBalance } from '../ledger/ledger.ts';
import { runRentDaily } from '../rent-schedule/rent-daily.worker.ts';
import { runClaim } from './claims.ts';
import { receivePayment } from './payments.ts';

// Part payments, overpayments and the payment date through the bank (docs/rules/payment-service.md
// "Payments"): the webhook compares the amount with the claim, refuses an impossible date, and a
// settled month leaves the tenant's receivable at zero.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const SECRET = 'test-bank-webhook-secret-0123456789';

function quietDeps(t: TestApp): JobDeps {
  return {
    db: t.database.db,
    env: t.env,
    jobs: { async enqueue() {}, async runNow() {}, async stop() {} },
    now: () => t.clock.now,
    publicUrl: 'http://localhost',
    storage: t.storage,
  };
}

/** An enrolled contract of `rentIsk` a month whose first month's claim is sent to the bank. */
async function sentClaim(t: TestApp, deps: JobDeps, rentIsk = 200_000, months = 2) {
  const contract = await contractWithSchedule(t, { rentIsk, months, firstDueInDays: 5 });
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
  const [claim] = await t.database.db.select().from(bankClaims).where(eq(bankClaims.contractId, contract.id));
  expect(await runClaim(deps, claim.id)).toBe('sent');
  const [sent] = await t.database.db.select().from(bankClaims).where(eq(bankClaims.id, claim.id));
  return { contract, claim: sent };
}

async function month(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(rentPayments).where(eq(rentPayments.id, id));
  return row;
}

async function expectSettledClean(t: TestApp, contractId: string) {
  const balance = await ledgerBalance(t.database.db, contractId);
  expect(balance.balanced).toBe(true);
  expect(balance.settledWithReceivable).toEqual([]);
  return balance;
}

describe('bank payments that do not match the claim', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BANK_WEBHOOK_SECRET: SECRET });
  });
  afterAll(() => t.close());

  const deliver = (body: Record<string, unknown>) => {
    const raw = JSON.stringify(body);
    return t.app.request('/api/webhooks/bank/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bank-signature': signBankWebhook(SECRET, raw) },
      body: raw,
    });
  };

  it('a signed report of 199 000 on 200 000 dated 2099 is refused; dated today it is a part payment, 1 000 owed, no payout', async () => {
    const deps = quietDeps(t);
    const { contract, claim } = await sentClaim(t, deps);
    const future = await deliver({
      event_id: `future-${claim.id}`,
      type: 'claim.paid',
      claim_id: claim.bankClaimId,
      amount_isk: 199_000,
      paid_at: '2099-12-31T12:00:00Z',
    });
    expect(future.status).toBe(200);
    expect((await future.json()).outcome).toBe('invalid_date');
    const [stored] = await t.database.db
      .select()
      .from(bankNotifications)
      .where(eq(bankNotifications.providerEventId, `future-${claim.id}`));
    expect(stored.outcome).toBe('invalid_date');
    expect(await month(t, claim.rentPaymentId)).toMatchObject({ status: 'pending', paidAmountIsk: null });
    // Before the claim was sent: refused too.
    const early = await deliver({
      event_id: `early-${claim.id}`,
      type: 'claim.paid',
      claim_id: claim.bankClaimId,
      amount_isk: 199_000,
      paid_at: daysAfter(t.clock.now, -1).toISOString(),
    });
    expect((await early.json()).outcome).toBe('invalid_date');

    const part = await deliver({
      event_id: `part-${claim.id}`,
      type: 'claim.paid',
      claim_id: claim.bankClaimId,
      amount_isk: 199_000,
      paid_at: t.clock.now.toISOString(),
    });
    expect((await part.json()).outcome).toBe('part_paid');
    expect(await month(t, claim.rentPaymentId)).toMatchObject({ status: 'pending', paidAmountIsk: 199_000 });
    const [open] = await t.database.db.select().from(bankClaims).where(eq(bankClaims.id, claim.id));
    expect(open).toMatchObject({ status: 'sent', paidAmountIsk: 199_000 });
    expect(await accountBalance(t.database.db, 'tenant_receivable', { rentPaymentId: claim.rentPaymentId })).toBe(1_000);
    expect(await t.database.db.select().from(payouts).where(eq(payouts.contractId, contract.id))).toHaveLength(0);
    const receipts = await t.database.db
      .select()
      .from(rentPaymentReceipts)
      .where(eq(rentPaymentReceipts.rentPaymentId, claim.rentPaymentId));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ amountIsk: 199_000, source: 'bank' });
    expect(receipts[0].number).toMatch(/^K-\d{4}-\d{6,}$/);

    // Past the due date the month is overdue for the rest.
    t.advance(7 * 86_400);
    await runRentDaily(deps);
    expect(await month(t, claim.rentPaymentId)).toMatchObject({ status: 'overdue', paidAmountIsk: 199_000 });

    // The rest comes: the month is paid, paid out once of what was received, the receivable at zero.
    const rest = await deliver({
      event_id: `rest-${claim.id}`,
      type: 'claim.paid',
      claim_id: claim.bankClaimId,
      amount_isk: 1_000,
      paid_at: t.clock.now.toISOString(),
    });
    expect((await rest.json()).outcome).toBe('paid');
    expect(await month(t, claim.rentPaymentId)).toMatchObject({ status: 'paid', paidAmountIsk: 200_000 });
    const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.contractId, contract.id));
    expect(payout).toMatchObject({ grossIsk: 200_000, feeIsk: 5_000, netIsk: 195_000 });
    expect(await accountBalance(t.database.db, 'tenant_receivable', { rentPaymentId: claim.rentPaymentId })).toBe(0);
    await expectSettledClean(t, contract.id);
  });

  it('201 000 on 200 000: paid, and 1 000 kr. credit applied to the next month', async () => {
    const deps = quietDeps(t);
    const { contract, claim } = await sentClaim(t, deps);
    const over = await deliver({
      event_id: `over-${claim.id}`,
      type: 'claim.paid',
      claim_id: claim.bankClaimId,
      amount_isk: 201_000,
      paid_at: t.clock.now.toISOString(),
    });
    expect((await over.json()).outcome).toBe('paid');
    expect(await month(t, claim.rentPaymentId)).toMatchObject({ status: 'paid', paidAmountIsk: 201_000, creditOutIsk: 1_000 });
    const next = await month(t, contract.months[1].id);
    expect(next).toMatchObject({ status: 'pending', creditInIsk: 1_000 });
    const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.contractId, contract.id));
    expect(payout.grossIsk).toBe(200_000);
    // The credit moved on to the next month: the landlord owes it for that month.
    const balance = await expectSettledClean(t, contract.id);
    expect(balance.accounts.tenant_credit).toBe(0);
    expect(await accountBalance(t.database.db, 'landlord_payable', { rentPaymentId: contract.months[1].id })).toBe(-1_000);
  });

  it('duplicate and concurrent reports add up once each; the month settles once with one payout', async () => {
    const deps = quietDeps(t);
    const { contract, claim } = await sentClaim(t, deps);
    const report = (eventId: string, amountIsk: number) =>
      receivePayment(deps, {
        source: 'webhook',
        eventId,
        bankClaimId: claim.bankClaimId as string,
        amountIsk,
        paidAt: t.clock.now,
      });
    const outcomes = await Promise.all([report('a', 120_000), report('a', 120_000), report('b', 80_000), report('b', 80_000)]);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(2);
    expect(outcomes).toContain('paid');
    expect(await month(t, claim.rentPaymentId)).toMatchObject({ status: 'paid', paidAmountIsk: 200_000 });
    expect(await t.database.db.select().from(payouts).where(eq(payouts.contractId, contract.id))).toHaveLength(1);
    // The poll then sees the bank's total and adds nothing.
    expect(
      await receivePayment(deps, {
        source: 'poll',
        eventId: `poll-${claim.bankClaimId}-200000`,
        bankClaimId: claim.bankClaimId as string,
        amountIsk: 200_000,
        paidAt: t.clock.now,
        total: true,
      }),
    ).toBe('duplicate');
    await expectSettledClean(t, contract.id);
  });
});
