import { dayOf } from '#common/calendar-day.ts';
import type { JobDeps, JobWorker } from '#server/jobs/queue.ts';
import { paymentClaimQueue } from '#server/jobs/queues/payment-claim.ts';
import { paymentDailyQueue } from '#server/jobs/queues/payment-daily.ts';
import { paymentPayoutQueue } from '#server/jobs/queues/payment-payout.ts';
import { cancelStaleClaims, queueDueClaims, runClaim } from './claims.ts';
import { pollClaims } from './payments.ts';
import { pollPayouts, runPayout } from './payouts.ts';
import { sendReminders } from './reminders.ts';

// The payment service's background work: the daily run and the one-claim / one-payout jobs.

/** Everything the day brings: stale claims cancelled, new claims made, the polls, reminders. */
export async function runPaymentDay(deps: JobDeps) {
  const today = dayOf(deps.now());
  const cancelled = await cancelStaleClaims(deps);
  const claims = await deps.db.transaction((tx) => queueDueClaims(tx, deps.jobs, today));
  const polled = await pollClaims(deps);
  const settled = await pollPayouts(deps);
  const reminders = await sendReminders(deps, today);
  return { cancelled, claims, polled, settled, reminders };
}

export const paymentDailyWorker: JobWorker<typeof paymentDailyQueue> = {
  queue: paymentDailyQueue,
  schedule: '15 6 * * *',
  async handle(_data, deps) {
    await runPaymentDay(deps);
  },
};

export const paymentClaimWorker: JobWorker<typeof paymentClaimQueue> = {
  queue: paymentClaimQueue,
  async handle(data, deps) {
    await runClaim(deps, data.claimId);
  },
};

export const paymentPayoutWorker: JobWorker<typeof paymentPayoutQueue> = {
  queue: paymentPayoutQueue,
  async handle(data, deps) {
    await runPayout(deps, data.payoutId);
  },
};
