import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
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
  signUpFresh,
  waitForHydration,
} from '../../fixtures/e2e.ts';
import { pngFile } from '../../fixtures/upload-files.ts';
import { LANDLORD_PASSWORD } from './review-setup.ts';

// The listing screens, finished (issue 9): a listing that left the market, saved homes, the
// wizard's rent check, navigation by role, the Ukrainian home on a phone and the 403 page.

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response;
}

async function tokenFor(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const token = await ok(await request.post('/api/token/', { data: { email, password } }), 'token');
  return { authorization: `Bearer ${((await token.json()) as { access: string }).access}` };
}

/** A demo landlord's listing in a status, by the management API. */
async function demoListing(request: APIRequestContext, email: string, status: string) {
  const headers = await tokenFor(request, email);
  const mine = (await (await request.get('/api/users/me/listings/', { headers })).json()) as {
    id: string;
    status: string;
    title: string | null;
  }[];
  const found = mine.find((l) => l.status === status);
  if (!found) throw new Error(`no ${status} listing of ${email}`);
  return found;
}

test('a paused listing says it is no longer available (410) and offers similar homes; a draft stays unknown', async ({
  page,
  request,
}) => {
  const paused = await demoListing(request, DEMO.landlord, 'paused');
  const response = await page.goto(`/listings/${paused.id}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'Þetta heimili er ekki lengur í boði' })).toBeVisible();
  await expect(page.getByText(paused.title as string)).toBeVisible();
  const similar = page.getByTestId('similar-listings').getByRole('listitem');
  await expect(similar.first()).toBeVisible();
  expect(await similar.count()).toBeLessThanOrEqual(4);
  await expect(page.getByRole('link', { name: 'Sjá öll heimili á svæðinu' })).toHaveAttribute('href', '/listings?region=south');
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);

  const api = await request.get(`/api/listings/${paused.id}/`, { headers: { 'accept-language': 'en' } });
  expect(api.status()).toBe(410);
  expect((await api.json()).error).toMatchObject({
    code: 'listing_unavailable',
    message: 'This listing is no longer available.',
  });

  // Denied: someone else's draft is not revealed at all.
  const draft = await demoListing(request, 'landlord2@demo.heimaleiga.is', 'draft');
  expect((await page.goto(`/listings/${draft.id}`))?.status()).toBe(404);
  expect((await request.get(`/api/listings/${draft.id}/`)).status()).toBe(404);
});

test('a tenant saves homes from the search and a listing, and keeps them under saved homes (is, 360 px)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // A guest's heart goes through sign-in and back to the same search.
  await page.goto('/listings?region=capital');
  const guestHeart = page.getByTestId('favourite-sign-in').first();
  await expect(guestHeart).toHaveAttribute('href', /^\/login\?redirect=%2Flistings%3Fregion%3Dcapital/);

  await signUpFresh(page, 'Hrefna Leigjandi');
  await page.goto('/saved-homes');
  await expect(page.getByRole('heading', { name: 'Engin vistuð heimili enn' })).toBeVisible();

  await page.goto('/listings?region=capital');
  // The heart is a form that works without JavaScript; pressed in the middle of hydration, its
  // submit raced the fetcher React starts (the test passed only on retry).
  await waitForHydration(page);
  const firstCard = page
    .locator('li')
    .filter({ has: page.getByTestId('favourite-toggle') })
    .first();
  const title = (await firstCard.getByRole('heading').textContent())?.trim() as string;
  await firstCard.getByRole('button', { name: `Vista ${title}` }).click();
  await expect(page.getByText('Heimilið er vistað.')).toBeVisible();
  await expect(page).toHaveURL(/\/listings\?region=capital#listing-/);
  await expect(page.getByRole('button', { name: `Taka ${title} af vistuðum heimilum` })).toBeVisible();
  await expectNoHorizontalScroll(page);

  // The second card, from its own page.
  const second = page
    .locator('li')
    .filter({ has: page.getByTestId('favourite-toggle') })
    .nth(1);
  const secondTitle = (await second.getByRole('heading').textContent())?.trim() as string;
  await second.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: secondTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Vista', exact: true }).click();
  await expect(page.getByText('Heimilið er vistað.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vistað', exact: true })).toBeVisible();

  // The phone menu leads to saved homes; the account's section menu says where we are.
  await page.getByText('Valmynd', { exact: true }).click();
  await page.getByRole('link', { name: 'Vistuð heimili' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vistuð heimili' })).toBeVisible();
  await expect(page.getByTestId('section-menu')).toContainText('Vistuð heimili');
  const saved = page.getByTestId('saved-home');
  await expect(saved).toHaveCount(2);
  await expect(saved.first()).toContainText(secondTitle);
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: `Taka ${title} af vistuðum heimilum` }).click();
  await expect(page.getByText('Heimilið er tekið af listanum.')).toBeVisible();
  await expect(saved).toHaveCount(1);
});

test('a tenant sees a saved home that left the market as such, and can remove it', async ({ page, request }) => {
  await actAs(page, DEMO.tenant);
  const paused = await demoListing(request, DEMO.landlord, 'paused');
  await page.goto('/saved-homes');
  const gone = page.getByTestId('saved-home').filter({ hasText: paused.title as string });
  await expect(gone).toContainText('Ekki lengur í boði');
  await expect(gone.getByRole('link')).toHaveCount(0);
  await expect(gone.getByRole('button', { name: new RegExp(`^Fjarlægja\\s*: ${paused.title}$`) })).toBeVisible();
});

/** A fresh landlord with a draft that has everything but its pricing. */
async function draftWithoutPricing(request: APIRequestContext) {
  const email = `landlord.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.is`;
  await ok(
    await request.post('/api/users/', {
      data: { name: 'Halldóra Leigusali', email, password: LANDLORD_PASSWORD, acceptTerms: true, locale: 'is' },
    }),
    'sign up',
  );
  const headers = await tokenFor(request, email, LANDLORD_PASSWORD);
  const started = await ok(
    await request.post('/api/listings/', { headers, data: { street: 'Barónsstígur', houseNumber: '27', postcode: '101' } }),
    'start',
  );
  const { id } = (await started.json()) as { id: string };
  await ok(
    await request.put(`/api/listings/${id}/steps/property/`, {
      headers,
      data: { type: 'apartment', sizeM2: 70, rooms: 3, bedrooms: 2, bathrooms: 1, elevator: false, amenities: [] },
    }),
    'property',
  );
  return { id, email };
}

async function fillPricing(page: Page, rent: string) {
  await page.getByLabel('Leiga á mánuði').fill(rent);
  await page.getByLabel('Trygging', { exact: true }).selectOption('none');
  await page.getByLabel('Laus frá').fill(addDays(dayOf(new Date()), 10));
  await page.getByLabel('Ótímabundinn samningur', { exact: true }).check();
}

test('the wizard asks to confirm a rent of 2 kr. a month, and "Change" from the summary returns there (is)', async ({
  page,
  request,
}) => {
  const { id, email } = await draftWithoutPricing(request);
  await signIn(page, email, LANDLORD_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`/start-listing/${id}/pricing`);
  await expect(page.getByLabel('Já, þessi leiga er rétt')).toHaveCount(0);
  await fillPricing(page, '2');
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();

  // Refused beside the rent, with the box to confirm; what was typed is kept.
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText('Leigan er langt utan við það sem er algengt fyrir þessa stærð og staðsetningu.')).toBeVisible();
  await expect(page.getByLabel('Leiga á mánuði')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Leiga á mánuði')).toHaveValue('2');
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);

  await page.getByLabel('Já, þessi leiga er rétt').check();
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();
  await expect(page).toHaveURL(new RegExp(`/start-listing/${id}/summary$`));

  // "Change" from the summary: saving comes back to the summary, with a plausible rent now.
  await page.getByRole('link', { name: /^Breyta\s*: Leiga og skilmálar$/ }).click();
  await expect(page).toHaveURL(/\/pricing\?return=summary$/);
  await expect(page.getByLabel('Já, þessi leiga er rétt')).toBeChecked();
  await page.getByLabel('Leiga á mánuði').fill('289.000');
  await page.getByRole('button', { name: 'Vista og fara í yfirlit' }).click();
  await expect(page).toHaveURL(new RegExp(`/start-listing/${id}/summary$`));
  const draft = await (
    await request.get(`/api/listings/${id}/draft/`, { headers: await tokenFor(request, email, LANDLORD_PASSWORD) })
  ).json();
  expect(draft).toMatchObject({ rent_outlier_at: null, pricing: { rent_isk: 289_000 } });
});

test('photos chosen but not uploaded go with "Save and continue" (is)', async ({ page, request }) => {
  const { id, email } = await draftWithoutPricing(request);
  await signIn(page, email, LANDLORD_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`/start-listing/${id}/photos`);
  await waitForHydration(page);
  await page
    .getByLabel('Veldu myndir')
    .setInputFiles({ name: 'stofa.png', mimeType: 'image/png', buffer: Buffer.from(await pngFile(800, 600)) });
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();
  await expect(page).toHaveURL(new RegExp(`/start-listing/${id}/pricing$`));
  const draft = await (
    await request.get(`/api/listings/${id}/draft/`, { headers: await tokenFor(request, email, LANDLORD_PASSWORD) })
  ).json();
  expect(draft.photos).toHaveLength(1);
  expect(draft.steps_done).toContain('photos');
});

test('navigation by role: a tenant without listings has no landlord pages in the menu, a landlord has (en)', async ({
  page,
  baseURL,
}) => {
  await setLocale(page, baseURL!, 'en');
  await actAs(page, DEMO.tenant);
  await page.goto('/profile');
  await page.getByText('My account', { exact: true }).first().click();
  const menu = page.locator('header details[open]');
  await expect(menu.getByRole('link', { name: 'Saved homes' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My applications' })).toHaveAttribute('href', '/tenant/applications');
  await expect(menu.getByRole('link', { name: 'List a home' })).toBeVisible();
  // Denied: no payout methods nor my listings for someone who lists nothing.
  await expect(menu.getByRole('link', { name: 'Payout methods' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'My listings' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Payout methods' })).toHaveCount(0);
  await expectNoMissingKeys(page);

  await page.context().clearCookies();
  await dismissConsent(page, baseURL!);
  await setLocale(page, baseURL!, 'en');
  await actAs(page, DEMO.landlord);
  await page.goto('/profile');
  await page.getByText('My account', { exact: true }).first().click();
  await expect(menu.getByRole('link', { name: 'My listings' })).toHaveAttribute('href', '/landlord/my-listings');
  await expect(menu.getByRole('link', { name: 'Payout methods' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Applications for my homes' })).toHaveAttribute('href', '/landlord/applications');
  await expect(menu.getByRole('link', { name: 'List a home' })).toHaveCount(0);
});

test('the phone menu has saved searches, and the account pages show their menu on a phone (is, 360 px)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await actAs(page, DEMO.tenant);
  await page.goto('/profile');
  await waitForHydration(page);
  const section = page.getByTestId('section-menu');
  await expect(section).toContainText('Aðgangurinn minn: Prófíllinn minn');
  await section.locator('summary').click();
  await expect(section.getByRole('link', { name: 'Vistaðar leitir' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByText('Valmynd', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'Vistaðar leitir' }).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test('the Ukrainian home page and its search fit a 360 px screen (uk)', async ({ page, baseURL }) => {
  await setLocale(page, baseURL!, 'uk');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Пошук житла' });
  await expect(search).toBeVisible();
  const box = await search.locator('form').boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await expectNoHorizontalScroll(page);
  await expectNoMissingKeys(page);
});

test('the 403 page has the site header, footer and a way to contact us (is)', async ({ page }) => {
  await actAs(page, DEMO.tenant);
  const response = await page.goto('/man');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Þú hefur ekki aðgang að þessari síðu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Aðalvalmynd' }).first()).toBeAttached();
  await expect(page.getByRole('link', { name: /Hafðu samband: hallo@heimaleiga.is/ })).toHaveAttribute(
    'href',
    'mailto:hallo@heimaleiga.is',
  );
  await expect(page.locator('footer')).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('saving a home and the rent field work as plain forms (is)', async ({ page, request }) => {
    const { id, email } = await draftWithoutPricing(request);
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(LANDLORD_PASSWORD);
    await page.getByRole('button', { name: 'Skrá inn' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // The money field sends what was typed ("289.000") when there is no script to send the number.
    await page.goto(`/start-listing/${id}/pricing`);
    await fillPricing(page, '289.000');
    await page.getByRole('button', { name: 'Vista og halda áfram' }).click();
    await expect(page).toHaveURL(new RegExp(`/start-listing/${id}/summary$`));

    const search = (await (await request.get('/api/listings/?region=capital')).json()) as { items: { id: string }[] };
    const listingId = search.items[0].id;
    await page.goto(`/listings/${listingId}`);
    await page.getByRole('button', { name: 'Vista', exact: true }).click();
    await expect(page.getByText('Heimilið er vistað.')).toBeVisible();
    await page.getByRole('button', { name: 'Vistað', exact: true }).click();
    await expect(page.getByText('Heimilið er tekið af listanum.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vista', exact: true })).toBeVisible();
  });
});
