import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';
import { openTestDatabase } from '#tests/fixtures/test-db.ts';
import { createRateLimits } from '../auth/rate-limit.ts';
import { createBaseApp } from '../http/base-app.ts';
import { createMailer } from '../integrations/mail/mailer.ts';
import { LocalDiskStorage } from '../integrations/storage/local-disk-storage.ts';
import { defineQueue } from '../jobs/define-queue.ts';
import { type JobQueue, type JobWorker, startJobs } from '../jobs/queue.ts';
import { parseEnv, publicUrl } from '../lib/env.ts';
import { type Database, openDatabase } from './client.ts';

// ARCHITECTURE convention 13 on real PostgreSQL: the app's connections are ended by the server
// (pg_terminate_backend, as a restart does) and the database refuses new ones for a while.
// The process stays up, answers 503 with Retry-After meanwhile, and recovers by itself; a job
// queued before the outage runs exactly once after it. PGlite has no connections to lose.
const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('when PostgreSQL ends the connections', () => {
  const env = parseEnv({ NODE_ENV: 'test' });
  const runs: { n: number; at: number }[] = [];
  const outageQueue = defineQueue({
    name: 'outage-test',
    payload: z.object({ n: z.number().int() }),
    options: { retryLimit: 2, retryDelaySeconds: 1 },
  });
  const counted: JobWorker<typeof outageQueue> = {
    queue: outageQueue,
    async handle(data) {
      runs.push({ n: data.n, at: Date.now() });
    },
  };
  let database: Database;
  let admin: Database;
  let jobs: JobQueue;
  let app: ReturnType<typeof createBaseApp>;
  let name: string;
  let scratch: string;

  /** From outside the app: end every connection the app (and its job queue) has to its database. */
  const terminate = () =>
    admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`);
  const allowConnections = (allow: boolean) => admin.query(`alter database ${name} with allow_connections ${allow}`);
  const readyStatus = async () => (await app.request('/readyz')).status;

  beforeAll(async () => {
    database = await openTestDatabase();
    name = ((await database.query('select current_database() as name')) as { name: string }[])[0].name;
    admin = await openDatabase({ url: process.env.TEST_DATABASE_URL });
    scratch = mkdtempSync(path.join(tmpdir(), 'heimaleiga-outage-'));
    jobs = await startJobs(database, createMailer({ outboxDir: path.join(scratch, 'outbox') }), {
      pollSeconds: 0.5,
      workers: [counted],
      deps: { env, now: () => new Date(), publicUrl: publicUrl(env), storage: new LocalDiskStorage(scratch) },
    });
    app = createBaseApp({ database, env, limits: createRateLimits(env), jobs, storage: new LocalDiskStorage(scratch) });
  });

  afterAll(async () => {
    if (admin && name) await allowConnections(true);
    await jobs?.stop();
    await database?.close();
    await admin?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('keeps running when every connection is terminated, and the next requests succeed', async () => {
    expect(await readyStatus()).toBe(200);
    const user = await makeUser(database);
    const [ended] = (await terminate()) as unknown[];
    expect(ended).toBeDefined(); // the app had connections to end
    // The pool drops the dead connections and opens new ones by itself.
    await expect.poll(readyStatus, { timeout: 10_000 }).toBe(200);
    expect((await app.request('/api/listings/')).status).toBe(200);
    const signIn = await postJson(app, '/api/token/', { email: user.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    // Twice in a row, while requests are in flight this time.
    const inFlight = Promise.all(Array.from({ length: 5 }, () => app.request('/api/listings/')));
    await terminate();
    for (const response of await inFlight) expect([200, 503]).toContain(response.status);
    await expect.poll(readyStatus, { timeout: 10_000 }).toBe(200);
    expect((await app.request('/api/listings/')).status).toBe(200);
  });

  it('answers 503 with Retry-After during an outage and resumes by itself; a queued job runs once', async () => {
    const user = await makeUser(database);
    await jobs.enqueue(database.db, outageQueue, { n: 1 }, { startAfterSeconds: 2 });
    expect(runs).toEqual([]);

    await allowConnections(false);
    await terminate();
    await expect.poll(readyStatus, { timeout: 10_000 }).toBe(503);
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');

    const listings = await app.request('/api/listings/', { headers: { 'accept-language': 'is' } });
    expect(listings.status).toBe(503);
    expect(listings.headers.get('retry-after')).toBe('5');
    const body = (await listings.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('service_unavailable');
    expect(body.error.message).toMatch(/Þjónustan/);
    // A correct sign-in is not a wrong password while the database is away.
    const signIn = await postJson(app, '/api/token/', { email: user.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(503);
    expect(runs).toEqual([]);

    await allowConnections(true);
    await expect.poll(readyStatus, { timeout: 15_000 }).toBe(200);
    expect((await app.request('/api/listings/')).status).toBe(200);
    expect((await postJson(app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).status).toBe(200);

    // The job queue reconnects too: the job sent before the outage runs, once, and is completed.
    await expect.poll(() => runs.length, { timeout: 30_000 }).toBe(1);
    await expect
      .poll(async () => database.query(`select state, retry_count from pgboss.job where name = '${outageQueue.name}'`), {
        timeout: 10_000,
      })
      .toEqual([{ state: 'completed', retry_count: 0 }]);
    expect(runs.map((run) => run.n)).toEqual([1]);
  });
});
