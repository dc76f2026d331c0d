import { expect, type Page, test } from '@playwright/test';
import { BASEMAP_PATH } from '../../../common/basemap.ts';
import { expectNoAxeViolations, expectNoHorizontalScroll } from '../../fixtures/e2e.ts';

// The map without MAP_STYLE_URL (the tests set none): the app's own basemap of Iceland, drawn
// from one GeoJSON document the app serves, and nothing fetched from another site.

function watchRequests(page: Page, origin: string) {
  const foreign: string[] = [];
  const all: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    all.push(url);
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  return { foreign, all };
}

test('the search map draws the built-in basemap of Iceland, asks no other site, and fits a phone', async ({ page, baseURL }) => {
  const origin = new URL(baseURL as string).origin;
  const requests = watchRequests(page, origin);
  await page.setViewportSize({ width: 360, height: 800 });

  // The list view doesn't load the map library.
  await page.goto('/listings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.all.filter((url) => /maplibre|map-canvas/.test(url))).toEqual([]);

  const basemap = page.waitForResponse((response) => response.url().endsWith(BASEMAP_PATH));
  await page.getByRole('link', { name: 'Kort', exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  expect((await basemap).status()).toBe(200);
  const map = page.getByRole('region', { name: 'Kort af eignum' });
  await expect(map.locator('canvas')).toBeVisible();
  await expect(map.getByText('Reykjavík', { exact: true })).toBeVisible();
  await expect(page.getByText('Ekki tókst að hlaða kortinu', { exact: false })).toHaveCount(0);
  // The list stays below the map as the accessible alternative.
  await expect(page.getByRole('main').getByRole('link').filter({ hasText: /kr\./ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.all.some((url) => /maplibre/.test(url))).toBe(true);
  expect(requests.foreign).toEqual([]);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test('a listing page shows its place on the built-in basemap on request', async ({ page, baseURL }) => {
  const requests = watchRequests(page, new URL(baseURL as string).origin);
  await page.goto('/listings');
  const href = await page.getByRole('main').locator('a[href^="/listings/"]').first().getAttribute('href');
  await page.goto(href as string);
  await page.waitForLoadState('networkidle');
  expect(requests.all.filter((url) => /maplibre/.test(url))).toEqual([]);
  await page.getByRole('button', { name: 'Sýna á korti' }).click();
  await expect(page.getByRole('region', { name: 'Kort af eignum' }).locator('canvas')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.foreign).toEqual([]);
  await expectNoAxeViolations(page);
});
