import { expect, type Page, test } from '@playwright/test';
import {
  actAs,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  setLocale,
  signUpFresh,
} from '../../fixtures/e2e.ts';

// Team mode on the demo agency (server/db/seed/demo-teams.ts): Anna (landlord2@, an agent of
// Leiguliðar ehf.) switches to the team in the header and starts a listing, which is the team's;
// Helga (team@, the owner) finds it in the team's listings and assigns Anna to it. The tests
// share that listing, so they run in order.
test.describe.configure({ mode: 'serial' });

const AGENT = 'landlord2@demo.heimaleiga.is';
const OWNER = 'team@demo.heimaleiga.is';
const TEAM = 'Leiguliðar ehf.';
// A house number of this run's own, so a second run starts a new listing.
const HOUSE = String(100 + Math.floor(Math.random() * 800));
const STREET = 'Skólavörðustígur';

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

async function signInInEnglish(page: Page, baseURL: string, email: string) {
  await actAs(page, email);
  await setLocale(page, baseURL, 'en');
}

/** The phone menu's "Acting as" choice; then the page is loaded afresh (the choice is remembered). */
async function choose(page: Page, name: string) {
  await page.getByText('Menu', { exact: true }).click();
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
}

test('an agent switches to the team on a phone and the listing they start is the team’s', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInInEnglish(page, baseURL!, AGENT);
  await page.goto('/landlord/my-listings');
  await choose(page, TEAM);
  await page.getByText('Menu', { exact: true }).click();
  await expect(page.getByRole('button', { name: TEAM, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Me', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('link', { name: `Team page: ${TEAM}` })).toBeVisible();
  await expectNoMissingKeys(page);

  await page.goto('/start-listing/location');
  await page.getByLabel('Street').fill(STREET);
  await page.getByLabel('House number').fill(HOUSE);
  await page.getByLabel('Postcode').selectOption('101');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/property$/);
  const id = /\/start-listing\/([0-9a-f-]{36})\//.exec(page.url())?.[1];
  expect(id).toBeTruthy();

  await page.goto(`/landlord/my-listings/${id}`);
  await expect(page.getByRole('link', { name: `Owned by ${TEAM}` })).toBeVisible();
  // On a phone the listing's parts are a menu that opens.
  await page.getByTestId('listing-sections-menu').locator('summary').click();
  await page.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByText(`This listing belongs to ${TEAM}.`, { exact: false })).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  // Back to acting personally: remembered too.
  await choose(page, 'Me');
  await page.getByText('Menu', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Me', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('the owner sees the new listing on the dashboard and assigns Anna; nothing chosen is an error', async ({
  page,
  baseURL,
}) => {
  await signInInEnglish(page, baseURL!, OWNER);
  await page.goto('/teams/leigulidar');
  await expect(page.getByRole('heading', { level: 1, name: `${TEAM}: overview` })).toBeVisible();
  const needing = page.getByRole('region', { name: /Listings needing action/ });
  await expect(needing.getByRole('link', { name: new RegExp(`${STREET} ${HOUSE}`) })).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);

  await page.goto('/teams/leigulidar/services/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Team listings' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Nothing ticked: refused beside the list, nothing changed.
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Choose at least one listing.')).toBeVisible();
  await expectNoMissingKeys(page);

  await page.getByRole('checkbox', { name: `Choose ${STREET} ${HOUSE}` }).check();
  await page.getByLabel('Action').selectOption('assign');
  await page.getByLabel('Member', { exact: true }).selectOption({ label: 'Anna Nowak' });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('bulk-result')).toContainText('1 listing assigned.');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `${STREET} ${HOUSE}` }) });
  await expect(row).toContainText('Looked after by Anna Nowak');
  await expectNoAxeViolations(page);
});

test('a person outside the team gets 404 on its pages', async ({ page }) => {
  await signUpFresh(page);
  for (const path of ['/teams/leigulidar', '/teams/leigulidar/services/listings']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
