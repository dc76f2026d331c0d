import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-users.ts';
import {
  actAs,
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoMissingKeys,
  setLocale,
  signUpFresh,
  waitForHydration,
} from '../../fixtures/e2e.ts';
import { randomCompanyKennitala } from '../../fixtures/teams.ts';

// Navigation on a 360 px phone (issue 20 §3): the account menu names every page and holds the
// renting pages; a listing's parts are a menu with the ones used most first; nothing is wider
// than the screen; a tenant sees no landlord controls; file fields speak the interface's language;
// acting for a team shows in the closed header.

const PHONE = { width: 360, height: 800 };

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
  await page.setViewportSize(PHONE);
});

/** Nothing wider than the phone: the page does not scroll sideways. */
async function expectFits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function headersFor(request: APIRequestContext, email: string) {
  const token = await request.post('/api/token/', { data: { email, password: DEMO_PASSWORD } });
  return { authorization: `Bearer ${((await token.json()) as { access: string }).access}` };
}

test('the account menu names the page on the renting pages and holds them; contracts are a tenant’s (en)', async ({
  page,
  baseURL,
}) => {
  await setLocale(page, baseURL!, 'en');
  await actAs(page, DEMO.tenant);
  const menu = page.getByTestId('section-menu');
  for (const [path, name] of [
    ['/tenant/applications', 'My applications'],
    ['/account/offers', 'Offers to me'],
    ['/tenant/openhouses', 'My open-house visits'],
    ['/teams', 'Teams'],
  ] as const) {
    await page.goto(path);
    await expect(menu.locator('summary')).toHaveText(`My account: ${name}`);
    await expectFits(page);
  }
  await waitForHydration(page);
  await menu.locator('summary').click();
  for (const name of ['Inbox', 'My applications', 'Offers to me', 'My open-house visits', 'Rental contracts']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // Denied: no letting pages for someone who lists nothing.
  await expect(menu.getByRole('link', { name: 'Applications for my homes' })).toHaveCount(0);
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);

  // Making a contract is the landlord's step: a tenant's list has no primary "New" button.
  await page.goto('/rental-contracts');
  await expect(menu.locator('summary')).toHaveText('My account: Rental contracts');
  const start = page.getByRole('link', { name: 'New rental contract' });
  await expect(start).toBeVisible();
  await expect(start).not.toHaveClass(/bg-brand-600/);
  await expectFits(page);
});

test('a tenant’s lease shows none of the landlord’s deadlines or controls, and the ending page only a tenant’s ways (en)', async ({
  page,
  baseURL,
  request,
}) => {
  const headers = await headersFor(request, DEMO.tenant2);
  const list = (await (await request.get('/api/rental-contracts/?status=active', { headers })).json()) as {
    items: { id: string; address: string | null }[];
  };
  const lease = list.items.find((c) => c.address === 'Grettisgata 40');
  if (!lease) throw new Error('the demo Grettisgata lease is missing');
  await setLocale(page, baseURL!, 'en');
  await actAs(page, DEMO.tenant2);
  await page.goto(`/rental-contracts/${lease.id}`);
  await expect(page.getByTestId('renewal-block')).toBeVisible();
  await expect(page.getByTestId('renewal-deadline')).toHaveCount(0);
  await expect(page.getByTestId('registry-due')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Offer renewal' })).toHaveCount(0);
  const end = page.getByTestId('termination-block').getByRole('link');
  await expect(end).not.toHaveClass(/bg-brand-600/);
  await expectFits(page);

  await end.click();
  await expect(page.getByText('Here you can give notice or propose an end date to the landlord')).toBeVisible();
  await expect(page.getByTestId('choose-negotiate')).toBeVisible();
  await expect(page.getByTestId('choose-violate')).toHaveCount(0);
  await expectFits(page);
});

test('a listing’s parts are a menu on a phone, applications and contracts first; no services tab (en)', async ({
  page,
  baseURL,
  request,
}) => {
  const headers = await headersFor(request, DEMO.landlord);
  const mine = (await (await request.get('/api/users/me/listings/', { headers })).json()) as { id: string; status: string }[];
  const listing = mine.find((l) => l.status === 'published');
  if (!listing) throw new Error('no published demo listing');
  await setLocale(page, baseURL!, 'en');
  await actAs(page, DEMO.landlord);
  await page.goto(`/landlord/my-listings/${listing.id}`);
  await waitForHydration(page);
  const parts = page.getByTestId('listing-sections-menu');
  await expect(parts.locator('summary')).toHaveText('Parts of the listing: Overview');
  await parts.locator('summary').click();
  const links = parts.getByRole('link');
  await expect(links.nth(0)).toHaveText('Overview');
  await expect(links.nth(1)).toHaveText('Applications');
  await expect(links.nth(2)).toHaveText('Rental contracts');
  await expect(parts.getByRole('link', { name: 'Services' })).toHaveCount(0);
  await expectFits(page);
  await expectNoAxeViolations(page);
  await links.nth(1).click();
  await expect(page).toHaveURL(/\/applications$/);
  await expect(parts.locator('summary')).toHaveText('Parts of the listing: Applications');
  await expect(page.getByTestId('section-menu').locator('summary')).toHaveText('My account: My listings');
  await expectFits(page);
  expect((await page.goto(`/landlord/my-listings/${listing.id}/services`))?.status()).toBe(404);
});

test('staff listings with a long status fit a phone (is)', async ({ page }) => {
  await actAs(page, DEMO.staff);
  await page.goto('/man/listings?status=rented_pending');
  await expect(page.getByTestId('staff-listing').first()).toContainText('Leigð, samningur í vinnslu');
  await expectFits(page);
  await page.goto('/man/listings');
  await expect(page.getByTestId('staff-listing').first()).toBeVisible();
  await expectFits(page);
});

test('acting for a team shows in the closed header on a phone (is)', async ({ page }) => {
  // A fresh person and team: the mode is remembered on the person, so the demo agency is not used.
  await signUpFresh(page, 'Tinna Teymisdóttir');
  const name = `Símateymi ${Date.now()} ehf.`;
  await page.goto('/teams/create');
  await page.getByLabel('Nafn teymis').fill(name);
  await page.getByLabel('Slóð', { exact: true }).fill(`simateymi-${Date.now()}`);
  await page.getByLabel('Kennitala fyrirtækis').fill(randomCompanyKennitala());
  await page.getByRole('button', { name: 'Stofna teymi' }).click();
  await expect(page).toHaveURL(/\/settings\/team$/);
  await page.goto('/rental-contracts');
  const bar = page.getByTestId('acting-team-bar');
  await page.getByText('Valmynd', { exact: true }).click();
  const teamChoice = page.getByRole('button', { name, exact: true });
  if ((await teamChoice.getAttribute('aria-pressed')) !== 'true') await teamChoice.click();
  await expect(teamChoice).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  // Closed menu, and the team is named under the header.
  await expect(page.locator('header details[open]')).toHaveCount(0);
  await expect(bar).toBeVisible();
  await expect(bar).toHaveText(`Þú kemur fram sem: ${name}`);
  await expectFits(page);
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);

  // Back to acting personally: the line goes.
  await page.getByText('Valmynd', { exact: true }).click();
  await page.getByRole('button', { name: 'Ég', exact: true }).click();
  await expect(bar).toHaveCount(0);
});

test('a file field speaks the interface’s language, names the chosen file; nothing sent is refused beside it (is)', async ({
  page,
}) => {
  await page.goto('/rental-contracts/verify');
  await waitForHydration(page);
  const field = page.getByLabel('PDF-skjal samningsins');
  await expect(page.getByText('Velja skrá', { exact: true })).toBeVisible();
  await expect(page.getByTestId('file-chosen')).toHaveText('Engin skrá valin');
  // Bad input: neither a file nor a fingerprint. Refused beside the field, not a server error.
  const answer = page.waitForResponse((r) => r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Staðfesta' }).click();
  expect((await answer).status()).toBe(422);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#file-error')).not.toBeEmpty();
  await expectFits(page);
  await expectNoMissingKeys(page);

  await field.setInputFiles({
    name: 'leigusamningur-með-mjög-löngu-nafni-sem-fer-ekki-út-fyrir.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByTestId('file-chosen')).toHaveText('leigusamningur-með-mjög-löngu-nafni-sem-fer-ekki-út-fyrir.pdf');
  await expectFits(page);
});
