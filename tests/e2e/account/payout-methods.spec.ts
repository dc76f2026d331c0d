import { expect, test } from '@playwright/test';
import { DEMO, dismissConsent, expectNoAxeViolations, signIn, signUpFresh } from '../../fixtures/e2e.ts';

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

test('add an Icelandic account after a mistake, add an IBAN, switch the default, remove one', async ({ page }) => {
  await signUpFresh(page, 'Sigrún Leigusali');
  await page.goto('/account/payout-methods');
  await expect(page.getByText('Engin greiðsluleið enn.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Eigandi reiknings').fill('Sigrún Leigusali');
  await page.getByLabel('Banki').fill('13');
  await page.getByLabel('Höfuðbók').fill('26');
  await page.getByLabel('Reikningsnúmer').fill('12345');
  await page.getByLabel('Kennitala eiganda').fill('0101302988');
  await page.getByRole('button', { name: 'Bæta við reikningi' }).click();
  await expect(page.getByText('Bankanúmer er 4 tölustafir.')).toBeVisible();
  await expect(page.getByLabel('Reikningsnúmer')).toHaveValue('12345');

  await page.getByLabel('Banki').fill('0133');
  await page.getByLabel('Kennitala eiganda').fill('010130-2989');
  await page.getByRole('button', { name: 'Bæta við reikningi' }).click();
  await expect(page.getByText('Reikningnum var bætt við.')).toBeVisible();
  await expect(page.getByTestId('payout-method')).toHaveText(/0133-26-••••45.*Sjálfgefin/);

  await page.getByLabel('Erlendur reikningur (IBAN)').check();
  await page.getByLabel('Eigandi reiknings').fill('Sigrún Leigusali');
  await page.getByLabel('IBAN', { exact: true }).fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: 'Bæta við reikningi' }).click();
  await expect(page.getByTestId('payout-method')).toHaveCount(2);

  await page.getByTestId('payout-method').filter({ hasText: 'DE89' }).getByRole('button', { name: 'Gera sjálfgefna' }).click();
  await expect(page.getByTestId('payout-method').first()).toContainText('DE89 •••• 3000');
  await page.getByTestId('payout-method').filter({ hasText: '0133' }).getByRole('button', { name: 'Fjarlægja' }).click();
  await expect(page.getByTestId('payout-method')).toHaveCount(1);
});

test('the demo landlord sees a masked account, and a visitor is sent to sign in', async ({ page }) => {
  await page.goto('/account/payout-methods');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fpayout-methods$/);
  await signIn(page, DEMO.landlord, undefined, '/login?redirect=%2Faccount%2Fpayout-methods');
  await expect(page.getByTestId('payout-method')).toHaveText(/0133-26-••••45/);
  await expect(page.locator('body')).not.toContainText('012345');
});

test('without JavaScript: post, redirect, the notice shows once, and a reload does not repeat it', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'is-IS' });
  await context.addCookies([{ name: 'consent', value: 'necessary', url: baseURL! }]);
  const page = await context.newPage();
  await signUpFresh(page, 'Jón Skriftlausi');
  await page.goto('/account/payout-methods');
  await page.getByLabel('Eigandi reiknings').fill('Jón Skriftlausi');
  await page.getByLabel('Banki').fill('0133');
  await page.getByLabel('Höfuðbók').fill('26');
  await page.getByLabel('Reikningsnúmer').fill('12345');
  await page.getByLabel('Kennitala eiganda').fill('010130-2989');
  await page.getByRole('button', { name: 'Bæta við reikningi' }).click();
  await expect(page).toHaveURL(`${baseURL}/account/payout-methods`);
  await expect(page.getByRole('status').filter({ hasText: 'Reikningnum var bætt við.' })).toBeVisible();
  // The page that showed it cleared it.
  expect((await context.cookies()).some((cookie) => cookie.name === 'notice')).toBe(false);
  await page.reload();
  await expect(page.getByTestId('payout-method')).toHaveCount(1);
  await expect(page.getByText('Reikningnum var bætt við.')).toHaveCount(0);
  // A notice cookie that isn't one of ours shows nothing.
  await context.addCookies([{ name: 'notice', value: encodeURIComponent('{"k":"errors:codes.internal"}'), url: baseURL! }]);
  await page.reload();
  await expect(page.getByTestId('payout-method')).toHaveCount(1);
  await expect(page.getByText('Eitthvað fór úrskeiðis hjá okkur.')).toHaveCount(0);
  await context.close();
});
