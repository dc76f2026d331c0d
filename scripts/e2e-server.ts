// Starts the built app for the end-to-end tests on a fresh database (data/e2e), with demo data.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

rmSync(path.resolve(process.env.DATA_DIR ?? './data/e2e'), { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['server.ts'], { stdio: 'inherit', env: process.env });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
