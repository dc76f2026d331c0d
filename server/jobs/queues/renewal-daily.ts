import { z } from 'zod';
import { defineQueue } from '../define-queue.ts';

/**
 * Daily: renewal offers unanswered past their answer day lapse (both sides told); tenants are
 * reminded once when an answer day is near; landlords are reminded 30 and 7 days before the
 * notice deadline of 51. gr. (server/domain/renewals/renewal-daily.worker.ts).
 */
export const renewalDailyQueue = defineQueue({
  name: 'renewal-daily',
  payload: z.object({}),
  options: { retryLimit: 2, retryDelaySeconds: 300 },
});
