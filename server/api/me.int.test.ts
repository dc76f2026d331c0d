import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('my account API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signedIn(userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0') {
    const user = await makeUser(t.database);
    const pair = await (
      await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD }, { 'user-agent': userAgent })
    ).json();
    const auth = { authorization: `Bearer ${pair.access}` };
    const call = (path: string, init: RequestInit = {}) =>
      t.app.request(path, { ...init, headers: { 'content-type': 'application/json', ...auth, ...(init.headers ?? {}) } });
    return { user, pair, call };
  }

  it('reads and updates the profile, normalising phone and kennitala', async () => {
    const { call } = await signedIn();
    const response = await call('/api/users/me/', {
      method: 'PATCH',
      body: JSON.stringify({
        name: 'Helga Björk',
        phone: '581 2345',
        kennitala: '010130-2989',
        locale: 'pl',
        bio: 'Hjúkrunarfræðingur.',
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: 'Helga Björk',
      phone: '+3545812345',
      kennitala: '0101302989',
      locale: 'pl',
    });
    expect((await (await call('/api/users/me/')).json()).bio).toBe('Hjúkrunarfræðingur.');
  });

  it('refuses a bad phone and kennitala with field errors, changing nothing', async () => {
    const { call } = await signedIn();
    const before = await (await call('/api/users/me/')).json();
    const response = await call('/api/users/me/', {
      method: 'PATCH',
      body: JSON.stringify({ name: 'X', phone: '12', kennitala: '0101302988', locale: 'de' }),
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(422);
    const { fields } = (await response.json()).error;
    expect(Object.keys(fields).sort()).toEqual(['kennitala', 'locale', 'name', 'phone']);
    expect(fields.kennitala).toEqual(['This kennitala is not valid. Check the digits.']);
    expect(await (await call('/api/users/me/')).json()).toEqual(before);
  });

  it('gives a kennitala to one account only', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const body = (name: string) => JSON.stringify({ name, kennitala: '1203894599', locale: 'is' });
    expect((await first.call('/api/users/me/', { method: 'PATCH', body: body('Fyrsti') })).status).toBe(200);
    const taken = await second.call('/api/users/me/', { method: 'PATCH', body: body('Annar') });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toMatchObject({ code: 'kennitala_taken', fields: { kennitala: [expect.any(String)] } });
  });

  it('lists only my own sessions, and can not sign out someone else', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const mine = await (await me.call('/api/users/me/sessions/')).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ current: true, user_agent: expect.stringContaining('Chrome') });
    const theirs = await (await other.call('/api/users/me/sessions/')).json();
    const attempt = await me.call(`/api/users/me/sessions/${theirs[0].id}/`, { method: 'DELETE' });
    expect(attempt.status).toBe(404);
    expect((await other.call('/api/users/me/')).status).toBe(200);
  });

  it('signs out another device, and everywhere', async () => {
    const phone = await signedIn('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/605.1');
    const laptop = await postJson(t.app, '/api/token/', { email: phone.user.email, password: TEST_PASSWORD });
    const laptopPair = await laptop.json();
    const sessions = await (await phone.call('/api/users/me/sessions/')).json();
    expect(sessions).toHaveLength(2);
    const laptopSession = sessions.find((s: { current: boolean }) => !s.current);
    expect((await phone.call(`/api/users/me/sessions/${laptopSession.id}/`, { method: 'DELETE' })).status).toBe(204);
    expect((await t.app.request('/api/auth/user/', { headers: { authorization: `Bearer ${laptopPair.access}` } })).status).toBe(
      401,
    );
    expect((await phone.call('/api/users/me/sessions/revoke-all/', { method: 'POST' })).status).toBe(204);
    expect((await phone.call('/api/users/me/')).status).toBe(401);
  });

  it('changes the password with the current one, signing out other devices', async () => {
    const me = await signedIn();
    const other = await (await postJson(t.app, '/api/token/', { email: me.user.email, password: TEST_PASSWORD })).json();
    const wrong = await me.call('/api/users/me/password/', {
      method: 'POST',
      body: JSON.stringify({ currentPassword: 'nope', newPassword: 'Ný-lykilorð-2026' }),
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys((await wrong.json()).error.fields)).toEqual(['currentPassword']);
    const ok = await me.call('/api/users/me/password/', {
      method: 'POST',
      body: JSON.stringify({ currentPassword: TEST_PASSWORD, newPassword: 'Ný-lykilorð-2026' }),
    });
    expect(ok.status).toBe(204);
    expect((await me.call('/api/users/me/')).status).toBe(200);
    expect((await t.app.request('/api/auth/user/', { headers: { authorization: `Bearer ${other.access}` } })).status).toBe(401);
  });

  it('exports my data and nobody else’s', async () => {
    const me = await signedIn();
    const response = await me.call('/api/users/me/export/');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const body = await response.json();
    expect(body.profile.email).toBe(me.user.email);
    expect(body.sign_ins).toHaveLength(1);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('deletes the account with the password: anonymised, signed out, unable to sign in', async () => {
    const me = await signedIn();
    await me.call('/api/users/me/', {
      method: 'PATCH',
      body: JSON.stringify({ name: 'Eyða Mér', kennitala: '2412904849', locale: 'is' }),
    });
    expect((await me.call('/api/users/me/delete/', { method: 'POST', body: JSON.stringify({ password: 'wrong' }) })).status).toBe(
      422,
    );
    expect(
      (await me.call('/api/users/me/delete/', { method: 'POST', body: JSON.stringify({ password: TEST_PASSWORD }) })).status,
    ).toBe(204);
    expect((await me.call('/api/users/me/')).status).toBe(401);
    expect((await postJson(t.app, '/api/token/', { email: me.user.email, password: TEST_PASSWORD })).status).toBe(401);
    const rows = (await t.database.query(`select email, name, kennitala, deleted_at from users where id = '${me.user.id}'`)) as {
      email: string;
      name: string;
      kennitala: string | null;
      deleted_at: unknown;
    }[];
    expect(rows[0].email).not.toContain(me.user.email);
    expect(rows[0].kennitala).toBeNull();
    expect(rows[0].deleted_at).not.toBeNull();
  });

  it('needs a token for every my-account endpoint', async () => {
    for (const path of ['/api/users/me/', '/api/users/me/sessions/', '/api/users/me/export/']) {
      expect((await t.app.request(path)).status).toBe(401);
    }
  });
});
