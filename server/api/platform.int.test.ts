import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('health, OpenAPI and security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz', async () => {
    expect(await (await t.app.request('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: true, migrations: true });
  });

  it('reports not ready when a migration is missing', async () => {
    await t.database.query('delete from drizzle.__drizzle_migrations');
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(503);
    expect((await ready.json()).migrations).toBe(false);
  });

  it('serves an OpenAPI 3.1 document generated from the schemas', async () => {
    const doc = await (await t.app.request('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/token/', '/api/token/refresh/', '/api/token/revoke/', '/api/auth/user/']),
    );
    expect(doc.components.schemas.Credentials.required).toEqual(['email', 'password']);
    expect(doc.components.schemas.User.properties.scope.type).toBe('array');
    expect(doc.paths['/api/auth/user/'].get.security).toEqual([{ bearer: [] }]);
  });

  it('serves readable API docs', async () => {
    const response = await t.app.request('/api/docs/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('/api/token/refresh/');
    expect(html).not.toContain('<script');
  });

  it('sets security headers and a request id', async () => {
    const response = await t.app.request('/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('facebook');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('refuses a cross-site form post', async () => {
    const response = await t.app.request('http://localhost/login', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a&password=b',
    });
    expect(response.status).toBe(403);
  });
});

describe('configuration-dependent headers', () => {
  it('allows the pixel in the CSP only when configured, and HSTS in production', async () => {
    const t = await createTestApp({ PIXEL_ID: '123456789012', NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) });
    try {
      const response = await t.app.request('/healthz');
      expect(response.headers.get('content-security-policy')).toContain('https://connect.facebook.net');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await t.close();
    }
  });
});
