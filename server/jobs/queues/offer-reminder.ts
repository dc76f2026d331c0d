import { z } from 'zod';
import { defineQueue } from '../define-queue.ts';

/**
 * One per offer sent with more than a day to answer: runs a day before it expires and reminds
 * the tenant if the offer is still unanswered (server/domain/offers/reminder.worker.ts).
 */
export const offerReminderQueue = defineQueue({
  name: 'offer-reminder',
  payload: z.object({
    offerId: z.uuid(),
    /** The expiry the reminder was queued for (ISO); an offer whose expiry differs is not reminded. */
    expiresAt: z.iso.datetime(),
  }),
  options: { retryLimit: 3, retryDelaySeconds: 60 },
});
