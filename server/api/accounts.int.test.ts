import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const linkToken = (text: string, path: string) => {
  const match = new RegExp(`${path}/([\\w-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in mail`);
  return match[1];
};

describe('accounts API: sign-up, confirmation, password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs up, mails a confirmation in the chosen language, and confirms once', async () => {
    const email = 'sigga.sol@example.is';
    const created = await postJson(t.app, '/api/users/', {
      name: 'Sigríður Sól',
      email,
      password: 'Hraunbær-42-sól',
      acceptTerms: true,
      locale: 'en',
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ email, email_confirmed: false, locale: 'en' });

    const mail = await t.waitForMail(email, 'confirm_email');
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.html).toContain('Sigríður Sól');
    const token = linkToken(mail.text, '/email_confirmation');

    const confirmed = await postJson(t.app, '/api/email-confirmation/', { token });
    expect(confirmed.status).toBe(200);
    const again = await postJson(t.app, '/api/email-confirmation/', { token });
    expect(again.status).toBe(400);
    expect((await again.json()).error.fields.token).toEqual(['Hlekkurinn hefur þegar verið notaður.']);

    const signIn = await postJson(t.app, '/api/token/', { email, password: 'Hraunbær-42-sól' });
    const { access } = await signIn.json();
    const me = await (await t.app.request('/api/auth/user/', { headers: { authorization: `Bearer ${access}` } })).json();
    expect(me.email_confirmed).toBe(true);
  });

  it('refuses a taken email, a weak password and missing terms, saving nothing', async () => {
    const existing = await makeUser(t.database);
    const taken = await postJson(t.app, '/api/users/', {
      name: 'Jón',
      email: existing.email.toUpperCase(),
      password: 'Hraunbær-42-sól',
      acceptTerms: true,
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toMatchObject({ code: 'email_taken', fields: { email: [expect.any(String)] } });
    const weak = await postJson(t.app, '/api/users/', {
      name: 'Jón Jónsson',
      email: 'weak@example.is',
      password: 'password123',
      acceptTerms: false,
    });
    expect(weak.status).toBe(422);
    const fields = (await weak.json()).error.fields;
    expect(Object.keys(fields).sort()).toEqual(['acceptTerms', 'password']);
    const rows = await t.database.query("select count(*)::int as n from users where email = 'weak@example.is'");
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('expires confirmation links after 48 hours', async () => {
    const email = 'late@example.is';
    await postJson(t.app, '/api/users/', { name: 'Seinn Notandi', email, password: 'Hraunbær-42-sól', acceptTerms: true });
    const token = linkToken((await t.waitForMail(email, 'confirm_email')).text, '/email_confirmation');
    const saved = t.clock.now;
    t.advance(48 * 3600 + 1);
    const response = await postJson(t.app, '/api/email-confirmation/', { token });
    expect((await response.json()).error.fields.token).toEqual(['Hlekkurinn er útrunninn. Biddu um nýjan.']);
    t.clock.now = saved;
  });

  it('answers a reset request the same way for unknown emails', async () => {
    const unknown = await postJson(t.app, '/api/password-reset/', { email: 'nobody-here@example.is' });
    expect(unknown.status).toBe(202);
  });

  it('resets a password once, signing the account out everywhere', async () => {
    const user = await makeUser(t.database);
    const before = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json();
    expect((await postJson(t.app, '/api/password-reset/', { email: user.email })).status).toBe(202);
    const token = linkToken((await t.waitForMail(user.email, 'reset_password')).text, '/forgot-password');

    const weak = await postJson(t.app, '/api/password-reset/confirm/', { token, password: 'short' });
    expect(weak.status).toBe(422);
    const done = await postJson(t.app, '/api/password-reset/confirm/', { token, password: 'Ný-lykilorð-2026' });
    expect(done.status).toBe(204);
    expect((await postJson(t.app, '/api/password-reset/confirm/', { token, password: 'Annað-lykilorð-2026' })).status).toBe(400);

    const old = await t.app.request('/api/auth/user/', { headers: { authorization: `Bearer ${before.access}` } });
    expect(old.status).toBe(401);
    expect((await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await postJson(t.app, '/api/token/', { email: user.email, password: 'Ný-lykilorð-2026' })).status).toBe(200);
  });

  it('expires reset links after one hour', async () => {
    const user = await makeUser(t.database);
    await postJson(t.app, '/api/password-reset/', { email: user.email });
    const token = linkToken((await t.waitForMail(user.email, 'reset_password')).text, '/forgot-password');
    const saved = t.clock.now;
    t.advance(3601);
    expect((await postJson(t.app, '/api/password-reset/confirm/', { token, password: 'Ný-lykilorð-2026' })).status).toBe(400);
    t.clock.now = saved;
  });

  it('resends a confirmation only to the signed-in user', async () => {
    expect((await t.app.request('/api/users/me/email-confirmation/', { method: 'POST' })).status).toBe(401);
  });

  it('changes the email only when the link sent to the new address is opened', async () => {
    const user = await makeUser(t.database);
    const { access } = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json();
    const auth = { authorization: `Bearer ${access}`, 'accept-language': 'en' };
    const wrong = await postJson(t.app, '/api/users/me/email/', { newEmail: 'ny@example.is', password: 'nope' }, auth);
    expect((await wrong.json()).error.fields.password).toEqual(['The password is wrong.']);
    const other = await makeUser(t.database);
    const taken = await postJson(t.app, '/api/users/me/email/', { newEmail: other.email, password: TEST_PASSWORD }, auth);
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.code).toBe('email_taken');
    const newEmail = `moved.${Date.now()}@example.is`;
    expect((await postJson(t.app, '/api/users/me/email/', { newEmail, password: TEST_PASSWORD }, auth)).status).toBe(202);
    // Nothing changes until the link is used.
    expect((await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    const token = linkToken((await t.waitForMail(newEmail, 'change_email')).text, '/email_confirmation');
    const confirmed = await postJson(t.app, '/api/email-confirmation/', { token });
    expect(await confirmed.json()).toEqual({ email: newEmail });
    expect((await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await postJson(t.app, '/api/token/', { email: newEmail, password: TEST_PASSWORD })).status).toBe(200);
  });
});
