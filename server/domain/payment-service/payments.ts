import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  bankClaims,
  bankNotifications,
  paymentServiceEnrolments,
  paymentServices,
  payouts,
} from '#server/db/schema/payment-service.ts';
import { markRentPaid } from '#server/domain/payments/payments.service.ts';
import { BankRefusal, BankUnavailable } from '#server/integrations/banking/bank.ts';
import { bankFor } from '#server/integrations/banking/bank-adapter.ts';
import type { JobDeps } from '#server/jobs/queue.ts';
import { paymentPayoutQueue } from '#server/jobs/queues/payment-payout.ts';
import { logger } from '#server/lib/logger.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { splitFee } from './fees.ts';
import { postLedger, transfer } from './ledger.ts';
import { landlordPeople, tenantPeople } from './people.ts';
import { paymentSettings, serviceFee } from './settings.ts';

// A claim paid (docs/rules/payment-service.md "Payments"): the bank says so by webhook, by our
// poll, or (the simulator) from the test bank. Each report is stored once by its event id, and the
// claim row is locked while it is marked: a report delivered twice, or a webhook and a poll at
// once, mark it paid once. In the same transaction: the payment's ledger lines, the month marked
// paid, and the landlord's payout queued (one per month) with its job.

export type PaymentOutcome = 'paid' | 'duplicate' | 'unknown_claim' | 'not_payable';

export interface BankPaymentEvent {
  source: 'webhook' | 'poll' | 'simulator';
  eventId: string;
  bankClaimId: string;
  amountIsk: number;
  paidAt: Date;
  payload?: Record<string, unknown>;
}

export function payoutKey(rentPaymentId: string): string {
  return `heimaleiga-payout-${rentPaymentId}`;
}

async function markClaimPaid(deps: JobDeps, tx: Db, event: BankPaymentEvent): Promise<PaymentOutcome> {
  const [claim] = await tx.select().from(bankClaims).where(eq(bankClaims.bankClaimId, event.bankClaimId)).for('update');
  if (!claim) return 'unknown_claim';
  if (claim.status === 'paid') return 'duplicate';
  if (claim.status !== 'sent') return 'not_payable';
  const now = deps.now();
  await tx
    .update(bankClaims)
    .set({ status: 'paid', paidAt: event.paidAt, paidAmountIsk: event.amountIsk, updatedAt: now })
    .where(eq(bankClaims.id, claim.id));
  await postLedger(tx, {
    kind: 'payment',
    contractId: claim.contractId,
    rentPaymentId: claim.rentPaymentId,
    claimId: claim.id,
    lines: transfer('bank_clearing', 'tenant_receivable', event.amountIsk),
  });
  await markRentPaid(tx, { paymentId: claim.rentPaymentId, amountIsk: event.amountIsk, paidAt: event.paidAt, byUserId: null });

  const [enrolment] = await tx
    .select({
      payoutMethodId: paymentServiceEnrolments.payoutMethodId,
      feeBasisPoints: paymentServices.feeBasisPoints,
      feeFixedIsk: paymentServices.feeFixedIsk,
    })
    .from(paymentServiceEnrolments)
    .innerJoin(paymentServices, eq(paymentServices.id, paymentServiceEnrolments.serviceId))
    .where(eq(paymentServiceEnrolments.id, claim.enrolmentId));
  const split = splitFee(event.amountIsk, serviceFee(enrolment, await paymentSettings(tx)));
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
      nextAttemptAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: payouts.id });
  if (payout) await deps.jobs.enqueue(tx, paymentPayoutQueue, { payoutId: payout.id });

  const link = `/rental-contracts/${claim.contractId}`;
  const params = { reference: claim.reference };
  for (const userId of await tenantPeople(tx, claim.contractId))
    await publishNotification(deps, { userId, kind: 'contracts', event: 'payment_received_tenant', params, link }, tx);
  for (const userId of await landlordPeople(tx, claim.contractId))
    await publishNotification(deps, { userId, kind: 'contracts', event: 'payment_received_landlord', params, link }, tx);
  return 'paid';
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
    if (outcome !== 'paid') logger.info({ eventId: event.eventId, outcome }, 'bank payment report not applied');
    return outcome;
  };
  return tx ? run(tx) : deps.db.transaction(run);
}

/**
 * The poll: asks the bank about every claim it holds that is not paid yet, for webhooks that never
 * came. A paid one is reported as event `poll-<bank claim id>` (once, however often the poll runs).
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
        eventId: `poll-${bankClaimId}`,
        bankClaimId,
        amountIsk: state.amountIsk,
        paidAt: state.paidAt,
      });
      if (outcome === 'paid') paid += 1;
    } catch (error) {
      if (!(error instanceof BankUnavailable || error instanceof BankRefusal)) throw error;
      failed += 1;
    }
  }
  return { paid, failed };
}
