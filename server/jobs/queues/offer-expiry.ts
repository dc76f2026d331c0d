import { z } from 'zod';
import { defineQueue } from '../define-queue.ts';

/** Every 5 minutes: sent offers past their time become expired, both sides told (server/domain/offers/expiry.worker.ts). */
export const offerExpiryQueue = defineQueue({
  name: 'offer-expiry',
  payload: z.object({}),
  options: { retryLimit: 2, retryDelaySeconds: 30 },
});
