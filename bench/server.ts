// What the benches share: starting the built app on a throwaway database and waiting until it is
// ready. A fresh server migrates and seeds the demo data before /readyz answers 200, which takes
// from seconds to minutes on a loaded machine: the wait reports its progress and gives up only
// after BENCH_READY_SECONDS (default 300), with the server's own output when it exited.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

export const hasBuild = () => existsSync('build/server/index.js');

/** Builds the app when there is no build yet (the benches measure what `npm run build` makes). */
export function ensureBuild(): void {
  if (hasBuild()) return;
  console.log('No build yet: npm run build…');
  const built = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the build failed');
}

export interface StartedServer {
  base: string;
  process: ChildProcess;
  stop(): void;
}

/** `node server.ts` on `port` with a fresh PGlite in `dataDir` (demo data seeded on start). */
export function startServer(port: number, dataDir: string, env: Record<string, string> = {}): StartedServer {
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['server.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  keepStderr(child);
  return { base: `http://localhost:${port}`, process: child, stop: () => child.kill('SIGTERM') };
}

/** Keeps the last 4 KB a child process wrote to stderr (spawned with stderr 'pipe'), for waitReady's error. */
export function keepStderr(child: ChildProcess): void {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  Object.defineProperty(child, 'lastStderr', { get: () => stderr });
}

/**
 * Waits for `url` to answer 2xx, printing how long it has waited every 10 s. Fails at once when
 * the server process exits (with its last output), or after `seconds`.
 */
export async function waitReady(
  url: string,
  { seconds = Number(process.env.BENCH_READY_SECONDS ?? 300), server }: { seconds?: number; server?: ChildProcess } = {},
): Promise<void> {
  const started = performance.now();
  let reported = 0;
  let exited: number | null = null;
  server?.once('exit', (code) => {
    exited = code ?? 1;
  });
  for (;;) {
    if (exited !== null) {
      const output = (server as unknown as { lastStderr?: string }).lastStderr ?? '';
      throw new Error(`the server exited (code ${exited}) before ${url} answered\n${output}`);
    }
    try {
      if ((await fetch(url)).ok) {
        if (reported) console.log(`ready after ${Math.round((performance.now() - started) / 1000)} s`);
        return;
      }
    } catch {}
    const waited = (performance.now() - started) / 1000;
    if (waited > seconds) throw new Error(`${url} did not answer within ${seconds} s (BENCH_READY_SECONDS)`);
    if (waited - reported >= 10) {
      reported = Math.floor(waited);
      console.log(`waiting for ${url}: ${reported} s (a fresh server migrates and seeds the demo data first)`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
