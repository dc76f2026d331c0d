import { expect, test } from '@playwright/test';
import { SignJWT } from 'jose';
import { DEMO, dismissConsent, signIn } from '../../fixtures/e2e.ts';

// The e2e server runs without JWT_SECRET, so it uses the development secret (server/lib/env.ts).
const DEV_SECRET = 'heimaleiga-development-secret-not-for-production-use';

async function expiredToken(typ: 'access' | 'refresh') {
  const past = Math.floor(Date.now() / 1000) - 3 * 24 * 3600;
  return new SignJWT({ fam: '00000000-0000-4000-8000-000000000000', typ })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('00000000-0000-4000-8000-000000000001')
    .setIssuer('heimaleiga')
    .setJti('00000000-0000-4000-8000-000000000002')
    .setIssuedAt(past - 100)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(DEV_SECRET));
}

test('both tokens expired: the session is reset and the visitor is sent to sign in with the reason', async ({
  page,
  baseURL,
}) => {
  await dismissConsent(page, baseURL!);
  await page.context().addCookies([
    { name: 'auth._token.local', value: await expiredToken('access'), url: baseURL! },
    { name: 'auth._refresh_token.local', value: await expiredToken('refresh'), url: baseURL! },
    { name: 'auth.loggedIn', value: '1', url: baseURL! },
  ]);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile&reason=session_expired$/);
  await expect(page.getByText('Bæði aðgangslykill og endurnýjunarlykill eru útrunnir.')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).not.toContain('auth._refresh_token.local');
});

test('an expired access token is refreshed on the server without the visitor noticing', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
  await signIn(page, DEMO.tenant);
  await page.waitForURL(`${baseURL}/`);
  const before = (await page.context().cookies()).find((c) => c.name === 'auth._refresh_token.local')?.value;
  await page.context().addCookies([{ name: 'auth._token.local', value: await expiredToken('access'), url: baseURL! }]);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(DEMO.tenant);
  const after = (await page.context().cookies()).find((c) => c.name === 'auth._refresh_token.local')?.value;
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
});

test('open tabs follow sign-in and sign-out', async ({ context, baseURL }) => {
  const first = await context.newPage();
  await dismissConsent(first, baseURL!);
  await first.goto('/about');
  await first.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const second = await context.newPage();
  await signIn(second, DEMO.landlord);
  await second.waitForURL(`${baseURL}/`);
  // Signing in elsewhere takes the signed-out tab home.
  await expect(first).toHaveURL(`${baseURL}/`, { timeout: 10_000 });
  await first.goto('/profile');
  await first.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await second.getByText('Aðgangurinn minn').click();
  await second.getByRole('button', { name: 'Útskráning' }).first().click();
  await second.waitForURL(`${baseURL}/`);
  // Signing out elsewhere takes the signed-in tab through sign-out, home.
  await expect(first).toHaveURL(`${baseURL}/`, { timeout: 10_000 });
  await expect(first.getByRole('link', { name: 'Innskráning' }).first()).toBeVisible();
});
