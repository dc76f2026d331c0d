import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson } from '../../tests/fixtures/test-app.ts';

// Tokens signed with the right key but with claims of the wrong shape are refused with 401,
// never a 500 from the database choking on them.
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('correctly signed tokens with malformed claims', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sign = (claims: Record<string, unknown>, keySuffix = '') => {
    const iat = Math.floor(t.clock.now.getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('heimaleiga')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(new TextEncoder().encode(`${t.env.JWT_SECRET}${keySuffix}`));
  };

  it.each([
    ['sub not a user id', { sub: 'admin', fam: randomUUID(), typ: 'access' }],
    ['sub a number', { sub: 7, fam: randomUUID(), typ: 'access' }],
    ['fam missing', { sub: randomUUID(), typ: 'access' }],
    ['fam not an id', { sub: randomUUID(), fam: "1' or '1'='1", typ: 'access' }],
    ['fam a list', { sub: randomUUID(), fam: [randomUUID()], typ: 'access' }],
  ])('bearer token with %s: 401', async (_, claims) => {
    const response = await t.app.request('/api/auth/user/', { headers: { authorization: `Bearer ${await sign(claims)}` } });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthorized');
  });

  it.each([
    ['sub not a user id', { sub: 'admin', fam: randomUUID(), jti: randomUUID(), typ: 'refresh' }],
    ['jti missing', { sub: randomUUID(), fam: randomUUID(), typ: 'refresh' }],
    ['fam a number', { sub: randomUUID(), fam: 12, jti: randomUUID(), typ: 'refresh' }],
  ])('refresh token with %s: 401 on refresh, and revoking it is harmless', async (_, claims) => {
    const refresh = await sign(claims);
    expect((await postJson(t.app, '/api/token/refresh/', { refresh })).status).toBe(401);
    expect((await postJson(t.app, '/api/token/revoke/', { refresh })).status).toBe(204);
  });

  it('a two-factor challenge whose subject is not a user id: 401', async () => {
    const challenge = await sign({ sub: 'admin', typ: 'two_factor' }, ':two-factor');
    const response = await postJson(t.app, '/api/token/two-factor/', { challenge, code: '123456' });
    expect(response.status).toBe(401);
  });
});
