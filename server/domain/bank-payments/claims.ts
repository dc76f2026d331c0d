import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { contractReference } from '#common/contract-dtos.ts';
import { addDays } from '#common/contract-rules.ts';
import type { Db } from '#server/db/client.ts';
import { bankClaims, paymentServiceEnrolments } from '#server/db/schema/payment-service.ts';
import { rentPayments } from '#server/db/schema/rent-payments.ts';
import { rentalContractParties, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { type Bank, BankRefusal, BankUnavailable } from '#server/integrations/banking/bank.ts';
import { bankFor } from '#server/integrations/banking/bank-adapter.ts';
import { nextAttemptAt } from '#server/jobs/backoff.ts';
import { leaseIsLive, NO_LEASE, newLease, runLeasedCall } from '#server/jobs/leased-call.ts';
import type { JobDeps, JobQueue } from '#server/jobs/queue.ts';
import { paymentClaimQueue } from '#server/jobs/queues/payment-claim.ts';
import { logger } from '#server/lib/logger.ts';
import { accountBalance, postLedger, transfer } from '../ledger/ledger.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { tenantPeople } from './people.ts';
import { paymentSettings } from './settings.ts';

// Bank claims (docs/rules/payment-service.md "Claims"): one per month of an enrolled contract,
// made claimDaysBefore days before the due date. A claim row is inserted once (unique per month,
// whoever inserts it twice gets nothing the second time) with its job, in one transaction; the
// job leases the row to one attempt, lets go of it while the bank is called with the claim's
// idempotency key, and records the answer only if its lease still holds (server/jobs/leased-call.ts):
// a second run finds the lease and leaves it, and the bank answers a repeat with the claim it made
// before. Never two claims for one month.

export type ClaimOutcome = 'sent' | 'retrying' | 'failed' | 'cancelled' | 'skipped';

/** The idempotency key the bank sees for a month's claim: one per month, for good. */
export function claimKey(rentPaymentId: string): string {
  return `heimaleiga-claim-${rentPaymentId}`;
}

/** The reference the tenant sees in their bank: the contract's reference and the month. */
export function claimReference(contractNumber: number, periodStart: string): string {
  return `${contractReference(contractNumber)}-${periodStart.slice(0, 7)}`;
}

/**
 * Inserts the claims of enrolled, active contracts' unpaid months due by today + claimDaysBefore
 * (and not before the enrolment started), with their jobs, in `tx`. Only `contractId`'s when given.
 * Returns how many claims were made.
 */
export async function queueDueClaims(
  tx: Db,
  jobs: Pick<JobQueue, 'enqueue'>,
  today: string,
  options: { contractId?: string } = {},
): Promise<number> {
  const settings = await paymentSettings(tx);
  const until = addDays(today, settings.claimDaysBefore);
  const months = await tx
    .select({
      id: rentPayments.id,
      contractId: rentPayments.contractId,
      periodStart: rentPayments.periodStart,
      dueDate: rentPayments.dueDate,
      // What is still owed: a part payment by hand or credit applied lowers the claim (never below 1 kr.).
      amountIsk: sql<number>`(${rentPayments.amountIsk} - coalesce(${rentPayments.paidAmountIsk}, 0) - ${rentPayments.creditInIsk})::int`,
      enrolmentId: paymentServiceEnrolments.id,
      number: rentalContracts.number,
    })
    .from(rentPayments)
    .innerJoin(
      paymentServiceEnrolments,
      and(eq(paymentServiceEnrolments.contractId, rentPayments.contractId), isNull(paymentServiceEnrolments.stoppedAt)),
    )
    .innerJoin(rentalContracts, eq(rentalContracts.id, rentPayments.contractId))
    .where(
      and(
        options.contractId ? eq(rentPayments.contractId, options.contractId) : undefined,
        eq(rentalContracts.status, 'active'),
        inArray(rentPayments.status, ['pending', 'overdue']),
        sql`${rentPayments.amountIsk} - coalesce(${rentPayments.paidAmountIsk}, 0) - ${rentPayments.creditInIsk} > 0`,
        lte(rentPayments.dueDate, until),
        gte(rentPayments.dueDate, sql`(${paymentServiceEnrolments.startedAt} at time zone 'UTC')::date`),
        sql`not exists (select 1 from ${bankClaims} where ${bankClaims.rentPaymentId} = ${rentPayments.id})`,
      ),
    );
  let made = 0;
  for (const month of months) {
    const [inserted] = await tx
      .insert(bankClaims)
      .values({
        rentPaymentId: month.id,
        contractId: month.contractId,
        enrolmentId: month.enrolmentId,
        idempotencyKey: claimKey(month.id),
        reference: claimReference(month.number, month.periodStart),
        amountIsk: month.amountIsk,
        dueDate: month.dueDate,
        status: 'created',
      })
      .onConflictDoNothing()
      .returning({ id: bankClaims.id });
    if (!inserted) continue;
    await jobs.enqueue(tx, paymentClaimQueue, { claimId: inserted.id });
    made += 1;
  }
  return made;
}

type ClaimRow = typeof bankClaims.$inferSelect;

async function payerOf(tx: Db, enrolmentId: string) {
  const [payer] = await tx
    .select({ name: rentalContractParties.name, kennitala: rentalContractParties.kennitala })
    .from(paymentServiceEnrolments)
    .innerJoin(rentalContractParties, eq(rentalContractParties.id, paymentServiceEnrolments.payerPartyId))
    .where(eq(paymentServiceEnrolments.id, enrolmentId));
  return payer ?? { name: '', kennitala: null };
}

async function backOff(deps: JobDeps, tx: Db, claimId: string, attempts: number, message: string): Promise<ClaimOutcome> {
  const now = deps.now();
  const next = nextAttemptAt(attempts, now);
  if (!next) {
    await tx
      .update(bankClaims)
      .set({ status: 'failed', lastError: message, nextAttemptAt: null, ...NO_LEASE, updatedAt: now })
      .where(eq(bankClaims.id, claimId));
    return 'failed';
  }
  await tx
    .update(bankClaims)
    .set({ lastError: message, nextAttemptAt: next.at, ...NO_LEASE, updatedAt: now })
    .where(eq(bankClaims.id, claimId));
  await deps.jobs.enqueue(tx, paymentClaimQueue, { claimId }, { startAfterSeconds: next.afterSeconds });
  return 'retrying';
}

/** A claim leased to one attempt: what the bank is sent, and the token that attempt records with. */
interface ClaimWork {
  claim: ClaimRow;
  leaseToken: string;
  attempts: number;
  payer: { name: string | null; kennitala: string | null };
}

export interface RunClaimOptions {
  /** Ignore the backoff (staff retry, the demo, tests); a live lease is never ignored. */
  force?: boolean;
  /** The bank to call (tests: one that waits or fails); by default the configured one. */
  bank?: Bank;
}

/**
 * Sends the claim to the bank once, if it still needs sending; what came of it. Take, release,
 * call, record (server/jobs/leased-call.ts): no lock or connection is held while the bank answers.
 */
export async function runClaim(deps: JobDeps, claimId: string, options: RunClaimOptions = {}): Promise<ClaimOutcome> {
  return runLeasedCall<ClaimWork, { bankClaimId: string }, ClaimOutcome>(deps.db, {
    async take(tx) {
      const [claim] = await tx.select().from(bankClaims).where(eq(bankClaims.id, claimId)).for('update');
      if (claim?.status !== 'created') return { outcome: 'skipped' };
      const now = deps.now();
      if (leaseIsLive(claim, now)) {
        // Another attempt is calling the bank. Looked at again when its lease runs out, in case it died.
        const wait = Math.ceil(((claim.leaseUntil as Date).getTime() - now.getTime()) / 1000) + 1;
        await deps.jobs.enqueue(tx, paymentClaimQueue, { claimId }, { startAfterSeconds: wait });
        return { outcome: 'skipped' };
      }
      if (!options.force && claim.nextAttemptAt && claim.nextAttemptAt.getTime() > now.getTime()) return { outcome: 'skipped' };
      const [month] = await tx
        .select({ status: rentPayments.status })
        .from(rentPayments)
        .where(eq(rentPayments.id, claim.rentPaymentId));
      if (!month || !['pending', 'overdue'].includes(month.status)) {
        // Paid by hand or cancelled before the bank ever had it: nothing to claim.
        await tx
          .update(bankClaims)
          .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
          .where(eq(bankClaims.id, claim.id));
        return { outcome: 'cancelled' };
      }
      const payer = await payerOf(tx, claim.enrolmentId);
      const lease = newLease(now);
      const attempts = claim.attempts + 1;
      await tx
        .update(bankClaims)
        .set({ ...lease, attempts, updatedAt: now })
        .where(eq(bankClaims.id, claim.id));
      return { work: { claim, leaseToken: lease.leaseToken, attempts, payer } };
    },
    call({ claim, payer }) {
      return (options.bank ?? bankFor(deps.env, deps.db, deps.now)).createClaim(
        {
          reference: claim.reference,
          amountIsk: claim.amountIsk,
          dueDate: claim.dueDate,
          payerName: payer.name ?? '',
          payerKennitala: payer.kennitala,
          description: `Húsaleiga ${claim.reference}`,
        },
        claim.idempotencyKey,
      );
    },
    async record(tx, { claim, leaseToken, attempts }, answer) {
      const [row] = await tx.select().from(bankClaims).where(eq(bankClaims.id, claim.id)).for('update');
      if (row?.status !== 'created' || row.leaseToken !== leaseToken) {
        // This attempt's lease ran out and another took the claim (or it was cancelled): theirs to record.
        logger.warn({ claimId, ok: answer.ok }, 'a stale claim attempt records nothing');
        return 'skipped';
      }
      const now = deps.now();
      if (answer.ok) {
        await tx
          .update(bankClaims)
          .set({
            status: 'sent',
            bankClaimId: answer.value.bankClaimId,
            lastError: null,
            nextAttemptAt: null,
            ...NO_LEASE,
            sentAt: now,
            updatedAt: now,
          })
          .where(eq(bankClaims.id, claim.id));
        await postLedger(tx, {
          kind: 'claim',
          contractId: claim.contractId,
          rentPaymentId: claim.rentPaymentId,
          claimId: claim.id,
          lines: transfer('tenant_receivable', 'landlord_payable', claim.amountIsk),
        });
        for (const userId of await tenantPeople(tx, claim.contractId)) {
          await publishNotification(
            deps,
            {
              userId,
              kind: 'contracts',
              event: 'payment_claim_sent',
              params: { reference: claim.reference },
              link: `/rental-contracts/${claim.contractId}`,
            },
            tx,
          );
        }
        return 'sent';
      }
      const { error } = answer;
      if (error instanceof BankUnavailable) {
        const outcome = await backOff(deps, tx, claim.id, attempts, error.message);
        logger.warn({ claimId, attempts, outcome }, 'bank unavailable for a claim');
        return outcome;
      }
      if (error instanceof BankRefusal) {
        await tx
          .update(bankClaims)
          .set({
            status: 'failed',
            lastError: `${error.code}: ${error.message}`,
            nextAttemptAt: null,
            ...NO_LEASE,
            updatedAt: now,
          })
          .where(eq(bankClaims.id, claim.id));
        logger.warn({ claimId, code: error.code }, 'bank refused a claim');
        return 'failed';
      }
      // Not the bank's answer (a crash of ours): nothing recorded; the lease runs out and the
      // next attempt asks again with the same idempotency key.
      throw error;
    },
  });
}

/**
 * Cancels a claim the bank holds (the month was cancelled or paid by hand, the service stopped,
 * or staff chose to): at the bank, then here, with the claim's ledger lines reversed as far as the
 * month's receivable still holds them. A created claim the bank
 * never accepted is simply cancelled; one being sent right now (a live lease) is left to the next
 * daily run. Returns false when it was paid or cancelled already, or is being sent. The bank is
 * called holding no lock (take, release, call, record): the record step reverses the lines only if
 * the claim is still the sent one, so two cancels at once reverse it once.
 */
export async function cancelClaim(deps: Pick<JobDeps, 'db' | 'env' | 'now'>, claimId: string): Promise<boolean> {
  return runLeasedCall<ClaimRow, void, boolean>(deps.db, {
    async take(tx) {
      const [claim] = await tx.select().from(bankClaims).where(eq(bankClaims.id, claimId)).for('update');
      if (!claim || !['created', 'sent', 'failed'].includes(claim.status)) return { outcome: false };
      const now = deps.now();
      if (claim.status === 'created' && leaseIsLive(claim, now)) return { outcome: false };
      if (claim.status === 'sent' && claim.bankClaimId) return { work: claim };
      await tx
        .update(bankClaims)
        .set({ status: 'cancelled', cancelledAt: now, nextAttemptAt: null, ...NO_LEASE, updatedAt: now })
        .where(eq(bankClaims.id, claim.id));
      return { outcome: true };
    },
    call(claim) {
      return bankFor(deps.env, deps.db, deps.now).cancelClaim(claim.bankClaimId as string, `${claim.idempotencyKey}-cancel`);
    },
    async record(tx, claim, answer) {
      if (!answer.ok) throw answer.error;
      const [row] = await tx.select().from(bankClaims).where(eq(bankClaims.id, claim.id)).for('update');
      if (row?.status !== 'sent' || row.bankClaimId !== claim.bankClaimId) return false;
      const now = deps.now();
      // Reversed as far as the tenant still owes it: a month paid by hand has its receivable at
      // zero already (its `hand` lines), and nothing is reversed.
      const receivable = await accountBalance(tx, 'tenant_receivable', { rentPaymentId: claim.rentPaymentId });
      await postLedger(tx, {
        kind: 'claim',
        contractId: claim.contractId,
        rentPaymentId: claim.rentPaymentId,
        claimId: claim.id,
        lines: transfer('landlord_payable', 'tenant_receivable', Math.max(0, Math.min(claim.amountIsk, receivable))),
      });
      await tx
        .update(bankClaims)
        .set({ status: 'cancelled', cancelledAt: now, nextAttemptAt: null, updatedAt: now })
        .where(eq(bankClaims.id, claim.id));
      return true;
    },
  });
}

/**
 * Claims the bank holds whose month was cancelled, or paid by hand (settled without the bank: the
 * tenant must not be asked twice), or whose enrolment stopped: cancelled at the bank.
 */
export async function cancelStaleClaims(deps: JobDeps): Promise<number> {
  const stale = await deps.db
    .select({ id: bankClaims.id })
    .from(bankClaims)
    .innerJoin(rentPayments, eq(rentPayments.id, bankClaims.rentPaymentId))
    .innerJoin(paymentServiceEnrolments, eq(paymentServiceEnrolments.id, bankClaims.enrolmentId))
    .where(
      and(
        inArray(bankClaims.status, ['created', 'sent']),
        sql`(${rentPayments.status} in ('cancelled', 'paid') or ${paymentServiceEnrolments.stoppedAt} is not null)`,
      ),
    );
  let cancelled = 0;
  for (const { id } of stale) {
    try {
      if (await cancelClaim(deps, id)) cancelled += 1;
    } catch (error) {
      if (!(error instanceof BankUnavailable || error instanceof BankRefusal)) throw error;
      logger.warn({ claimId: id, err: error }, 'could not cancel a claim at the bank; tried again tomorrow');
    }
  }
  return cancelled;
}
