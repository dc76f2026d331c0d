import { test } from '@playwright/test';
import { dismissConsent, expectPageWellMade, LOCALES, signUpFresh } from '../../fixtures/e2e.ts';

const PAGES = ['/profile', '/profile/edit', '/account/login-security', '/account/payout-methods', '/email_confirmation'];

// One test per language (24 page checks with axe in one test raced even a 90 s budget on a busy
// machine and passed only on retry); each signs up its own person and runs beside the others.
for (const locale of LOCALES) {
  test(`account pages render in ${locale}, fit a phone and pass axe`, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL!);
    await signUpFresh(page);
    await page.goto('/profile');
    const own = await page.locator('a[href^="/tenant-profile/"]').getAttribute('href');
    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of [...PAGES, own as string]) await test.step(path, () => expectPageWellMade(page, baseURL!, locale, path));
  });
}
