import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-users.ts';
import {
  actAs,
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  setLocale,
} from '../../fixtures/e2e.ts';

// Offers on the demo data (server/db/seed/demo-offers.ts): Anna (landlord2@) offered Guðrún
// (tenant@) the flat in Selfoss and it expired unanswered; the application is still open, so Anna
// sends a new offer from it, and Guðrún accepts it on her phone. The tests share that one
// application, so they run in order.
test.describe.configure({ mode: 'serial' });

const LANDLORD2 = 'landlord2@demo.heimaleiga.is';
const SELFOSS = '2ja herbergja íbúð í miðbæ Selfoss';

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

async function openNewOfferFromExpired(page: import('@playwright/test').Page) {
  await actAs(page, LANDLORD2);
  await page.goto('/landlord/offers?status=expired');
  await expect(page.getByRole('heading', { level: 1, name: 'Tilboð' })).toBeVisible();
  await page.getByRole('link', { name: SELFOSS }).click();
  await expect(page.getByTestId('offer-status')).toHaveText('Runnið út');
  await page.getByRole('link', { name: 'Senda nýtt tilboð' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Senda leigutilboð' })).toBeVisible();
}

test('a landlord is refused security of four months’ rent, beside the field (40. gr.), and nothing is sent', async ({ page }) => {
  await openNewOfferFromExpired(page);
  await expect(page.getByLabel('Mánaðarleiga (kr.)')).toHaveValue('235.000');
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);

  await page.getByLabel('Trygging', { exact: true }).selectOption('cash_deposit');
  await page.getByLabel('Fjárhæð tryggingar (kr.)').fill(String(235_000 * 4));
  await page.getByRole('button', { name: 'Senda tilboð' }).click();
  await expect(page.getByText('Trygging má ekki vera hærri en þriggja mánaða leiga.')).toBeVisible();
  await expect(page.getByLabel('Fjárhæð tryggingar (kr.)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/landlord\/offers\/new\?application=/);

  await page.goto('/landlord/offers?status=sent');
  await expect(page.getByRole('link', { name: SELFOSS })).toHaveCount(0);
});

test('the landlord sends an offer and the tenant accepts it on a phone in Icelandic: the contract draft is stored', async ({
  page,
  browser,
  baseURL,
}) => {
  await openNewOfferFromExpired(page);
  await page.getByLabel('Fjárhæð tryggingar (kr.)').fill('470000');
  await page.getByLabel('Leigutími í mánuðum').fill('12');
  await page.getByLabel('Skilaboð til umsækjanda (valfrjálst)').fill('Við skulum reyna aftur, íbúðin er enn laus.');
  await page.getByRole('button', { name: 'Senda tilboð' }).click();
  await expect(page.getByText('Tilboðið var sent. Umsækjandinn fær tilkynningu.')).toBeVisible();
  await expect(page.getByTestId('offer-status')).toHaveText('Bíður svars');
  await expect(page.getByTestId('offer-time-left')).toContainText('7 dagar eftir');

  const phone = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'is-IS' });
  const tenant = await phone.newPage();
  await dismissConsent(tenant, baseURL!);
  await actAs(tenant, DEMO.tenant);
  await tenant.goto('/account/offers?status=sent');
  await expect(tenant.getByRole('heading', { level: 1, name: 'Tilboðin mín' })).toBeVisible();
  await tenant.getByRole('link', { name: SELFOSS }).click();
  await expect(tenant.getByTestId('offer-rent')).toHaveText('235.000 kr. á mánuði');
  await expect(tenant.getByTestId('offer-security')).toHaveText('Tryggingarfé: 470.000 kr.');
  await expect(tenant.getByTestId('offer-term')).toContainText('Tímabundinn, 12 mánuðir');
  await expect(tenant.getByText('Við skulum reyna aftur, íbúðin er enn laus.')).toBeVisible();
  await expectNoMissingKeys(tenant);
  await expectNoAxeViolations(tenant);
  await expectNoHorizontalScroll(tenant);

  // Accepting asks first, saying what it closes; then one line says when, and links to the draft.
  await tenant.getByRole('link', { name: 'Samþykkja tilboð' }).click();
  await expect(tenant.getByTestId('accept-form')).toContainText('öðrum umsóknum um eignina er lokað');
  await tenant.getByRole('button', { name: 'Já, samþykkja tilboðið' }).click();
  await expect(tenant.getByTestId('offer-state')).toContainText(/^Þú samþykktir tilboðið \d{1,2}\. [a-zíóáéúýþæö]+ \d{4}\./);
  await expect(tenant.getByText('Svarfrestur rann út')).toHaveCount(0);
  await expect(tenant.getByRole('link', { name: 'Opna drög að leigusamningi' })).toHaveAttribute('href', /^\/rental-contracts\//);
  await expect(tenant.getByTestId('offer-status')).toHaveText('Samþykkt');
  const draft = tenant.getByTestId('contract-draft');
  await expect(draft.getByRole('heading', { name: 'Drög að leigusamningi' })).toBeVisible();
  await expect(draft).toContainText('Anna Nowak (leigusali)');
  await expect(draft).toContainText('Guðrún Jónsdóttir (leigjandi)');
  await expect(draft).toContainText('235.000 kr. á mánuði');
  await expect(tenant.getByRole('link', { name: 'Samþykkja tilboð' })).toHaveCount(0);
  await expectNoAxeViolations(tenant);
  await expectNoHorizontalScroll(tenant);
  await phone.close();

  // The landlord sees the same draft, and the listing is off the market.
  await page.reload();
  await expect(page.getByTestId('offer-status')).toHaveText('Samþykkt');
  await expect(page.getByTestId('contract-draft')).toContainText('Guðrún Jónsdóttir (leigjandi)');
  await page.goto('/landlord/my-listings');
  await expect(page.getByText('Leigð, samningur í vinnslu').first()).toBeVisible();
});

test("another tenant opening Guðrún's offer gets not found, and can't answer it", async ({ page, request }) => {
  const token = (await (await request.post('/api/token/', { data: { email: DEMO.tenant, password: DEMO_PASSWORD } })).json())
    .access as string;
  const offers = (await (
    await request.get('/api/users/me/offers/?status=sent', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { items: { id: string; listing: { title: string } }[] };
  const hlidar = offers.items.find((o) => o.listing.title === 'Björt 3ja herbergja íbúð í Hlíðunum');
  expect(hlidar).toBeDefined();

  await actAs(page, DEMO.tenant2);
  const response = await page.goto(`/account/offers/${hlidar?.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Björt 3ja herbergja íbúð í Hlíðunum')).toHaveCount(0);
  const landlordView = await page.goto(`/landlord/offers/${hlidar?.id}`);
  expect(landlordView?.status()).toBe(404);
});

test('in English: the landlord reads offers by status and an accepted one with its contract draft', async ({ page, baseURL }) => {
  await setLocale(page, baseURL!, 'en');
  await actAs(page, DEMO.landlord);
  await page.goto('/landlord/offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Awaiting answer (1)' })).toBeVisible();
  await page.getByRole('link', { name: 'Accepted (1)' }).click();
  await expect(page).toHaveURL(/status=accepted/);
  await expect(page.getByTestId('offer-item')).toHaveCount(1);
  await page.getByRole('link', { name: 'Herbergi í Vesturbænum, nálægt Háskólanum' }).click();
  await expect(page.getByTestId('offer-status')).toHaveText('Accepted');
  await expect(page.getByTestId('offer-term')).toHaveText('Open-ended lease');
  const draft = page.getByTestId('contract-draft');
  await expect(draft.getByRole('heading', { name: 'Draft rental contract' })).toBeVisible();
  await expect(draft).toContainText('Oksana Kovalenko (tenant)');
  await expect(draft.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);

  // Withdrawing with a message that holds a control character: the error beside the field, nothing withdrawn.
  await page.goto('/landlord/offers?status=sent');
  await page.getByRole('link', { name: 'Björt 3ja herbergja íbúð í Hlíðunum' }).click();
  await page.getByRole('link', { name: 'Withdraw…' }).click();
  await page.getByLabel('Message to the applicant (optional)').fill('Sorry\u0007');
  await page.getByRole('button', { name: 'Withdraw the offer' }).click();
  await expect(page.getByText('This contains invisible control characters')).toBeVisible();
  await expect(page.getByLabel('Message to the applicant (optional)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('offer-status')).toHaveText('Awaiting answer');
});
