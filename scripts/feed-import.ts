// npm run feed:import: imports the configured property feed now (the server also does it hourly).
import { migrateDatabase, openDatabase } from '#server/db/client.ts';
import { runListingImport } from '#server/domain/imported-listings/import.ts';
import { configuredListingFeed } from '#server/integrations/listing-feed/listing-feed.ts';
import { env } from '#server/lib/env.ts';

const config = env();
const feed = configuredListingFeed(config);
if (!feed) {
  console.error('No listing feed configured: set LISTING_FEED_FILE (production has no default).');
  process.exit(2);
}
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateDatabase(database);
  const counts = await runListingImport(database.db, feed, new Date());
  console.log(
    `Feed "${counts.source}": ${counts.inserted} new, ${counts.updated} updated, ${counts.unchanged} unchanged, ` +
      `${counts.removed} removed, ${counts.skipped} skipped.`,
  );
} finally {
  await database.close();
}
