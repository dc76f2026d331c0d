import type { JobDeps, JobWorker } from '#server/jobs/queue.ts';
import { rentDailyQueue } from '#server/jobs/queues/rent-daily.ts';
import { logger } from '#server/lib/logger.ts';
import { tellOverdue } from './overdue-notify.ts';
import { contractsNeedingMonths, cpiPoints, ensureSchedule, markOverdue, recomputeIndexed } from './schedule.ts';

// Every morning (docs/rules/rent-payments.md "The daily run"): missing months are added (never
// changing existing ones), unpaid index-linked months follow the index as entered, and pending
// months whose due date has passed become overdue, their people told in the same transaction.
// Idempotent: a second run the same day
// changes nothing.

export interface RentDailyResult {
  added: number;
  recomputed: number;
  overdue: number;
}

export async function runRentDaily(deps: Pick<JobDeps, 'db' | 'env' | 'jobs' | 'now' | 'publicUrl'>): Promise<RentDailyResult> {
  const now = deps.now();
  let added = 0;
  const cpi = await cpiPoints(deps.db);
  for (const contractId of await contractsNeedingMonths(deps.db))
    added += await deps.db.transaction((tx) => ensureSchedule(tx, contractId, now, cpi));
  const recomputed = await deps.db.transaction((tx) => recomputeIndexed(tx, now));
  const overdue = await deps.db.transaction(async (tx) => {
    const months = await markOverdue(tx, now);
    await tellOverdue(deps, tx, months);
    return months.length;
  });
  return { added, recomputed, overdue };
}

export const rentDailyWorker: JobWorker<typeof rentDailyQueue> = {
  queue: rentDailyQueue,
  schedule: '30 5 * * *',
  async handle(_data, deps) {
    const result = await runRentDaily(deps);
    logger.info(result, 'rent daily');
  },
};
