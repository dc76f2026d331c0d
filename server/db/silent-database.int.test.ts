import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/fixtures/test-db.ts';
import { createRateLimits } from '../auth/rate-limit.ts';
import { createBaseApp } from '../http/base-app.ts';
import { LocalDiskStorage } from '../integrations/storage/local-disk-storage.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { parseEnv } from '../lib/env.ts';
import { type Database, openDatabase } from './client.ts';

// A database that stops answering on connections the app already holds (a network partition, a
// frozen host): the statement timeout (DATABASE_QUERY_TIMEOUT_MS) ends the wait, and the request
// answers 503 as one that can't connect does, instead of hanging (docs/decisions/0012). The app
// talks to PostgreSQL through a TCP relay here that can go silent. PGlite has no connections.
const onPostgres = process.env.TEST_DB === 'postgres';

/** A relay to PostgreSQL that passes bytes until `silent`, then swallows them both ways. */
function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const relay = { silent: false, port: 0, server: net.createServer() };
  relay.server.on('connection', (client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => relay.silent || upstream.write(chunk));
    upstream.on('data', (chunk) => relay.silent || client.write(chunk));
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ]) {
      a.on('error', () => b.destroy());
      a.on('close', () => {
        b.destroy();
        sockets.delete(a);
      });
    }
  });
  return {
    relay,
    listen: () => new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve)),
    /** Speaks again: the swallowed connections are ended, so the pool makes fresh ones. */
    wake() {
      relay.silent = false;
      for (const socket of sockets) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => relay.server.close(() => resolve())),
  };
}

describe.skipIf(!onPostgres)('when PostgreSQL goes silent on connections already made', () => {
  const env = parseEnv({ NODE_ENV: 'test' });
  let owner: Database;
  let database: Database;
  let relay: ReturnType<typeof startRelay>;
  let app: ReturnType<typeof createBaseApp>;
  let scratch: string;

  beforeAll(async () => {
    owner = await openTestDatabase();
    const name = ((await owner.query('select current_database() as name')) as { name: string }[])[0].name;
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    relay = startRelay(url);
    await relay.listen();
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String((relay.relay.server.address() as net.AddressInfo).port);
    through.pathname = `/${name}`;
    database = await openDatabase({ url: through.toString(), queryTimeoutMs: 1_000 });
    scratch = mkdtempSync(path.join(tmpdir(), 'heimaleiga-silent-'));
    const jobs = { enqueue: async () => null, stop: async () => {} } as unknown as JobQueue;
    app = createBaseApp({ database, env, limits: createRateLimits(env), jobs, storage: new LocalDiskStorage(scratch) });
  });

  afterAll(async () => {
    relay?.wake();
    await database?.close();
    await relay?.close();
    await owner?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After within the timeout, then recovers by itself', async () => {
    // Connections made and idle in the pool.
    expect((await app.request('/api/listings/')).status).toBe(200);
    relay.relay.silent = true;
    const started = Date.now();
    // Without a timeout the request would wait as long as the database is silent: give up at 8 s.
    const answer = await Promise.race([
      app.request('/api/listings/', { headers: { 'accept-language': 'en' } }),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 8_000)),
    ]);
    expect(answer?.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer?.headers.get('retry-after')).toBe('5');
    expect(((await answer?.json()) as { error?: { code: string } } | undefined)?.error?.code).toBe('service_unavailable');
    relay.wake();
    await expect.poll(async () => (await app.request('/api/listings/')).status, { timeout: 10_000 }).toBe(200);
  });
});
