import { expect, test } from '@playwright/test';
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
import { LANDLORD_PASSWORD, listingInReview } from './review-setup.ts';

// Staff moderation: the review queue (reject with a reason the landlord sees, approve), the
// staff listing search with its audit trail, the featured listings on the home page, and the
// 403 a tenant gets. Listings are made fresh through the API, by new landlords.

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
let toReject: Awaited<ReturnType<typeof listingInReview>>;
let toApprove: Awaited<ReturnType<typeof listingInReview>>;
const reason = 'Myndirnar sýna ekki íbúðina sjálfa. Settu inn myndir af stofu og herbergjum.';

test.beforeAll(async ({ request }) => {
  toReject = await listingInReview(request, `Íbúð til höfnunar ${stamp}`);
  toApprove = await listingInReview(request, `Íbúð til birtingar ${stamp}`);
});

test('staff reject one listing with a reason and approve another (is)', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL as string);
  await actAs(page, DEMO.staff);
  await page.goto('/man/listings/publishes');
  await expect(page.getByRole('heading', { level: 1, name: 'Yfirferð auglýsinga' })).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);

  const rejecting = page.getByTestId('review-item').filter({ hasText: toReject.title });
  await expect(rejecting.getByRole('img', { name: new RegExp(toReject.title) })).toBeVisible();
  // A reason that is too short is refused with a translated error, and nothing changes.
  await rejecting.getByLabel('Ástæða höfnunar').fill('Of stutt');
  await rejecting.getByRole('button', { name: 'Hafna' }).click();
  await expect(rejecting.getByText('Textinn er of stuttur.')).toBeVisible();
  await rejecting.getByLabel('Ástæða höfnunar').fill(reason);
  await rejecting.getByRole('button', { name: 'Hafna' }).click();
  await expect(page.getByText('Auglýsingunni var hafnað og leigusalinn sér ástæðuna.')).toBeVisible();
  await expect(page.getByTestId('review-item').filter({ hasText: toReject.title })).toHaveCount(0);

  await page
    .getByTestId('review-item')
    .filter({ hasText: toApprove.title })
    .getByRole('button', { name: 'Samþykkja og birta' })
    .click();
  await expect(page.getByText('Auglýsingin er birt og leigusalanum hefur verið látið vita.')).toBeVisible();
  await expect(page.getByTestId('review-item').filter({ hasText: toApprove.title })).toHaveCount(0);

  // The staff search finds the rejected one by its owner; its detail shows the history and audit.
  await page.goto('/man/listings');
  await page.getByLabel('Nafn eða netfang eiganda').fill(toReject.email);
  await page.getByRole('button', { name: 'Leita' }).click();
  await page.getByRole('link', { name: toReject.title }).first().click();
  const detail = page.locator('#detail');
  await expect(detail.getByRole('heading', { name: toReject.title })).toBeVisible();
  await expect(detail.getByTestId('audit-rows')).toContainText(reason);
  await expect(detail.getByText('Ástæða höfnunar:')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the landlord sees why the listing was rejected', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL as string);
  await signIn(page, toReject.email, LANDLORD_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/landlord/my-listings');
  await expect(page.getByText(reason)).toBeVisible();
});

test('a tenant may not open the review queue', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL as string);
  await actAs(page, DEMO.tenant);
  const response = await page.goto('/man/listings/publishes');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Þú hefur ekki aðgang að þessari síðu' })).toBeVisible();
  await expect(page.getByText(toApprove.title)).toHaveCount(0);
});

test('staff feature the approved listing and it shows on the home page (en, 360 px)', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL as string);
  await setLocale(page, baseURL as string, 'en');
  await page.setViewportSize({ width: 360, height: 800 });
  await actAs(page, DEMO.staff);
  await page.goto('/man/site-listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Home page listings' })).toBeVisible();
  await page.getByLabel('Title or address').fill(stamp);
  await page.getByRole('button', { name: 'Find' }).click();
  const candidate = page.getByTestId('feature-candidate').filter({ hasText: toApprove.title });
  await expect(candidate).toHaveCount(1);
  // Only published listings are offered: the rejected one isn't.
  await expect(page.getByTestId('feature-candidate').filter({ hasText: toReject.title })).toHaveCount(0);
  await candidate.getByRole('button', { name: 'Feature on the home page' }).click();
  await expect(page.getByText('The listing is now on the home page.')).toBeVisible();
  await expect(page.getByTestId('featured-row').filter({ hasText: toApprove.title })).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured homes' });
  await expect(featured.getByRole('link', { name: new RegExp(toApprove.title) })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  // The staff search at 360 px shows cards, not a table wider than the screen.
  await page.goto(`/man/listings?owner=${encodeURIComponent(toApprove.email)}`);
  await expect(page.getByTestId('staff-listing').filter({ hasText: toApprove.title })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // Leave the home page as it was for other tests.
  await page.goto('/man/site-listings');
  await page
    .getByTestId('featured-row')
    .filter({ hasText: toApprove.title })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(page.getByText('The listing was removed from the home page.')).toBeVisible();
});
