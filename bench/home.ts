// npm run bench:home — requests per second and latency for a few pages of the built app.
// Starts its own server (builds first when there is no build) on BENCH_PORT with a throwaway
// database, and waits while a fresh server migrates and seeds (bench/server.ts: progress every
// 10 s, up to BENCH_READY_SECONDS), or measures BENCH_URL when set. `--smoke`: one page for one
// second (the test of the command).
import { ensureBuild, type StartedServer, startServer, waitReady } from './server.ts';

const smoke = process.argv.includes('--smoke');
const SECONDS = smoke ? 1 : Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const PATHS = smoke ? ['/'] : (process.env.BENCH_PATHS ?? '/,/about,/terms/privacy-policy').split(',');

let server: StartedServer | undefined;
let base = process.env.BENCH_URL?.replace(/\/$/, '');
if (!base) {
  ensureBuild();
  server = startServer(Number(process.env.BENCH_PORT ?? 3290), process.env.BENCH_DATA_DIR ?? '/tmp/heimaleiga-bench');
  base = server.base;
}

async function run(path: string): Promise<number> {
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await fetch(base + path, { headers: { cookie: 'consent=necessary' } });
        await res.arrayBuffer();
        if (!res.ok) errors++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(1);
  console.log(
    `${path.padEnd(26)} ${(latencies.length / SECONDS).toFixed(0).padStart(6)} req/s  p50 ${pct(0.5)} ms  p95 ${pct(0.95)} ms  errors ${errors}`,
  );
  return errors;
}

let errors = 0;
try {
  if (server) await waitReady(`${base}/readyz`, { server: server.process });
  for (const path of PATHS) errors += await run(path); // warm-up happens inside the first seconds
} finally {
  server?.stop();
}
if (errors) process.exitCode = 1;
