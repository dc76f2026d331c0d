import { expect, test } from '@playwright/test';
import { dismissConsent, expectNoMissingKeys } from '../../fixtures/e2e.ts';

// Messages travel per namespace as content-hashed files (docs/decisions/0011-messages-per-namespace.md).

function messageFiles(page: import('@playwright/test').Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/locales/'))
      .map((entry) => ({ path: new URL(entry.name).pathname, transferSize: (entry as PerformanceResourceTiming).transferSize })),
  );
}

test('a client-side navigation to a page with another namespace shows its words, never raw keys', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The home page doesn't carry the help centre's messages.
  const manifest = JSON.parse((await page.locator('#__i18n').textContent()) ?? '{}') as { load: string[] };
  expect(manifest.load).not.toContain('help');
  expect((await messageFiles(page)).some((f) => f.path.includes('/help.'))).toBe(false);
  await page.evaluate(() => {
    (window as { __sameDocument?: boolean }).__sameDocument = true;
  });

  await page.getByRole('contentinfo').getByRole('link', { name: 'Hjálparmiðstöð' }).click();
  await expect(page).toHaveURL(`${baseURL}/help`);
  await expect(page.getByText('Hvernig getum við aðstoðað?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aðgangurinn þinn' }).first()).toBeVisible();
  // The same document (no reload), which fetched the help namespace on the way.
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect((await messageFiles(page)).some((f) => /^\/locales\/is\/help\.[0-9a-f]{12}\.json$/.test(f.path))).toBe(true);
  await expect(page.locator('main')).not.toContainText(/\bhelp:|\bcategories\.\w+\.title/);
  await expectNoMissingKeys(page);
});

test('the second page load takes its messages from the browser cache', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
  await page.goto('/about');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const first = await messageFiles(page);
  expect(first.map((f) => f.path)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/locales\/is\/common\.[0-9a-f]{12}\.json$/)]),
  );
  expect(first.every((f) => f.transferSize > 0)).toBe(true);

  await page.goto('/renters');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const second = await messageFiles(page);
  expect(second.length).toBeGreaterThan(0);
  // Every message file came from the cache: nothing was transferred.
  expect(second.filter((f) => f.transferSize > 0)).toEqual([]);
  await expectNoMissingKeys(page);
});

test('message files are immutable and compressed', async ({ request, page, baseURL }) => {
  await dismissConsent(page, baseURL!);
  await page.goto('/');
  const manifest = JSON.parse((await page.locator('#__i18n').textContent()) ?? '{}') as { files: Record<string, string> };
  const response = await request.get(manifest.files.common, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect((await response.json()).brand.name).toBe('Heimaleiga');
});
