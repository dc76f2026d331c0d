import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';

// The README's database commands work from a clean clone: they load server code (import.meta.glob,
// the lease's PDF) through Vite (scripts/through-vite.ts), which plain Node could not
// (ERR_UNKNOWN_FILE_EXTENSION, "import.meta.glob is not a function"). Run as a newcomer runs them,
// against a fresh PGlite directory. The seed itself is tested in server/db/seed/.

function run(args: string[], dataDir: string, script = 'server/db/cli.ts', databaseUrl?: string, extra: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...extra };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return spawnSync(process.execPath, [script, ...args], { env, encoding: 'utf8', timeout: 240_000 });
}

/** A new empty PostgreSQL database when the suite has one (faster to seed than PGlite), else none. */
async function freshPostgres(name: string): Promise<{ url?: string; drop(): Promise<void> }> {
  if (!process.env.TEST_DATABASE_URL) return { drop: async () => {} };
  const url = new URL(process.env.TEST_DATABASE_URL);
  const admin = await openDatabase({ url: url.toString() });
  url.pathname = `/${name}_${process.pid}`;
  const db = url.pathname.slice(1);
  await admin.query(`drop database if exists "${db}"`);
  await admin.query(`create database "${db}"`);
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists "${db}" with (force)`);
      await admin.close();
    },
  };
}

describe('the README database commands', () => {
  it('load every module they use, and say how to use them when asked wrongly', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hl-cli-'));
    try {
      const wrong = run(['seeed'], dir);
      expect(wrong.stderr).toContain('Usage: npm run db:migrate');
      expect(wrong.status).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('npm run db:migrate migrates a new database', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hl-cli-'));
    try {
      const migrated = run(['migrate'], dir);
      expect(migrated.stderr).not.toMatch(/Error/);
      expect(migrated.stdout).toContain('Migrations applied.');
      expect(migrated.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  // db:seed with generated listings, then db:reset on the same database: the commands a newcomer
  // runs in the first hour. Without the demo people (SEED_DEMO=false): hashing their passwords is
  // the slow part, and the demo seed itself is tested in server/db/seed/.
  it('npm run db:seed -- --listings N seeds and generates; npm run db:reset starts again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hl-cli-'));
    const database = await freshPostgres('hl_cli_seed');
    try {
      const noDemo = { SEED_DEMO: 'false' };
      const seeded = run(['seed', '--listings', '3', '--seed', '7'], dir, undefined, database.url, noDemo);
      expect(seeded.stderr).not.toMatch(/Error/);
      expect(seeded.stdout).toContain('Migrations applied.');
      expect(seeded.stdout).toMatch(/Generated 3 listings \(seed 7\)/);
      expect(seeded.status).toBe(0);
      const reset = run(['reset'], dir, undefined, database.url, noDemo);
      expect(reset.stderr).not.toMatch(/Error/);
      expect(reset.stdout).toContain('Migrations applied.');
      expect(reset.stdout).toContain('Demo data is not created');
      expect(reset.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await database.drop();
    }
  }, 240_000);

  it('npm run feed:import imports the development feed', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hl-cli-'));
    try {
      const imported = run([], dir, 'scripts/feed-import.ts');
      expect(imported.stderr).not.toMatch(/Error/);
      expect(imported.stdout).toMatch(/Feed "\w+": [1-9]\d* new, 0 updated/);
      expect(imported.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);

  // The benches that need a build are tested after it, in tests/e2e/platform/readme-benches.spec.ts.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'npm run bench:search -- --smoke measures the search on PostgreSQL',
    () => {
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/hl_bench_search_smoke_${process.pid}`;
      const env: NodeJS.ProcessEnv = { ...process.env, BENCH_DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' };
      const result = spawnSync(process.execPath, ['bench/search.ts', '--smoke'], { env, encoding: 'utf8', timeout: 240_000 });
      expect(result.stderr).not.toMatch(/Error/);
      expect(result.stdout).toMatch(/400: p50 [\d.]+ ms {2}p95 [\d.]+ ms/);
      expect(result.status).toBe(0);
    },
    240_000,
  );
});
