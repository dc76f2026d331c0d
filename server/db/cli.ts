// npm run db:migrate | db:seed | db:reset
import { rmSync } from 'node:fs';
import path from 'node:path';
import { storageDir } from '#server/integrations/storage/storage.ts';
import { env } from '#server/lib/env.ts';
import { migrateDatabase, openDatabase } from './client.ts';
import { demoAccountsText, seedDemo } from './seed/seed.ts';

const command = process.argv[2];
const config = env();

async function main() {
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
  } finally {
    await database.close();
  }
}

if (!['migrate', 'seed', 'reset'].includes(command)) {
  console.error('Usage: node server/db/cli.ts migrate|seed|reset');
  process.exit(2);
}
await main();
