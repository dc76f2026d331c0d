import type { JobWorker } from '#server/jobs/queue.ts';
import { registryDailyQueue } from '#server/jobs/queues/registry-daily.ts';
import { logger } from '#server/lib/logger.ts';
import { alertStaff, endPastContracts, markListingsRented } from '../registry/daily.worker.ts';
import { settleDemands, terminateDueContracts } from './termination-end.ts';

// The lease's morning run (docs/rules/registry.md "Deadlines", docs/rules/terminations.md): it
// lives here, above the registry, so that the registry never imports terminations.

export const registryDailyWorker: JobWorker<typeof registryDailyQueue> = {
  queue: registryDailyQueue,
  schedule: '15 6 * * *',
  async handle(_data, deps) {
    // Terminations first: a fixed-term contract given a binding earlier end is terminated, not ended.
    const terminated = await terminateDueContracts(deps);
    const demands = await settleDemands(deps);
    logger.info({ terminated: terminated.length, ...demands }, 'terminations daily');
    const ended = await endPastContracts(deps);
    const rented = await markListingsRented(deps);
    const alerted = await alertStaff(deps);
    logger.info({ ended: ended.length, rented: rented.length, alerted }, 'registry daily');
  },
};
