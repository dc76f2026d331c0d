import { expect, test } from '@playwright/test';
import { dismissConsent, expectPageWellMade, LOCALES } from '../../fixtures/e2e.ts';

const PAGES = [
  '/',
  '/about',
  '/landlords',
  '/renters',
  '/iso-27001',
  '/services/mobile-app',
  '/services/rental-guarantees',
  '/terms',
  '/terms/user-terms',
  '/terms/service-terms',
  '/terms/payment-terms',
  '/terms/privacy-policy',
  '/terms/privacy-policy-is',
  '/terms/privacy-policy-old',
  '/terms/cookie-policy',
  '/terms/communication-declaration',
  '/account-deleted',
  '/components-testing',
  '/help',
  '/help/categories/privacy',
  '/help/articles/notice-periods',
  '/help/search?q=leig',
  '/login',
  '/signup',
  '/forgot-password',
];

test.describe.configure({ timeout: 60_000 });

// One test a page, its four languages in turn: a browser context per page, not per page and
// language, keeps this spec quick without checking less.
test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
  await page.setViewportSize({ width: 360, height: 780 });
});

for (const path of PAGES) {
  test(`${path} renders with every key in every language, fits a phone and passes axe`, async ({ page, baseURL }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const locale of LOCALES) {
      await test.step(locale, async () => {
        await expectPageWellMade(page, baseURL!, locale, path);
        await expect(page.locator('h1').first()).toBeVisible();
        expect(errors, 'console errors').toEqual([]);
      });
    }
  });
}
