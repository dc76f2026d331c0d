import { z } from 'zod';
import { defineQueue } from '../define-queue.ts';

/** Hourly: import the configured property feed (server/domain/imported-listings/import.worker.ts). */
export const listingFeedImportQueue = defineQueue({
  name: 'listing-feed-import',
  payload: z.object({}),
  options: { retryLimit: 2, retryDelaySeconds: 30 },
});
