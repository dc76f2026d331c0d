import { expect, type Page, test } from '@playwright/test';
import { actAs, DEMO, dismissConsent, expectPageWellMade, LOCALES } from '../../fixtures/e2e.ts';

// Every page of rent, renewal and endings (issue 12), as the person who uses it, in the four
// languages at 360 px: every key there, nothing wider than the phone; axe in Icelandic and in
// Ukrainian (the page's structure is the same in every language, and axe is the slow part; the
// flows run it in the others). The flows themselves are driven in their own specs; this one reads
// the demo contracts and changes nothing.

test.describe.configure({ timeout: 180_000 });

async function contractPath(page: Page, address: RegExp): Promise<string> {
  await page.goto('/rental-contracts');
  const href = await page.getByRole('link', { name: address }).first().getAttribute('href');
  expect(href).toMatch(/^\/rental-contracts\/[0-9a-f-]{36}$/);
  return href as string;
}

async function hrefOf(page: Page, selector: string): Promise<string> {
  const href = await page.locator(selector).first().getAttribute('href');
  expect(href, selector).toBeTruthy();
  return href as string;
}

async function everyLanguage(page: Page, baseURL: string, paths: string[]) {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const locale of LOCALES)
    for (const path of paths)
      await test.step(`${locale} ${path}`, () =>
        expectPageWellMade(page, baseURL, locale, path, locale === 'is' || locale === 'uk'));
}

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

test('the tenant’s schedule, receipt, payment service and renewal offer', async ({ page, baseURL }) => {
  await actAs(page, DEMO.tenant);
  const indexed = await contractPath(page, /Mávahlíð 12/);
  const serviced = await contractPath(page, /Bólstaðarhlíð 40/);
  const renewing = await contractPath(page, /Álfaskeið 72/);
  await page.goto(indexed);
  const receipt = await hrefOf(page, '[data-testid="rent-schedule"] a[href*="/payments/"]');
  await page.goto(renewing);
  const offer = await hrefOf(page, 'a[href*="/renewal-requests/"]');
  await everyLanguage(page, baseURL!, [indexed, receipt, `${serviced}/payment-service`, offer]);
});

test('the landlord’s ways to end a lease and not to renew it', async ({ page, baseURL }) => {
  await actAs(page, 'landlord2@demo.heimaleiga.is');
  const indefinite = await contractPath(page, /Suðurgata 35/);
  const fixed = await contractPath(page, /Álfaskeið 72/);
  const ending = `${indefinite}/termination-requests`;
  await everyLanguage(page, baseURL!, [
    ending,
    `${ending}/default`,
    `${ending}/negotiate`,
    `${ending}/violate`,
    `${ending}/violate/unpaid_rent`,
    `${ending}/violate/damage`,
    `${fixed}/renewal-requests/not-renew`,
  ]);
});

test('staff’s rent, payment service, setup, renewals and endings', async ({ page, baseURL }) => {
  // An administrator: the money settings pages are theirs only (docs/rules/access.md).
  await actAs(page, DEMO.admin);
  // Bólstaðarhlíð 44 waits for its setup; found among all contracts, so the setup spec finishing it
  // at the same time changes nothing here (its pages still answer, showing the service on).
  await page.goto(`/man/rental-contracts?q=${encodeURIComponent('Bólstaðarhlíð 44')}`);
  const contract = await hrefOf(page, 'a[href^="/man/rental-contracts/"]:text("HL-")');
  const setup = contract.replace('/man/rental-contracts/', '/man/rental-contracts/new/');
  await everyLanguage(page, baseURL!, [
    '/man/payments',
    '/man/payments/settings',
    '/man/rental-contracts/payment-service',
    '/man/rental-contracts/payment-service/payments',
    '/man/rental-contracts/payment-service/settings',
    '/man/rental-contracts/payment-service/settings/services',
    '/man/rental-contracts/renewals',
    '/man/rental-contracts/contract-terminations',
    '/man/rental-contracts/new',
    setup,
    `${setup}/bank-information`,
    `${setup}/payment-schedule`,
    `${setup}/payment-services`,
  ]);
});
