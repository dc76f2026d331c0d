import { z } from 'zod';
import { defineQueue } from '../define-queue.ts';

/**
 * Daily: active contracts get the months their schedule lacks (the back-fill of contracts
 * activated before schedules, and the rolling horizon of indefinite leases), unpaid months of
 * index-linked contracts follow the index, and pending months past their due date become overdue
 * (server/domain/rent-schedule/rent-daily.worker.ts).
 */
export const rentDailyQueue = defineQueue({
  name: 'rent-daily',
  payload: z.object({}),
  options: { retryLimit: 2, retryDelaySeconds: 300 },
});
