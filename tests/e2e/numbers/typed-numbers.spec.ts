import { expect, test } from '@playwright/test';
import { addMonths, dayOf, monthOf } from '../../../common/calendar-day.ts';
import { formatMonth } from '../../../common/format.ts';
import { actAs, DEMO, dismissConsent, waitForHydration } from '../../fixtures/e2e.ts';

// Numbers as Icelanders type and read them (issue 20 §2): the offer form takes "198.000" and the
// CPI form "680,1", each read as meant and shown back as typed; the contract price step shows
// "329.000" and names its base months ("október 2026"), with no hydration error in Icelandic.
// Nothing here is saved: the offer is refused for its security, the CPI value is not confirmed.

const LANDLORD2 = 'landlord2@demo.heimaleiga.is';
const TEAM = 'team@demo.heimaleiga.is';
const SELFOSS = '2ja herbergja íbúð í miðbæ Selfoss';

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

test('the offer form reads 198.000 as a rent and shows it back', async ({ page }) => {
  await actAs(page, LANDLORD2);
  await page.goto('/landlord/offers?status=expired');
  await page.getByRole('link', { name: SELFOSS }).click();
  await page.getByRole('link', { name: 'Senda nýtt tilboð' }).click();
  const rent = page.getByLabel('Mánaðarleiga (kr.)');
  await expect(rent).toHaveValue('235.000');
  await rent.fill('198.000');
  await page.getByLabel('Trygging', { exact: true }).selectOption('cash_deposit');
  // Four months' rent of 198.000: refused (40. gr.), so the rent must have been read as 198000.
  await page.getByLabel('Fjárhæð tryggingar (kr.)').fill('792.000');
  await page.getByRole('button', { name: 'Senda tilboð' }).click();
  await expect(page.getByText('Trygging má ekki vera hærri en þriggja mánaða leiga.')).toBeVisible();
  await expect(rent).toHaveValue('198.000');
  await expect(rent).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Talan er of lág.')).toHaveCount(0);
});

test('staff type 680,1 as an index value; one that re-prices leases asks first, and Cancel saves nothing', async ({ page }) => {
  const previousMonth = addMonths(monthOf(dayOf(new Date())), -1).slice(0, 7);
  await actAs(page, DEMO.staff);
  await page.goto('/man/rental-contracts/settings');
  await page.getByLabel('Mánuður', { exact: true }).fill(previousMonth);
  const value = page.getByLabel('Gildi', { exact: true });
  await value.fill('680,1');
  await page.getByRole('button', { name: 'Vista gildi' }).click();
  const confirm = page.getByTestId('cpi-confirm');
  await expect(confirm).toContainText(`Ef 680,1 er vistað fyrir ${formatMonth(previousMonth, 'is')} breytist leigan í`);
  await expect(value).toHaveValue('680,1');
  await confirm.getByRole('link', { name: 'Hætta við' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('cpi-row').filter({ hasText: '680,1' })).toHaveCount(0);
});

test('the contract price step shows 329.000, names base months, and hydrates without an error in Icelandic', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await actAs(page, TEAM);
  await page.goto('/rental-contracts');
  const href = await page
    .getByRole('link', { name: /Laugavegur 148/ })
    .first()
    .getAttribute('href');
  expect(href).toMatch(/^\/rental-contracts\/[0-9a-f-]{36}$/);

  await page.goto(`${href}/edit/date-time`);
  await expect(page.getByLabel('Stærð').first()).toHaveValue('78,2');

  await page.goto(`${href}/edit/price`);
  await waitForHydration(page);
  await expect(page.getByLabel('Leiga á mánuði')).toHaveValue('329.000');
  const months = await page.getByLabel('Grunnmánuður').locator('option:not([value=""])').allTextContents();
  expect(months.length).toBeGreaterThan(0);
  for (const month of months) expect(month).toMatch(/^[a-záéíóúýþæö]+ \d{4}$/);
  expect(errors.filter((text) => /#418|hydrat|did not match/i.test(text))).toEqual([]);
});
