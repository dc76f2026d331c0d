import { type APIRequestContext, expect, test } from '@playwright/test';
import { addDays, dayOf } from '../../../common/calendar-day.ts';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-users.ts';
import {
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  setLocale,
  signUpFresh,
} from '../../fixtures/e2e.ts';
import { pngFile } from '../../fixtures/upload-files.ts';

// The tenant side: /listings and /listings/{id}. Listings are made in beforeAll by a fresh
// landlord through the public JSON API (every wizard step, photos, submit) and approved by the
// demo staff member through the staff API: the same path a real listing takes, and nobody else's
// test touches them. Postcode 170 and these odd rents keep other tests' listings out of the way.

const PASSWORD = 'Hraunbær-42-sól';
const POSTCODE = '170';
const CHEAP = { title: 'Notaleg íbúð við Nesveg með sjávarsýn', rent: 271_130 };
const DEAR = { title: 'Stór hæð á Seltjarnarnesi með bílskúr', rent: 298_170 };
const DRAFT = 'Ókláruð íbúð sem enginn á að sjá';

async function ok<T extends { ok(): boolean; status(): number; text(): Promise<string> }>(response: T, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response;
}

async function token(request: APIRequestContext, email: string, password: string) {
  const { access } = await (await ok(await request.post('/api/token/', { data: { email, password } }), 'token')).json();
  return { authorization: `Bearer ${access}` };
}

async function makeListing(
  request: APIRequestContext,
  headers: Record<string, string>,
  item: { title: string; rent: number; photos: number; submit: boolean },
) {
  const { id } = await (
    await ok(
      await request.post('/api/listings/', { headers, data: { street: 'Nesvegur', houseNumber: '12', postcode: POSTCODE } }),
      'start',
    )
  ).json();
  const step = async (name: string, data: object) =>
    ok(await request.put(`/api/listings/${id}/steps/${name}/`, { headers, data }), name);
  await step('property', {
    type: 'apartment',
    sizeM2: 84,
    rooms: 3,
    bedrooms: 2,
    bathrooms: 1,
    elevator: true,
    amenities: ['balcony'],
  });
  await step('description', {
    titleIs: item.title,
    descriptionIs: 'Björt íbúð á annarri hæð með útsýni yfir sundin, stutt í sundlaug, skóla og verslanir.',
    titleEn: `${item.title} (EN)`,
    descriptionEn: 'A bright second-floor flat with a sea view, close to the pool, schools and shops.',
  });
  await step('house-rules', { petsAllowed: true, smokingAllowed: false, sublettingAllowed: false, maxOccupants: 3 });
  await step('pricing', {
    rentIsk: item.rent,
    securityType: 'deposit',
    securityMonths: 3,
    availableFrom: addDays(dayOf(new Date()), 20),
    leaseType: 'fixed',
    leaseMonths: 12,
    utilitiesIncluded: ['heating', 'hot_water'],
  });
  for (let i = 0; i < item.photos; i++) {
    const buffer = Buffer.from(await pngFile(800 + i * 10, 600));
    await ok(
      await request.post(`/api/listings/${id}/photos/`, {
        headers,
        multipart: { files: { name: `mynd${i}.png`, mimeType: 'image/png', buffer } },
      }),
      'photos',
    );
  }
  if (item.submit) await ok(await request.post(`/api/listings/${id}/submit/`, { headers }), 'submit');
  return id as string;
}

// One set of listings for the whole file (parallel workers would each make their own and the
// counts would no longer be exact), so the tests here run one after another.
test.describe.configure({ mode: 'serial' });

const ids = { cheap: '', dear: '', draft: '' };

test.beforeAll(async ({ request }) => {
  const email = `landlord.search.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.is`;
  await ok(
    await request.post('/api/users/', {
      data: { name: 'Halla Leigusali', email, password: PASSWORD, acceptTerms: true, locale: 'is' },
    }),
    'sign up',
  );
  const landlord = await token(request, email, PASSWORD);
  ids.cheap = await makeListing(request, landlord, { ...CHEAP, photos: 2, submit: true });
  ids.dear = await makeListing(request, landlord, { ...DEAR, photos: 1, submit: true });
  ids.draft = await makeListing(request, landlord, { title: DRAFT, rent: 250_000, photos: 1, submit: false });
  const staff = await token(request, DEMO.staff, DEMO_PASSWORD);
  for (const id of [ids.cheap, ids.dear])
    await ok(await request.post(`/api/man/listings/${id}/approve/`, { headers: staff }), 'approve');
});

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

test('a tenant on a phone filters by postcode and price, sorts, and opens a listing (Icelandic)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Íbúðir til leigu' })).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  await page.getByText('Síur', { exact: true }).click();
  await page.getByLabel('Póstnúmer').fill(POSTCODE);
  await page.getByRole('group', { name: 'Leiga á mánuði (kr.)' }).getByLabel('Frá').fill('271000');
  await page.getByRole('group', { name: 'Leiga á mánuði (kr.)' }).getByLabel('Til').fill('272000');
  await page.getByRole('button', { name: 'Sýna eignir' }).click();
  await expect(page).toHaveURL(/postcode=170/);
  await expect(page).toHaveURL(/priceMax=272000/);
  await expect(page.getByText('1 eign fannst')).toBeVisible();
  const results = page.getByRole('main').getByRole('list').first();
  await expect(results.getByRole('link', { name: new RegExp(`^${CHEAP.title}`) })).toBeVisible();
  await expect(results.getByRole('link', { name: new RegExp(`^${DEAR.title}`) })).toHaveCount(0);
  await expect(page.getByText('Síur (3)')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  // Sorting keeps the filters; the card shows the rent in Icelandic format.
  await page.goto(`/listings?postcode=${POSTCODE}`);
  await page.getByLabel('Röðun').selectOption('price_desc');
  await expect(page).toHaveURL(/sort=price_desc/);
  const cards = page.getByRole('main').locator('ul li a[href^="/listings/"]');
  await expect(cards.first()).toContainText(DEAR.title);
  await expect(cards.first()).toContainText('298.170 kr.');
  await page.getByLabel('Röðun').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(cards.first()).toContainText(CHEAP.title);

  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`/listings/${ids.cheap}$`));
  await expect(page.getByRole('heading', { level: 1, name: CHEAP.title })).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', CHEAP.title);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^https?:\/\/.+\/media\/listings\/.+\.webp$/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/listings/${ids.cheap}$`));
  await expect(page.getByText('Tryggingarfé: 3 mánaða leiga = 813.390 kr.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sækja um eignina' })).toBeVisible();
  await expectNoMissingKeys(page);

  // The gallery: it can be paused, moved by hand and opened full screen.
  await page.getByRole('button', { name: 'Stöðva myndasýningu' }).click();
  await expect(page.getByRole('button', { name: 'Spila myndasýningu' })).toBeVisible();
  await expect(page.getByText('Mynd 1 af 2', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Næsta mynd' }).click();
  await expect(page.getByText('Mynd 2 af 2', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Skoða á öllum skjánum' }).click();
  const dialog = page.getByRole('dialog', { name: CHEAP.title });
  await expect(dialog.getByRole('img', { name: 'Mynd 2 af 2' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Næsta mynd' }).click();
  await expect(dialog.getByRole('img', { name: 'Mynd 1 af 2' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
});

test('drafts are not found, and parameters that do not parse are ignored', async ({ page }) => {
  const draft = await page.goto(`/listings/${ids.draft}`);
  expect(draft?.status()).toBe(404);
  await expect(page.getByText(DRAFT)).toHaveCount(0);
  expect((await page.goto('/listings/not-a-listing'))?.status()).toBe(404);

  const garbage = await page.goto(
    `/listings?postcode=${POSTCODE}&priceMin=abc&type=castle&sort=zzz&cursor=%21%21&availableBy=2026-13-40`,
  );
  expect(garbage?.status()).toBe(200);
  await expect(page.getByText('2 eignir fundust')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('in English: the count, the map view on the built-in basemap, and a listing page with its English title', async ({
  page,
  baseURL,
}) => {
  await setLocale(page, baseURL!, 'en');
  await page.goto(`/listings?postcode=${POSTCODE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Homes for rent' })).toBeVisible();
  await expect(page.getByText('2 homes found')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('ISK 271,130');
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);

  // No map style is configured for the tests: the map view draws the built-in basemap, and the list still works.
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByRole('region', { name: 'Map of homes' }).locator('canvas')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${CHEAP.title} \\(EN\\)`) })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/listings/${ids.dear}`);
  await expect(page.getByRole('heading', { level: 1, name: `${DEAR.title} (EN)` })).toBeVisible();
  await expect(page.getByText("Cash deposit: 3 months' rent = ISK 894,510")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply for this home' })).toHaveAttribute('href', /^\/login\?redirect=/);
  await expect(page.getByRole('heading', { name: 'Landlord', exact: true })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('@');
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
});

test('reporting a listing needs sign-in, checks the reason, and happens once', async ({ page }) => {
  await page.goto(`/listings/${ids.cheap}`);
  await page.getByText('Tilkynna auglýsingu', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'Skráðu þig inn til að tilkynna auglýsinguna' })).toBeVisible();

  await signUpFresh(page);
  await page.goto(`/listings/${ids.cheap}`);
  await page.getByText('Tilkynna auglýsingu', { exact: true }).click();
  await page.getByRole('button', { name: 'Senda tilkynningu' }).click();
  await expect(page.locator('#report').getByText('Þennan reit þarf að fylla út')).toBeVisible();
  await page.getByLabel('Ástæða').selectOption('wrong_info');
  await page.getByLabel('Nánari lýsing (valkvætt)').fill('Myndirnar eru ekki af þessari íbúð.');
  await page.getByRole('button', { name: 'Senda tilkynningu' }).click();
  await expect(page.getByText('Takk fyrir. Starfsfólk okkar fer yfir tilkynninguna.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Coming back, the reporter sees their report's status instead of a second form.
  await page.goto(`/listings/${ids.cheap}`);
  await expect(page.getByTestId('my-report-status')).toContainText('Þú tilkynntir þessa auglýsingu');
  await expect(page.getByTestId('my-report-status')).toContainText('starfsfólk fer yfir hana.');
  await expect(page.getByRole('button', { name: 'Senda tilkynningu' })).toHaveCount(0);
});
