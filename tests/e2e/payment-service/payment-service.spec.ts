import { expect, test } from '@playwright/test';
import {
  actAs,
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
} from '../../fixtures/e2e.ts';

// The payment service end to end (docs/rules/payment-service.md): Guðrún (tenant@) pays the open
// claim for the storage room at Bólstaðarhlíð 40 in the test bank; Sigurður (landlord@) then sees
// the month paid out less the 2.5 % fee (45.000 kr. - 1.125 kr. = 43.875 kr.). Nobody else can
// open the claim in the test bank. Then staff change the fee on /man/payments/settings (a wrong
// value refused beside the field, the typed value kept) and see the payment and its payout on
// /man/rental-contracts/payment-service/payments; a tenant is kept out of the staff payment pages.
// Serial: the fee change must come after the payout.
// At 360 px, without sideways scrolling.

test.describe.configure({ mode: 'serial' });

test('a tenant pays the claim in the test bank and the landlord is paid out less the fee', async ({ browser, baseURL }) => {
  const tenant = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await tenant.newPage();
  await dismissConsent(page, baseURL as string);
  await actAs(page, DEMO.tenant);
  await page.goto('/rental-contracts');
  await page.getByRole('link', { name: /Bólstaðarhlíð 40/ }).click();
  const block = page.getByTestId('payment-service');
  await expect(block.getByRole('heading', { level: 2, name: 'Greiðsluþjónusta' })).toBeVisible();
  await expect(block.getByTestId('payment-service-on')).toContainText('Krafa og útborgun');
  // The tenant sees claims and receipts, not the landlord's payouts.
  await expect(block.getByTestId('claim-receipt').first()).toContainText('Greitt 45.000 kr.');
  await expect(block.getByTestId('payment-payouts')).toHaveCount(0);
  const open = block.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Greiða í prófunarbankanum' }) });
  await expect(open).toHaveCount(1);
  const reference = ((await open.locator('span.font-medium').first().textContent()) ?? '').split(' · ')[0].trim();
  expect(reference).toMatch(/^HL-\d+-\d{4}-\d{2}$/);
  const bankPath = (await open.getByRole('link').getAttribute('href')) as string;
  await expectNoMissingKeys(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // Nobody but the tenant finds the claim in the test bank.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await dismissConsent(otherPage, baseURL as string);
  await actAs(otherPage, DEMO.tenant2);
  expect((await otherPage.goto(bankPath))?.status()).toBe(404);
  await other.close();

  await open.getByRole('link', { name: 'Greiða í prófunarbankanum' }).click();
  await expect(page.getByTestId('test-bank-banner')).toContainText('Þetta er prófunarbanki, ekki raunverulegur banki.');
  await expect(page.getByRole('heading', { level: 1, name: `Krafa ${reference}` })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Greiða 45.000 kr.' }).click();
  await expect(page.getByText('Krafan er greidd í prófunarbankanum.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Greiða í prófunarbankanum' })).toHaveCount(0);
  await expect(page.getByTestId('payment-claims').getByRole('listitem').filter({ hasText: reference })).toContainText('Greidd');
  await tenant.close();

  const landlord = await browser.newContext();
  const landlordPage = await landlord.newPage();
  await dismissConsent(landlordPage, baseURL as string);
  await actAs(landlordPage, DEMO.landlord);
  expect((await landlordPage.goto(bankPath))?.status()).toBe(404);
  await landlordPage.goto('/rental-contracts');
  await landlordPage.getByRole('link', { name: /Bólstaðarhlíð 40/ }).click();
  await landlordPage.waitForURL(/\/rental-contracts\/[0-9a-f-]{36}$/);
  const contractUrl = landlordPage.url();
  // The payout job runs in the background once the payment is marked.
  await expect(async () => {
    await landlordPage.goto(contractUrl);
    const row = landlordPage.getByTestId('payout-row').filter({ hasText: reference });
    await expect(row).toContainText('45.000 kr.', { timeout: 1_000 });
    await expect(row).toContainText('1.125 kr.', { timeout: 1_000 });
    await expect(row).toContainText('43.875 kr.', { timeout: 1_000 });
    await expect(row).toContainText('Send', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(landlordPage.getByTestId('payment-service-on')).toContainText('2,5%');
  await expectNoMissingKeys(landlordPage);
  await expectNoAxeViolations(landlordPage);
  await landlord.close();
});

test('a tenant is kept out of the staff payment pages', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL as string);
  await actAs(page, DEMO.tenant);
  // /man is a staff area: refused (403) rather than hidden, as for every page under /man.
  for (const path of [
    '/man/payments',
    '/man/payments/settings',
    '/man/rental-contracts/payment-service/payments',
    '/man/rental-contracts/payment-service/settings',
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(403);
  }
});

test('an administrator sees the payments and changes the fee; a wrong value is refused beside the field', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await dismissConsent(page, baseURL as string);
  // The money settings are for administrators only (docs/rules/access.md).
  await actAs(page, DEMO.admin);

  await page.goto('/man/rental-contracts/payment-service/payments?q=Bólstaðarhlíð&status=paid');
  await expect(page.getByRole('heading', { level: 1, name: 'Kröfur og útborganir' })).toBeVisible();
  await expect(page.getByTestId('ledger-check')).toHaveText('Bókhaldið stemmir.');
  const rows = page.getByTestId('staff-payment');
  await expect(rows.first()).toContainText('Útborgun: 45.000 kr. greitt, þóknun 1.125 kr., 43.875 kr. til leigusala');
  for (const status of await rows.getByTestId('staff-payment-status').allTextContents()) expect(status).toBe('Greidd');
  await expectNoMissingKeys(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await page.goto('/man/payments/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Stillingar greiðslna' })).toBeVisible();
  await expect(page.getByTestId('payments-bank')).toContainText('bankahermir');
  const fee = page.getByLabel('Þóknun (%)');
  await expect(fee).toHaveValue('2,5');
  await fee.fill('2,555');
  await page.getByRole('button', { name: 'Vista stillingar' }).click();
  await expect(page.getByText('Þóknunin má hafa í mesta lagi tvo aukastafi.')).toBeVisible();
  await expect(page.getByLabel('Þóknun (%)')).toHaveValue('2,555');
  await expect(page.getByLabel('Þóknun (%)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Þóknun (%)').fill('3');
  await page.getByLabel('Föst þóknun á hverja greiðslu (kr.)').fill('-5');
  await page.getByRole('button', { name: 'Vista stillingar' }).click();
  await expect(page.getByText('Talan er of lág.')).toBeVisible();
  await page.getByLabel('Föst þóknun á hverja greiðslu (kr.)').fill('0');
  await page.getByRole('button', { name: 'Vista stillingar' }).click();
  await expect(page.getByText('Stillingar greiðslna eru vistaðar.')).toBeVisible();
  await expect(page.getByLabel('Þóknun (%)')).toHaveValue('3');
  // The claim timing is no longer on this form: it belongs to the service's own settings.
  await expect(page.getByLabel('Krafa stofnuð, dögum fyrir gjalddaga')).toHaveCount(0);
  await expectNoMissingKeys(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test('an administrator sees the payment service overview and a wrong service fee is refused beside the field', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await dismissConsent(page, baseURL as string);
  await actAs(page, DEMO.admin);

  await page.goto('/man/rental-contracts/payment-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Greiðsluþjónusta' })).toBeVisible();
  await expect(page.getByTestId('ledger-check')).toHaveText('Bókhaldið stemmir.');
  await expect(page.getByTestId('enrolment').filter({ hasText: 'Bólstaðarhlíð 40' })).toContainText('Krafa og útborgun');
  await expectNoMissingKeys(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Þjónustur og þóknanir þeirra' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Þjónustur' })).toBeVisible();
  const full = page.getByTestId('service-full');
  await full.getByLabel('Þóknun (%)').fill('25');
  await full.getByRole('button', { name: 'Vista' }).click();
  await expect(page.getByTestId('service-full').getByText('Talan er of há.')).toBeVisible();
  await expect(page.getByTestId('service-full').getByLabel('Þóknun (%)')).toHaveValue('25');
  await page.getByTestId('service-full').getByLabel('Þóknun (%)').fill('3,25');
  await page.getByTestId('service-full').getByRole('button', { name: 'Vista' }).click();
  await expect(page.getByText('Þjónustan er vistuð.')).toBeVisible();
  await expect(page.getByTestId('service-full')).toContainText('Eigin þóknun: 3,25%');
  await expectNoMissingKeys(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});
