import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

// The README's bench commands work, with their short --smoke settings, on the build the end-to-end
// tests just made (the database commands are tested in tests/integration/readme-commands.int.test.ts).
// They are commands, not browser flows: each runs as `npm run` does and gets its own time budget.

const run = promisify(execFile);
const PORT = Number(process.env.E2E_PORT ?? 3210);

async function npm(script: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout } = await run('npm', ['run', '-s', script, '--', ...args], {
      env: { ...process.env, ...env },
      timeout: 170_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run ${script} failed\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

test.describe('the README bench commands', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(180_000);

  test('bench:js reports the first-load JavaScript of the home page and a listing', async ({ baseURL }) => {
    const out = await npm('bench:js', ['--smoke', '--json'], { BENCH_URL: baseURL as string });
    const rows = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { page: string; floor: number; page_code: number });
    expect(rows.map((r) => r.page)).toEqual(['/', expect.stringMatching(/^\/listings\/[0-9a-f-]{36}$/)]);
    // The framework chunk is there and counted apart from the page's own code.
    for (const row of rows) {
      expect(row.floor).toBeGreaterThan(50 * 1024);
      expect(row.page_code).toBeGreaterThan(0);
    }
  });

  test('bench:compression measures the pages of a running app', async ({ baseURL }) => {
    const out = await npm('bench:compression', ['--smoke'], { BENCH_URL: baseURL as string });
    expect(out).toMatch(/brotli/);
    expect(out).toMatch(/\/listings\/[0-9a-f-]{36}/);
  });

  test('bench:home waits for a fresh server to seed, then measures', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hl-bench-home-'));
    try {
      // Without the demo people (their passwords are the slow part of seeding): it still migrates first.
      const out = await npm('bench:home', ['--smoke'], {
        BENCH_PORT: String(PORT + 61),
        BENCH_DATA_DIR: dir,
        SEED_DEMO: 'false',
      });
      expect(out).toMatch(/^\/ +\d+ req\/s .* errors 0$/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('bench:lighthouse audits a page', async ({ baseURL }) => {
    const out = await npm('bench:lighthouse', ['--smoke'], { LIGHTHOUSE_URL: baseURL as string });
    expect(out).toMatch(/^\/ +\d+ +\d+ /m);
  });

  test('bench:pages seeds PostgreSQL and compares the app with the baseline', async () => {
    test.skip(!process.env.TEST_DATABASE_URL, 'needs PostgreSQL (TEST_DATABASE_URL; .ci/run sets it)');
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/hl_bench_pages_smoke_${process.pid}`;
    const out = await npm('bench:pages', ['--smoke'], { BENCH_DATABASE_URL: url.toString(), BENCH_PORT: String(PORT + 62) });
    expect(out).toMatch(/Summary/);
    expect(out).not.toMatch(/errors [1-9]/);
  });
});
