import { configuredListingFeed } from '#server/integrations/listing-feed/listing-feed.ts';
import type { JobWorker } from '#server/jobs/queue.ts';
import { listingFeedImportQueue } from '#server/jobs/queues/listing-feed-import.ts';
import { logger } from '#server/lib/logger.ts';
import { runListingImport } from './import.ts';

/** Imports the configured property feed every hour (and on demand: `npm run feed:import`). */
export const listingImportWorker: JobWorker<typeof listingFeedImportQueue> = {
  queue: listingFeedImportQueue,
  schedule: '17 * * * *',
  async handle(_data, deps) {
    const feed = configuredListingFeed(deps.env);
    if (!feed) {
      logger.debug('no listing feed configured; import skipped');
      return;
    }
    await runListingImport(deps.db, feed, deps.now());
  },
};
