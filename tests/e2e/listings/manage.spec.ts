import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-users.ts';
import {
  actAs,
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  setLocale,
  signIn,
  waitForHydration,
} from '../../fixtures/e2e.ts';
import { LANDLORD_PASSWORD, listingInReview } from './review-setup.ts';

// The landlord's management pages: their listings, pause and resume, viewing hours, duplicate,
// and 404 for everyone else. Each test makes its own landlord through the API (nothing shared
// with the other tests running at the same time); staff approve the listing through the API.

async function publishedListing(request: APIRequestContext, title: string) {
  const listing = await listingInReview(request, title);
  const token = await request.post('/api/token/', { data: { email: DEMO.staff, password: DEMO_PASSWORD } });
  const { access } = (await token.json()) as { access: string };
  const approved = await request.post(`/api/man/listings/${listing.id}/approve/`, {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(approved.status()).toBe(204);
  return listing;
}

async function checkPage(page: Page) {
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
}

// One flow was four page checks and a dozen forms, racing the 30 s timeout on a slow machine:
// it is two tests now, each with its own landlord and listing, and they run side by side.
async function signedInLandlord(page: Page, baseURL: string, request: APIRequestContext) {
  const listing = await publishedListing(request, `Björt íbúð við Bergstaðastræti ${Date.now()}`);
  await dismissConsent(page, baseURL);
  await setLocale(page, baseURL, 'is');
  await signIn(page, listing.email, LANDLORD_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return listing;
}

test('a landlord sees a listing in their list, pauses and resumes it (is)', async ({ page, baseURL, request }) => {
  const listing = await signedInLandlord(page, baseURL as string, request);

  // The list: the listing with its status in words and its expiry.
  await page.goto('/landlord/my-listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Auglýsingarnar mínar' })).toBeVisible();
  const card = page.getByTestId('my-listing').filter({ hasText: listing.title });
  await expect(card).toContainText('Birt');
  await expect(card).toContainText(/Rennur út eftir 60 daga/);
  await expect(card).toContainText('315.000');
  await checkPage(page);

  // Pause, then resume.
  await card.getByRole('link', { name: /Stjórna/ }).click();
  await expect(page.getByTestId('managed-title')).toHaveText(listing.title);
  await checkPage(page);
  await page.getByRole('button', { name: 'Gera hlé' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hlé er á auglýsingunni' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gera hlé' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Birta aftur' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Auglýsingin er birt aftur' })).toBeVisible();
});

test('a landlord sets viewing hours and copies a listing (is)', async ({ page, baseURL, request }) => {
  const listing = await signedInLandlord(page, baseURL as string, request);

  // Viewing hours: an end before the start is refused with the field's message, then fixed.
  await page.goto(`/landlord/my-listings/${listing.id}/date-time`);
  await waitForHydration(page);
  const monday = page.getByTestId('viewing-day-1');
  await monday.getByLabel(/^Frá/).fill('18:00');
  await monday.getByLabel(/^Til/).fill('17:00');
  await page.getByRole('button', { name: 'Vista' }).click();
  await expect(monday).toContainText('Lokatíminn þarf að vera á eftir upphafstímanum.');
  await expect(monday.getByLabel(/^Frá/)).toHaveValue('18:00');
  await checkPage(page);
  await monday.getByLabel(/^Til/).fill('19:30');
  await page.getByRole('button', { name: 'Vista' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Breytingarnar eru vistaðar' })).toBeVisible();
  await expect(page.getByTestId('viewing-day-1').getByLabel(/^Til/)).toHaveValue('19:30');

  // A tab whose data comes later says what is true for this listing now.
  await page.getByRole('navigation', { name: 'Hlutar auglýsingarinnar' }).getByRole('link', { name: 'Umsóknir' }).click();
  await expect(page.getByRole('heading', { name: 'Engar umsóknir enn' })).toBeVisible();
  await checkPage(page);

  // Copy it: the new draft opens in the wizard and shows in the list as a draft.
  await page.getByRole('navigation', { name: 'Hlutar auglýsingarinnar' }).getByRole('link', { name: 'Yfirlit' }).click();
  await page.getByRole('button', { name: 'Afrita í nýja auglýsingu' }).click();
  await page.waitForURL(/\/start-listing\/[0-9a-f-]{36}/);
  const copyId = /\/start-listing\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  expect(copyId).not.toBe(listing.id);
  await page.goto('/landlord/my-listings?status=draft');
  await expect(page.getByTestId('my-listing')).toHaveCount(1);
  await expect(page.getByTestId('my-listing')).toContainText('Drög');
});

test('another person gets 404; the list, tabs and empty state work in English at 360 px', async ({
  page,
  baseURL,
  request,
  browser,
}) => {
  const listing = await publishedListing(request, `Sunny flat on Bergstaðastræti ${Date.now()}`);

  // Another landlord (the demo one) gets 404 on every page of this listing.
  const other = await browser.newPage({ baseURL });
  await dismissConsent(other, baseURL as string);
  await actAs(other, DEMO.landlord);
  for (const path of ['', '/date-time', '/description', '/applications']) {
    expect((await other.goto(`/landlord/my-listings/${listing.id}${path}`))?.status(), path).toBe(404);
  }
  // Their own list opens (whatever the seed gave them) and never shows someone else's listing.
  await other.goto('/landlord/my-listings');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(other.getByText(listing.title)).toHaveCount(0);
  await other.close();

  await page.setViewportSize({ width: 360, height: 800 });
  await dismissConsent(page, baseURL as string);
  await setLocale(page, baseURL as string, 'en');
  await signIn(page, listing.email, LANDLORD_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/landlord/my-listings');
  await expect(page.getByRole('heading', { level: 1, name: 'My listings' })).toBeVisible();
  await expect(page.getByTestId('my-listing').filter({ hasText: listing.title })).toContainText('Expires in 60 days');
  await expectNoHorizontalScroll(page);
  await checkPage(page);

  await page.goto(`/landlord/my-listings/${listing.id}`);
  await expect(page.getByRole('heading', { name: 'Status and actions' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await checkPage(page);

  // Archive asks first; cancelling keeps the listing published.
  await page.getByRole('link', { name: 'Archive' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Archive the listing?');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.goto(`/landlord/my-listings/${listing.id}/date-time`);
  await expectNoHorizontalScroll(page);
  await checkPage(page);

  // A personal listing has no team tab (docs/rules/team-mode.md): not in the row, and 404 by address.
  await expect(page.getByRole('navigation', { name: 'Parts of the listing' }).getByRole('link', { name: 'Team' })).toHaveCount(0);
  expect((await page.goto(`/landlord/my-listings/${listing.id}/team`))?.status()).toBe(404);
});

test('a landlord with no listings sees how to start one (en)', async ({ page, baseURL, request }) => {
  const email = `nolistings.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.is`;
  const created = await request.post('/api/users/', {
    data: { name: 'Ólöf Engin', email, password: LANDLORD_PASSWORD, acceptTerms: true, locale: 'en' },
  });
  expect(created.ok()).toBe(true);
  await dismissConsent(page, baseURL as string);
  await setLocale(page, baseURL as string, 'en');
  await signIn(page, email, LANDLORD_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/landlord/my-listings');
  await expect(page.getByRole('heading', { name: 'You have no listings yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post a listing' })).toHaveAttribute('href', '/start-listing/location');
  await checkPage(page);
});
