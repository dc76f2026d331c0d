// npm run bench:pages — requests per second for /listings and /listings/<id>: the full app
// (built; database, session, translations) beside a baseline that renders the same page
// components with the same data by plain React renderToString (bench/pages-baseline.ts).
// autocannon, concurrency 32; the server on core 0, autocannon on core 1 (taskset). No
// Accept-Encoding unless BENCH_ACCEPT_ENCODING is set (e.g. 'br, gzip'). PostgreSQL is not pinned: the full app's queries share the cores, the baseline makes none (its data is loaded once).
// Needs a build (`npm run build`; on the shared machine under the e2e lock) and PostgreSQL
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/heimaleiga_bench_pages), which
// it fills with the demo data and 10k generated listings and drops at the end (BENCH_KEEP=1 keeps it).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { openDatabase } from '#server/db/client.ts';
import { keepStderr, waitReady } from './server.ts';

const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/heimaleiga_bench_pages');
const name = url.pathname.slice(1);
// --smoke: 30 generated listings and one second per page (the test of the command).
const smoke = process.argv.includes('--smoke');
const SECONDS = smoke ? 1 : Number(process.env.BENCH_SECONDS ?? 15);
const LISTINGS = smoke ? 30 : 10_000;
const CONNECTIONS = 32;
const APP_PORT = Number(process.env.BENCH_PORT ?? 3291);
const BASELINE_PORT = APP_PORT + 1;
const DATA_DIR = '/tmp/heimaleiga-bench-pages';
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: url.toString(),
  DATA_DIR,
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-only-secret-bench-only-secret-0001',
  SEED_DEMO: 'true',
  // No SMTP here: the outbox is meant (production refuses to start without one or the other).
  MAIL_OUTBOX_IN_PRODUCTION: '1',
};

if (!existsSync('build/server/index.js')) {
  console.error('No build: run `npm run build` first (on the shared machine: flock /tmp/heimaleiga-e2e.lock npm run build).');
  process.exit(1);
}

function start(args: string[], port: number, extra: Record<string, string> = {}): ChildProcess {
  // Core 0 for the server; autocannon gets core 1.
  const env = { ...serverEnv, ...extra, PORT: String(port) };
  const child = spawn('taskset', ['-c', '0', process.execPath, ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  keepStderr(child);
  return child;
}

// The app is seeded before it starts; the wait still reports its progress (bench/server.ts).
const waitFor = (target: string, child?: ChildProcess) => waitReady(target, { server: child });

interface Result {
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  non2xx: number;
  errors: number;
  statuses: string;
}

function autocannon(target: string, seconds: number): Result {
  const out = execFileSync(
    'taskset',
    [
      '-c',
      '1',
      process.execPath,
      'node_modules/autocannon/autocannon.js',
      '-c',
      String(CONNECTIONS),
      '-d',
      String(seconds),
      '-j',
      '-H',
      'cookie=consent=necessary',
      // BENCH_ACCEPT_ENCODING='br, gzip' measures with compression, as a browser asks.
      ...(process.env.BENCH_ACCEPT_ENCODING ? ['-H', `accept-encoding=${process.env.BENCH_ACCEPT_ENCODING}`] : []),
      target,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const r = JSON.parse(out);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytes: r.throughput.average / Math.max(1, r.requests.average),
    non2xx: r.non2xx,
    errors: r.errors,
    statuses: Object.entries((r.statusCodeStats ?? {}) as Record<string, { count: number }>)
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' '),
  };
}

async function measure(label: string, base: string, paths: string[]): Promise<Map<string, Result>> {
  const results = new Map<string, Result>();
  for (const path of paths) {
    if (!smoke) autocannon(base + path, 3); // warm-up
    const r = autocannon(base + path, SECONDS);
    results.set(path, r);
    console.log(
      `  ${label.padEnd(9)} ${path.padEnd(50)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ${(r.bytes / 1024).toFixed(0)} KB  non-2xx ${r.non2xx}${r.non2xx ? ` (${r.statuses})` : ''}  errors ${r.errors}`,
    );
  }
  return results;
}

const admin = new URL(url);
admin.pathname = '/postgres';
const adminDb = await openDatabase({ url: admin.toString() });
await adminDb.query(`drop database if exists "${name}"`);
await adminDb.query(`create database "${name}"`);
rmSync(DATA_DIR, { recursive: true, force: true });
let server: ChildProcess | undefined;
try {
  console.log(`Seeding: demo data and ${LISTINGS} generated listings…`);
  // Seeding is refused in production: the seed runs as development against the same database.
  const seedEnv = { ...serverEnv, NODE_ENV: 'development' };
  execFileSync(process.execPath, ['server/db/cli.ts', 'seed', '--listings', String(LISTINGS)], {
    env: seedEnv,
    stdio: 'inherit',
  });
  const database = await openDatabase({ url: url.toString() });
  await database.query('vacuum analyze');
  // A generated listing in the middle of the newest ones (no photos: the generator adds none).
  const [row] = (await database.query(
    `select id from listings where status = 'published' and cover_key is null order by published_at desc limit 1 offset ${smoke ? 5 : 500}`,
  )) as { id: string }[];
  await database.close();
  const paths = ['/listings', `/listings/${row.id}`];

  console.log(`\nautocannon -c ${CONNECTIONS} -d ${SECONDS}s; server on core 0, load on core 1`);
  server = start(['server.ts'], APP_PORT);
  await waitFor(`http://localhost:${APP_PORT}/readyz`, server);
  const app = await measure('full app', `http://localhost:${APP_PORT}`, paths);
  server.kill('SIGTERM');

  server = start(['bench/pages-baseline.ts'], BASELINE_PORT, { LISTING_ID: row.id });
  await waitFor(`http://localhost:${BASELINE_PORT}/listings`, server);
  const baseline = await measure('baseline', `http://localhost:${BASELINE_PORT}`, paths);

  console.log('\nSummary (full app / baseline; target ≥ 0.5)');
  for (const path of paths) {
    const a = app.get(path) as Result;
    const b = baseline.get(path) as Result;
    const ratio = a.rps / b.rps;
    console.log(
      `  ${path.padEnd(50)} ${a.rps.toFixed(0).padStart(6)} / ${b.rps.toFixed(0).padStart(6)} req/s = ${ratio.toFixed(2)} ${ratio >= 0.5 ? 'met' : 'MISSED'}`,
    );
  }
} finally {
  server?.kill('SIGTERM');
  if (!process.env.BENCH_KEEP) {
    await new Promise((r) => setTimeout(r, 500));
    await adminDb.query(`drop database if exists "${name}" with (force)`);
  }
  await adminDb.close();
}
