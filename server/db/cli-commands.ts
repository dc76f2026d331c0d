// npm run db:migrate | db:seed [-- --listings N [--seed S]] | db:reset: what they do (server/db/cli.ts
// loads this through Vite).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { storageDir } from '#server/integrations/storage/storage.ts';
import { env } from '#server/lib/env.ts';
import { migrateDatabase, openDatabase } from './client.ts';
import { generateListings } from './seed/generate-listings.ts';
import { demoAccountsText, seedDemo } from './seed/seed.ts';

/** Runs one command (`argv`: the command and its flags); the exit code. */
export async function runCli(argv: string[]): Promise<number> {
  const command = argv[0];
  const { values: flags } = parseArgs({
    args: argv.slice(1),
    options: { listings: { type: 'string' }, seed: { type: 'string' } },
  });
  const listingCount = flags.listings === undefined ? 0 : Number(flags.listings);
  if (!['migrate', 'seed', 'reset'].includes(command)) {
    console.error('Usage: npm run db:migrate | db:seed [-- --listings N --seed S] | db:reset');
    return 2;
  }
  if (!Number.isSafeInteger(listingCount) || listingCount < 0 || (flags.seed !== undefined && !/^\d+$/.test(flags.seed))) {
    console.error('--listings takes a whole number, --seed a whole number');
    return 2;
  }
  const config = env();
  if (command === 'reset') {
    if (config.isProduction) throw new Error('db:reset refuses to run in production');
    if (config.DATABASE_URL) {
      const database = await openDatabase({ url: config.DATABASE_URL });
      await database.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
      await database.close();
    } else {
      rmSync(path.resolve(config.DATA_DIR, 'pglite'), { recursive: true, force: true });
    }
    // Uploaded files belong to the rows just dropped.
    rmSync(storageDir(config), { recursive: true, force: true });
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateDatabase(database);
    console.log('Migrations applied.');
    if (command === 'seed' || command === 'reset') {
      if (!config.seedDemo) {
        console.log('Demo data is not created in production (or with SEED_DEMO=false).');
      } else {
        const added = await seedDemo(database);
        console.log(`Demo data: ${added} people added.\n${demoAccountsText()}`);
      }
    }
    if (command === 'seed' && listingCount > 0) {
      if (config.isProduction) throw new Error('generated listings are not added in production');
      const started = performance.now();
      const seed = flags.seed === undefined ? 42 : Number(flags.seed);
      const made = await generateListings(database, { count: listingCount, seed });
      console.log(`Generated ${made} listings (seed ${seed}) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    }
  } finally {
    await database.close();
  }
  return 0;
}
