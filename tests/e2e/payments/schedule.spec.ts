import { expect, type Page, test } from '@playwright/test';
import { addDays, addMonths, dayOf, dayStart, monthOf } from '../../../common/calendar-day.ts';
import { formatMoney, formatNumber, monthNames } from '../../../common/format.ts';
import { indexChangePercent, indexedAmount } from '../../../common/index-linking.ts';
import type { Locale } from '../../../common/locales.ts';
import {
  actAs,
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  setLocale,
  signIn,
} from '../../fixtures/e2e.ts';

// Rent payments (docs/rules/rent-payments.md). Staff enter last month's consumer price index in
// /man/rental-contracts/settings; the tenant of the index-linked demo lease (Mávahlíð 12, base
// August 2025 = 657,6) then sees the unpaid months recomputed, with the base month, the current
// index and the change, in Icelandic and in English. Someone else gets 404. The landlord's
// mark-paid form refuses bad input beside the field, keeps what was typed, marks, and undoes.

// One demo contract's months: the tests take turns.
test.describe.configure({ mode: 'serial' });

const RENT = 235_000;
const BASE = 657.6;
const VALUE = 700;
const now = new Date();
const previous = dayStart(addMonths(monthOf(dayOf(now)), -1));
const previousMonth = previous.toISOString().slice(0, 7);
const monthText = (locale: Locale) => `${monthNames(locale)[previous.getUTCMonth()]} ${previous.getUTCFullYear()}`;

async function enterCpi(page: Page, baseURL: string) {
  await dismissConsent(page, baseURL);
  await actAs(page, DEMO.staff);
  await page.goto('/man/rental-contracts/settings');
  await page.getByLabel('Mánuður', { exact: true }).fill(previousMonth);
  await page.getByLabel('Gildi', { exact: true }).fill(formatNumber(VALUE, 'is', 1));
  await page.getByRole('button', { name: 'Vista gildi' }).click();
  // A value that re-prices the lease asks first (the second run saves the same value: nothing changes).
  const saved = page.getByText('Gildi vísitölunnar var vistað.');
  const confirm = page.getByRole('button', { name: 'Vista og uppfæra leigu' });
  await expect(saved.or(confirm)).toBeVisible();
  if (await confirm.isVisible()) {
    await expect(page.getByTestId('cpi-confirm')).toContainText(`Ef ${formatNumber(VALUE, 'is', 1)} er vistað fyrir`);
    await confirm.click();
  }
  await expect(saved).toBeVisible();
}

async function openIndexedContract(page: Page, baseURL: string, who: string, locale: Locale) {
  await dismissConsent(page, baseURL);
  await setLocale(page, baseURL, locale);
  await actAs(page, who);
  await page.goto('/rental-contracts');
  await page.getByRole('link', { name: /Mávahlíð 12/ }).click();
  await expect(page.getByTestId('rent-schedule')).toBeVisible();
  return page.url();
}

for (const { locale, heading, base, unit } of [
  { locale: 'is' as const, heading: 'Greiðslur', base: 'ágúst 2025: 657,6 stig', unit: 'stig' },
  { locale: 'en' as const, heading: 'Payments', base: 'August 2025: 657.6 points', unit: 'points' },
]) {
  test(`after a new CPI month the tenant sees the index-linked rent recomputed (${locale})`, async ({ browser, baseURL }) => {
    const staff = await browser.newContext();
    await enterCpi(await staff.newPage(), baseURL as string);
    await staff.close();

    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const url = await openIndexedContract(page, baseURL as string, DEMO.tenant, locale);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    const summary = page.getByTestId('index-summary');
    await expect(summary.getByTestId('index-base')).toHaveText(base);
    await expect(summary.getByTestId('index-current')).toHaveText(
      `${monthText(locale)}: ${formatNumber(VALUE, locale, 1)} ${unit}`,
    );
    await expect(summary.getByTestId('index-change')).toContainText(
      `+${formatNumber(indexChangePercent(BASE, VALUE), locale, 1)}`,
    );
    await expect(summary).toContainText('37. gr.');
    // The months due from this month on follow the new value.
    const amount = formatMoney(indexedAmount(RENT, BASE, VALUE), locale);
    await expect(page.getByTestId('payment-amount').filter({ hasText: amount }).first()).toBeVisible();
    // Paid months with receipts (folded below), one overdue, and no mark-paid link for the tenant.
    await page.getByTestId('past-months').locator('summary').click();
    await expect(
      page
        .getByTestId('payment-status')
        .filter({ hasText: locale === 'is' ? 'Greitt' : 'Paid' })
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId('payment-status').filter({ hasText: locale === 'is' ? 'Í vanskilum' : 'Overdue' })).toHaveCount(
      1,
    );
    await expect(page.getByRole('link', { name: locale === 'is' ? 'Merkja greitt' : 'Mark as paid' })).toHaveCount(0);
    await expectNoMissingKeys(page);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // A receipt.
    await page
      .getByRole('link', { name: locale === 'is' ? 'Kvittun' : 'Receipt' })
      .first()
      .click();
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toContainText('Guðrún Jónsdóttir');
    await expect(receipt).toContainText('Sigurður Ólafsson');
    await expectNoMissingKeys(page);
    await expectNoAxeViolations(page);
    await context.close();

    if (locale === 'is') {
      // Someone who is not party to it: 404, for the contract and for its months.
      const other = await browser.newContext();
      const stranger = await other.newPage();
      await dismissConsent(stranger, baseURL as string);
      await signIn(stranger, DEMO.tenant2);
      await stranger.waitForURL((u) => !u.pathname.startsWith('/login'));
      expect((await stranger.goto(url))?.status()).toBe(404);
      expect((await stranger.goto(`${url}/payments/00000000-0000-4000-8000-000000000000`))?.status()).toBe(404);
      await other.close();
    }
  });
}

test('the landlord’s mark-paid form: bad input beside the field, then marked, then undone', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openIndexedContract(page, baseURL as string, DEMO.landlord, 'is');
  const overdue = page.getByTestId('rent-payment').filter({ hasText: 'Í vanskilum' });
  await overdue.getByRole('link', { name: 'Merkja greitt' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Merkja greitt' })).toBeVisible();
  const amount = page.getByLabel('Upphæð sem barst (kr.)');
  await amount.fill('tvö hundruð');
  await page.getByRole('button', { name: 'Merkja greitt' }).click();
  await expect(page.getByText('Sláðu inn tölu.')).toBeVisible();
  await expect(amount).toHaveValue('tvö hundruð');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await amount.fill('235000');
  await page.getByRole('button', { name: 'Merkja greitt' }).click();
  await expect(page.getByText('Mánuðurinn er merktur greiddur.')).toBeVisible();
  await expect(page.getByTestId('receipt')).toContainText('Leigusali merkti greitt');
  await expect(page.getByTestId('receipt')).toContainText(formatMoney(235_000, 'is'));
  await page.getByRole('button', { name: 'Afturkalla merkingu' }).click();
  await expect(page.getByText('Merkingin var afturkölluð; mánuðurinn er ógreiddur.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Merkja greitt' })).toBeVisible();
});

test('without JavaScript, a payment day in the future is refused beside the field, the typed values kept', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await openIndexedContract(page, baseURL as string, DEMO.landlord, 'is');
  await page.getByTestId('rent-payment').filter({ hasText: 'Í vanskilum' }).getByRole('link', { name: 'Merkja greitt' }).click();
  const tomorrow = addDays(dayOf(new Date()), 2);
  await page.getByLabel('Upphæð sem barst (kr.)').fill('200000');
  await page.getByLabel('Greiðsludagur').fill(tomorrow);
  await page.getByRole('button', { name: 'Merkja greitt' }).click();
  await expect(page.getByText('Greiðsludagur getur ekki verið í framtíðinni.')).toBeVisible();
  await expect(page.getByLabel('Upphæð sem barst (kr.)')).toHaveValue('200000');
  await expect(page.getByLabel('Greiðsludagur')).toHaveValue(tomorrow);
  await context.close();
});
