import { expect, test } from '@playwright/test';
import {
  actAs,
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  setLocale,
} from '../../fixtures/e2e.ts';

// Staff's payment pages (docs/rules/staff-payments.md): all rent on /man/payments with the demo's
// overdue months first and highlighted (Icelandic, 360 px phone); the payment service's claims
// and payouts with the ledger check (English); the service's claim timing refused beside the
// field when wrong, the typed value kept. A landlord is kept out.

test('staff see the overdue demo months first on /man/payments on a phone', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await dismissConsent(page, baseURL as string);
  await actAs(page, DEMO.staff);

  await page.goto('/man/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Öll leiga' })).toBeVisible();
  const rows = page.getByTestId('staff-rent');
  await expect(rows.first().getByTestId('staff-rent-status')).toHaveText('Í vanskilum');
  await expect(page.getByTestId('rent-totals')).toContainText('Í vanskilum');
  const overdueLink = page.getByRole('link', { name: /^Í vanskilum: \d+$/ });
  const overdue = Number(((await overdueLink.textContent()) ?? '').replace(/\D/g, ''));
  expect(overdue).toBeGreaterThan(0);
  await expectNoMissingKeys(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await overdueLink.click();
  await expect(page).toHaveURL(/status=overdue/);
  await expect(page.getByRole('link', { name: /^Í vanskilum: \d+$/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(`${overdue} mánuð`)).toBeVisible();
  for (const status of await rows.getByTestId('staff-rent-status').allTextContents()) expect(status).toBe('Í vanskilum');
  for (const how of await rows.getByTestId('staff-rent-how').allTextContents()) expect(how).toBe('Ógreitt');

  // One demo contract's months by address: its overdue month, then the paid ones marked by hand.
  await page.getByLabel('Tilvísun samnings, heimilisfang eða aðili').fill('Mávahlíð 12');
  await page.getByLabel('Staða').selectOption('');
  await page.getByRole('button', { name: 'Leita' }).click();
  await expect(page).toHaveURL(/q=M%C3%A1vahl%C3%AD%C3%B0\+12|q=Mávahlíð/);
  await expect(rows.first()).toContainText('Mávahlíð 12');
  await expect(rows.first().getByTestId('staff-rent-status')).toHaveText('Í vanskilum');
  await expect(rows.filter({ hasText: 'Merkt greitt handvirkt' }).first()).toBeVisible();
  await rows
    .first()
    .getByRole('link', { name: /^HL-\d{5}$/ })
    .click();
  await expect(page).toHaveURL(/\/man\/rental-contracts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'Leigumánuðir' })).toBeVisible();
});

test('staff see the claims and payouts with the ledger check in English', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL as string);
  await setLocale(page, baseURL as string, 'en');
  await actAs(page, DEMO.staff);

  await page.goto('/man/rental-contracts/payment-service');
  await page.getByRole('link', { name: 'All claims and payouts' }).click();
  await expect(page).toHaveURL(/\/man\/rental-contracts\/payment-service\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Claims and payouts' })).toBeVisible();
  await expect(page.getByTestId('ledger-check')).toHaveText('The ledger balances.');
  const claims = page.getByTestId('staff-payment').filter({ hasText: 'Bólstaðarhlíð 40' });
  await expect(claims.first()).toBeVisible();
  await expect(page.getByTestId('staff-payout').first()).toContainText('Payout:');
  await expect(page.getByTestId('staff-payout').first()).toContainText('To ');
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
});

test('a wrong claim timing is refused beside the field and the typed value kept', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await dismissConsent(page, baseURL as string);
  // The money settings are for administrators only (docs/rules/access.md).
  await actAs(page, DEMO.admin);

  await page.goto('/man/rental-contracts/payment-service/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Stillingar greiðsluþjónustu' })).toBeVisible();
  const days = page.getByLabel('Krafa stofnuð, dögum fyrir gjalddaga');
  const before = await days.inputValue();
  expect(Number(before)).toBeGreaterThan(0);
  await days.fill('61');
  await page.getByRole('button', { name: 'Vista', exact: true }).click();
  await expect(page.getByText('Talan er of há.')).toBeVisible();
  await expect(page.getByLabel('Krafa stofnuð, dögum fyrir gjalddaga')).toHaveValue('61');
  await expect(page.getByLabel('Krafa stofnuð, dögum fyrir gjalddaga')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Krafa stofnuð, dögum fyrir gjalddaga').fill('0');
  await page.getByRole('button', { name: 'Vista', exact: true }).click();
  await expect(page.getByText('Talan er of lág.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  // Saved as it was, so the demo's claims keep their timing.
  await page.getByLabel('Krafa stofnuð, dögum fyrir gjalddaga').fill(before);
  await page.getByRole('button', { name: 'Vista', exact: true }).click();
  await expect(page.getByText('Stillingar greiðsluþjónustunnar eru vistaðar.')).toBeVisible();
  await expect(page.getByLabel('Krafa stofnuð, dögum fyrir gjalddaga')).toHaveValue(before);
  await expectNoMissingKeys(page);
});

test('staff other than administrators get the 403 page on the money settings', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL as string);
  await actAs(page, DEMO.staff);
  expect((await page.goto('/man/payments/settings'))?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Þú hefur ekki aðgang að þessari síðu' })).toBeVisible();
  expect((await page.goto('/man/rental-contracts/payment-service/settings'))?.status()).toBe(403);
  // The overview offers them no link to a page they can't open.
  await page.goto('/man/rental-contracts/payment-service');
  await expect(page.getByRole('link', { name: 'Þjónustur og þóknanir þeirra' })).toHaveCount(0);
});

test('a landlord is kept out of all rent and the service settings', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL as string);
  await actAs(page, DEMO.landlord);
  expect((await page.goto('/man/payments'))?.status()).toBe(403);
  expect((await page.goto('/man/rental-contracts/payment-service/settings'))?.status()).toBe(403);
});
