import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { payouts } from '#server/db/schema/payment-service.ts';
import { payoutMethods } from '#server/db/schema/payout-methods.ts';
import { type Bank, BankRefusal, BankUnavailable, type PayoutRequest } from '#server/integrations/banking/bank.ts';
import { bankFor } from '#server/integrations/banking/bank-adapter.ts';
import { nextAttemptAt } from '#server/jobs/backoff.ts';
import { leaseIsLive, NO_LEASE, newLease, runLeasedCall } from '#server/jobs/leased-call.ts';
import type { JobDeps } from '#server/jobs/queue.ts';
import { paymentPayoutQueue } from '#server/jobs/queues/payment-payout.ts';
import { logger } from '#server/lib/logger.ts';
import { postLedger, transfer } from '../ledger/ledger.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { landlordPeople } from './people.ts';

// Paying the landlord (docs/rules/payment-service.md "Payouts"): one payout per paid month, made
// when the payment was marked. The job leases the payout row to one attempt, lets go of it while it
// calls the bank with the payout's idempotency key, and records the answer only if its lease still
// holds (server/jobs/leased-call.ts): a second run finds the lease and leaves it, and a retry after
// a lost answer gets the same transfer back: never paid twice. When the bank took it: the fee and payout ledger lines.

export type PayoutOutcome = 'sent' | 'retrying' | 'failed' | 'skipped';
type PayoutRow = typeof payouts.$inferSelect;

function accountOf(method: typeof payoutMethods.$inferSelect): PayoutRequest['account'] {
  if (method.kind === 'iban')
    return { kind: 'iban', accountNumber: method.iban ?? '', ownerKennitala: null, holderName: method.holderName };
  return {
    kind: 'is_bank',
    accountNumber: `${method.bank ?? ''}-${method.ledger ?? ''}-${method.accountNumber ?? ''}`,
    ownerKennitala: method.ownerKennitala,
    holderName: method.holderName,
  };
}

async function backOff(deps: JobDeps, tx: Db, payoutId: string, attempts: number, message: string): Promise<PayoutOutcome> {
  const now = deps.now();
  const next = nextAttemptAt(attempts, now);
  if (!next) {
    await tx
      .update(payouts)
      .set({ status: 'failed', lastError: message, nextAttemptAt: null, ...NO_LEASE, updatedAt: now })
      .where(eq(payouts.id, payoutId));
    return 'failed';
  }
  await tx
    .update(payouts)
    .set({ lastError: message, nextAttemptAt: next.at, ...NO_LEASE, updatedAt: now })
    .where(eq(payouts.id, payoutId));
  await deps.jobs.enqueue(tx, paymentPayoutQueue, { payoutId }, { startAfterSeconds: next.afterSeconds });
  return 'retrying';
}

/** A payout leased to one attempt: what the bank is sent, and the token that attempt records with. */
interface PayoutWork {
  payout: PayoutRow;
  leaseToken: string;
  attempts: number;
  method: typeof payoutMethods.$inferSelect | null;
}

export interface RunPayoutOptions {
  /** Ignore the backoff (staff retry, the demo, tests); a live lease is never ignored. */
  force?: boolean;
  /** The bank to call (tests: one that waits or fails); by default the configured one. */
  bank?: Bank;
}

/**
 * Sends the payout once, if it still needs sending. Take, release, call, record
 * (server/jobs/leased-call.ts): no lock or connection is held while the bank answers.
 */
export async function runPayout(deps: JobDeps, payoutId: string, options: RunPayoutOptions = {}): Promise<PayoutOutcome> {
  return runLeasedCall<PayoutWork, { bankPayoutId: string | null }, PayoutOutcome>(deps.db, {
    async take(tx) {
      const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
      if (payout?.status !== 'queued') return { outcome: 'skipped' };
      const now = deps.now();
      if (leaseIsLive(payout, now)) {
        // Another attempt is calling the bank. Looked at again when its lease runs out, in case it died.
        const wait = Math.ceil(((payout.leaseUntil as Date).getTime() - now.getTime()) / 1000) + 1;
        await deps.jobs.enqueue(tx, paymentPayoutQueue, { payoutId }, { startAfterSeconds: wait });
        return { outcome: 'skipped' };
      }
      if (!options.force && payout.nextAttemptAt && payout.nextAttemptAt.getTime() > now.getTime()) return { outcome: 'skipped' };
      const [method] = await tx.select().from(payoutMethods).where(eq(payoutMethods.id, payout.payoutMethodId));
      const lease = newLease(now);
      const attempts = payout.attempts + 1;
      await tx
        .update(payouts)
        .set({ ...lease, attempts, updatedAt: now })
        .where(eq(payouts.id, payout.id));
      return { work: { payout, leaseToken: lease.leaseToken, attempts, method: method ?? null } };
    },
    async call({ payout, method }) {
      if (payout.netIsk <= 0) return { bankPayoutId: null };
      if (!method) throw new BankRefusal('payout_method_missing', 'The payout method is gone.');
      return (options.bank ?? bankFor(deps.env, deps.db, deps.now)).sendPayout(
        { reference: payout.idempotencyKey, amountIsk: payout.netIsk, account: accountOf(method) },
        payout.idempotencyKey,
      );
    },
    async record(tx, { payout, leaseToken, attempts }, answer) {
      const [row] = await tx.select().from(payouts).where(eq(payouts.id, payout.id)).for('update');
      if (row?.status !== 'queued' || row.leaseToken !== leaseToken) {
        // This attempt's lease ran out and another took the payout: theirs to record.
        logger.warn({ payoutId, ok: answer.ok }, 'a stale payout attempt records nothing');
        return 'skipped';
      }
      const now = deps.now();
      if (answer.ok) {
        await tx
          .update(payouts)
          .set({
            status: payout.netIsk > 0 ? 'sent' : 'paid',
            bankPayoutId: answer.value.bankPayoutId,
            lastError: null,
            nextAttemptAt: null,
            ...NO_LEASE,
            sentAt: now,
            paidAt: payout.netIsk > 0 ? null : now,
            updatedAt: now,
          })
          .where(eq(payouts.id, payout.id));
        const refs = {
          contractId: payout.contractId,
          rentPaymentId: payout.rentPaymentId,
          claimId: payout.claimId,
          payoutId: payout.id,
        };
        await postLedger(tx, { kind: 'fee', ...refs, lines: transfer('landlord_payable', 'platform_fees', payout.feeIsk) });
        await postLedger(tx, { kind: 'payout', ...refs, lines: transfer('landlord_payable', 'bank_clearing', payout.netIsk) });
        for (const userId of await landlordPeople(tx, payout.contractId)) {
          await publishNotification(
            deps,
            { userId, kind: 'contracts', event: 'payout_sent', params: {}, link: `/rental-contracts/${payout.contractId}` },
            tx,
          );
        }
        return 'sent';
      }
      const { error } = answer;
      if (error instanceof BankUnavailable) {
        const outcome = await backOff(deps, tx, payout.id, attempts, error.message);
        logger.warn({ payoutId, attempts, outcome }, 'bank unavailable for a payout');
        return outcome;
      }
      if (error instanceof BankRefusal) {
        await tx
          .update(payouts)
          .set({
            status: 'failed',
            lastError: `${error.code}: ${error.message}`,
            nextAttemptAt: null,
            ...NO_LEASE,
            updatedAt: now,
          })
          .where(eq(payouts.id, payout.id));
        return 'failed';
      }
      // Not the bank's answer (a crash of ours): nothing recorded; the lease runs out and the
      // next attempt sends again with the same idempotency key.
      throw error;
    },
  });
}

/** Asks the bank about sent payouts and marks the settled ones paid. */
export async function pollPayouts(deps: JobDeps): Promise<number> {
  const sent = await deps.db
    .select({ id: payouts.id, bankPayoutId: payouts.bankPayoutId })
    .from(payouts)
    .where(and(eq(payouts.status, 'sent'), isNotNull(payouts.bankPayoutId)));
  let settled = 0;
  for (const row of sent) {
    try {
      const state = await bankFor(deps.env, deps.db, deps.now).payoutStatus(row.bankPayoutId as string);
      if (state.status !== 'paid') continue;
      await deps.db
        .update(payouts)
        .set({ status: 'paid', paidAt: state.paidAt, updatedAt: deps.now() })
        .where(and(eq(payouts.id, row.id), eq(payouts.status, 'sent')));
      settled += 1;
    } catch (error) {
      if (!(error instanceof BankUnavailable || error instanceof BankRefusal)) throw error;
    }
  }
  return settled;
}
