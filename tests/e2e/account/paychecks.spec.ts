import { expect, type Page, test } from '@playwright/test';
import {
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  expectPageWellMade,
  LOCALES,
  setLocale,
  signIn,
  signUpFresh,
} from '../../fixtures/e2e.ts';
import { paddedPdf, pdfFile, phoneJpeg } from '../../fixtures/upload-files.ts';

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

const file = (name: string, mimeType: string, bytes: Uint8Array) => ({ name, mimeType, buffer: Buffer.from(bytes) });

async function upload(page: Page, label: string | RegExp, button: string, files: ReturnType<typeof file>[]) {
  await page.getByLabel(label).setInputFiles(files);
  await page.getByRole('button', { name: button, exact: true }).click();
}

test('upload and delete a paycheck (Icelandic): a fake PDF is refused, real files are listed, downloaded and shared', async ({
  page,
}) => {
  await signUpFresh(page, 'Sólveig Leigjandi');
  await page.goto('/profile/edit');
  await page.getByRole('link', { name: 'Sýsla með launaseðla' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Launaseðlar' })).toBeVisible();
  await expect(page.getByText('Engin skjöl enn.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A text file with a PDF name and type is still a text file.
  await upload(page, 'Veldu skrár', 'Hlaða upp', [
    file('launasedill.pdf', 'application/pdf', new TextEncoder().encode('Þetta er ekki PDF-skjal')),
  ]);
  const errors = page.getByTestId('paycheck-files-errors');
  await expect(errors).toHaveText(
    'launasedill.pdf: Þessi skrá er hvorki PDF-skjal né mynd. Leyfðar eru PDF-skrár og myndir (JPEG, PNG, WebP, AVIF).',
  );
  await expect(page.getByLabel('Veldu skrár')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('paycheck')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await upload(page, 'Veldu skrár', 'Hlaða upp', [
    file('Launaseðill september.pdf', 'application/pdf', pdfFile('Launaseðill september 2026')),
    file('mynd af launaseðli.jpeg', 'image/jpeg', await phoneJpeg()),
  ]);
  await expect(page.getByText('2 skjölum var bætt við.')).toBeVisible();
  await expect(page.getByTestId('paycheck')).toHaveCount(2);
  await expect(page.getByTestId('paycheck').first()).toContainText('Launaseðill september.pdf');
  await expect(page.getByTestId('paycheck').nth(1)).toContainText('mynd af launaseðli.jpg');

  const pdfRow = page.getByTestId('paycheck').filter({ hasText: 'Launaseðill september.pdf' });
  const [download] = await Promise.all([page.waitForEvent('download'), pdfRow.getByRole('link', { name: /Sækja/ }).click()]);
  expect(download.suggestedFilename()).toBe('Launaseðill september.pdf');

  const photoRow = page.getByTestId('paycheck').filter({ hasText: 'mynd af launaseðli.jpg' });
  await photoRow.locator('summary', { hasText: 'Eyða' }).click();
  await expect(photoRow.getByText('Eyða „mynd af launaseðli.jpg“ varanlega?')).toBeVisible();
  await photoRow.getByRole('button', { name: 'Já, eyða skjalinu' }).click();
  await expect(page.getByText('Skjalinu var eytt.')).toBeVisible();
  await expect(page.getByTestId('paycheck')).toHaveCount(1);

  await expect(page.getByTestId('paychecks-sharing-state')).toHaveText('Aðeins þú sérð skjölin núna.');
  await page.getByText('Leyfa leigusölum sem ég sæki um hjá að sjá skjölin').click();
  await page.getByRole('button', { name: 'Vista stillingu' }).click();
  await expect(page.getByText('Leigusalar sem þú sækir um hjá sjá nú skjölin þín.')).toBeVisible();
  await expect(page.getByTestId('paychecks-sharing-state')).toHaveText('Leigusalar sem þú sækir um hjá geta séð skjölin.');

  await page.goto('/profile');
  await expect(page.getByTestId('profile-paychecks')).toHaveText('1 skjal. Deilt með leigusölum sem þú sækir um hjá.');
  await page.getByRole('link', { name: 'Sjá eins og leigusali sér' }).click();
  await expect(page.getByTestId('tenant-paychecks-note')).toContainText('Leigusalar sem þú sækir um hjá sjá þessi skjöl.');
  await expect(page.getByTestId('paycheck')).toHaveCount(1);
});

test('upload and delete a paycheck (English, on a phone); another person gets 404 for it', async ({ page, browser, baseURL }) => {
  await signUpFresh(page, 'Anna Tenant');
  await setLocale(page, baseURL!, 'en');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/profile/edit/paychecks');
  await expect(page.getByRole('heading', { level: 1, name: 'Paychecks' })).toBeVisible();
  await upload(page, 'Choose files', 'Upload', [file('payslip-october.pdf', 'application/pdf', pdfFile('Payslip'))]);
  await expect(page.getByText('1 document added.')).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  const href = await page
    .getByTestId('paycheck')
    .getByRole('link', { name: /Download/ })
    .getAttribute('href');
  expect(href).toMatch(/^\/paychecks\/[0-9a-f-]{36}$/);
  expect((await page.request.get(href!)).status()).toBe(200);

  // With JavaScript, a file over 10 MB is stopped before it is sent.
  await page.getByLabel('Choose files').setInputFiles([file('scan.pdf', 'application/pdf', paddedPdf(10 * 1024 * 1024 + 1))]);
  await expect(page.getByTestId('paycheck-files-errors')).toHaveText(
    'scan.pdf: The file is too large. Each file can be at most 10 MB.',
  );
  await expectNoHorizontalScroll(page);

  const stranger = await browser.newContext({ locale: 'is-IS' });
  await stranger.addCookies([{ name: 'consent', value: 'necessary', url: baseURL! }]);
  const other = await stranger.newPage();
  await signUpFresh(other, 'Ókunnug Manneskja');
  expect((await other.request.get(href!)).status()).toBe(404);
  await stranger.close();

  await page.getByTestId('paycheck').locator('summary', { hasText: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText('The document was deleted.')).toBeVisible();
  await expect(page.getByText('No documents yet.')).toBeVisible();
  expect((await page.request.get(href!)).status()).toBe(404);
});

test('without JavaScript, the server refuses a file over 10 MB with the message beside the field', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'is-IS', viewport: { width: 360, height: 780 } });
  await context.addCookies([{ name: 'consent', value: 'necessary', url: baseURL! }]);
  const page = await context.newPage();
  await signUpFresh(page);
  await page.goto('/profile/edit/paychecks');
  await upload(page, 'Veldu skrár', 'Hlaða upp', [file('stor.pdf', 'application/pdf', paddedPdf(10 * 1024 * 1024 + 1))]);
  await expect(page.getByTestId('paycheck-files-errors')).toHaveText(
    'stor.pdf: Skráin er of stór. Hver skrá má vera mest 10 MB.',
  );
  await expect(page.getByTestId('paycheck')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await context.close();
});

test('the paychecks page reads well in every language on a phone', async ({ page, baseURL }) => {
  await signUpFresh(page);
  await page.setViewportSize({ width: 360, height: 780 });
  // axe in Icelandic and Ukrainian only: the same structure in every language (rent-pages-locales).
  for (const locale of LOCALES)
    await test.step(locale, () =>
      expectPageWellMade(page, baseURL!, locale, '/profile/edit/paychecks', locale === 'is' || locale === 'uk'),
    );
});

test("the demo tenant's seeded paycheck is a real PDF", async ({ page }) => {
  await signIn(page, DEMO.tenant, undefined, '/login?redirect=%2Fprofile%2Fedit%2Fpaychecks');
  const row = page.getByTestId('paycheck').filter({ hasText: 'Launaseðill október 2026.pdf' });
  await expect(row).toHaveCount(1);
  const href = await row.getByRole('link', { name: /Sækja/ }).getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
});
