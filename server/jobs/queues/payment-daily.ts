import { z } from 'zod';
import { defineQueue } from '../define-queue.ts';

/**
 * Daily: bank claims for enrolled months coming due, the poll of claims not yet paid, reminders
 * before and after the due date (server/domain/bank-payments/daily.worker.ts).
 */
export const paymentDailyQueue = defineQueue({
  name: 'payment-daily',
  payload: z.object({}),
  options: { retryLimit: 2, retryDelaySeconds: 300 },
});
