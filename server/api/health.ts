import { Hono } from 'hono';
import { migrationsApplied } from '#server/db/client.ts';
import { DATABASE_RETRY_AFTER_S } from '#server/db/db-errors.ts';
import type { HonoEnv } from '#server/http/types.ts';

export const healthRoutes = new Hono<HonoEnv>();

/** /readyz never waits longer than this for the database: a hanging check is a failing one. */
export const READY_TIMEOUT_MS = 2_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('readiness check timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The process is up. */
healthRoutes.get('/healthz', (c) => c.json({ status: 'ok' }));

/** The database answers (within READY_TIMEOUT_MS) and every migration is applied. */
healthRoutes.get('/readyz', async (c) => {
  const { database } = c.get('deps');
  const unavailable = () =>
    c.json({ status: 'unavailable', database: false, migrations: false }, 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_S) });
  let migrations: boolean;
  try {
    await within(database.query('select 1'), READY_TIMEOUT_MS);
    migrations = await within(migrationsApplied(database), READY_TIMEOUT_MS);
  } catch {
    return unavailable();
  }
  return c.json({ status: migrations ? 'ready' : 'unavailable', database: true, migrations }, migrations ? 200 : 503);
});
