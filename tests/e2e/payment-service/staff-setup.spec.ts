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

// Staff set up the payment service on a customer's behalf (docs/rules/payment-service.md "Set up
// by staff"): the demo contract at Bólstaðarhlíð 44 (Sigurður lets a room to Oksana, the payment
// service is its payment method but not switched on; seeded for this and used by no other spec).
// On a 360 px phone, in Icelandic, through every step: a missing payer is refused beside the
// field, one month is left out with a reason, the months step is checked in English, and
// confirming lands on the contract's staff page. A tenant is kept out of the wizard.

test('staff set up the payment service for a contract through every step on a phone', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await dismissConsent(page, baseURL as string);
  await actAs(page, DEMO.staff);

  await page.goto('/man/rental-contracts/payment-service');
  await page.getByRole('link', { name: 'Setja upp greiðsluþjónustu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Setja upp greiðsluþjónustu' })).toBeVisible();
  await page.getByLabel('Tilvísun, heimilisfang, nafn eða kennitala').fill('Bólstaðarhlíð 44');
  await page.getByRole('button', { name: 'Leita' }).click();
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /^Setja upp HL-\d+$/ }).click();
  await page.waitForURL(/\/man\/rental-contracts\/new\/[0-9a-f-]{36}$/);
  const setupUrl = page.url();
  const contractId = setupUrl.split('/').pop() as string;
  await expect(page.getByTestId('setup-missing')).toContainText('hver greiðir');
  await expect(page.getByTestId('step-bank-information')).toHaveText('Eftir');
  await expectNoMissingKeys(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // Step 1: without a payer, refused beside the field; the chosen account is kept.
  await page.getByRole('link', { name: '1. Greiðandi og útborgunarreikningur' }).click();
  const accounts = page.getByRole('group', { name: 'Útborgunarreikningur leigusala' });
  await accounts.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();
  await expect(page.locator('#payer-error')).toHaveText('Veldu hver greiðir leiguna.');
  await expect(accounts.getByRole('radio').first()).toBeChecked();
  await expectNoHorizontalScroll(page);
  await page.getByRole('group', { name: 'Hver greiðir leiguna' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();

  // Step 2: the months; the first is left out (paid in cash), with its reason.
  await expect(page.getByRole('heading', { level: 1, name: 'Mánuðir til innheimtu' })).toBeVisible();
  await expect(page.getByText('Vistað.')).toBeVisible();
  await page
    .getByRole('link', { name: /^Breyta / })
    .first()
    .click();
  await page.getByLabel(/^Sleppa þessum mánuði/).check();
  await page.getByRole('button', { name: 'Vista' }).click();
  await expect(page.locator('#reason-error')).toHaveText('Tilgreindu hvers vegna mánuðinum er sleppt.');
  await page.getByLabel('Ástæða').fill('Greitt í reiðufé');
  await page.getByRole('button', { name: 'Vista' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mánuðir til innheimtu' })).toBeVisible();
  await expect(page.getByText('Sleppt: Greitt í reiðufé')).toBeVisible();
  await expectNoAxeViolations(page);

  // The same step in English.
  await setLocale(page, baseURL as string, 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Months to claim' })).toBeVisible();
  await expect(page.getByText('Left out: Greitt í reiðufé')).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoHorizontalScroll(page);
  await setLocale(page, baseURL as string, 'is');
  await page.reload();
  await page.getByRole('button', { name: 'Mánuðirnir eru réttir, áfram' }).click();

  // Step 3: the service with its fee on this rent, the review, confirm.
  await expect(page.getByRole('heading', { level: 1, name: 'Þjónusta og staðfesting' })).toBeVisible();
  await page.getByRole('radio', { name: /Grunnþjónusta/ }).check();
  await page.getByRole('button', { name: 'Vista þjónustuna' }).click();
  await expect(page.getByText('Vistað.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Staðfesta og hefja þjónustuna' }).click();
  await page.waitForURL(new RegExp(`/man/rental-contracts/${contractId}$`));
  await expect(page.getByText('Greiðsluþjónustan er komin í gang. Leigusala og leigjanda hefur verið tilkynnt.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Setja upp greiðsluþjónustu' })).toHaveCount(0);

  // No longer offered.
  await page.goto(setupUrl);
  await expect(page.getByText('Greiðsluþjónustan er þegar í gangi fyrir þennan samning.')).toBeVisible();
  await context.close();
});

test('a tenant is kept out of the setup', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL as string);
  await actAs(page, DEMO.tenant);
  expect((await page.goto('/man/rental-contracts/new'))?.status()).toBe(403);
});
