import { z } from 'zod';
import { defineQueue } from '../define-queue.ts';

/**
 * Daily: fixed-term contracts past their end become ended and are deregistered; staff are alerted
 * about registrations near or past their due date (server/domain/registry/daily.worker.ts).
 */
export const registryDailyQueue = defineQueue({
  name: 'registry-daily',
  payload: z.object({}),
  options: { retryLimit: 2, retryDelaySeconds: 300 },
});
