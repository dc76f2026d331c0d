import { expect, test } from '@playwright/test';
import { dismissConsent, expectNoAxeViolations, expectNoHorizontalScroll, setLocale } from '../../fixtures/e2e.ts';

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

test('the home page search leads to /listings with the chosen filters (is)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Leita að heimili' });
  await search.getByLabel('Landshluti').selectOption({ label: 'Höfuðborgarsvæðið' });
  await search.getByLabel('Hámarksleiga á mánuði (kr.)').fill('300000');
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await search.getByRole('button', { name: 'Finna heimili' }).click();
  await expect(page).toHaveURL(/\/listings\?region=capital&priceMax=300000$/);
});

test('a nonsense price from the home search is ignored, not an error (en)', async ({ page, baseURL }) => {
  await setLocale(page, baseURL!, 'en');
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Search for a home' });
  await expect(search.getByLabel('Region')).toHaveValue('');
  await page.goto('/listings?region=capital&priceMax=-5');
  await expect(page.locator('h1')).toBeVisible();
  expect((await page.request.get('/listings?priceMax=lots')).status()).toBe(200);
});
