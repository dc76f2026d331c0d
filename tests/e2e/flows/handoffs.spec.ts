import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { addDays, dayOf } from '../../../common/calendar-day.ts';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-users.ts';
import {
  actAs,
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoMissingKeys,
  FRESH_PASSWORD,
  setLocale,
  signIn,
} from '../../fixtures/e2e.ts';
import { LANDLORD_PASSWORD, listingInReview } from '../listings/review-setup.ts';

// Every handoff has a next step (issue 20 §1), each checked where a person meets it: a viewing
// request outside the hours shows them (while the home is on the market); the landlord sees the
// house-rule clashes the tenant was warned of; a second identical "Send offer" lands on the sent
// offer; accepting asks first, then says when and links to the draft, which tells the tenant who
// completes it; an expired offer offers a message to the landlord; signing in speaks the
// profile's language; a team's list is the team's. One fresh landlord, listing and tenant, in order.

test.describe.configure({ mode: 'serial' });

const scene = { listingId: '', landlordEmail: '', tenantEmail: '', applicationId: '', offerPath: '', contractPath: '' };

async function token(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/token/', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { access: string }).access;
}

async function pageOf(browser: Browser, baseURL: string, locale: string, email?: string, password?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await dismissConsent(page, baseURL);
  await setLocale(page, baseURL, locale);
  if (email) {
    await signIn(page, email, password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }
  return page;
}

test.beforeAll(async ({ request }) => {
  const listing = await listingInReview(request, `Handoff við Bergstaðastræti ${Date.now()}`);
  const staff = await token(request, DEMO.staff, DEMO_PASSWORD);
  const approved = await request.post(`/api/man/listings/${listing.id}/approve/`, {
    headers: { authorization: `Bearer ${staff}` },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  // The house rules allow no pets and at most 3 people; this household is 4 with a cat.
  const tenantEmail = `handoff.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.is`;
  const created = await request.post('/api/users/', {
    data: { name: 'Hrefna Leigjandi', email: tenantEmail, password: FRESH_PASSWORD, acceptTerms: true, locale: 'is' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const tenant = await token(request, tenantEmail, FRESH_PASSWORD);
  const applied = await request.post(`/api/listings/${listing.id}/applications/`, {
    headers: { authorization: `Bearer ${tenant}` },
    data: { message: 'Góðan dag, við erum fjögur með einn kött.', adults: 3, children: 1, pets: true, petsNote: 'Einn köttur' },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  Object.assign(scene, {
    listingId: listing.id,
    landlordEmail: listing.email,
    tenantEmail,
    applicationId: ((await applied.json()) as { id: string }).id,
  });
});

test('a viewing request outside the viewing hours is refused with the hours shown', async ({ browser, baseURL, request }) => {
  const landlord = await token(request, scene.landlordEmail, LANDLORD_PASSWORD);
  const hours = await request.put(`/api/listings/${scene.listingId}/date-time/`, {
    headers: { authorization: `Bearer ${landlord}` },
    data: { viewingHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: '10:00', to: '20:00' })) },
  });
  expect(hours.ok(), await hours.text()).toBe(true);
  const tenant = await pageOf(browser, baseURL!, 'is');
  await actAs(tenant, DEMO.tenant);
  await tenant.goto(`/listings/${scene.listingId}/viewing-request`);
  const form = tenant.getByTestId('viewing-request-form');
  await form.getByLabel('Dagur').fill(addDays(dayOf(new Date()), 3));
  await form.getByLabel('Hefst kl.').fill('07:30');
  await form.getByRole('button', { name: 'Senda beiðni' }).click();
  await expect(tenant.getByTestId('viewing-request-form')).toContainText('Veldu tíma innan skoðunartíma leigusalans.');
  await expect(tenant.getByTestId('viewing-hours')).toContainText('10:00–20:00');
  await expectNoAxeViolations(tenant);
  await tenant.context().close();
});

test('the landlord sees the house-rule clashes; a second identical "Send offer" lands on the sent offer', async ({
  browser,
  baseURL,
}) => {
  const landlord = await pageOf(browser, baseURL!, 'en', scene.landlordEmail, LANDLORD_PASSWORD);
  await landlord.goto(`/landlord/applications/${scene.applicationId}`);
  const clashes = landlord.getByTestId('rule-clashes');
  await expect(clashes).toContainText('The applicant has pets, and this home allows none.');
  await expect(clashes).toContainText('The household is 4 people, more than the house rules allow.');
  await expect(landlord.getByText('About the applicant')).toBeVisible();
  await expect(landlord.getByText('About you')).toHaveCount(0);
  await expectNoAxeViolations(landlord);

  // The same form in two tabs (a double tap, a retry): both sends end on the one offer.
  const form = `/landlord/offers/new?application=${scene.applicationId}`;
  const second = await landlord.context().newPage();
  for (const tab of [landlord, second]) {
    await tab.goto(form);
    await tab.getByLabel('Security', { exact: true }).selectOption('none');
  }
  await landlord.getByRole('button', { name: 'Send offer' }).click();
  await expect(landlord).toHaveURL(/\/landlord\/offers\/[0-9a-f-]{36}$/);
  scene.offerPath = new URL(landlord.url()).pathname;
  await second.getByRole('button', { name: 'Send offer' }).click();
  await expect(second).toHaveURL(new RegExp(`${scene.offerPath}$`));
  await expect(second.getByText('The offer was sent. The applicant has been notified.')).toBeVisible();
  await expect(second.getByText(/already has an open offer/)).toHaveCount(0);
  await landlord.context().close();
});

test('accepting asks first, then says when it was accepted and links to the draft, which says who completes it', async ({
  browser,
  baseURL,
}) => {
  const tenant = await pageOf(browser, baseURL!, 'is', scene.tenantEmail, FRESH_PASSWORD);
  await tenant.goto(scene.offerPath.replace('/landlord/offers/', '/account/offers/'));
  await tenant.getByRole('link', { name: 'Samþykkja tilboð' }).click();
  await expect(tenant.getByTestId('accept-form')).toContainText('öðrum umsóknum um eignina er lokað');
  await expectNoAxeViolations(tenant);
  await tenant.getByRole('button', { name: 'Já, samþykkja tilboðið' }).click();
  await expect(tenant.getByTestId('offer-state')).toHaveCount(1);
  await expect(tenant.getByTestId('offer-state')).toContainText(/^Þú samþykktir tilboðið \d{1,2}\. [a-zíóáéúýþæö]+ \d{4}\./);
  await expect(tenant.getByText('Svarfrestur rann út')).toHaveCount(0);
  await expectNoMissingKeys(tenant);
  await tenant.getByRole('link', { name: 'Opna drög að leigusamningi' }).click();
  await expect(tenant).toHaveURL(/\/rental-contracts\/[0-9a-f-]{36}$/);
  scene.contractPath = new URL(tenant.url()).pathname;
  await expect(tenant.getByTestId('draft-completer')).toHaveText(
    'Guðrún Leigusali fyllir samninginn út. Þú færð tilkynningu þegar hann er tilbúinn til undirritunar; þangað til þarftu ekkert að gera.',
  );
  await expect(tenant.getByTestId('draft-missing')).toHaveCount(0);
  await expectNoAxeViolations(tenant);
  await tenant.context().close();
});

test('the landlord’s draft lists what is missing with links to the steps; a stranger gets 404', async ({ browser, baseURL }) => {
  const landlord = await pageOf(browser, baseURL!, 'en', scene.landlordEmail, LANDLORD_PASSWORD);
  await landlord.goto(scene.contractPath);
  const missing = landlord.getByTestId('draft-missing');
  await expect(missing.getByRole('link').first()).toHaveAttribute('href', new RegExp(`^${scene.contractPath}/edit/`));
  await landlord.context().close();

  const stranger = await pageOf(browser, baseURL!, 'is');
  await actAs(stranger, DEMO.tenant2);
  expect((await stranger.goto(scene.contractPath))?.status()).toBe(404);
  await stranger.context().close();
});

test('an expired offer offers a message to the landlord', async ({ page, baseURL, request }) => {
  const access = await token(request, DEMO.tenant, DEMO_PASSWORD);
  const list = await request.get('/api/users/me/offers/?status=expired', { headers: { authorization: `Bearer ${access}` } });
  const expired = ((await list.json()) as { items: { id: string }[] }).items[0];
  expect(expired).toBeDefined();
  await dismissConsent(page, baseURL!);
  await actAs(page, DEMO.tenant);
  await page.goto(`/account/offers/${expired.id}`);
  await expect(page.getByTestId('offer-state')).toContainText('biddu um nýtt tilboð');
  await expect(page.getByRole('link', { name: 'Skrifa leigusalanum' })).toHaveAttribute('href', `/inbox/new?offer=${expired.id}`);
  await expectNoAxeViolations(page);
});

test('signing in switches the interface to the profile’s language; a team’s list is the team’s listings', async ({
  browser,
  baseURL,
  page,
}) => {
  // No language chosen on this device: Oksana's profile is Ukrainian.
  const context = await browser.newContext();
  const oksana = await context.newPage();
  await dismissConsent(oksana, baseURL!);
  await signIn(oksana, DEMO.tenant2);
  await oksana.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(oksana.locator('html')).toHaveAttribute('lang', 'uk');
  expect((await context.cookies()).find((c) => c.name === 'i18n_locale')?.value).toBe('uk');
  await context.close();

  await dismissConsent(page, baseURL!);
  await actAs(page, 'team@demo.heimaleiga.is');
  await page.goto('/landlord/my-listings?owner=leigulidar');
  await expect(page.getByRole('heading', { level: 1, name: 'Auglýsingar teymisins' })).toBeVisible();
  await expect(page.locator('h1 + p')).toHaveText('Leiguliðar ehf.');
});
