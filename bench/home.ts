// npm run bench:home — requests per second and latency for a few pages of the built app.
// Starts its own server (build first with `npm run build`) on BENCH_PORT with a throwaway database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const PORT = Number(process.env.BENCH_PORT ?? 3290);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const PATHS = (process.env.BENCH_PATHS ?? '/,/about,/terms/privacy-policy').split(',');
const base = `http://localhost:${PORT}`;

rmSync('/tmp/heimaleiga-bench', { recursive: true, force: true });
const server = spawn(process.execPath, ['server.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: '/tmp/heimaleiga-bench', LOG_LEVEL: 'silent' },
  stdio: 'ignore',
});

async function waitReady() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

async function run(path: string) {
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
}

try {
  await waitReady();
  for (const path of PATHS) await run(path); // warm-up happens inside the first seconds
} finally {
  server.kill('SIGTERM');
}
