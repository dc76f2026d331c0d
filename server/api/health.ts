import { Hono } from 'hono';
import { migrationsApplied } from '#server/db/client.ts';
import type { HonoEnv } from '#server/http/types.ts';

export const healthRoutes = new Hono<HonoEnv>();

/** The process is up. */
healthRoutes.get('/healthz', (c) => c.json({ status: 'ok' }));

/** The database answers and every migration is applied. */
healthRoutes.get('/readyz', async (c) => {
  const { database } = c.get('deps');
  try {
    await database.query('select 1');
  } catch {
    return c.json({ status: 'unavailable', database: false, migrations: false }, 503);
  }
  const migrations = await migrationsApplied(database);
  return c.json({ status: migrations ? 'ready' : 'unavailable', database: true, migrations }, migrations ? 200 : 503);
});
