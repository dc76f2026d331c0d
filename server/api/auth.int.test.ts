import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('auth API', () => {
  let t: TestApp;
  let email: string;

  beforeAll(async () => {
    t = await createTestApp();
    email = (await makeUser(t.database, { name: 'Sigríður Jónsdóttir' })).email;
  });
  afterAll(() => t.close());

  async function signIn() {
    const response = await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    return (await response.json()) as { access: string; refresh: string };
  }

  it('obtains a token pair', async () => {
    const pair = await signIn();
    expect(pair.access.split('.')).toHaveLength(3);
    expect(pair.refresh.split('.')).toHaveLength(3);
    expect(pair.access).not.toBe(pair.refresh);
  });

  it('accepts the email in any case', async () => {
    const response = await postJson(t.app, '/api/token/', { email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.status).toBe(200);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const wrong = await postJson(t.app, '/api/token/', { email, password: 'wrong-password' });
    const unknown = await postJson(t.app, '/api/token/', { email: 'nobody@example.is', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('gives field errors for bad input and 400 for a body that is not JSON', async () => {
    const invalid = await postJson(t.app, '/api/token/', { email: 'not-an-email', password: '' });
    expect(invalid.status).toBe(422);
    const body = await invalid.json();
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields).sort()).toEqual(['email', 'password']);
    const broken = await postJson(t.app, '/api/token/', '{"email":');
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.code).toBe('bad_request');
  });

  it('translates error messages from Accept-Language', async () => {
    const response = await postJson(t.app, '/api/token/', { email, password: 'nope' }, { 'accept-language': 'is' });
    expect((await response.json()).error.message).toBe('Netfang eða lykilorð er rangt.');
    const en = await postJson(t.app, '/api/token/', { email, password: 'nope' }, { 'accept-language': 'en' });
    expect((await en.json()).error.message).toBe('The email or password is wrong.');
  });

  it('returns the user object itself from /api/auth/user/', async () => {
    const { access } = await signIn();
    const response = await t.app.request('/api/auth/user/', { headers: { authorization: `Bearer ${access}` } });
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(Object.keys(user).sort()).toEqual(
      ['avatar_url', 'created_at', 'email', 'email_confirmed', 'email_confirmed_at', 'id', 'locale', 'name', 'scope'].sort(),
    );
    expect(user).toMatchObject({ email, name: 'Sigríður Jónsdóttir', locale: 'is', scope: ['user'], email_confirmed: true });
  });

  it('answers 401 with an error body without a valid token', async () => {
    const none = await t.app.request('/api/auth/user/');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect(await none.json()).toMatchObject({ error: { code: 'unauthorized' } });
    const garbage = await t.app.request('/api/auth/user/', { headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(garbage.status).toBe(401);
    const { refresh } = await signIn();
    const wrongType = await t.app.request('/api/auth/user/', { headers: { authorization: `Bearer ${refresh}` } });
    expect(wrongType.status).toBe(401);
  });

  it('rotates refresh tokens', async () => {
    const first = await signIn();
    const response = await postJson(t.app, '/api/token/refresh/', { refresh: first.refresh });
    expect(response.status).toBe(200);
    const second = await response.json();
    expect(second.refresh).not.toBe(first.refresh);
    const me = await t.app.request('/api/auth/user/', { headers: { authorization: `Bearer ${second.access}` } });
    expect(me.status).toBe(200);
  });

  it('revokes the whole family when a retired refresh token is reused', async () => {
    const first = await signIn();
    const second = await (await postJson(t.app, '/api/token/refresh/', { refresh: first.refresh })).json();
    const reuse = await postJson(t.app, '/api/token/refresh/', { refresh: first.refresh });
    expect(reuse.status).toBe(401);
    expect((await reuse.json()).error.code).toBe('refresh_token_reused');
    // The newest refresh token and its access token die with the family.
    const afterReuse = await postJson(t.app, '/api/token/refresh/', { refresh: second.refresh });
    expect(afterReuse.status).toBe(401);
    const me = await t.app.request('/api/auth/user/', { headers: { authorization: `Bearer ${second.access}` } });
    expect(me.status).toBe(401);
  });

  it('refuses an expired refresh token', async () => {
    const pair = await signIn();
    const saved = t.clock.now;
    t.advance(2_505_600);
    const response = await postJson(t.app, '/api/token/refresh/', { refresh: pair.refresh });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('token_expired');
    t.clock.now = saved;
  });

  it('expires access tokens 500 ms early', async () => {
    const pair = await signIn();
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 3590_000 - 1_000);
    const before = await t.app.request('/api/auth/user/', { headers: { authorization: `Bearer ${pair.access}` } });
    expect(before.status).toBe(200);
    t.clock.now = new Date(saved.getTime() + 3590_000 - 400);
    const within = await t.app.request('/api/auth/user/', { headers: { authorization: `Bearer ${pair.access}` } });
    expect(within.status).toBe(401);
    expect((await within.json()).error.code).toBe('token_expired');
    t.clock.now = saved;
  });

  it('signs out through revoke', async () => {
    const pair = await signIn();
    const revoke = await postJson(t.app, '/api/token/revoke/', { refresh: pair.refresh });
    expect(revoke.status).toBe(204);
    expect((await postJson(t.app, '/api/token/refresh/', { refresh: pair.refresh })).status).toBe(401);
    const me = await t.app.request('/api/auth/user/', { headers: { authorization: `Bearer ${pair.access}` } });
    expect(me.status).toBe(401);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.request('/api/nothing-here/');
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });

  it('refuses bodies over the size limit', async () => {
    const response = await postJson(t.app, '/api/token/', { email, password: 'x'.repeat(1_100_000) });
    expect(response.status).toBe(413);
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '2', REFRESH_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After after too many tries', async () => {
    const body = { email: 'someone@example.is', password: 'wrong' };
    expect((await postJson(t.app, '/api/token/', body)).status).toBe(401);
    expect((await postJson(t.app, '/api/token/', body)).status).toBe(401);
    const limited = await postJson(t.app, '/api/token/', body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('limits token refresh too', async () => {
    const body = { refresh: 'not.a.token' };
    expect((await postJson(t.app, '/api/token/refresh/', body)).status).toBe(401);
    expect((await postJson(t.app, '/api/token/refresh/', body)).status).toBe(401);
    const limited = await postJson(t.app, '/api/token/refresh/', body);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});
