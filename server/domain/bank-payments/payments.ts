import { and, eq, isNotNull } from 'drizzle-orm';
import { paymentDateValid } from '#common/rent-settlement.ts';
import type { Db } from '#server/db/client.ts';
import {
  bankClaims,
  bankNotifications,
  paymentServiceEnrolments,
  paymentServices,
  payouts,
} from '#server/db/schema/payment-service.ts';
import { rentPayments } from '#server/db/schema/rent-payments.ts';
import { recordRentPayment } from '#server/domain/rent-schedule/record-payment.ts';
import { BankRefusal, BankUnavailable } from '#server/integrations/banking/bank.ts';
import { bankFor } from '#server/integrations/banking/bank-adapter.ts';
import type { JobDeps } from '#server/jobs/queue.ts';
import { paymentPayoutQueue } from '#server/jobs/queues/payment-payout.ts';
import { logger } from '#server/lib/logger.ts';
import { postCreditApplied } from '../ledger/credit-applied.ts';
import { accountBalance, bankMoneyFor, postLedger } from '../ledger/ledger.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { splitFee } from './fees.ts';
import { landlordPeople, tenantPeople } from './people.ts';
import { paymentSettings, serviceFee } from './settings.ts';

// A claim paid (docs/rules/payment-service.md "Payments"): the bank says so by webhook, by our
// poll, or (the simulator) from the test bank. Each report is stored once by its event id, and the
// claim row is locked while it is marked: a report delivered twice, or a webhook and a poll at
// once, count the money once. A payment dated in the future (beyond the clock skew) or before the
// claim was sent is refused (`invalid_date`). The money is a numbered receipt on the month
// (recordRentPayment): less than owed is a part payment (the claim stays open, the month shows the
// rest owed); above it, the rest is the tenant's credit. In the same transaction: the payment's
// ledger lines, and once the month is settled the claim paid and the landlord's payout queued (one
// per month, of the bank money the month received) with its job.

export const PAYMENT_OUTCOMES = ['paid', 'part_paid', 'duplicate', 'unknown_claim', 'not_payable', 'invalid_date'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export interface BankPaymentEvent {
  source: 'webhook' | 'poll' | 'simulator';
  eventId: string;
  bankClaimId: string;
  amountIsk: number;
  paidAt: Date;
  payload?: Record<string, unknown>;
  /**
   * The poll reports the claim's total paid at the bank, not one payment: only what is above
   * what was already recorded for the claim counts.
   */
  total?: boolean;
}

export function payoutKey(rentPaymentId: string): string {
  return `heimaleiga-payout-${rentPaymentId}`;
}

type ClaimRow = typeof bankClaims.$inferSelect;

/** The payout of a settled month: the bank money the month received, less the fee. Once per month. */
async function queuePayout(deps: JobDeps, tx: Db, claim: ClaimRow): Promise<void> {
  const [enrolment] = await tx
    .select({
      payoutMethodId: paymentServiceEnrolments.payoutMethodId,
      feeBasisPoints: paymentServices.feeBasisPoints,
      feeFixedIsk: paymentServices.feeFixedIsk,
    })
    .from(paymentServiceEnrolments)
    .innerJoin(paymentServices, eq(paymentServices.id, paymentServiceEnrolments.serviceId))
    .where(eq(paymentServiceEnrolments.id, claim.enrolmentId));
  const payable = -(await accountBalance(tx, 'landlord_payable', { rentPaymentId: claim.rentPaymentId }));
  const grossIsk = Math.max(0, Math.min(payable, await bankMoneyFor(tx, claim.rentPaymentId)));
  const split = splitFee(grossIsk, serviceFee(enrolment, await paymentSettings(tx)));
  const [payout] = await tx
    .insert(payouts)
    .values({
      rentPaymentId: claim.rentPaymentId,
      claimId: claim.id,
      contractId: claim.contractId,
      payoutMethodId: enrolment.payoutMethodId,
      grossIsk: split.grossIsk,
      feeIsk: split.feeIsk,
      netIsk: split.netIsk,
      status: 'queued',
      idempotencyKey: payoutKey(claim.rentPaymentId),
      nextAttemptAt: deps.now(),
    })
    .onConflictDoNothing()
    .returning({ id: payouts.id });
  if (payout) await deps.jobs.enqueue(tx, paymentPayoutQueue, { payoutId: payout.id });
}

/** A month settled: its claim (if it has one the bank holds) paid and its payout queued. */
async function settleClaimOf(deps: JobDeps, tx: Db, rentPaymentId: string, paidAt: Date): Promise<void> {
  const [claim] = await tx.select().from(bankClaims).where(eq(bankClaims.rentPaymentId, rentPaymentId)).for('update');
  if (claim?.status !== 'sent') return;
  await tx.update(bankClaims).set({ status: 'paid', paidAt, updatedAt: deps.now() }).where(eq(bankClaims.id, claim.id));
  await queuePayout(deps, tx, claim);
}

async function markClaimPaid(deps: JobDeps, tx: Db, event: BankPaymentEvent): Promise<PaymentOutcome> {
  const [claim] = await tx.select().from(bankClaims).where(eq(bankClaims.bankClaimId, event.bankClaimId)).for('update');
  if (!claim) return 'unknown_claim';
  if (claim.status === 'paid') return 'duplicate';
  if (claim.status !== 'sent') return 'not_payable';
  const now = deps.now();
  if (!paymentDateValid(event.paidAt, now, claim.sentAt)) return 'invalid_date';
  const amountIsk = event.total ? event.amountIsk - (claim.paidAmountIsk ?? 0) : event.amountIsk;
  if (amountIsk <= 0) return 'duplicate';
  await tx
    .update(bankClaims)
    .set({ paidAmountIsk: (claim.paidAmountIsk ?? 0) + amountIsk, updatedAt: now })
    .where(eq(bankClaims.id, claim.id));
  const recorded = await recordRentPayment(tx, {
    paymentId: claim.rentPaymentId,
    amountIsk,
    paidAt: event.paidAt,
    source: 'bank',
    byUserId: null,
    now,
    onPaidMonth: true,
  });
  const receivable = await accountBalance(tx, 'tenant_receivable', { rentPaymentId: claim.rentPaymentId });
  const toReceivable = Math.max(0, Math.min(amountIsk, receivable));
  await postLedger(tx, {
    kind: 'payment',
    contractId: claim.contractId,
    rentPaymentId: claim.rentPaymentId,
    claimId: claim.id,
    lines: [
      { account: 'bank_clearing', debitIsk: amountIsk },
      { account: 'tenant_receivable', creditIsk: toReceivable },
      { account: 'tenant_credit', creditIsk: amountIsk - toReceivable },
    ],
  });
  if (recorded?.creditApplied.length) await postCreditApplied(tx, claim.contractId, recorded.creditApplied);
  // The month is settled (now, or already by hand before the bank's money came): the claim is done.
  const [month] = await tx
    .select({ status: rentPayments.status })
    .from(rentPayments)
    .where(eq(rentPayments.id, claim.rentPaymentId));
  const settled = month?.status === 'paid';
  if (settled) await settleClaimOf(deps, tx, claim.rentPaymentId, event.paidAt);
  for (const move of recorded?.creditApplied ?? []) if (move.settled) await settleClaimOf(deps, tx, move.rentPaymentId, now);

  const link = `/rental-contracts/${claim.contractId}`;
  const params = { reference: claim.reference };
  // A part payment tells the tenant what came, what is still owed and by when, not "paid".
  const tenantEvent =
    !settled && recorded && recorded.restIsk > 0
      ? {
          event: 'payment_part_received_tenant',
          params: { ...params, paidIsk: amountIsk, restIsk: recorded.restIsk, due: claim.dueDate.split('-').reverse().join('.') },
        }
      : { event: 'payment_received_tenant', params };
  for (const userId of await tenantPeople(tx, claim.contractId))
    await publishNotification(deps, { userId, kind: 'contracts', ...tenantEvent, link }, tx);
  for (const userId of await landlordPeople(tx, claim.contractId))
    await publishNotification(deps, { userId, kind: 'contracts', event: 'payment_received_landlord', params, link }, tx);
  return settled ? 'paid' : 'part_paid';
}

/**
 * Takes one report of a paid claim. Stored once by event id: the same report again is
 * 'duplicate' and changes nothing. Returns what came of it.
 */
export async function receivePayment(deps: JobDeps, event: BankPaymentEvent, tx?: Db): Promise<PaymentOutcome> {
  const run = async (db: Db): Promise<PaymentOutcome> => {
    const [stored] = await db
      .insert(bankNotifications)
      .values({
        providerEventId: event.eventId,
        source: event.source,
        kind: 'claim_paid',
        bankClaimId: event.bankClaimId,
        payload: event.payload ?? { amount_isk: event.amountIsk, paid_at: event.paidAt.toISOString() },
      })
      .onConflictDoNothing()
      .returning({ id: bankNotifications.id });
    if (!stored) return 'duplicate';
    const outcome = await markClaimPaid(deps, db, event);
    await db.update(bankNotifications).set({ outcome, updatedAt: deps.now() }).where(eq(bankNotifications.id, stored.id));
    if (outcome !== 'paid' && outcome !== 'part_paid')
      logger.info({ eventId: event.eventId, outcome }, 'bank payment report not applied');
    return outcome;
  };
  return tx ? run(tx) : deps.db.transaction(run);
}

/**
 * The poll: asks the bank about every claim it holds that is not paid yet, for webhooks that never
 * came. A paid one is reported as event `poll-<bank claim id>-<total>` with the total the bank
 * holds, of which only what was not recorded yet counts (once, however often the poll runs).
 */
export async function pollClaims(deps: JobDeps): Promise<{ paid: number; failed: number }> {
  const open = await deps.db
    .select({ bankClaimId: bankClaims.bankClaimId })
    .from(bankClaims)
    .where(and(eq(bankClaims.status, 'sent'), isNotNull(bankClaims.bankClaimId)));
  let paid = 0;
  let failed = 0;
  for (const { bankClaimId } of open) {
    if (!bankClaimId) continue;
    try {
      const state = await bankFor(deps.env, deps.db, deps.now).claimStatus(bankClaimId);
      if (state.status !== 'paid') continue;
      const outcome = await receivePayment(deps, {
        source: 'poll',
        eventId: `poll-${bankClaimId}-${state.amountIsk}`,
        bankClaimId,
        amountIsk: state.amountIsk,
        paidAt: state.paidAt,
        total: true,
      });
      if (outcome === 'paid' || outcome === 'part_paid') paid += 1;
    } catch (error) {
      if (!(error instanceof BankUnavailable || error instanceof BankRefusal)) throw error;
      failed += 1;
    }
  }
  return { paid, failed };
}
