import { z } from 'zod';
import { defineQueue } from '../define-queue.ts';

/** Every 15 minutes: expire what is due and remind owners (server/domain/listings/expiry.worker.ts). */
export const listingExpiryQueue = defineQueue({
  name: 'listing-expiry',
  payload: z.object({}),
  options: { retryLimit: 2, retryDelaySeconds: 30 },
});
