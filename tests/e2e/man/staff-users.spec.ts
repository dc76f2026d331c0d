import { type APIRequestContext, expect, test } from '@playwright/test';
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
} from '../../fixtures/e2e.ts';
import { LANDLORD_PASSWORD, listingInReview } from '../listings/review-setup.ts';

// Staff and people: staff find a person, block them (the person can no longer sign in), and
// unblock them; staff resolve a listing report and the tenant who sent it sees the outcome; the
// applications list on a phone in English. The people are made fresh here through the API, never
// a demo person another spec signs in as.

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);

async function signUp(request: APIRequestContext, name: string) {
  const email = `person.${stamp}.${Math.floor(Math.random() * 1e6)}@example.is`;
  const response = await request.post('/api/users/', {
    data: { name, email, password: LANDLORD_PASSWORD, acceptTerms: true, locale: 'is' },
  });
  if (!response.ok()) throw new Error(`sign up: ${response.status()} ${await response.text()}`);
  return { email, name };
}

async function token(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/token/', { data: { email, password } });
  if (!response.ok()) throw new Error(`token: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { access: string }).access;
}

test('staff find a person, block them so they cannot sign in, and unblock them (is)', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const person = await signUp(request, `Bjarni Lokason ${stamp}`);
  await dismissConsent(page, baseURL as string);

  // The person signs in, and the staff area is closed to them.
  const theirs = await browser.newContext({ locale: 'is-IS' });
  const them = await theirs.newPage();
  await dismissConsent(them, baseURL as string);
  await signIn(them, person.email, LANDLORD_PASSWORD);
  await them.waitForURL((url) => !url.pathname.startsWith('/login'));
  const denied = await them.goto('/man/users');
  expect(denied?.status()).toBe(403);

  await actAs(page, DEMO.staff);
  await page.goto('/man');
  await page.getByRole('navigation', { name: 'Starfsmannasvæði' }).getByRole('link', { name: 'Fólk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fólk' })).toBeVisible();
  await page.getByLabel('Nafn, netfang, sími eða kennitala').fill(person.email);
  await page.getByRole('button', { name: 'Leita' }).click();
  await expect(page.getByTestId('staff-user')).toHaveCount(1);
  await page.getByRole('link', { name: person.name }).click();
  await expect(page.getByTestId('staff-user-name')).toHaveText(person.name);
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);

  // No reason: the error is beside the field and nothing happens.
  await page.getByRole('button', { name: 'Loka aðganginum' }).click();
  await expect(page.getByText('Þennan reit þarf að fylla út')).toBeVisible();
  await page.getByLabel('Ástæða lokunar').fill('Of stutt');
  await page.getByRole('button', { name: 'Loka aðganginum' }).click();
  await expect(page.getByText('Textinn er of stuttur.')).toBeVisible();
  await expect(page.getByTestId('blocked-note')).toHaveCount(0);

  await page.getByLabel('Ástæða lokunar').fill('Sendi mörgum leigjendum beiðni um fyrirframgreiðslu utan Heimaleigu.');
  await page.getByRole('button', { name: 'Loka aðganginum' }).click();
  await expect(page.getByText('Aðganginum var lokað og viðkomandi skráður út alls staðar.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('blocked-note')).toContainText('fyrirframgreiðslu');
  await expect(page.getByTestId('audit-rows')).toContainText('Aðgangi lokað');

  // Signed out at once, and the right password is refused with the reason.
  await them.goto('/profile');
  await expect(them).toHaveURL(/\/login/);
  await signIn(them, person.email, LANDLORD_PASSWORD);
  await expect(them.getByText('Þessum aðgangi hefur verið lokað.', { exact: false })).toBeVisible();
  await expect(them).toHaveURL(/\/login/);

  await page.getByLabel('Ástæða opnunar').fill('Málið skýrðist í símtali og greiðslurnar voru endurgreiddar.');
  await page.getByRole('button', { name: 'Opna aðganginn' }).click();
  await expect(page.getByText('Aðgangurinn er opinn aftur.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('blocked-note')).toHaveCount(0);

  await signIn(them, person.email, LANDLORD_PASSWORD);
  await them.waitForURL((url) => !url.pathname.startsWith('/login'));
  await theirs.close();
});

test('staff resolve a listing report and the tenant who sent it sees the outcome (is)', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const listing = await listingInReview(request, `Íbúð sem er tilkynnt ${stamp}`);
  const staffToken = await token(request, DEMO.staff, DEMO_PASSWORD);
  const approved = await request.post(`/api/man/listings/${listing.id}/approve/`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(approved.status()).toBe(204);
  const tenant = await signUp(request, `Tilkynnandi ${stamp}`);
  const reported = await request.post(`/api/listings/${listing.id}/reports/`, {
    headers: { authorization: `Bearer ${await token(request, tenant.email, LANDLORD_PASSWORD)}` },
    data: { reason: 'scam', message: 'Leigusalinn bað um greiðslu inn á erlendan reikning áður en ég fékk að skoða.' },
  });
  expect(reported.status()).toBe(201);

  await dismissConsent(page, baseURL as string);
  await actAs(page, DEMO.staff);
  await page.goto('/man');
  await page.getByRole('link', { name: /Opnar tilkynningar um auglýsingar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tilkynningar' })).toBeVisible();
  const card = page.getByTestId('staff-report').filter({ hasText: listing.title });
  await expect(card).toContainText('Grunur um svik');
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await card
    .getByLabel('Skilaboð til þess sem tilkynnti')
    .fill('Við tókum auglýsinguna úr birtingu og höfðum samband við leigusalann.');
  await card.getByRole('button', { name: 'Afgreiða' }).click();
  await expect(page.getByText('Tilkynningin er afgreidd', { exact: false })).toBeVisible();
  await expect(page.getByTestId('staff-report').filter({ hasText: listing.title })).toHaveCount(0);
  await page.getByRole('link', { name: 'Allar', exact: true }).click();
  await expect(page.getByTestId('staff-report').filter({ hasText: listing.title })).toContainText('Afgreidd');

  const theirs = await browser.newContext({ locale: 'is-IS' });
  const them = await theirs.newPage();
  await dismissConsent(them, baseURL as string);
  await signIn(them, tenant.email, LANDLORD_PASSWORD);
  await them.waitForURL((url) => !url.pathname.startsWith('/login'));
  await them.goto(`/listings/${listing.id}`);
  await them.getByText('Tilkynna auglýsingu', { exact: true }).click();
  await expect(them.getByTestId('my-report-status')).toContainText('starfsfólk hefur afgreitt hana.');
  await them.goto('/account/notifications');
  await expect(them.getByText(`Ábendingin þín um „${listing.title}“ hefur verið afgreidd`)).toBeVisible();
  await theirs.close();
});

test('the applications list reads on a phone in English', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL as string);
  await setLocale(page, baseURL as string, 'en');
  await page.setViewportSize({ width: 360, height: 800 });
  await actAs(page, DEMO.staff);
  await page.goto('/man/rental-applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Rental applications' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Applications by status' }).getByRole('link', { name: /^All \(/ }),
  ).toBeVisible();
  await page.getByLabel('Tenant or landlord (name or email)').fill('no-such-person-anywhere');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'No applications match' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);

  // The other lists fit the phone too: the demo reports as cards, people as a list.
  await page.goto('/man/reports?view=all');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByTestId('staff-report').filter({ hasText: 'Stúdíóíbúð með sérinngangi í 105' })).toContainText(
    'Resolved',
  );
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.goto('/man/users?filter=staff');
  await expect(page.getByTestId('staff-user').filter({ hasText: DEMO.admin })).toContainText('Administrator');
  await expectNoHorizontalScroll(page);
  await expectNoMissingKeys(page);
});
