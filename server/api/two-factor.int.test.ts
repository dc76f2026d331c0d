import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';
import { totpAt } from '../auth/totp.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('two-factor sign-in API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = async (email: string) => (await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD })).json();
  const secondStep = (challenge: string, code: string) => postJson(t.app, '/api/token/two-factor/', { challenge, code });

  /** A person with two-factor sign-in turned on; returns what the test needs. */
  async function enrolled() {
    const user = await makeUser(t.database);
    const { access } = await signIn(user.email);
    const call = (path: string, body?: unknown) =>
      t.app.request(`/api/users/me/two-factor/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const setup = await (await call('setup/', {})).json();
    const confirmed = await call('confirm/', { code: totpAt(setup.secret, t.clock.now) });
    expect(confirmed.status).toBe(200);
    const { recovery_codes } = await confirmed.json();
    return { user, call, secret: setup.secret as string, codes: recovery_codes as string[] };
  }

  it('sets up with a first code, then asks every sign-in for a code', async () => {
    const user = await makeUser(t.database);
    const { access } = await signIn(user.email);
    const auth = { authorization: `Bearer ${access}` };
    expect(await (await t.app.request('/api/users/me/two-factor/', { headers: auth })).json()).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    const setup = await (await postJson(t.app, '/api/users/me/two-factor/setup/', {}, auth)).json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_uri).toContain(`secret=${setup.secret}`);
    // The secret is stored encrypted, never as it is shown.
    const stored = await t.database.query(`select totp_pending_secret from users where id = '${user.id}'`);
    expect(JSON.stringify(stored)).not.toContain(setup.secret);

    const wrong = await postJson(t.app, '/api/users/me/two-factor/confirm/', { code: '000000' }, auth);
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).error.fields.code).toBeDefined();
    const ok = await postJson(t.app, '/api/users/me/two-factor/confirm/', { code: totpAt(setup.secret, t.clock.now) }, auth);
    const { recovery_codes } = await ok.json();
    expect(recovery_codes).toHaveLength(10);

    const first = await signIn(user.email);
    expect(first).toMatchObject({ two_factor_required: true, expires_in: 300 });
    expect(first.access).toBeUndefined();
    // The code used to confirm can't be used again, even within its 30 seconds.
    expect((await secondStep(first.challenge, totpAt(setup.secret, t.clock.now))).status).toBe(401);
    t.advance(30);
    const done = await secondStep(first.challenge, totpAt(setup.secret, t.clock.now));
    expect(done.status).toBe(200);
    const pair = await done.json();
    expect((await t.app.request('/api/auth/user/', { headers: { authorization: `Bearer ${pair.access}` } })).status).toBe(200);
  });

  it('takes each recovery code once, and new codes retire the old ones', async () => {
    const { user, call, codes } = await enrolled();
    const { challenge } = await signIn(user.email);
    expect((await secondStep(challenge, codes[0].toUpperCase())).status).toBe(200);
    expect((await secondStep(challenge, codes[0])).status).toBe(401);
    expect((await (await call('')).json()).recovery_codes_left).toBe(9);

    expect((await call('recovery-codes/', { password: 'wrong-password-123' })).status).toBe(422);
    const fresh = await (await call('recovery-codes/', { password: TEST_PASSWORD })).json();
    expect(fresh.recovery_codes).toHaveLength(10);
    expect((await secondStep(challenge, codes[1])).status).toBe(401);
    expect((await secondStep(challenge, fresh.recovery_codes[0])).status).toBe(200);
  });

  it('refuses expired, forged and malformed challenges, and wrong codes', async () => {
    const { user, secret } = await enrolled();
    const { challenge } = await signIn(user.email);
    const forged = `${challenge.slice(0, -4)}AAAA`;
    expect((await secondStep(forged, '123456')).status).toBe(401);
    const wrong = await secondStep(challenge, '12345');
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.fields.code).toEqual([expect.stringContaining('Kóðinn er ekki réttur')]);
    expect((await postJson(t.app, '/api/token/two-factor/', { code: '123456' })).status).toBe(422);
    t.advance(301);
    const late = await secondStep(challenge, totpAt(secret, t.clock.now));
    expect(late.status).toBe(401);
    expect((await late.json()).error.code).toBe('two_factor_challenge_expired');
  });

  it('turns off only with the password and a code; then the password alone signs in', async () => {
    const { user, call, secret } = await enrolled();
    t.advance(30);
    const badPassword = await call('disable/', { password: 'not-my-password-1', code: totpAt(secret, t.clock.now) });
    expect(badPassword.status).toBe(422);
    expect((await badPassword.json()).error.fields.password).toBeDefined();
    expect((await call('disable/', { password: TEST_PASSWORD, code: '000000' })).status).toBe(422);
    expect((await call('disable/', { password: TEST_PASSWORD, code: totpAt(secret, t.clock.now) })).status).toBe(204);
    expect(await signIn(user.email)).toHaveProperty('access');
    const notOn = await call('disable/', { password: TEST_PASSWORD, code: '123456' });
    expect(notOn.status).toBe(409);
    expect((await notOn.json()).error.code).toBe('two_factor_not_enabled');
  });

  it('is only for the signed-in person', async () => {
    expect((await t.app.request('/api/users/me/two-factor/')).status).toBe(401);
    expect((await postJson(t.app, '/api/users/me/two-factor/setup/', {})).status).toBe(401);
  });
});
