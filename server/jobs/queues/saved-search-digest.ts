import { z } from 'zod';
import { defineQueue } from '../define-queue.ts';

/** Hourly: daily and weekly digests of saved-search matches (server/domain/saved-searches/digest.worker.ts). */
export const savedSearchDigestQueue = defineQueue({
  name: 'saved-search-digest',
  payload: z.object({}),
  options: { retryLimit: 3, retryDelaySeconds: 30 },
});
