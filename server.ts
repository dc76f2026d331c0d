// Process entry: `node server.ts` serves the built app; `node server.ts --dev` runs Vite with hot reload.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { staticFiles } from './server/http/static-files.ts';
import { checkMailSetup } from './server/integrations/mail/mail-setup.ts';
import { env as readEnv } from './server/lib/env.ts';
import { logger } from './server/lib/logger.ts';

type ServerModule = typeof import('./server/app.ts');

const dev = process.argv.includes('--dev');

// Production without SMTP_URL refuses to start unless MAIL_OUTBOX_IN_PRODUCTION=1 (then warns):
// checked first, before building or opening anything.
try {
  checkMailSetup(readEnv(), (fields, message) => logger.warn(fields, message));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const started = performance.now();

let loadApp: () => Promise<ServerModule>;
let viteMiddleware:
  | ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void)
  | undefined;
let closeVite = async () => {};

if (dev) {
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({ server: { middlewareMode: true }, appType: 'custom' });
  viteMiddleware = vite.middlewares;
  loadApp = () => vite.ssrLoadModule('/server/app.ts') as Promise<ServerModule>;
  closeVite = () => vite.close();
} else {
  const entry = path.resolve('build/server/index.js');
  if (!existsSync(entry)) {
    console.error('No build found. Run `npm run build` first (npm start does it for you).');
    process.exit(1);
  }
  const mod = (await import(entry)) as ServerModule;
  loadApp = async () => mod;
}

const first = await loadApp();
const config = first.env();
const database = await first.bootDatabase(config, { print: true });
const limits = first.createRateLimits(config);
const mailer = first.createMailer({ smtpUrl: config.SMTP_URL, outboxDir: first.outboxDir(config) });
const jobs = await first.startJobs(database, mailer, {
  workers: first.allWorkers(),
  deps: { env: config, now: () => new Date(), publicUrl: first.publicUrl(config), storage: first.createStorage(config) },
});
const deps = { database, env: config, limits, jobs, dev };

let handler: (request: Request, env?: unknown) => Response | Promise<Response>;
if (dev) {
  // Reload the app module on every request so edits show without a restart.
  // The second argument carries the Node socket (client address, /dev/outbox's loopback check).
  handler = async (request, env) => (await loadApp()).createServerApp(deps).fetch(request, env);
} else {
  const outer = new Hono();
  outer.use('*', staticFiles('./build/client'));
  const app = first.createServerApp(deps);
  outer.all('*', (c) => app.fetch(c.req.raw, c.env));
  handler = outer.fetch;
}

const listener = getRequestListener(handler);
const server = createServer((req, res) => {
  if (viteMiddleware) viteMiddleware(req, res, () => listener(req, res));
  else listener(req, res);
});

server.listen(config.PORT, config.HOST, () => {
  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  first.logger.info({ ms: Math.round(performance.now() - started), dev }, 'listening');
  console.log(`Heimaleiga is running at ${url}${dev ? ' (development, hot reload)' : ''}`);
});

// Graceful shutdown: stop accepting, let requests in flight finish, then close the database.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  first.logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // Open conversation streams (Server-Sent Events) end now; their browsers reconnect elsewhere.
  first.endAllStreams();
  server.close(async () => {
    await closeVite();
    await jobs.stop();
    await database.close();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// A promise nobody waited for that failed because the database went away must not end the
// process (it resumes by itself: docs/decisions/0012-when-the-database-fails.md). Anything else
// is a bug and still ends it, as Node would, but logged first.
process.on('unhandledRejection', (reason) => {
  if (first.isDatabaseUnavailable(reason)) {
    first.logger.warn({ err: reason }, 'database unavailable (unhandled rejection)');
    return;
  }
  first.logger.fatal({ err: reason }, 'unhandled rejection');
  process.exit(1);
});
