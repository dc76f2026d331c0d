import { expect, test } from '@playwright/test';
import { formatMoney } from '../../../common/format.ts';
import { actAs, DEMO, dismissConsent, expectNoHorizontalScroll } from '../../fixtures/e2e.ts';

// Part payments and receipts (docs/rules/rent-payments.md "Part payments and credit", "Receipts").
// On the demo lease Mávahlíð 12 the landlord records a part payment on a later month at 360 px and
// sees the rest owed; a bad amount is refused beside the field; the tenant downloads a numbered
// receipt PDF (the demo's part payment on the overdue month); a stranger gets 404 for it. The
// overdue month is left as it is (schedule.spec.ts marks and undoes it).

test('the landlord records a part payment and sees the rest owed; the tenant downloads a receipt PDF; a stranger gets 404', async ({
  browser,
  baseURL,
}) => {
  const landlordContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await landlordContext.newPage();
  await dismissConsent(page, baseURL as string);
  await actAs(page, DEMO.landlord);
  await page.goto('/rental-contracts');
  await page.getByRole('link', { name: /Mávahlíð 12/ }).click();
  await expect(page.getByTestId('rent-schedule')).toBeVisible();
  const contractUrl = page.url();
  // The demo's overdue month: 200 000 kr. paid, the rest owed.
  const overdue = page.getByTestId('rent-payment').filter({ hasText: 'Í vanskilum' });
  await expect(overdue.getByTestId('payment-owed')).toContainText(formatMoney(200_000, 'is'));

  // A later month (far from the overdue one, which schedule.spec.ts marks with credit for the next).
  await page.getByTestId('later-months').locator('summary').click();
  const later = page.getByTestId('later-months').getByTestId('rent-payment').filter({ hasText: 'Ógreitt' }).last();
  await later.getByRole('link', { name: 'Merkja greitt' }).click();
  const amount = page.getByLabel('Upphæð sem barst (kr.)');
  const due = Number((await amount.inputValue()).replace(/\D/g, ''));
  expect(due).toBeGreaterThan(100_000);
  const part = Math.floor(due / 2);
  await amount.fill('0');
  await page.getByRole('button', { name: 'Merkja greitt' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Talan er of lág.')).toBeVisible();

  await amount.fill(String(part));
  await page.getByRole('button', { name: 'Merkja greitt' }).click();
  await expect(page.getByText('Greiðslan er skráð.')).toBeVisible();
  await expect(page.getByTestId('receipt-owed')).toHaveText(formatMoney(due - part, 'is'));
  await expect(page.getByTestId('receipt-pdf')).toHaveCount(1);
  await expectNoHorizontalScroll(page);
  // Undone, so the demo month is as it was.
  await page.getByRole('button', { name: 'Afturkalla merkingu' }).click();
  await expect(page.getByText('Merkingin var afturkölluð; mánuðurinn er ógreiddur.')).toBeVisible();
  await landlordContext.close();

  // The tenant downloads the receipt of the demo's part payment.
  const tenantContext = await browser.newContext();
  const tenant = await tenantContext.newPage();
  await dismissConsent(tenant, baseURL as string);
  await actAs(tenant, DEMO.tenant);
  await tenant.goto(contractUrl);
  await tenant.getByTestId('rent-payment').filter({ hasText: 'Í vanskilum' }).getByRole('link', { name: 'Kvittun' }).click();
  const link = tenant.getByTestId('receipt-pdf').first();
  await expect(link).toContainText(/K-\d{4}-\d{6}/);
  const href = (await link.getAttribute('href')) as string;
  const response = await tenant.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await tenantContext.close();

  // Someone who is not party to the lease: 404.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await dismissConsent(other, baseURL as string);
  await actAs(other, DEMO.tenant2);
  expect((await other.request.get(href)).status()).toBe(404);
  await otherContext.close();
});
