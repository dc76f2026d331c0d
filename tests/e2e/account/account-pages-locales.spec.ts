import { test } from '@playwright/test';
import { dismissConsent, expectPageWellMade, LOCALES, signUpFresh } from '../../fixtures/e2e.ts';

const PAGES = ['/profile', '/profile/edit', '/account/login-security', '/account/payout-methods', '/email_confirmation'];

// One test per language (all 24 page checks with axe in one test, on a 90 s budget, passed only
// on retry in CI); each signs up its own person and runs beside the others.
// axe in Icelandic and Ukrainian only, as in rent-pages-locales: these pages are built from
// messages, the same structure in every language, and axe is the slow part.
// A sign-up and six page checks, each a page load: its own budget, not a race against 30 s (the
// Icelandic one took 30.0 s at a load of 25 on two cores).
test.describe.configure({ timeout: 60_000 });

for (const locale of LOCALES) {
  const axe = locale === 'is' || locale === 'uk';
  test(`account pages render in ${locale}, fit a phone${axe ? ' and pass axe' : ''}`, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL!);
    await signUpFresh(page);
    await page.goto('/profile');
    const own = await page.locator('a[href^="/tenant-profile/"]').getAttribute('href');
    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of [...PAGES, own as string])
      await test.step(path, () => expectPageWellMade(page, baseURL!, locale, path, axe));
  });
}
