import type { JobWorker } from '#server/jobs/queue.ts';
import { registrySweepQueue } from '#server/jobs/queues/registry-sweep.ts';
import { logger } from '#server/lib/logger.ts';
import { sweepSubmissions } from './daily.worker.ts';

// No submission sits unsent (docs/rules/registry.md "the sweep"): every five minutes, not only in
// the morning, so a lost job or a crashed attempt waits minutes, not a day. Cheap: one indexed
// query (registry_submissions_status_idx) that finds nothing on almost every run.

export const registrySweepWorker: JobWorker<typeof registrySweepQueue> = {
  queue: registrySweepQueue,
  schedule: '*/5 * * * *',
  async handle(_data, deps) {
    const swept = await sweepSubmissions(deps);
    if (swept.length > 0) logger.info({ swept: swept.length }, 'registry submissions swept');
  },
};
