import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse } from './errors.ts';
import type { HonoEnv } from './types.ts';

function failingWith(error: unknown) {
  const app = new Hono<HonoEnv>();
  app.get('/x', () => {
    throw error;
  });
  app.onError((err, c) => apiErrorResponse(c, err));
  return app;
}

describe('the JSON API when the database is away', () => {
  it('answers 503 service_unavailable with Retry-After, translated', async () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const response = await failingWith(terminated).request('/x', { headers: { 'accept-language': 'pl' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('service_unavailable');
    expect(body.error.message).toMatch(/niedostępna/);
  });

  it('still answers 500 for a bug', async () => {
    const response = await failingWith(new TypeError('a bug')).request('/x');
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
  });
});
