import { z } from 'zod';
import { defineQueue } from '../define-queue.ts';

/**
 * One registry submission to send (server/domain/registry/submission.worker.ts). Its own backoff
 * re-enqueues with a delay after the registry was unavailable; pg-boss's retries only cover a
 * crash of the worker itself.
 */
export const registrySubmissionQueue = defineQueue({
  name: 'registry-submission',
  payload: z.object({ submissionId: z.uuid() }),
  options: { retryLimit: 5, retryDelaySeconds: 60 },
});
