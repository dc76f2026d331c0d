import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayStart } from '#common/calendar-day.ts';
import { formatDate } from '#common/format.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { bankClaims, payouts } from '#server/db/schema/payment-service.ts';
import { rentPayments } from '#server/db/schema/rent-payments.ts';
import { notificationText } from '#server/i18n/notification-text.ts';
import type { JobDeps } from '#server/jobs/queue.ts';
import { contractWithSchedule } from '#tests/fixtures/rent-schedule.ts';
import { createTestApp, makeUser } from '#tests/fixtures/test-app.ts';
import { accountBalance, ledgerBalance } from '../ledger/ledger.ts';
import { markPaidByHand, undoPaid } from '../rent-schedule/payments.service.ts';
import { ensureSchedule } from '../rent-schedule/schedule.ts';
import { cancelStaleClaims, runClaim } from './claims.ts';
import { receivePayment } from './payments.ts';
import { searchStaffPayments, staffPaymentOverview } from './staff-payments.service.ts';

// The gaps between rent paid by hand, part payments, credit and the bank's ledger
// (docs/rules/payment-service.md "The ledger", docs/rules/rent-payments.md "Part payments and
// credit"): the ledger agrees whichever way the money came, and the staff check is the tests' check.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

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

/** An enrolled contract of `rentIsk` a month whose first month's claim the bank holds. */
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

async function claimOf(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(bankClaims).where(eq(bankClaims.id, id));
  return row;
}

/** The one ledger check: balanced means debits = credits and no settled month with a receivable. */
async function expectClean(t: TestApp, contractId?: string) {
  const balance = await ledgerBalance(t.database.db, contractId);
  expect(balance.settledWithReceivable).toEqual([]);
  expect(balance.balanced).toBe(true);
  return balance;
}

describe('rent paid by hand, in part and ahead, against the bank’s ledger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const today = () => t.clock.now.toISOString().slice(0, 10);
  const receivable = (rentPaymentId: string) => accountBalance(t.database.db, 'tenant_receivable', { rentPaymentId });
  const payable = (rentPaymentId: string) => accountBalance(t.database.db, 'landlord_payable', { rentPaymentId });

  it('a month the bank holds a claim for, paid by hand: the ledger agrees, the claim is cancelled at the bank, nothing reversed twice', async () => {
    const deps = quietDeps(t);
    const { contract, claim } = await sentClaim(t, deps);
    const landlord = t.contextFor({ id: contract.landlordId });
    // A part by hand first: the receivable and the landlord's payable are lowered by it.
    await markPaidByHand(landlord, contract.id, claim.rentPaymentId, { amountIsk: 50_000, paidOn: today() });
    expect(await receivable(claim.rentPaymentId)).toBe(150_000);
    expect(await payable(claim.rentPaymentId)).toBe(-150_000);
    // Undone the same day: back as it was.
    await undoPaid(landlord, contract.id, claim.rentPaymentId);
    expect(await receivable(claim.rentPaymentId)).toBe(200_000);
    // Then all of it by hand: settled, the receivable at zero, the landlord owed nothing by us.
    const paid = await markPaidByHand(landlord, contract.id, claim.rentPaymentId, { amountIsk: 200_000, paidOn: today() });
    expect(paid.status).toBe('paid');
    expect(await receivable(claim.rentPaymentId)).toBe(0);
    expect(await payable(claim.rentPaymentId)).toBe(0);
    await expectClean(t, contract.id);
    // The daily run cancels the claim at the bank (the tenant is not asked twice); no lines reversed.
    expect(await cancelStaleClaims(deps)).toBeGreaterThanOrEqual(1);
    expect((await claimOf(t, claim.id)).status).toBe('cancelled');
    expect(await receivable(claim.rentPaymentId)).toBe(0);
    const balance = await expectClean(t, contract.id);
    expect(balance.accounts).toEqual({
      tenant_receivable: 0,
      tenant_credit: 0,
      landlord_payable: 0,
      bank_clearing: 0,
      platform_fees: 0,
    });
  });

  it('part by hand, the rest through the bank: settled with the receivable at zero and the bank’s part paid out', async () => {
    const deps = quietDeps(t);
    const { contract, claim } = await sentClaim(t, deps);
    await markPaidByHand(t.contextFor({ id: contract.landlordId }), contract.id, claim.rentPaymentId, {
      amountIsk: 80_000,
      paidOn: today(),
    });
    const outcome = await receivePayment(deps, {
      source: 'simulator',
      eventId: `rest-${claim.id}`,
      bankClaimId: claim.bankClaimId as string,
      amountIsk: 120_000,
      paidAt: t.clock.now,
    });
    expect(outcome).toBe('paid');
    expect(await month(t, claim.rentPaymentId)).toMatchObject({ status: 'paid', paidAmountIsk: 200_000 });
    const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.contractId, contract.id));
    expect(payout.grossIsk).toBe(120_000);
    await expectClean(t, contract.id);
  });

  it('a part payment through the bank tells the tenant what came, what is owed and by when, in their language', async () => {
    const deps = quietDeps(t);
    const { contract, claim } = await sentClaim(t, deps);
    expect(
      await receivePayment(deps, {
        source: 'simulator',
        eventId: `part-${claim.id}`,
        bankClaimId: claim.bankClaimId as string,
        amountIsk: 150_000,
        paidAt: t.clock.now,
      }),
    ).toBe('part_paid');
    const told = await t.database.db
      .select({ event: notifications.event, params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, contract.tenantId), eq(notifications.kind, 'contracts')));
    const due = claim.dueDate.split('-').reverse().join('.');
    expect(told.map((n) => n.event)).toContain('payment_part_received_tenant');
    expect(told.map((n) => n.event)).not.toContain('payment_received_tenant');
    const part = told.find((n) => n.event === 'payment_part_received_tenant');
    expect(part?.params).toEqual({ reference: claim.reference, paidIsk: 150_000, restIsk: 50_000, due });
    const is = notificationText('is', 'payment_part_received_tenant', part?.params);
    expect(is.body).toContain('150.000 kr.');
    expect(is.body).toContain('50.000 kr.');
    expect(is.body).toContain(formatDate(dayStart(claim.dueDate), 'date', 'is'));
    expect(notificationText('en', 'payment_part_received_tenant', part?.params).body).toContain('ISK 50,000');
    for (const locale of ['uk', 'pl'] as const) {
      const text = notificationText(locale, 'payment_part_received_tenant', part?.params);
      expect(text.title).not.toBe(notificationText('is', 'payment_part_received_tenant', part?.params).title);
      expect(text.body).toContain(formatDate(dayStart(claim.dueDate), 'date', locale));
    }
    // The rest: now "paid".
    await receivePayment(deps, {
      source: 'simulator',
      eventId: `rest-${claim.id}`,
      bankClaimId: claim.bankClaimId as string,
      amountIsk: 50_000,
      paidAt: t.clock.now,
    });
    const after = await t.database.db
      .select({ event: notifications.event })
      .from(notifications)
      .where(eq(notifications.userId, contract.tenantId));
    expect(after.map((n) => n.event)).toContain('payment_received_tenant');
  });

  it('credit the tenant holds goes to a month when the month is made, and its claim asks only the rest', async () => {
    const deps = quietDeps(t);
    // One month only: 1 000 kr. paid above it has no open month and is held.
    const { contract, claim } = await sentClaim(t, deps, 200_000, 1);
    await receivePayment(deps, {
      source: 'simulator',
      eventId: `over-${claim.id}`,
      bankClaimId: claim.bankClaimId as string,
      amountIsk: 201_000,
      paidAt: t.clock.now,
    });
    expect(await month(t, claim.rentPaymentId)).toMatchObject({ status: 'paid', creditOutIsk: 0 });
    expect((await expectClean(t, contract.id)).accounts.tenant_credit).toBe(-1_000);
    // The schedule makes the contract's months: the credit goes to the first open one at once.
    const added = await t.database.db.transaction((tx) => ensureSchedule(tx, contract.id, t.clock.now));
    expect(added).toBeGreaterThan(0);
    const rows = await t.database.db.select().from(rentPayments).where(eq(rentPayments.contractId, contract.id));
    const credited = rows.filter((r) => r.creditInIsk > 0);
    expect(credited).toHaveLength(1);
    expect(credited[0].creditInIsk).toBe(1_000);
    expect(await month(t, claim.rentPaymentId)).toMatchObject({ creditOutIsk: 1_000 });
    const balance = await expectClean(t, contract.id);
    expect(balance.accounts.tenant_credit).toBe(0);
    expect(await payable(credited[0].id)).toBe(-1_000);
  });
});

describe('the staff ledger check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is the tests’ check: a settled month with a receivable left is not balanced on the staff pages', async () => {
    const deps = quietDeps(t);
    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    const ctx = t.contextFor({ id: staff.id, scope: ['user', 'staff'] });
    const { claim } = await sentClaim(t, deps);
    expect((await staffPaymentOverview(ctx)).ledger_balanced).toBe(true);
    expect((await searchStaffPayments(ctx, { page: 1 })).ledger_balanced).toBe(true);
    // Debits still equal credits, but the month is marked paid behind the ledger's back.
    await t.database.db.update(rentPayments).set({ status: 'paid' }).where(eq(rentPayments.id, claim.rentPaymentId));
    const balance = await ledgerBalance(t.database.db);
    expect(balance.debitsIsk).toBe(balance.creditsIsk);
    expect(balance.settledWithReceivable).toEqual([{ rentPaymentId: claim.rentPaymentId, receivableIsk: 200_000 }]);
    expect(balance.balanced).toBe(false);
    expect((await staffPaymentOverview(ctx)).ledger_balanced).toBe(false);
    expect((await searchStaffPayments(ctx, { page: 1 })).ledger_balanced).toBe(false);
  });
});
