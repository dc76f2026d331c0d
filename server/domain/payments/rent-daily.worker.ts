import type { JobDeps, JobWorker } from '#server/jobs/queue.ts';
import { rentDailyQueue } from '#server/jobs/queues/rent-daily.ts';
import { logger } from '#server/lib/logger.ts';
import { contractsNeedingMonths, cpiPoints, ensureSchedule, markOverdue, recomputeIndexed } from './schedule.ts';

// Every morning (docs/rules/rent-payments.md "The daily run"): missing months are added (never
// changing existing ones), unpaid index-linked months follow the index as entered, and pending
// months whose due date has passed become overdue. Idempotent: a second run the same day
// changes nothing.

export interface RentDailyResult {
  added: number;
  recomputed: number;
  overdue: number;
}

export async function runRentDaily(deps: Pick<JobDeps, 'db' | 'now'>): Promise<RentDailyResult> {
  const now = deps.now();
  let added = 0;
  const cpi = await cpiPoints(deps.db);
  for (const contractId of await contractsNeedingMonths(deps.db))
    added += await deps.db.transaction((tx) => ensureSchedule(tx, contractId, now, cpi));
  const recomputed = await deps.db.transaction((tx) => recomputeIndexed(tx, now));
  const overdue = await deps.db.transaction((tx) => markOverdue(tx, now));
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
