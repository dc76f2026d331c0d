import { expect, test } from '@playwright/test';
import {
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  setLocale,
} from '../../fixtures/e2e.ts';

// The demo seed imports the sample feed (server/integrations/listing-feed/sample-feed.xml).
const FIRST = 'Björt 3ja herbergja íbúð við Hverfisgötu';
const ORIGINAL = 'https://fasteignir.example.is/leiga/1047321';

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

test('lists the imported listings with attribution, and a listing links out to the original', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/listings/mbl');
  await expect(page.getByRole('heading', { level: 1, name: 'Leiguhúsnæði af öðrum vefjum' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(20);
  const first = cards.first();
  await expect(first).toContainText('Frá fasteignir.example.is');
  await expect(first).toContainText('329.000 kr.');
  await expect(first.getByRole('link', { name: /Skoða á fasteignir\.example\.is/ })).toHaveAttribute('href', ORIGINAL);
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  await first.getByRole('link', { name: FIRST }).click();
  await expect(page).toHaveURL(/\/listings\/mbl\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: FIRST })).toBeVisible();
  await expect(page.getByText('Auglýsing frá fasteignir.example.is')).toBeVisible();
  await expect(page.getByText(/Ekki er hægt að sækja um hana/)).toBeVisible();
  const original = page.getByRole('link', { name: /Skoða upprunalegu auglýsinguna/ });
  await expect(original).toHaveAttribute('href', ORIGINAL);
  await expect(original).toHaveAttribute('target', '_blank');
  await expect(original).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  // Read-only: nothing to apply for, edit or send here, and no outside images.
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('main').locator('img')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('<p>');
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
});

test('filters by region and rent, and ignores values that do not parse', async ({ page }) => {
  await page.goto('/listings/mbl');
  await page.getByLabel('Landshluti').selectOption('northeast');
  await page.getByRole('button', { name: 'Sýna' }).click();
  await expect(page).toHaveURL(/region=northeast/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('article')).toContainText('Akureyri');

  await page.goto('/listings/mbl?region=westfjords&max_rent=150000');
  await expect(page.getByRole('heading', { name: 'Engar auglýsingar fundust' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hreinsa' })).toBeVisible();

  const res = await page.goto('/listings/mbl?region=tunglid&max_rent=mikid&cursor=%%');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(20);
});

test('an unknown or malformed id is a 404', async ({ page, request }) => {
  expect((await page.goto('/listings/mbl/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404);
  expect((await page.goto('/listings/mbl/ekki-til'))?.status()).toBe(404);
  expect((await request.get('/api/listings/mbl/00000000-0000-4000-8000-000000000000/')).status()).toBe(404);
});

test('reads in English with the same attribution and link-out', async ({ page, baseURL }) => {
  await setLocale(page, baseURL!, 'en');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Rentals from other sites' }).click();
  await expect(page).toHaveURL(/\/listings\/mbl$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rentals from other sites' })).toBeVisible();
  const first = page.getByRole('main').getByRole('article').first();
  await expect(first).toContainText('From fasteignir.example.is');
  await expect(first).toContainText('ISK 329,000');
  await first.getByRole('link', { name: FIRST }).click();
  await expect(page.getByRole('heading', { level: 1, name: FIRST })).toHaveAttribute('lang', 'is');
  await expect(page.getByRole('link', { name: /See the original listing/ })).toHaveAttribute('href', ORIGINAL);
  await expect(page.getByText(/You can't apply for it/)).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
});
