import { z } from 'zod';
import { defineQueue } from '../define-queue.ts';

/**
 * A listing became visible (staff approval, resume, renew): the rental watch matches it against
 * the saved searches (server/domain/saved-searches/watcher.worker.ts).
 */
export const listingPublishedQueue = defineQueue({
  name: 'listing-published',
  payload: z.object({ listingId: z.uuid() }),
  options: { retryLimit: 3, retryDelaySeconds: 30 },
});
