import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { addDays, dayOf } from '../../../common/calendar-day.ts';
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
import { LANDLORD_PASSWORD, listingInReview } from '../listings/review-setup.ts';

// Open houses and private viewings, as the people would use them: a fresh landlord (made through
// the API, so nothing is shared with other tests) adds a slot; the demo tenants register until it
// is full; the public list shows it; a private viewing request is refused outside the viewing
// hours, then sent and accepted.

const dayFromNow = (days: number) => addDays(dayOf(new Date()), days);

async function publishedListing(request: APIRequestContext, title: string) {
  const listing = await listingInReview(request, title);
  const staff = await request.post('/api/token/', { data: { email: DEMO.staff, password: DEMO_PASSWORD } });
  const { access } = (await staff.json()) as { access: string };
  const approved = await request.post(`/api/man/listings/${listing.id}/approve/`, {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(approved.status()).toBe(204);
  return listing;
}

/** A signed-in page of its own (cookies apart from the other people in the test). */
async function personPage(
  browser: Browser,
  baseURL: string,
  email: string,
  options: { password?: string; locale?: string; width?: number } = {},
) {
  const context = await browser.newContext(options.width ? { viewport: { width: options.width, height: 800 } } : {});
  const page = await context.newPage();
  await dismissConsent(page, baseURL);
  await setLocale(page, baseURL, options.locale ?? 'is');
  if (options.password) {
    await signIn(page, email, options.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  } else await actAs(page, email);
  return page;
}

async function checkPage(page: Page) {
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
}

test('a slot of one place: the landlord adds it, a tenant takes it at 360 px, the next finds it full in Ukrainian', async ({
  browser,
  request,
  baseURL,
}) => {
  // The landlord and two tenants, two languages and axe on each page: a long flow.
  test.setTimeout(90_000);
  const base = baseURL as string;
  const listing = await publishedListing(request, `Opið hús við Bergstaðastræti ${Date.now()}`);
  const day = dayFromNow(3);

  // The landlord: an end before the start is refused beside the field, then the slot is added.
  const landlord = await personPage(browser, base, listing.email, { password: LANDLORD_PASSWORD });
  await landlord.goto(`/landlord/my-listings/${listing.id}/date-time`);
  // Forms here work without JavaScript, but a submit in the middle of hydration races the
  // navigation React starts: every form below is used on a settled page.
  await waitForHydration(landlord);
  const add = landlord.getByTestId('add-open-house');
  await add.getByLabel('Dagur').fill(day);
  await add.getByLabel('Hefst kl.').fill('17:00');
  await add.getByLabel('Lýkur kl.').fill('16:00');
  await add.getByLabel('Hámarksfjöldi gesta').fill('1');
  await add.getByRole('button', { name: 'Bæta við' }).click();
  await expect(landlord.getByTestId('add-open-house')).toContainText('Lokatíminn þarf að vera á eftir upphafstímanum.');
  await expect(landlord.getByTestId('add-open-house').getByLabel('Hefst kl.')).toHaveValue('17:00');
  await landlord.getByTestId('add-open-house').getByLabel('Lýkur kl.').fill('18:00');
  await landlord.getByTestId('add-open-house').getByRole('button', { name: 'Bæta við' }).click();
  await expect(landlord.getByRole('status').filter({ hasText: 'Opna húsinu hefur verið bætt við.' })).toBeVisible();
  await expect(landlord.getByTestId('listing-slot')).toContainText('Skráðir: 0 af 1');
  await checkPage(landlord);

  // Guðrún, on a phone: registers from the listing page.
  const tenant = await personPage(browser, base, DEMO.tenant, { width: 360 });
  await tenant.goto(`/listings/${listing.id}`);
  const slot = tenant.locator('#open-houses').getByTestId('open-house');
  await expect(slot).toContainText('Laus pláss: 1');
  await waitForHydration(tenant);
  await slot.getByRole('button', { name: 'Skrá mig' }).click();
  await expect(tenant.getByRole('status').filter({ hasText: 'Þú ert skráð(ur) á opna húsið.' })).toBeVisible();
  await expect(tenant.locator('#open-houses').getByTestId('open-house')).toContainText('Fullbókað');
  await expect(tenant.getByRole('button', { name: 'Afskrá mig' })).toBeVisible();
  await expectNoHorizontalScroll(tenant);
  await checkPage(tenant);
  await tenant.goto('/tenant/openhouses');
  await expect(tenant.getByTestId('registration').filter({ hasText: listing.title })).toBeVisible();
  await expectNoHorizontalScroll(tenant);
  await checkPage(tenant);

  // Oksana, in Ukrainian: the slot is full, no button to press; the landlord's tab is not hers (404).
  const tenant2 = await personPage(browser, base, DEMO.tenant2, { locale: 'uk' });
  await tenant2.goto(`/listings/${listing.id}`);
  await expect(tenant2.locator('#open-houses').getByTestId('open-house')).toContainText('Місць немає');
  await expect(tenant2.locator('#open-houses').getByRole('button', { name: 'Зареєструватися' })).toHaveCount(0);
  await checkPage(tenant2);
  const denied = await tenant2.goto(`/landlord/my-listings/${listing.id}/date-time`);
  expect(denied?.status()).toBe(404);

  // The landlord sees Guðrún on the list; the public page lists the open house with no place left.
  await landlord.goto('/landlord/openhouses');
  const managed = landlord.getByTestId('managed-slot').filter({ hasText: listing.title });
  await expect(managed.getByTestId('attendees')).toContainText('Guðrún Jónsdóttir');
  await expect(managed.getByTestId('attendees')).toContainText(DEMO.tenant);
  await checkPage(landlord);

  const guest = await (await browser.newContext()).newPage();
  await dismissConsent(guest, base);
  await guest.goto('/open-house?region=capital');
  const card = guest.getByTestId('open-house-card').filter({ hasText: listing.title });
  await expect(card).toContainText('Fullbókað');
  await card.getByRole('link', { name: listing.title }).click();
  await expect(guest).toHaveURL(new RegExp(`/listings/${listing.id}`));
  await expect(guest.locator('#open-houses').getByRole('link', { name: 'Skráðu þig inn til að skrá þig' })).toHaveCount(0);
  // No axe here: the listing with a full slot was scanned for Oksana above, the signed-out
  // header on every public page.
  await expectNoMissingKeys(guest);

  // Guðrún gives up her place from her own page; Oksana can now register.
  const registration = tenant.getByTestId('registration').filter({ hasText: listing.title });
  await registration.getByRole('button', { name: 'Afskrá mig' }).click();
  await expect(tenant.getByRole('status').filter({ hasText: 'Skráningin þín var felld niður.' })).toBeVisible();
  await expect(tenant.getByTestId('registration').filter({ hasText: listing.title })).toHaveCount(0);
  await tenant2.goto(`/listings/${listing.id}`);
  await waitForHydration(tenant2);
  await tenant2.locator('#open-houses').getByRole('button', { name: 'Зареєструватися' }).click();
  await expect(tenant2.getByRole('status').filter({ hasText: 'Ви зареєстровані на день відкритих дверей.' })).toBeVisible();
});

test('a private viewing: refused outside the viewing hours, then requested and accepted', async ({
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL as string;
  const listing = await publishedListing(request, `Einkaskoðun við Bergstaðastræti ${Date.now()}`);
  const token = await request.post('/api/token/', { data: { email: listing.email, password: LANDLORD_PASSWORD } });
  const { access } = (await token.json()) as { access: string };
  const hours = await request.put(`/api/listings/${listing.id}/date-time/`, {
    headers: { authorization: `Bearer ${access}` },
    data: { viewingHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: '10:00', to: '20:00' })) },
  });
  expect(hours.ok()).toBe(true);
  const day = dayFromNow(4);

  const tenant = await personPage(browser, base, DEMO.tenant);
  await tenant.goto(`/listings/${listing.id}`);
  const form = tenant.getByTestId('viewing-request-form');
  await form.getByLabel('Dagur').fill(day);
  await form.getByLabel('Hefst kl.').fill('07:30');
  await form.getByLabel('Skilaboð til leigusala (valfrjálst)').fill('Get ég komið eftir vinnu?');
  await form.getByRole('button', { name: 'Senda beiðni' }).click();
  await expect(tenant).toHaveURL(new RegExp(`/listings/${listing.id}/viewing-request`));
  const again = tenant.getByTestId('viewing-request-form');
  await expect(again).toContainText('Veldu tíma innan skoðunartíma leigusalans.');
  await checkPage(tenant);
  await again.getByLabel('Hefst kl.').fill('17:30');
  await again.getByRole('button', { name: 'Senda beiðni' }).click();
  await expect(tenant.getByRole('status').filter({ hasText: 'Beiðnin hefur verið send til leigusalans.' })).toBeVisible();
  await expect(tenant.getByTestId('viewing-request-status')).toBeVisible();

  const landlord = await personPage(browser, base, listing.email, { password: LANDLORD_PASSWORD });
  await landlord.goto('/landlord/openhouses');
  const waiting = landlord.getByTestId('waiting-request').filter({ hasText: 'Guðrún Jónsdóttir' });
  await expect(waiting).toContainText('Get ég komið eftir vinnu?');
  await checkPage(landlord);
  // Proposing another time without saying when is refused beside the fields of this request.
  await waiting.getByRole('button', { name: 'Stinga upp á tíma' }).click();
  await expect(waiting.getByText('Þennan reit þarf að fylla út.')).toHaveCount(2);
  await waiting.getByLabel('Skilaboð til leigjanda (valfrjálst)').fill('Velkomin, hringdu bjöllunni.');
  await waiting.getByRole('button', { name: 'Samþykkja' }).click();
  await expect(landlord.getByRole('status').filter({ hasText: 'Svarið hefur verið sent.' })).toBeVisible();
  await expect(landlord.getByTestId('booked-viewing').filter({ hasText: listing.title })).toContainText('Staðfest');

  await tenant.goto('/tenant/openhouses');
  const mine = tenant.getByTestId('viewing-request').filter({ hasText: listing.title });
  await expect(mine.getByTestId('viewing-status')).toHaveText('Staðfest');
  await expect(mine).toContainText('Velkomin, hringdu bjöllunni.');
  await checkPage(tenant);
});
