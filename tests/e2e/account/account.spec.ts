import { expect, test } from '@playwright/test';
import { actAs, dismissConsent, expectNoAxeViolations, FRESH_PASSWORD, signIn, signUpFresh } from '../../fixtures/e2e.ts';
import { randomPersonKennitala } from '../../fixtures/random-kennitala.ts';

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

test('edit the profile: bad input comes back with errors and the typed values, good input is saved', async ({ page }) => {
  await signUpFresh(page, 'Jóna Jónsdóttir');
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Breyta prófíl' }).first().click();
  await expect(page.getByRole('heading', { name: 'Breyta prófíl' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Sími').fill('12');
  await page.getByLabel('Kennitala').fill('010130-2988');
  await page.getByRole('button', { name: 'Vista' }).click();
  // The design system's phone field says what an Icelandic number looks like.
  await expect(page.getByText('Íslensk símanúmer eru 7 tölustafir, t.d. 581 2345.')).toBeVisible();
  await expect(page.getByText('Þessi kennitala er ekki gild. Athugaðu tölustafina.')).toBeVisible();
  await expect(page.getByLabel('Kennitala')).toHaveValue('010130-2988');

  // A kennitala of its own: it belongs to one account, and a retry must not meet its earlier self.
  const kennitala = randomPersonKennitala();
  await page.getByLabel('Sími').fill('581 2345');
  await page.getByLabel('Kennitala').fill(kennitala);
  await page.getByLabel('Um þig').fill('Kennari í Hafnarfirði, reyklaus, engin gæludýr.');
  await page.getByRole('button', { name: 'Vista' }).click();
  // The notice comes in a cookie, not in the address, and shows once: a reload doesn't repeat it.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('status').filter({ hasText: 'Prófíllinn þinn er vistaður.' })).toBeVisible();
  await expect(page.getByTestId('profile-kennitala')).toHaveText(kennitala);
  await expect(page.getByTestId('profile-phone')).toHaveText('+354 581 2345');
  await page.reload();
  await expect(page.getByTestId('profile-kennitala')).toHaveText(kennitala);
  await expect(page.getByText('Prófíllinn þinn er vistaður.')).toHaveCount(0);
});

test('sign out another device from sign-in and security, and it is signed out', async ({ page, browser, baseURL }) => {
  const email = await signUpFresh(page);
  const other = await browser.newContext({
    locale: 'is-IS',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/605.1.15',
  });
  await other.addCookies([{ name: 'consent', value: 'necessary', url: baseURL! }]);
  const phone = await other.newPage();
  await signIn(phone, email, FRESH_PASSWORD);
  await phone.waitForURL(`${baseURL}/`);

  await page.goto('/account/login-security');
  await expectNoAxeViolations(page);
  await expect(page.getByTestId('session')).toHaveCount(2);
  const phoneRow = page.getByTestId('session').filter({ hasText: 'Safari á iOS' });
  await phoneRow.getByRole('button', { name: 'Skrá út' }).click();
  await expect(page.getByText('Tækið hefur verið skráð út.')).toBeVisible();
  await expect(page.getByTestId('session')).toHaveCount(1);

  // The same device opens a page again (a new tab: the old one's sign-in sync may be navigating
  // by itself the moment its cookies change, which would race this navigation).
  await phone.close();
  const again = await other.newPage();
  await again.goto('/profile');
  await expect(again).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await other.close();
});

test('change the password: the wrong current password is refused', async ({ page }) => {
  await signUpFresh(page);
  await page.goto('/account/login-security');
  await page.getByLabel('Núverandi lykilorð').fill('ekki-rétt-lykilorð');
  await page.getByLabel('Nýtt lykilorð').fill('Annað-lykilorð-2026');
  await page.getByRole('button', { name: 'Breyta lykilorði' }).click();
  await expect(page.getByText('Lykilorðið er rangt.')).toBeVisible();
  await page.getByLabel('Núverandi lykilorð').fill(FRESH_PASSWORD);
  await page.getByLabel('Nýtt lykilorð').fill('Annað-lykilorð-2026');
  await page.getByRole('button', { name: 'Breyta lykilorði' }).click();
  await expect(page.getByText('Lykilorðinu hefur verið breytt.', { exact: false })).toBeVisible();
});

test('download my data', async ({ page }) => {
  const email = await signUpFresh(page);
  await page.goto('/account/login-security');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Sækja gögnin mín' }).click();
  const file = await (await download).path();
  const { readFileSync } = await import('node:fs');
  const data = JSON.parse(readFileSync(file, 'utf8'));
  expect(data.profile.email).toBe(email);
});

test('delete the account, then fail to sign in', async ({ page, baseURL }) => {
  const email = await signUpFresh(page);
  await page.goto('/account/login-security');
  await page.getByLabel('Lykilorðið þitt, til staðfestingar').fill('rangt-lykilorð-1');
  await page.getByRole('button', { name: 'Eyða aðganginum mínum' }).click();
  await expect(page.getByText('Lykilorðið er rangt.')).toBeVisible();
  await page.getByLabel('Lykilorðið þitt, til staðfestingar').fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Eyða aðganginum mínum' }).click();
  await expect(page).toHaveURL(`${baseURL}/account-deleted`);
  await signIn(page, email, FRESH_PASSWORD);
  await expect(page.getByText('Netfang eða lykilorð er rangt.')).toBeVisible();
});

test('account pages need a signed-in person', async ({ page }) => {
  await page.goto('/account/login-security');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Flogin-security$/);
  const response = await page.request.get('/account/export', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
});

test('a tenant sees their profile as a landlord would; someone else gets 404', async ({ page, browser, baseURL }) => {
  await signUpFresh(page, 'Þórdís Leigjandi');
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Sjá eins og leigusali sér' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Þórdís Leigjandi' })).toBeVisible();
  await expect(page.getByText('Netfang ekki staðfest')).toBeVisible();
  await expectNoAxeViolations(page);
  const url = page.url();

  const other = await browser.newContext({ locale: 'is-IS' });
  await other.addCookies([{ name: 'consent', value: 'necessary', url: baseURL! }]);
  const landlord = await other.newPage();
  await actAs(landlord, 'landlord@demo.heimaleiga.is');
  const response = await landlord.goto(url);
  expect(response?.status()).toBe(404);
  await other.close();
});

test('change the email through the link sent to the new address', async ({ page }) => {
  await signUpFresh(page);
  const newEmail = `nytt.${Date.now()}@example.is`;
  await page.goto('/account/login-security');
  await page.getByLabel('Nýtt netfang').fill(newEmail);
  await page.getByLabel('Lykilorðið þitt', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Senda staðfestingarhlekk' }).click();
  await expect(page.getByText(`Hlekkur var sendur á ${newEmail}.`, { exact: false })).toBeVisible();
  const name = new RegExp(`${newEmail.replace(/[.+]/g, '\\$&')} · change_email`);
  await expect(async () => {
    await page.goto('/dev/outbox');
    await page.getByRole('link', { name }).first().click({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const text = (await page.getByTestId('mail-text').textContent()) ?? '';
  const link = new URL(/https?:\/\/\S+\/email_confirmation\/[\w-]+/.exec(text)?.[0] ?? '').pathname;
  await page.goto(link);
  await page.getByRole('button', { name: 'Staðfesta netfangið mitt' }).click();
  await expect(page.getByText(`${newEmail} er staðfest.`, { exact: false })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(newEmail);
});
