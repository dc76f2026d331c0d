import { z } from 'zod';
import { defineQueue } from '../define-queue.ts';

/** One payout to send to a landlord (server/domain/bank-payments/payouts.ts), with its own backoff. */
export const paymentPayoutQueue = defineQueue({
  name: 'payment-payout',
  payload: z.object({ payoutId: z.uuid() }),
  options: { retryLimit: 5, retryDelaySeconds: 60 },
});
