import { test } from '@playwright/test';
import { dismissConsent, expectPageWellMade, LOCALES, signUpFresh } from '../../fixtures/e2e.ts';

const PAGES = ['/profile', '/profile/edit', '/account/login-security', '/account/payout-methods', '/email_confirmation'];

test('account pages render in every language, fit a phone and pass axe', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await dismissConsent(page, baseURL!);
  await signUpFresh(page);
  await page.goto('/profile');
  const own = await page.locator('a[href^="/tenant-profile/"]').getAttribute('href');
  const pages = [...PAGES, own as string];
  await page.setViewportSize({ width: 360, height: 780 });
  for (const locale of LOCALES)
    for (const path of pages) await test.step(`${locale} ${path}`, () => expectPageWellMade(page, baseURL!, locale, path));
});
