import { z } from 'zod';
import { defineQueue } from '../define-queue.ts';

/**
 * Every five minutes: queued registry submissions that no job will send are queued again
 * (sweepSubmissions in server/domain/registry/daily.worker.ts).
 */
export const registrySweepQueue = defineQueue({
  name: 'registry-sweep',
  payload: z.object({}),
  options: { retryLimit: 1, retryDelaySeconds: 60 },
});
