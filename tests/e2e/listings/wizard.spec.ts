import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { addDays, dayOf } from '../../../common/calendar-day.ts';
import {
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  setLocale,
  signUpFresh,
} from '../../fixtures/e2e.ts';

// The landlord's listing wizard, start to "in review", on a phone-sized screen.

async function checkPage(page: Page) {
  await expectNoMissingKeys(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
}

async function photo(color: string, name: string) {
  const buffer = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: color } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'Prófun' } })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

function inDays(days: number): string {
  return addDays(dayOf(new Date()), days);
}

test('a new landlord lists a home through every step in Icelandic, and others get 404', async ({ page, baseURL, browser }) => {
  test.setTimeout(180_000);
  await dismissConsent(page, baseURL!);
  await page.setViewportSize({ width: 360, height: 780 });

  // Signed out: the public page leads to sign-in and back to the wizard.
  await page.goto('/management/post-a-listing');
  await checkPage(page);
  await expect(page.getByRole('link', { name: 'Byrja að auglýsa' })).toHaveAttribute('href', '/login?redirect=%2Fstart-listing');

  await signUpFresh(page, 'Sigrún Leigusali');
  await page.goto('/management/post-a-listing');
  await page.getByRole('link', { name: 'Byrja að auglýsa' }).click();
  await expect(page).toHaveURL(/\/start-listing$/);
  await checkPage(page);
  await page.getByRole('link', { name: 'Byrja á nýrri auglýsingu' }).click();

  // Address: a bad house number first, with what was typed kept.
  await expect(page.getByText('Skref 1 af 7: Heimilisfang')).toBeVisible();
  await checkPage(page);
  await page.getByLabel('Gata').fill('Hverfisgata');
  await page.getByLabel('Húsnúmer').fill('númer');
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();
  await expect(page.getByText('Sláðu inn húsnúmer, t.d. 12, 12a eða 12-14.')).toBeVisible();
  await expect(page.getByLabel('Póstnúmer')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Gata')).toHaveValue('Hverfisgata');
  await checkPage(page);
  await page.getByLabel('Húsnúmer').fill('52');
  await page.getByLabel('Póstnúmer').selectOption('101');
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();

  // Property: size 0 and more bedrooms than rooms are refused.
  await expect(page).toHaveURL(/\/start-listing\/[0-9a-f-]{36}\/property$/);
  const id = /start-listing\/([0-9a-f-]{36})\//.exec(page.url())?.[1] as string;
  await checkPage(page);
  await page.getByLabel('Tegund húsnæðis').selectOption('apartment');
  await page.getByLabel('Stærð').fill('0');
  await page.getByLabel('Herbergi', { exact: true }).fill('2');
  await page.getByLabel('Svefnherbergi').fill('3');
  await page.getByLabel('Baðherbergi').fill('1');
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();
  await expect(page.getByText('Stærðin þarf að vera að minnsta kosti 1 m².')).toBeVisible();
  await expect(page.getByText('Svefnherbergi geta ekki verið fleiri en herbergin.')).toBeVisible();
  await expect(page.getByLabel('Baðherbergi')).toHaveValue('1');
  await checkPage(page);
  await page.getByLabel('Stærð').fill('68,4');
  await page.getByLabel('Herbergi', { exact: true }).fill('3');
  await page.getByLabel('Svefnherbergi').fill('2');
  await page.getByLabel('Uppþvottavél').check();
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();

  // Description: too short a text first.
  await expect(page).toHaveURL(/\/description$/);
  await page.getByLabel('Fyrirsögn', { exact: true }).fill('Björt íbúð í miðbænum');
  await page.getByLabel('Lýsing', { exact: true }).fill('Of stutt.');
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();
  await expect(page.getByText('Textinn er of stuttur.')).toBeVisible();
  await checkPage(page);
  await page
    .getByLabel('Lýsing', { exact: true })
    .fill('Nýuppgerð íbúð á annarri hæð með útsýni yfir Esjuna. Stutt í alla þjónustu.');
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();

  // House rules, then "Back" (which saves) and forward again: what was saved is still there.
  await expect(page).toHaveURL(/\/house-rules$/);
  await checkPage(page);
  await page.getByLabel('Gæludýr leyfð').check();
  await page.getByLabel('Hámarksfjöldi íbúa').fill('3');
  await page.getByRole('button', { name: 'Til baka' }).click();
  await expect(page).toHaveURL(/\/description$/);
  await expect(page.getByLabel('Fyrirsögn', { exact: true })).toHaveValue('Björt íbúð í miðbænum');
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();
  await expect(page.getByLabel('Hámarksfjöldi íbúa')).toHaveValue('3');
  await expect(page.getByLabel('Gæludýr leyfð')).toBeChecked();
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();

  // Photos: none yet can't continue; two uploaded at once; the second becomes the cover.
  await expect(page).toHaveURL(/\/photos$/);
  await checkPage(page);
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();
  await expect(page.getByText('Settu inn að minnsta kosti eina mynd.')).toBeVisible();
  await page
    .getByLabel('Veldu myndir')
    .setInputFiles([await photo('#2563eb', 'stofa.jpg'), await photo('#16a34a', 'eldhus.jpg')]);
  await page.getByRole('button', { name: 'Hlaða upp myndum' }).click();
  await expect(page).toHaveURL(/\/photos$/);
  await expect(page.getByText('Myndunum var hlaðið upp.')).toBeVisible();
  const photos = page.getByTestId('listing-photo');
  await expect(photos).toHaveCount(2);
  await checkPage(page);
  const second = await photos.nth(1).locator('img').getAttribute('src');
  await page.getByRole('button', { name: 'Gera að forsíðumynd: Mynd 2 af 2' }).click();
  await expect(page.getByText('Ný forsíðumynd valin.')).toBeVisible();
  await expect(photos.nth(0).locator('img')).toHaveAttribute('src', second as string);
  await expect(photos.nth(0)).toContainText('Forsíðumynd');
  const served = await page.request.get(second as string);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();

  // Pricing: security over three months and a past date are refused.
  await expect(page).toHaveURL(/\/pricing$/);
  await checkPage(page);
  await page.getByLabel('Leiga á mánuði').fill('289.000');
  await page.getByLabel('Trygging', { exact: true }).selectOption('deposit');
  await page.getByLabel('Trygging í mánaðarleigum').fill('4');
  await page.getByLabel('Laus frá').fill(inDays(10));
  await page.getByLabel('Tímabundinn samningur', { exact: true }).check();
  await page.getByLabel('Lengd tímabundins samnings í mánuðum').fill('12');
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();
  await expect(page.getByText('Trygging má ekki vera hærri en þriggja mánaða leiga.')).toBeVisible();
  await page.getByLabel('Trygging í mánaðarleigum').fill('2');
  await page.getByLabel('Laus frá').fill('2020-01-01');
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();
  await expect(page.getByText('Dagsetningin má ekki vera liðin.')).toBeVisible();
  await checkPage(page);
  await page.getByLabel('Laus frá').fill(inDays(10));
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();

  // Summary, then submit.
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByText('Hverfisgata 52, 101 Reykjavík')).toBeVisible();
  await expect(page.getByText('289.000 kr.')).toBeVisible();
  await expect(page.getByTestId('summary-missing')).toHaveCount(0);
  await checkPage(page);
  await page.getByRole('button', { name: 'Senda í yfirferð' }).click();
  await expect(page).toHaveURL(new RegExp(`/start-listing/${id}/in-review$`));
  await expect(page.getByRole('heading', { name: 'Auglýsingin þín er í yfirferð' })).toBeVisible();
  await checkPage(page);

  // Another landlord: the draft's steps are 404, and an unknown step is 404 too.
  const other = await browser.newContext({ locale: 'is-IS' });
  const otherPage = await other.newPage();
  await dismissConsent(otherPage, baseURL!);
  await signUpFresh(otherPage, 'Annar Leigusali');
  expect((await otherPage.goto(`/start-listing/${id}/description`))?.status()).toBe(404);
  expect((await otherPage.goto(`/start-listing/${id}/in-review`))?.status()).toBe(404);
  expect((await otherPage.goto(`/start-listing/location?listing=${id}`))?.status()).toBe(404);
  await other.close();
  expect((await page.goto(`/start-listing/${id}/nonsense`))?.status()).toBe(404);
});

test('the first steps in English, with the compact stepper on a phone', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await dismissConsent(page, baseURL!);
  await signUpFresh(page);
  await setLocale(page, baseURL!, 'en');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/start-listing/location');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await checkPage(page);
  const compact = page.getByTestId('stepper-compact');
  await expect(compact).toContainText('Step 1 of 7: Address');
  await compact.locator('summary').click();
  await expect(compact.getByRole('listitem')).toHaveCount(7);

  await page.getByLabel('Street').fill('Hafnarstræti');
  await page.getByLabel('House number').fill('20');
  await page.getByLabel('Postcode').selectOption('600');
  await page.getByLabel('Fastanúmer (optional)').fill('12345');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('A fastanúmer is F and seven digits, such as F2001234.')).toBeVisible();
  await expect(page.getByLabel('Street')).toHaveValue('Hafnarstræti');
  await checkPage(page);
  await page.getByLabel('Fastanúmer (optional)').fill('F 2001234');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/property$/);
  await expect(page.getByTestId('stepper-compact')).toContainText('Step 2 of 7: Property');
  await checkPage(page);
  await page.getByLabel('Type of home').selectOption('studio');
  await page.getByLabel('Size').fill('0');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('The size must be at least 1 m².')).toBeVisible();
  await checkPage(page);

  // Back to the address from the stepper: it shows the town it was saved with.
  await page.getByTestId('stepper-compact').locator('summary').click();
  await page
    .getByTestId('stepper-compact')
    .getByRole('link', { name: /Address/ })
    .click();
  await expect(page.getByLabel('Postcode')).toHaveValue('600');
  await expect(page.getByLabel('Fastanúmer (optional)')).toHaveValue('F2001234');

  // The drafts list offers to continue.
  await page.goto('/start-listing');
  await expect(page.getByTestId('draft')).toContainText('Hafnarstræti 20, 600 Akureyri');
  await checkPage(page);
});
