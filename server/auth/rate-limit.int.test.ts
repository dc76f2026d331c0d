import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '#server/integrations/mail/mailer.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';
import { totpAt } from './totp.ts';

// Rate limits under parallel requests (docs/rules/rate-limits.md): the point is taken before the
// expensive check, so 40 wrong passwords at once from one address meet a limit of 10 as ten
// checks and thirty 429s. Mails are capped per recipient as well as per requester.
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const statuses = (responses: Response[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
};

describe('sign-in limits under 40 parallel requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '10', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('checks at most 10 of 40 wrong passwords sent at once; the rest get 429 with Retry-After', async () => {
    const user = await makeUser(t.database);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postJson(t.app, '/api/token/', { email: user.email, password: `wrong-password-${i}` }, from('198.51.100.1')),
      ),
    );
    expect(statuses(responses)).toEqual({ 401: 10, 429: 30 });
    const limited = responses.find((r) => r.status === 429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Blocked for this address and email, even with the right password now…
    const blocked = await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD }, from('198.51.100.1'));
    expect(blocked.status).toBe(429);
    // …but not for the same person from elsewhere.
    const elsewhere = await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD }, from('198.51.100.2'));
    expect(elsewhere.status).toBe(200);
  });

  it('never counts correct sign-ins, one after another', async () => {
    const user = await makeUser(t.database);
    const ip = from('198.51.100.3');
    for (let i = 0; i < 9; i++) {
      expect((await postJson(t.app, '/api/token/', { email: user.email, password: `wrong-${i}-password` }, ip)).status).toBe(401);
    }
    for (let i = 0; i < 12; i++) {
      expect((await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD }, ip)).status).toBe(200);
    }
    expect((await postJson(t.app, '/api/token/', { email: user.email, password: 'wrong-last-password' }, ip)).status).toBe(401);
    expect((await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD }, ip)).status).toBe(429);
  });

  it('checks at most 10 of 40 wrong two-factor codes sent at once', async () => {
    const user = await makeUser(t.database);
    const ip = from('198.51.100.4');
    const { access } = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD }, ip)).json();
    const auth = { authorization: `Bearer ${access}`, ...ip };
    const setup = await (await postJson(t.app, '/api/users/me/two-factor/setup/', {}, auth)).json();
    const confirm = await postJson(t.app, '/api/users/me/two-factor/confirm/', { code: totpAt(setup.secret, t.clock.now) }, auth);
    expect(confirm.status).toBe(200);
    const { challenge } = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD }, ip)).json();
    // Wrong codes: six digits that aren't the current code (nor a recovery code).
    const right = totpAt(setup.secret, t.clock.now);
    const wrongCode = (i: number) => {
      const code = String(100000 + i * 7919).slice(0, 6);
      return code === right ? '000001' : code;
    };
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => postJson(t.app, '/api/token/two-factor/', { challenge, code: wrongCode(i) }, ip)),
    );
    expect(statuses(responses)).toEqual({ 401: 10, 429: 30 });
  });
});

describe('mail limits per recipient under 40 parallel requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_RATE_LIMIT: '5', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('sends at most 5 reset mails an hour to one address, asked from 40 addresses at once', async () => {
    const user = await makeUser(t.database);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postJson(
          t.app,
          '/api/password-reset/',
          // The same recipient however it is written.
          { email: i % 2 ? user.email.toUpperCase() : user.email },
          { 'x-forwarded-for': `203.0.113.${i + 1}` },
        ),
      ),
    );
    expect(statuses(responses)).toEqual({ 202: 5, 429: 35 });
    // Another recipient from one of those addresses is still served.
    const other = await makeUser(t.database);
    const fine = await postJson(t.app, '/api/password-reset/', { email: other.email }, { 'x-forwarded-for': '203.0.113.40' });
    expect(fine.status).toBe(202);
    await t.waitForMail(other.email, 'reset_password');
    const sent = (await readOutbox(t.outbox)).filter((m) => m.to === user.email.toLowerCase() || m.to === user.email);
    expect(sent.length).toBeLessThanOrEqual(5);
  });

  it('caps sign-up mails to one address across requesting addresses', async () => {
    const email = `flood-${Date.now()}@example.is`;
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postJson(
          t.app,
          '/api/users/',
          { email, password: 'a-long-and-unusual-password-2026', name: 'Flóð Prófun', acceptTerms: true, locale: 'is' },
          { 'x-forwarded-for': `192.0.2.${i + 1}` },
        ),
      ),
    );
    const counts = statuses(responses);
    // One account is made; the other requests are either "taken" or over the recipient's cap.
    expect(counts[201]).toBe(1);
    expect(counts[429]).toBe(35);
    expect((counts[409] ?? 0) + counts[201] + counts[429]).toBe(40);
  });

  it('caps confirmation resends per recipient as well as per account', async () => {
    const email = `resend-${Date.now()}@example.is`;
    const created = await postJson(t.app, '/api/users/', {
      email,
      password: 'a-long-and-unusual-password-2026',
      name: 'Endur Sending',
      acceptTerms: true,
      locale: 'is',
    });
    expect(created.status).toBe(201);
    const { access } = await (
      await postJson(t.app, '/api/token/', { email, password: 'a-long-and-unusual-password-2026' })
    ).json();
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        postJson(t.app, '/api/users/me/email-confirmation/', {}, { authorization: `Bearer ${access}` }),
      ),
    );
    // The sign-up mail took one of the address's five.
    expect(statuses(responses)).toEqual({ 200: 4, 429: 36 });
  });
});
