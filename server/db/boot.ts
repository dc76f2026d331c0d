import { createStorage } from '#server/integrations/storage/storage.ts';
import type { Env } from '#server/lib/env.ts';
import { logger } from '#server/lib/logger.ts';
import { type Database, migrateDatabase, openDatabase } from './client.ts';
import { demoAccountsText, seedDemo } from './seed/seed.ts';

/**
 * Opens the database, applies migrations, and outside production makes sure the demo people
 * exist. On PostgreSQL, migrating and seeding run without the statement timeout (an index on a
 * big table may take longer); the connections the server then answers with have it
 * (DATABASE_QUERY_TIMEOUT_MS; docs/decisions/0012-when-the-database-fails.md).
 */
export async function bootDatabase(env: Env, options: { print?: boolean } = {}): Promise<Database> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrateDatabase(database);
  if (env.seedDemo) {
    const added = await seedDemo(database, createStorage(env));
    if (added > 0) logger.info({ added }, 'demo data seeded');
    if (options.print) console.log(`\n${demoAccountsText()}\n`);
  }
  if (database.kind !== 'postgres') return database;
  await database.close();
  return openDatabase({ url: env.DATABASE_URL, queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS });
}
