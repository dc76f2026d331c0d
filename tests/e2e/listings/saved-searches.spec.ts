import { expect, type Page, test } from '@playwright/test';
import {
  actAs,
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  setLocale,
  signUpFresh,
} from '../../fixtures/e2e.ts';
import { listingInReview } from './review-setup.ts';

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

async function saveSearch(page: Page, query: string, name: string, frequency: RegExp) {
  await page.goto(`/saved-searches/saved-search?${query}`);
  await page.getByLabel('Heiti').fill(name);
  await page.getByRole('radio', { name: frequency }).check();
  await page.getByRole('button', { name: 'Vista leit' }).click();
  await expect(page.getByText('Leitin hefur verið vistuð.')).toBeVisible();
}

test('a tenant saves a search from /listings, edits its alerts and deletes another (is, 360 px)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signUpFresh(page, 'Ásdís Leigjandi');

  await page.goto('/saved-searches');
  await expect(page.getByRole('heading', { name: 'Engar vistaðar leitir enn' })).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);

  await page.goto('/listings?region=capital&priceMax=300000&pets=true&sort=price_asc');
  await page.getByRole('link', { name: 'Vista þessa leit' }).click();
  await expect(page).toHaveURL(/\/saved-searches\/saved-search\?region=capital&priceMax=300000&pets=true$/);
  const summary = page.getByTestId('filter-summary');
  await expect(summary).toContainText('Höfuðborgarsvæðið');
  await expect(summary).toContainText('Gæludýr leyfð');
  await expect(page.getByLabel('Heiti')).not.toHaveValue('');
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  // No name: the error is next to the field, in Icelandic, and the choice is kept.
  await page.getByLabel('Heiti').fill('');
  await page.getByRole('radio', { name: /Strax/ }).check();
  await page.getByRole('button', { name: 'Vista leit' }).click();
  await expect(page.getByText('Þennan reit þarf að fylla út.')).toBeVisible();
  await expect(page.getByLabel('Heiti')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Heiti').fill('Höfuðborgin með hundinn');
  await page.getByRole('button', { name: 'Vista leit' }).click();
  await expect(page.getByText('Leitin hefur verið vistuð.')).toBeVisible();
  const item = page.getByTestId('saved-search').filter({ hasText: 'Höfuðborgin með hundinn' });
  await expect(item).toContainText('Allt að 300.000 kr. á mánuði');
  await expect(item.getByTestId('saved-search-frequency')).toHaveText('Strax');
  await expect(item.getByRole('link', { name: /Opna leit/ })).toHaveAttribute(
    'href',
    '/listings?region=capital&priceMax=300000&pets=true',
  );
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  // Edit: weekly instead.
  await item.getByRole('link', { name: /Breyta/ }).click();
  await expect(page.getByRole('heading', { name: 'Breyta vistaðri leit' })).toBeVisible();
  await expect(page.getByLabel('Heiti')).toHaveValue('Höfuðborgin með hundinn');
  await page.getByRole('radio', { name: /Vikulega/ }).check();
  await page.getByRole('button', { name: 'Vista breytingar' }).click();
  await expect(page.getByText('Breytingarnar hafa verið vistaðar.')).toBeVisible();
  await expect(item.getByTestId('saved-search-frequency')).toHaveText('Vikulega');

  // Another search, deleted after the confirmation.
  await saveSearch(page, 'postcode=600&type=house', 'Akureyri, einbýli', /Daglega/);
  const other = page.getByTestId('saved-search').filter({ hasText: 'Akureyri, einbýli' });
  await expect(other).toContainText('600 Akureyri');
  await other.getByRole('link', { name: /Eyða/ }).click();
  await expect(page.getByTestId('confirm-delete')).toContainText('Eyða „Akureyri, einbýli“?');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Já, eyða' }).click();
  await expect(page.getByText('Leitinni hefur verið eytt.')).toBeVisible();
  await expect(page.getByTestId('saved-search')).toHaveCount(1);

  // The rental watch shows the watch.
  await page.goto('/watcher');
  await expect(page.getByTestId('watches')).toContainText('Höfuðborgin með hundinn');
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
});

test("another person gets 404 for someone's saved search", async ({ page, browser, baseURL }) => {
  await signUpFresh(page, 'Bjarni Eigandi');
  await saveSearch(page, 'region=west', 'Vesturland', /Daglega/);
  const editHref = await page
    .getByTestId('saved-search')
    .getByRole('link', { name: /Breyta/ })
    .getAttribute('href');
  expect(editHref).toMatch(/\?id=[0-9a-f-]{36}$/);

  const context = await browser.newContext();
  const stranger = await context.newPage();
  await dismissConsent(stranger, baseURL!);
  await signUpFresh(stranger, 'Gunnar Ókunnugur');
  const response = await stranger.goto(editHref!);
  expect(response?.status()).toBe(404);
  await expect(stranger.getByText('Vesturland')).toHaveCount(0);
  await context.close();
});

test('in English: save with an error first, and the public explanation of the rental watch', async ({ page, baseURL }) => {
  await setLocale(page, baseURL!, 'en');
  await page.goto('/watcher');
  await expect(page.getByRole('heading', { name: 'Rental watch', level: 1 })).toBeVisible();
  await expect(page.locator('#main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fwatcher',
  );
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);

  await setLocale(page, baseURL!, 'is'); // the sign-up helper fills the Icelandic form
  await signUpFresh(page, 'Anna Smith');
  await setLocale(page, baseURL!, 'en');
  await page.goto('/saved-searches/saved-search?postcode=101,105&priceMin=150000&priceMax=250000');
  await expect(page.getByTestId('filter-summary')).toContainText('ISK 150,000 to ISK 250,000 a month');
  await page.getByLabel('Name').fill('   ');
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await page.getByLabel('Name').fill('Downtown');
  await page.getByRole('radio', { name: /Off/ }).check();
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('The search is saved.')).toBeVisible();
  await expect(page.getByTestId('saved-search')).toContainText('101 Reykjavík, 105 Reykjavík');
  await expect(page.getByTestId('saved-search-frequency')).toHaveText('Off');
  await expectNoAxeViolations(page);

  // An "off" search is not a watch.
  await page.goto('/watcher');
  await expect(page.getByText('You have no saved searches with alerts on.', { exact: false })).toBeVisible();
});

test('a second listing is approved by staff and the instant alert mail arrives (is)', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = await signUpFresh(page, 'Hildur Vaktari');
  // Mail goes only to confirmed addresses: confirm through the link in the mail.
  const confirmMail = new RegExp(`${email.replace(/[.+]/g, '\\$&')} · confirm_email`);
  await expect(async () => {
    await page.goto('/dev/outbox');
    await page.getByRole('link', { name: confirmMail }).first().click({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const confirmText = (await page.getByTestId('mail-text').textContent()) ?? '';
  await page.goto(new URL(/https?:\/\/\S+\/email_confirmation\/[\w-]+/.exec(confirmText)?.[0] ?? '').pathname);
  await page.getByRole('button', { name: 'Staðfesta netfangið mitt' }).click();
  await expect(page.getByRole('heading', { name: 'Netfang staðfest' })).toBeVisible();

  const searchName = `Miðbærinn ${Date.now().toString(36)}`;
  await page.goto('/listings?postcode=101&priceMin=300000&priceMax=330000');
  await page.getByRole('link', { name: 'Vista þessa leit' }).click();
  await page.getByLabel('Heiti').fill(searchName);
  await page.getByRole('radio', { name: /Strax/ }).check();
  await page.getByRole('button', { name: 'Vista leit' }).click();
  await expect(page.getByText('Leitin hefur verið vistuð.')).toBeVisible();

  const listing = await listingInReview(request, `Vaktin fann þessa ${Date.now().toString(36)}`);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await dismissConsent(staff, baseURL!);
  await actAs(staff, DEMO.staff);
  await staff.goto('/man/listings/publishes');
  await staff
    .getByTestId('review-item')
    .filter({ hasText: listing.title })
    .getByRole('button', { name: 'Samþykkja og birta' })
    .click();
  await expect(staff.getByText('Auglýsingin er birt', { exact: false })).toBeVisible();
  await staffContext.close();

  // Other tests publish look-alike listings; the alert about this one names its title.
  const alert = new RegExp(`Ný íbúð fyrir leitina „${searchName}“[\\s\\S]*${email.replace(/[.+]/g, '\\$&')} · notification`);
  await expect(async () => {
    await page.goto('/dev/outbox');
    const links = page.getByRole('link', { name: alert });
    const texts: string[] = [];
    for (let i = 0; i < (await links.count()); i++) {
      await page.goto('/dev/outbox');
      await links.nth(i).click({ timeout: 1000 });
      texts.push((await page.getByTestId('mail-text').textContent()) ?? '');
    }
    const mail = texts.find((text) => text.includes(listing.title));
    expect(mail).toBeDefined();
    expect(mail).toContain('315.000 kr. á mánuði');
    expect(mail).toContain(`/listings/${listing.id}`);
  }).toPass({ timeout: 30_000 });

  // The match shows on the rental watch page.
  await page.goto('/watcher');
  await expect(page.getByTestId('recent-matches')).toContainText(listing.title);
  await expectNoAxeViolations(page);
});
