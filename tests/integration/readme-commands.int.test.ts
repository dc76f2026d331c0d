import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README's database commands work from a clean clone: they load server code (import.meta.glob,
// the lease's PDF) through Vite (scripts/through-vite.ts), which plain Node could not
// (ERR_UNKNOWN_FILE_EXTENSION, "import.meta.glob is not a function"). Run as a newcomer runs them,
// against a fresh PGlite directory. The seed itself is tested in server/db/seed/.

function run(args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  return spawnSync(process.execPath, ['server/db/cli.ts', ...args], { env, encoding: 'utf8', timeout: 120_000 });
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
});
