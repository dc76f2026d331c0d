import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';

// A port nobody holds now, so the server under test is never confused with another one (a
// parallel run's, say) that answers on a fixed port while this one is still booting.
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

// Runs a second server from the same build on its own port and database, then stops it.
test('SIGTERM stops accepting, closes the database and exits 0', async () => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: './data/e2e-shutdown',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
  };
  delete env.PUBLIC_URL;
  const server = spawn(process.execPath, ['server.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    server.on('exit', (code, signal) => resolve({ code, signal })),
  );
  // Ready when this process says it listens (its own line, not any server's answer).
  await expect.poll(() => output.includes(`running at http://localhost:${port}`), { timeout: 60_000 }).toBe(true);
  expect((await fetch(`http://localhost:${port}/readyz`)).status).toBe(200);
  expect((await fetch(`http://localhost:${port}/about`)).status).toBe(200);
  server.kill('SIGTERM');
  expect(await exited, output).toEqual({ code: 0, signal: null });
  expect(output).toContain('shutting down');
  await expect(fetch(`http://localhost:${port}/healthz`)).rejects.toThrow();
});
