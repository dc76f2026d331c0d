import { expect, test } from '@playwright/test';
import { dismissConsent, expectNoAxeViolations, setLocale } from '../../fixtures/e2e.ts';

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

test('finds an answer through the footer, a category and search', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Hjálparmiðstöð' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hvernig getum við aðstoðað?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Hjálparmiðstöð' }).getByRole('link', { name: 'Að leigja íbúð' }).click();
  await expect(page).toHaveURL(/\/help\/categories\/renting$/);
  await page.getByRole('searchbox', { name: 'Leita í hjálparmiðstöðinni' }).fill('vafrakökur');
  await page.getByRole('button', { name: 'Leita' }).click();
  await expect(page).toHaveURL(/\/help\/search\?q=vafrak/);
  await page.getByRole('main').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/help\/articles\//);
  await expectNoAxeViolations(page);
});

test('a one-letter search gets a clear message, not an error page', async ({ page }) => {
  await page.goto('/help/search?q=a');
  await expect(page.getByRole('alert')).toHaveText('Þetta er of stutt.');
});

test('an unknown article or category is a 404', async ({ page }) => {
  expect((await page.goto('/help/articles/not-here'))?.status()).toBe(404);
  expect((await page.goto('/help/categories/not-here'))?.status()).toBe(404);
});

test('articles come in the visitor language', async ({ page, baseURL }) => {
  await setLocale(page, baseURL!, 'pl');
  await page.goto('/help/articles/notice-periods');
  await expect(page.locator('article')).toHaveAttribute('lang', 'pl');
});
