import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankClaims, bankSimulatorRecords, ledgerEntries, payouts } from '#server/db/schema/payment-service.ts';
import type { Bank } from '#server/integrations/banking/bank.ts';
import { bankFor } from '#server/integrations/banking/bank-adapter.ts';
import { LEASE_SECONDS } from '#server/jobs/leased-call.ts';
import type { EnqueueOptions, JobDeps } from '#server/jobs/queue.ts';
import { contractWithSchedule } from '#tests/fixtures/rent-schedule.ts';
import { createTestApp } from '#tests/fixtures/test-app.ts';
import { ledgerBalance } from '../ledger/ledger.ts';
import { runClaim } from './claims.ts';
import { pollPayouts, runPayout } from './payouts.ts';
import { payTestClaim } from './test-bank.service.ts';

// The bank claims and payouts machines take the row, let go of it, call the bank, and record the
// answer (docs/rules/payment-service.md "Calling the bank"): no lock is held while the bank
// answers, two workers send once, and a crash between the call and the record is retried with the
// same idempotency key.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Queued = { queue: string; data: unknown; options?: EnqueueOptions };

/** Job deps whose queue only records: the test runs each job itself. */
function quietDeps(t: TestApp): JobDeps & { queued: Queued[] } {
  const queued: Queued[] = [];
  return {
    db: t.database.db,
    env: t.env,
    jobs: {
      async enqueue(_db, queue, data, options) {
        queued.push({ queue: queue.name, data, options });
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

/** A deferred: a promise and the function that settles it. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * The simulator, but every call that makes something first says it has begun and then waits
 * until the test lets it go on; `calls` counts them.
 */
function waitingBank(t: TestApp) {
  const real = bankFor(t.env, t.database.db, () => t.clock.now);
  const entered = gate();
  const release = gate();
  const state = { calls: 0 };
  const bank: Bank = {
    name: 'simulator',
    async createClaim(request, key) {
      state.calls += 1;
      entered.open();
      await release.opened;
      return real.createClaim(request, key);
    },
    cancelClaim: (id, key) => real.cancelClaim(id, key),
    claimStatus: (id) => real.claimStatus(id),
    async sendPayout(request, key) {
      state.calls += 1;
      entered.open();
      await release.opened;
      return real.sendPayout(request, key);
    },
    payoutStatus: (id) => real.payoutStatus(id),
  };
  return { bank, entered: entered.opened, release: release.open, state };
}

/** The simulator, but the process "dies" right after the bank did the work: the answer is never recorded. */
function crashingBank(t: TestApp): Bank {
  const real = bankFor(t.env, t.database.db, () => t.clock.now);
  return {
    name: 'simulator',
    async createClaim(request, key) {
      await real.createClaim(request, key);
      throw new Error('the worker died after the bank made the claim');
    },
    cancelClaim: (id, key) => real.cancelClaim(id, key),
    claimStatus: (id) => real.claimStatus(id),
    async sendPayout(request, key) {
      await real.sendPayout(request, key);
      throw new Error('the worker died after the bank sent the payout');
    },
    payoutStatus: (id) => real.payoutStatus(id),
  };
}

async function enrolled(t: TestApp, deps: JobDeps) {
  const contract = await contractWithSchedule(t, {});
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
  return { contract, claim };
}

/** A contract whose claim is sent and paid: its payout, queued and not yet sent. */
async function queuedPayout(t: TestApp, deps: JobDeps) {
  const { contract, claim } = await enrolled(t, deps);
  expect(await runClaim(deps, claim.id)).toBe('sent');
  await payTestClaim({ ...t.contextFor({ id: contract.tenantId }), jobs: deps.jobs }, claim.id);
  const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.claimId, claim.id));
  expect(payout.status).toBe('queued');
  return payout;
}

/** Another connection locks the row without waiting, and changes it: it would fail at once were it held. */
async function lockAndTouch(t: TestApp, table: 'bank_claims' | 'payouts', id: string) {
  await t.database.db.transaction(async (tx) => {
    const locked = (await tx.execute(
      sql`select id from ${sql.identifier(table)} where id = ${id} for update nowait`,
    )) as unknown as {
      rows: unknown[];
    };
    expect(locked.rows).toHaveLength(1);
    await tx.execute(sql`update ${sql.identifier(table)} set updated_at = updated_at where id = ${id}`);
  });
}

/** Sessions of this database sitting in an open transaction (PostgreSQL only; PGlite has one session). */
async function idleInTransaction(t: TestApp): Promise<number> {
  if (!('url' in t.database.raw)) return 0;
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0].n;
}

async function recordsOf(t: TestApp, key: string) {
  return t.database.db.select().from(bankSimulatorRecords).where(eq(bankSimulatorRecords.idempotencyKey, key));
}

async function expectBalanced(t: TestApp) {
  const balance = await ledgerBalance(t.database.db);
  expect(balance.unbalancedTransactions).toEqual([]);
  expect(balance.balanced).toBe(true);
}

describe('calling the bank: take, release, call, record', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({});
  });
  afterAll(() => t.close());

  it('holds no lock on a claim while the bank answers, and a second worker meanwhile sends nothing', async () => {
    const deps = quietDeps(t);
    const { claim } = await enrolled(t, deps);
    const waiting = waitingBank(t);
    const first = runClaim(deps, claim.id, { bank: waiting.bank });
    await waiting.entered;

    await lockAndTouch(t, 'bank_claims', claim.id);
    expect(await idleInTransaction(t)).toBe(0);
    const [inFlight] = await t.database.db.select().from(bankClaims).where(eq(bankClaims.id, claim.id));
    expect(inFlight).toMatchObject({ status: 'created', attempts: 1 });
    expect(inFlight.leaseToken).toBeTruthy();
    expect(inFlight.leaseUntil?.getTime()).toBe(t.clock.now.getTime() + LEASE_SECONDS * 1000);

    // A second worker at the same time (even forced) finds the lease and leaves the claim alone,
    // asking to look again when the lease runs out.
    deps.queued.length = 0;
    expect(await runClaim(deps, claim.id, { bank: waiting.bank, force: true })).toBe('skipped');
    expect(waiting.state.calls).toBe(1);
    expect(deps.queued).toEqual([
      { queue: 'payment-claim', data: { claimId: claim.id }, options: { startAfterSeconds: LEASE_SECONDS + 1 } },
    ]);

    waiting.release();
    expect(await first).toBe('sent');
    const [sent] = await t.database.db.select().from(bankClaims).where(eq(bankClaims.id, claim.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, leaseToken: null, leaseUntil: null });
    expect(await recordsOf(t, claim.idempotencyKey)).toHaveLength(1);
    expect(await runClaim(deps, claim.id)).toBe('skipped');
    await expectBalanced(t);
  });

  it('holds no lock on a payout while the bank answers, and two workers at once pay once', async () => {
    const deps = quietDeps(t);
    const payout = await queuedPayout(t, deps);
    const waiting = waitingBank(t);
    const first = runPayout(deps, payout.id, { bank: waiting.bank });
    await waiting.entered;
    await lockAndTouch(t, 'payouts', payout.id);
    expect(await idleInTransaction(t)).toBe(0);
    const second = runPayout(deps, payout.id, { bank: waiting.bank, force: true });
    expect(await second).toBe('skipped');
    expect(waiting.state.calls).toBe(1);
    waiting.release();
    expect(await first).toBe('sent');
    expect(await recordsOf(t, payout.idempotencyKey)).toHaveLength(1);
    const lines = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.payoutId, payout.id));
    // One fee transaction and one payout transaction, two lines each.
    expect(lines).toHaveLength(4);
    await expectBalanced(t);
  });

  it('a claim whose answer was never recorded (a crash after the call) is sent again with the same key once its lease runs out', async () => {
    const deps = quietDeps(t);
    const { claim } = await enrolled(t, deps);
    await expect(runClaim(deps, claim.id, { bank: crashingBank(t) })).rejects.toThrow(/worker died/);
    const [left] = await t.database.db.select().from(bankClaims).where(eq(bankClaims.id, claim.id));
    expect(left).toMatchObject({ status: 'created', attempts: 1, bankClaimId: null });
    expect(left.leaseToken).toBeTruthy();
    const made = await recordsOf(t, claim.idempotencyKey);
    expect(made).toHaveLength(1);
    // No claim lines for a claim we do not know was made.
    expect(await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.claimId, claim.id))).toHaveLength(0);

    // While the lease holds, nobody sends it; when it has run out, the next attempt does.
    expect(await runClaim(deps, claim.id, { force: true })).toBe('skipped');
    t.advance(LEASE_SECONDS + 1);
    expect(await runClaim(deps, claim.id)).toBe('sent');
    const [sent] = await t.database.db.select().from(bankClaims).where(eq(bankClaims.id, claim.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, bankClaimId: made[0].id, leaseToken: null });
    expect(await recordsOf(t, claim.idempotencyKey)).toHaveLength(1);
    const claimLines = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.claimId, claim.id), eq(ledgerEntries.kind, 'claim')));
    expect(claimLines).toHaveLength(2);
    await expectBalanced(t);
  });

  it('a payout whose answer was never recorded is sent again with the same key, and paid once', async () => {
    const deps = quietDeps(t);
    const payout = await queuedPayout(t, deps);
    await expect(runPayout(deps, payout.id, { bank: crashingBank(t) })).rejects.toThrow(/worker died/);
    const made = await recordsOf(t, payout.idempotencyKey);
    expect(made).toHaveLength(1);
    t.advance(LEASE_SECONDS + 1);
    expect(await runPayout(deps, payout.id)).toBe('sent');
    const [sent] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, bankPayoutId: made[0].id, leaseToken: null });
    expect(await recordsOf(t, payout.idempotencyKey)).toHaveLength(1);
    await expectBalanced(t);
  });

  it('the test bank keeps the injected clock: a payout settles at the time of the job, not of the machine', async () => {
    const deps = quietDeps(t);
    const payout = await queuedPayout(t, deps);
    t.advance(3 * 86_400);
    const sentAt = t.clock.now;
    expect(await runPayout(deps, payout.id)).toBe('sent');
    expect(await pollPayouts(deps)).toBeGreaterThanOrEqual(1);
    const [paid] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(paid.status).toBe('paid');
    expect(paid.paidAt?.toISOString()).toBe(sentAt.toISOString());
  });

  it('a stale attempt (its lease ran out and another took the claim) records nothing', async () => {
    const deps = quietDeps(t);
    const { claim } = await enrolled(t, deps);
    const slow = waitingBank(t);
    const stale = runClaim(deps, claim.id, { bank: slow.bank });
    await slow.entered;
    t.advance(LEASE_SECONDS + 1);
    expect(await runClaim(deps, claim.id)).toBe('sent');
    slow.release();
    expect(await stale).toBe('skipped');
    const [sent] = await t.database.db.select().from(bankClaims).where(eq(bankClaims.id, claim.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await recordsOf(t, claim.idempotencyKey)).toHaveLength(1);
    const claimLines = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.claimId, claim.id), eq(ledgerEntries.kind, 'claim')));
    expect(claimLines).toHaveLength(2);
    await expectBalanced(t);
  });
});
