import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDeps, HonoEnv } from '#server/http/types.ts';
import { healthRoutes, READY_TIMEOUT_MS } from './health.ts';

function appWith(query: () => Promise<unknown[]>) {
  const app = new Hono<HonoEnv>();
  app.use(async (c, next) => {
    c.set('deps', { database: { query } } as unknown as AppDeps);
    await next();
  });
  app.route('/', healthRoutes);
  return app;
}

describe('/readyz while the database is away', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says not ready when the database refuses', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const response = await appWith(() => Promise.reject(refused)).request('/readyz');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ status: 'unavailable', database: false, migrations: false });
  });

  it('does not hang when the database never answers', async () => {
    vi.useFakeTimers();
    let settled = false;
    const pending = Promise.resolve(appWith(() => new Promise(() => {})).request('/readyz')).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await pending;
    expect(response.status).toBe(503);
  });
});
