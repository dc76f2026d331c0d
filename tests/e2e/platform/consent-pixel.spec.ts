import { expect, test } from '@playwright/test';

// The e2e server is configured with PIXEL_ID, so only consent stands between a visitor and the pixel.
test('the advertising pixel loads only after marketing consent, then tracks every route change', async ({ page }) => {
  const pixelRequests: string[] = [];
  await page.route('https://connect.facebook.net/**', async (route) => {
    pixelRequests.push(route.request().url());
    // A stand-in for fbevents.js that records calls instead of sending them anywhere.
    await route.fulfill({
      contentType: 'application/javascript',
      body: 'window.__pixelCalls = []; const q = window.fbq.queue || []; window.fbq.callMethod = (...a) => window.__pixelCalls.push(a); q.forEach((a) => window.__pixelCalls.push(a));',
    });
  });
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const banner = page.getByRole('region', { name: 'Vafrakökur á Heimaleigu' });
  await expect(banner).toBeVisible();
  await page.getByRole('link', { name: 'Fyrir leigjendur' }).first().click();
  await expect(page).toHaveURL(/\/renters$/);
  expect(pixelRequests).toEqual([]);
  expect(await page.evaluate(() => typeof window.fbq)).toBe('undefined');

  await banner.getByRole('button', { name: 'Samþykkja allar' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => pixelRequests.length).toBe(1);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __pixelCalls?: unknown[][] }).__pixelCalls?.length ?? 0))
    .toBeGreaterThanOrEqual(2);

  await page.getByRole('link', { name: 'Fyrir leigusala' }).first().click();
  await expect(page).toHaveURL(/\/landlords$/);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          ((window as unknown as { __pixelCalls: unknown[][] }).__pixelCalls ?? []).filter(
            (c) => c[0] === 'track' && c[1] === 'PageView',
          ).length,
      ),
    )
    .toBeGreaterThanOrEqual(2);
});

test('choosing necessary cookies only keeps the pixel away', async ({ page }) => {
  let pixelRequests = 0;
  await page.route('https://connect.facebook.net/**', (route) => {
    pixelRequests++;
    return route.abort();
  });
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByRole('button', { name: 'Aðeins nauðsynlegar' }).click();
  await expect(page.getByRole('region', { name: 'Vafrakökur á Heimaleigu' })).toBeHidden();
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'consent')?.value).toBe('necessary');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Vafrakökur á Heimaleigu' })).toHaveCount(0);
  expect(pixelRequests).toBe(0);
});
