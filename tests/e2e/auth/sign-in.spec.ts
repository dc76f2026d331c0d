import { expect, test } from '@playwright/test';
import { DEMO, dismissConsent, expectNoAxeViolations, signIn } from '../../fixtures/e2e.ts';

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

test('signs in from the header and out again', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Innskráning' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Netfang').fill(DEMO.tenant);
  await page.getByLabel('Lykilorð').fill('demo-password-2026');
  await page.getByRole('button', { name: 'Skrá inn' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByText('Aðgangurinn minn').click();
  await expect(page.getByText('Guðrún Jónsdóttir').first()).toBeVisible();
  await page.getByRole('button', { name: 'Útskráning' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Innskráning' }).first()).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
});

test('shows translated field errors and keeps the email after a wrong password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Skrá inn' }).click();
  await expect(page.getByText('Þennan reit þarf að fylla út.').first()).toBeVisible();
  await page.getByLabel('Netfang').fill('ekki-netfang');
  await page.getByLabel('Lykilorð').fill('x');
  await page.getByRole('button', { name: 'Skrá inn' }).click();
  await expect(page.getByText('Sláðu inn gilt netfang.')).toBeVisible();
  await page.getByLabel('Netfang').fill(DEMO.landlord);
  await page.getByLabel('Lykilorð').fill('wrong-password');
  await page.getByRole('button', { name: 'Skrá inn' }).click();
  await expect(page.getByRole('alert').getByText('Netfang eða lykilorð er rangt.')).toBeVisible();
  await expect(page.getByLabel('Netfang')).toHaveValue(DEMO.landlord);
  await expect(page.getByLabel('Lykilorð')).toHaveValue('');
});

test('works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'is-IS' });
  await context.addCookies([{ name: 'consent', value: 'necessary', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Skrá inn' }).click();
  await expect(page.getByText('Þennan reit þarf að fylla út.').first()).toBeVisible();
  await page.getByLabel('Netfang').fill(DEMO.tenant);
  await page.getByLabel('Lykilorð').fill('demo-password-2026');
  await page.getByRole('button', { name: 'Skrá inn' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(DEMO.tenant);
  await context.close();
});

test('a protected page sends a visitor to sign in and back again', async ({ page }) => {
  await page.goto('/man');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fman$/);
  await page.getByLabel('Netfang').fill(DEMO.staff);
  await page.getByLabel('Lykilorð').fill('demo-password-2026');
  await page.getByRole('button', { name: 'Skrá inn' }).click();
  await expect(page).toHaveURL(/\/man$/);
  await expect(page.getByRole('heading', { name: 'Yfirlit' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a hostile redirect-back path goes home instead', async ({ page, baseURL }) => {
  await signIn(page, DEMO.tenant, undefined, '/login?redirect=//evil.example/steal');
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('a redirect-back path with non-Latin-1 letters is kept on this site, encoded, and never fails', async ({
  page,
  baseURL,
}) => {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });
  await signIn(page, DEMO.tenant, undefined, '/login?redirect=/%E3%80%82evil.example');
  await expect(page).toHaveURL(`${baseURL}/%E3%80%82evil.example`);
  expect(failures).toEqual([]);
});

test('the same without JavaScript: the form post answers a redirect, not a 500', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await dismissConsent(page, baseURL!);
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST') statuses.push(response.status());
  });
  await page.goto('/login?redirect=/%E3%80%82evil.example');
  await page.getByLabel('Netfang').fill(DEMO.tenant);
  await page.getByLabel('Lykilorð').fill('demo-password-2026');
  await page.getByRole('button', { name: 'Skrá inn' }).click();
  await expect(page).toHaveURL(`${baseURL}/%E3%80%82evil.example`);
  expect(statuses).toEqual([302]);
  await context.close();
});

test('guest-only pages send a signed-in person home', async ({ page, baseURL }) => {
  await signIn(page, DEMO.tenant);
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto('/login');
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('a tenant gets the 403 page for /man', async ({ page }) => {
  await signIn(page, DEMO.tenant);
  await page.waitForURL('**/');
  const response = await page.goto('/man');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Þú hefur ekki aðgang að þessari síðu' })).toBeVisible();
});
