import { z } from 'zod';
import { defineQueue } from '../define-queue.ts';

/**
 * One bank claim to send (server/domain/bank-payments/claims.ts). Its own backoff re-enqueues
 * after the bank was unavailable; pg-boss's retries only cover a crash of the worker.
 */
export const paymentClaimQueue = defineQueue({
  name: 'payment-claim',
  payload: z.object({ claimId: z.uuid() }),
  options: { retryLimit: 5, retryDelaySeconds: 60 },
});
