import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  actAs,
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  FRESH_PASSWORD,
  setLocale,
  signIn,
} from '../../fixtures/e2e.ts';
import { LANDLORD_PASSWORD, listingInReview } from '../listings/review-setup.ts';

// The whole way from a listing to a chosen tenant, as the two people would walk it on their
// phones: a tenant applies, the landlord shortlists and accepts, sends an offer, the tenant
// accepts it, and both see the rental contract draft it stored. Each run has its own landlord,
// listing and tenant, so it touches no demo data; once in Icelandic and once in Polish.

type Messages = Record<string, unknown>;
const messages = (locale: string, ns: string): Messages =>
  JSON.parse(readFileSync(new URL(`../../../locales/${locale}/${ns}.json`, import.meta.url), 'utf8')) as Messages;

/** The text of a message key ("applications:apply.send") in a locale, as the page shows it. */
function text(locale: string, key: string): string {
  const [ns, path] = key.split(':');
  const value = path.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages(locale, ns));
  if (typeof value !== 'string') throw new Error(`no message ${key} in ${locale}`);
  return value;
}

const PHONE = { width: 360, height: 800 };

async function apiToken(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/token/', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access: string }).access;
}

/** A fresh landlord's listing, sent for review and approved by staff: on the market. */
async function publishedListing(request: APIRequestContext, title: string) {
  const listing = await listingInReview(request, title);
  const staff = await apiToken(request, DEMO.staff, 'demo-password-2026');
  const approved = await request.post(`/api/man/listings/${listing.id}/approve/`, {
    headers: { authorization: `Bearer ${staff}` },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return listing;
}

/** A fresh tenant who signed up through the API in this locale. */
async function freshTenant(request: APIRequestContext, locale: string, name: string) {
  const email = `tenant.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.is`;
  const created = await request.post('/api/users/', {
    data: { name, email, password: FRESH_PASSWORD, acceptTerms: true, locale },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return email;
}

async function phonePage(browser: Browser, baseURL: string, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await dismissConsent(page, baseURL);
  await setLocale(page, baseURL, locale);
  return page;
}

async function checkPage(page: Page) {
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
}

for (const locale of ['is', 'pl'] as const) {
  test(`apply, shortlist, offer, accept: the contract draft exists (${locale}, 360 px)`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const title = `Íbúð við Bergstaðastræti ${locale} ${Date.now()}`;
    const listing = await publishedListing(request, title);
    const tenantName = locale === 'is' ? 'Hildur Björnsdóttir' : 'Katarzyna Wiśniewska';
    const tenantEmail = await freshTenant(request, locale, tenantName);

    // The tenant applies from the listing page.
    const tenant = await phonePage(browser, baseURL!, locale);
    await signIn(tenant, tenantEmail, FRESH_PASSWORD);
    await tenant.waitForURL((url) => !url.pathname.startsWith('/login'));
    await tenant.goto(`/listings/${listing.id}`);
    await tenant.getByRole('link', { name: text(locale, 'applications:contact.apply') }).click();
    await expect(tenant).toHaveURL(`/listings/${listing.id}/apply`);
    await tenant.getByLabel(text(locale, 'applications:apply.message')).fill('Góðan dag, ég er reyklaus og með fasta vinnu.');
    await tenant.getByRole('button', { name: text(locale, 'applications:apply.send') }).click();
    await expect(tenant).toHaveURL(/\/tenant\/applications\/[0-9a-f-]{36}$/);
    await checkPage(tenant);

    // The landlord shortlists it, accepts it and makes an offer, on their phone.
    const landlord = await phonePage(browser, baseURL!, locale);
    await signIn(landlord, listing.email, LANDLORD_PASSWORD);
    await landlord.waitForURL((url) => !url.pathname.startsWith('/login'));
    await landlord.goto('/landlord/applications');
    await landlord.getByRole('link', { name: tenantName }).click();
    await expect(landlord).toHaveURL(/\/landlord\/applications\/[0-9a-f-]{36}$/);
    await checkPage(landlord);
    await landlord.getByRole('button', { name: text(locale, 'applications:landlord.shortlist') }).click();
    await expect(landlord.getByText(text(locale, 'applications:notices.shortlisted'))).toBeVisible();
    await landlord.getByRole('button', { name: text(locale, 'applications:landlord.accept'), exact: true }).click();
    await expect(landlord.getByText(text(locale, 'applications:notices.accepted'))).toBeVisible();
    await landlord.getByRole('link', { name: text(locale, 'applications:landlord.makeOffer') }).click();
    await expect(landlord).toHaveURL(/\/landlord\/offers\/new\?application=/);
    await checkPage(landlord);

    // Bad input first: security of four months' rent is refused beside the field (40. gr.).
    await landlord.getByLabel(text(locale, 'offers:form.securityType'), { exact: true }).selectOption('cash_deposit');
    const amount = landlord.getByLabel(text(locale, 'offers:form.securityAmount'));
    await amount.fill(String(315_000 * 4));
    await landlord.getByRole('button', { name: text(locale, 'offers:form.send') }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await amount.fill(String(315_000 * 2));
    await landlord.getByRole('button', { name: text(locale, 'offers:form.send') }).click();
    await expect(landlord).toHaveURL(/\/landlord\/offers\/[0-9a-f-]{36}$/);
    const offerPath = new URL(landlord.url()).pathname;

    // Another person is refused the offer; the tenant accepts it.
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await dismissConsent(strangerPage, baseURL!);
    await actAs(strangerPage, DEMO.tenant2);
    expect((await strangerPage.goto(offerPath.replace('/landlord/offers/', '/account/offers/')))?.status()).toBe(404);
    await stranger.close();

    await tenant.goto('/account/offers');
    await tenant.getByRole('link', { name: title }).click();
    await checkPage(tenant);
    await tenant.getByRole('link', { name: text(locale, 'offers:detail.accept') }).click();
    await tenant.getByRole('button', { name: text(locale, 'offers:detail.confirmAccept') }).click();
    await expect(tenant.getByTestId('offer-status')).toHaveText(text(locale, 'offers:status.accepted'));
    const draft = tenant.getByTestId('contract-draft');
    await expect(draft.getByRole('heading', { name: text(locale, 'offers:contract.title') })).toBeVisible();
    await expect(draft).toContainText(tenantName);
    await checkPage(tenant);

    // The landlord sees the same draft.
    await landlord.goto(offerPath);
    await expect(landlord.getByTestId('contract-draft')).toContainText(tenantName);
    await landlord.context().close();
    await tenant.context().close();
  });
}
