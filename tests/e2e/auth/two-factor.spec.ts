import { expect, type Page, test } from '@playwright/test';
import enAuth from '../../../locales/en/auth.json' with { type: 'json' };
import enErrors from '../../../locales/en/errors.json' with { type: 'json' };
import enSecurity from '../../../locales/en/security.json' with { type: 'json' };
import isAuth from '../../../locales/is/auth.json' with { type: 'json' };
import isErrors from '../../../locales/is/errors.json' with { type: 'json' };
import isSecurity from '../../../locales/is/security.json' with { type: 'json' };
import { totpAt } from '../../../server/auth/totp.ts';
import {
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  FRESH_PASSWORD,
  setLocale,
  signIn,
  signUpFresh,
} from '../../fixtures/e2e.ts';

const TEXT = {
  is: { tf: isSecurity.twoFactor, step: isAuth.twoFactor, codeInvalid: isErrors.fields.code_invalid },
  en: { tf: enSecurity.twoFactor, step: enAuth.twoFactor, codeInvalid: enErrors.fields.code_invalid },
};

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

async function signOut(page: Page) {
  await page.context().clearCookies({ name: /^auth\./ });
}

for (const locale of ['is', 'en'] as const) {
  const L = TEXT[locale];

  test(`turns on two-factor sign-in, signs in with a code and a recovery code, turns it off (${locale})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const email = await signUpFresh(page);
    await setLocale(page, baseURL!, locale);
    await page.goto('/account/login-security');
    await expect(page.getByTestId('two-factor-status')).toHaveText(L.tf.off);
    await page.getByRole('link', { name: L.tf.start }).click();
    await expect(page).toHaveURL(/\/account\/login-security\/two-factor$/);
    await page.getByRole('button', { name: L.tf.start }).click();

    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(page.getByRole('img', { name: L.tf.qrLabel })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // A wrong code is refused next to the field; the right one turns it on and shows the codes.
    await page.getByLabel(L.tf.code).fill('000000');
    await page.getByRole('button', { name: L.tf.confirm }).click();
    await expect(page.getByText(L.codeInvalid)).toBeVisible();
    await page.getByLabel(L.tf.code).fill(totpAt(secret, new Date()));
    await page.getByRole('button', { name: L.tf.confirm }).click();
    await expect(page.getByText(L.tf.turnedOn)).toBeVisible();
    const codes = await page.getByTestId('recovery-codes').locator('li').allTextContents();
    expect(codes).toHaveLength(10);
    await expectNoMissingKeys(page);
    await expectNoAxeViolations(page);

    // Signing in now takes a code after the password; a wrong one is refused.
    await signOut(page);
    await signIn(page, email, FRESH_PASSWORD);
    await expect(page.getByRole('heading', { name: L.step.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(L.step.code).fill('111111');
    await page.getByRole('button', { name: L.step.submit }).click();
    await expect(page.getByText(L.codeInvalid)).toBeVisible();
    // The next 30-second code: the one used to turn it on can't be replayed.
    await page.getByLabel(L.step.code).fill(totpAt(secret, new Date(Date.now() + 30_000)));
    await page.getByRole('button', { name: L.step.submit }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account/login-security');
    await expect(page.getByTestId('two-factor-status')).toHaveText(L.tf.statusOn);

    // A recovery code works once, in place of the phone.
    await signOut(page);
    await signIn(page, email, FRESH_PASSWORD, '/login?redirect=%2Faccount%2Flogin-security%2Ftwo-factor');
    await page.getByLabel(L.step.code).fill(codes[0].toUpperCase());
    await page.getByRole('button', { name: L.step.submit }).click();
    await expect(page).toHaveURL(/\/account\/login-security\/two-factor$/);
    await expect(page.getByText(L.tf.codesLeft_other.replace('{{count}}', '9'))).toBeVisible();

    // Turning it off needs the password and a code.
    const disable = page.getByRole('region', { name: L.tf.disableTitle });
    await disable.getByLabel(L.tf.password).fill(FRESH_PASSWORD);
    await disable.getByLabel(L.tf.codeOrRecovery).fill(codes[1]);
    await disable.getByRole('button', { name: L.tf.disable }).click();
    await expect(page.getByText(L.tf.turnedOff)).toBeVisible();
    await signOut(page);
    await signIn(page, email, FRESH_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
  });
}

test('the two-factor page is for signed-in people only', async ({ page }) => {
  await page.goto('/account/login-security/two-factor');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Flogin-security%2Ftwo-factor$/);
});
