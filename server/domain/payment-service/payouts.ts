import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { payouts } from '#server/db/schema/payment-service.ts';
import { payoutMethods } from '#server/db/schema/payout-methods.ts';
import { BankRefusal, BankUnavailable, type PayoutRequest } from '#server/integrations/banking/bank.ts';
import { bankFor } from '#server/integrations/banking/bank-adapter.ts';
import type { JobDeps } from '#server/jobs/queue.ts';
import { paymentPayoutQueue } from '#server/jobs/queues/payment-payout.ts';
import { logger } from '#server/lib/logger.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { mayRetry, retryDelaySeconds } from '../registry/registry-backoff.ts';
import { postLedger, transfer } from './ledger.ts';
import { landlordPeople } from './people.ts';

// Paying the landlord (docs/rules/payment-service.md "Payouts"): one payout per paid month, made
// when the payment was marked. The job holds the payout row while it calls the bank with the
// payout's idempotency key, so two runs take turns and a retry after a lost answer gets the same
// transfer back: never paid twice. When the bank took it: the fee and payout ledger lines.

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

async function backOff(deps: JobDeps, tx: Db, payout: PayoutRow, message: string): Promise<PayoutOutcome> {
  const now = deps.now();
  const attempts = payout.attempts + 1;
  if (!mayRetry(attempts)) {
    await tx
      .update(payouts)
      .set({ status: 'failed', attempts, lastError: message, nextAttemptAt: null, updatedAt: now })
      .where(eq(payouts.id, payout.id));
    return 'failed';
  }
  const delay = retryDelaySeconds(attempts);
  await tx
    .update(payouts)
    .set({ attempts, lastError: message, nextAttemptAt: new Date(now.getTime() + delay * 1000), updatedAt: now })
    .where(eq(payouts.id, payout.id));
  await deps.jobs.enqueue(tx, paymentPayoutQueue, { payoutId: payout.id }, { startAfterSeconds: delay });
  return 'retrying';
}

/** Sends the payout once, if it still needs sending. `force` ignores the backoff (staff retry, tests). */
export async function runPayout(deps: JobDeps, payoutId: string, options: { force?: boolean } = {}): Promise<PayoutOutcome> {
  return deps.db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
    if (payout?.status !== 'queued') return 'skipped';
    if (!options.force && payout.nextAttemptAt && payout.nextAttemptAt.getTime() > deps.now().getTime()) return 'skipped';
    const now = deps.now();
    const [method] = await tx.select().from(payoutMethods).where(eq(payoutMethods.id, payout.payoutMethodId));
    try {
      let bankPayoutId: string | null = null;
      if (payout.netIsk > 0) {
        if (!method) throw new BankRefusal('payout_method_missing', 'The payout method is gone.');
        ({ bankPayoutId } = await bankFor(deps.env, tx).sendPayout(
          { reference: payout.idempotencyKey, amountIsk: payout.netIsk, account: accountOf(method) },
          payout.idempotencyKey,
        ));
      }
      await tx
        .update(payouts)
        .set({
          status: payout.netIsk > 0 ? 'sent' : 'paid',
          bankPayoutId,
          attempts: payout.attempts + 1,
          lastError: null,
          nextAttemptAt: null,
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
    } catch (error) {
      if (error instanceof BankUnavailable) {
        const outcome = await backOff(deps, tx, payout, error.message);
        logger.warn({ payoutId, attempts: payout.attempts + 1, outcome }, 'bank unavailable for a payout');
        return outcome;
      }
      if (error instanceof BankRefusal) {
        await tx
          .update(payouts)
          .set({
            status: 'failed',
            attempts: payout.attempts + 1,
            lastError: `${error.code}: ${error.message}`,
            nextAttemptAt: null,
            updatedAt: now,
          })
          .where(eq(payouts.id, payout.id));
        return 'failed';
      }
      throw error;
    }
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
      const state = await bankFor(deps.env, deps.db).payoutStatus(row.bankPayoutId as string);
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
