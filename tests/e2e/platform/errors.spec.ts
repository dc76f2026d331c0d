import { expect, test } from '@playwright/test';
import { dismissConsent, expectNoAxeViolations, setLocale } from '../../fixtures/e2e.ts';

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

test('an unknown page answers 404 with a way home', async ({ page, baseURL }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Þessi síða fannst ekki' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Aftur á forsíðu' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('the 404 page speaks English too', async ({ page, baseURL }) => {
  await setLocale(page, baseURL!, 'en');
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
});

test('/404 and /403 exist with their statuses', async ({ page }) => {
  expect((await page.goto('/404'))?.status()).toBe(404);
  expect((await page.goto('/403'))?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Þú hefur ekki aðgang að þessari síðu' })).toBeVisible();
});

test('a route parameter that fails validation is a 404', async ({ page }) => {
  expect((await page.goto('/terms/no-such-terms'))?.status()).toBe(404);
});

test('a client-side navigation to an unknown page shows the 404 page', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/still/not/here';
    link.textContent = 'go';
    document.querySelector('main')?.appendChild(link);
  });
  await page.getByRole('link', { name: 'go' }).click();
  await expect(page.getByRole('heading', { name: 'Þessi síða fannst ekki' })).toBeVisible();
});
