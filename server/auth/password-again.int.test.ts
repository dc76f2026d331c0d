import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as securityAction } from '#app/routes/account/login-security.tsx';
import { pageContext } from '#tests/fixtures/page-context.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';
import { createRateLimits, limitFailures, passwordAgainLimits, signInLimits } from './rate-limit.ts';

// The current password re-entered by a signed-in person has the sign-in's failed-attempt limit,
// per account and per address (docs/rules/rate-limits.md): a stolen access token is no password
// oracle. And wrong passwords from one address across many accounts (spraying) are limited too.
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const statuses = (responses: Response[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
};

describe('re-entered passwords under 40 parallel requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The mail limit is out of the way so that the email change meets the password limit.
    t = await createTestApp({ LOGIN_RATE_LIMIT: '10', MAIL_RATE_LIMIT: '1000', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  async function signedIn(ip: string) {
    const user = await makeUser(t.database);
    const { access } = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json();
    return { user, headers: { authorization: `Bearer ${access}`, 'x-forwarded-for': ip } };
  }

  const cases = [
    {
      path: '/api/users/me/password/',
      wrong: (i: number) => ({ currentPassword: `wrong-password-${i}`, newPassword: 'a-new-and-unusual-password-2026' }),
      right: { currentPassword: TEST_PASSWORD, newPassword: 'a-new-and-unusual-password-2026' },
    },
    {
      path: '/api/users/me/delete/',
      wrong: (i: number) => ({ password: `wrong-password-${i}` }),
      right: { password: TEST_PASSWORD },
    },
    {
      path: '/api/users/me/email/',
      wrong: (i: number) => ({ newEmail: `new-${i}-${Date.now()}@example.is`, password: `wrong-password-${i}` }),
      right: { newEmail: `new-right-${Date.now()}@example.is`, password: TEST_PASSWORD },
    },
  ];

  for (const [n, { path, wrong, right }] of cases.entries()) {
    it(`${path}: checks 10 of 40 wrong passwords; the rest and then the right one get 429`, async () => {
      const { headers } = await signedIn(`198.51.100.${10 + n}`);
      const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => postJson(t.app, path, wrong(i), headers)));
      expect(statuses(responses)).toEqual({ 422: 10, 429: 30 });
      const limited = responses.find((r) => r.status === 429);
      expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await limited?.json())?.error.code).toBe('rate_limited');
      // The right password is refused too while the account's allowance is spent, from elsewhere as well.
      const blocked = await postJson(t.app, path, right, { ...headers, 'x-forwarded-for': '198.51.100.99' });
      expect(blocked.status).toBe(429);
    });
  }

  it("one account's wrong passwords do not slow another account", async () => {
    const { headers } = await signedIn('198.51.100.20');
    for (let i = 0; i < 9; i++) {
      expect((await postJson(t.app, '/api/users/me/delete/', { password: `wrong-${i}-password` }, headers)).status).toBe(422);
    }
    const other = await signedIn('198.51.100.21');
    const fine = await postJson(t.app, '/api/users/me/password/', cases[0].right, other.headers);
    expect(fine.status).toBe(204);
  });
});

describe('the security page says the limit beside the password field', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After and password_rate_limited on currentPassword', async () => {
    const user = await makeUser(t.database);
    const limits = createRateLimits(t.env);
    const context = pageContext(() => t.contextFor(user), {
      limitPasswordAgain: (field, attempt) => limitFailures(passwordAgainLimits(limits, user.id, '127.0.0.1'), attempt, field),
    });
    const submit = async (currentPassword: string) => {
      const form = new FormData();
      form.set('intent', 'password');
      form.set('currentPassword', currentPassword);
      form.set('newPassword', 'a-new-and-unusual-password-2026');
      const request = new Request('http://localhost/account/login-security', { method: 'POST', body: form });
      return (await securityAction({ request, context, params: {}, unstable_pattern: '' } as never)) as unknown as {
        data: { reply: { error: Record<string, string[]> } };
        init: { status: number; headers: Record<string, string> };
      };
    };
    for (let i = 0; i < 3; i++) {
      const wrong = await submit(`wrong-password-${i}`);
      expect(wrong.init.status).toBe(422);
      expect(wrong.data.reply.error.currentPassword).toEqual(['password_wrong']);
    }
    const limited = await submit(TEST_PASSWORD);
    expect(limited.init.status).toBe(429);
    expect(Number(limited.init.headers['Retry-After'])).toBeGreaterThan(0);
    expect(limited.data.reply.error.currentPassword).toEqual(['password_rate_limited']);
  });
});

describe('password spraying: many accounts from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '10', LOGIN_ADDRESS_RATE_LIMIT: '20', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('checks 20 wrong passwords for 30 accounts from one address; then even a right one waits there', async () => {
    const spray = { 'x-forwarded-for': '203.0.113.50' };
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postJson(t.app, '/api/token/', { email: `sprayed-${i}-${Date.now()}@example.is`, password: 'Summer2026!' }, spray),
      ),
    );
    expect(statuses(responses)).toEqual({ 401: 20, 429: 10 });
    const user = await makeUser(t.database);
    const right = { email: user.email, password: TEST_PASSWORD };
    expect((await postJson(t.app, '/api/token/', right, spray)).status).toBe(429);
    expect((await postJson(t.app, '/api/token/', right, { 'x-forwarded-for': '203.0.113.51' })).status).toBe(200);
  });

  it('gives back the address point when the account-and-address allowance refuses first', async () => {
    const limits = createRateLimits(t.env);
    const checks = signInLimits(limits, '203.0.113.60', 'one@example.is');
    const wrong = () => Promise.reject(Object.assign(new Error('x')));
    await limits.signIn.consume(checks[0][1], 10);
    await expect(limitFailures(checks, wrong)).rejects.toMatchObject({ code: 'rate_limited' });
    expect((await limits.signInAddress.get(checks[1][1]))?.consumedPoints ?? 0).toBe(0);
  });
});
