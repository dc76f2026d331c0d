import { expect, test } from '@playwright/test';
import {
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  setLocale,
  signUpFresh,
} from '../../fixtures/e2e.ts';
import { pdfFile, phoneJpeg, pngFile } from '../../fixtures/upload-files.ts';

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

const file = (name: string, mimeType: string, bytes: Uint8Array) => ({ name, mimeType, buffer: Buffer.from(bytes) });

test('upload, replace and remove a picture (Icelandic); a PDF is refused beside the field', async ({ page }) => {
  await signUpFresh(page, 'Ragnheiður Jóhannsdóttir');
  await page.goto('/profile/edit');
  await expect(page.getByTestId('avatar-initials')).toHaveText('RJ');

  await page.getByLabel('Veldu mynd').setInputFiles([file('mynd.png', 'image/png', pdfFile())]);
  await page.getByRole('button', { name: 'Hlaða upp mynd' }).click();
  await expect(page.getByTestId('avatar-file-errors')).toHaveText(
    'Þessi skrá er ekki mynd. Veldu mynd á sniðinu JPEG, PNG, WebP eða AVIF.',
  );
  await expect(page.getByLabel('Veldu mynd')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await page.getByLabel('Veldu mynd').setInputFiles([file('IMG_2044.JPG', 'image/jpeg', await phoneJpeg(1200, 800))]);
  await page.getByRole('button', { name: 'Hlaða upp mynd' }).click();
  await expect(page.getByText('Myndin er komin á prófílinn þinn.')).toBeVisible();
  const src = await page.getByTestId('avatar').getAttribute('src');
  expect(src).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.webp$/);
  const image = await page.request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  expect(image.headers()['x-content-type-options']).toBe('nosniff');
  await expect
    .poll(() => page.getByTestId('avatar').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([512, 512]);
  // The header's account menu shows it too.
  await expect(page.locator(`header img[src="${src}"]`).first()).toBeAttached();

  await page.getByLabel('Veldu nýja mynd').setInputFiles([file('ný.png', 'image/png', await pngFile(300, 200))]);
  await page.getByRole('button', { name: 'Hlaða upp mynd' }).click();
  await expect(page.getByText('Myndin er komin á prófílinn þinn.')).toBeVisible();
  const newSrc = await page.getByTestId('avatar').getAttribute('src');
  expect(newSrc).not.toBe(src);
  expect((await page.request.get(src!)).status()).toBe(404);

  await page.goto('/profile');
  await expect(page.getByTestId('avatar')).toHaveAttribute('src', newSrc!);
  await page.getByRole('link', { name: 'Sjá eins og leigusali sér' }).click();
  await expect(page.getByTestId('avatar')).toHaveAttribute('src', newSrc!);

  await page.goto('/profile/edit');
  await page.getByRole('button', { name: 'Fjarlægja mynd' }).click();
  await expect(page.getByText('Myndin var fjarlægð.')).toBeVisible();
  await expect(page.getByTestId('avatar-initials')).toHaveText('RJ');
  expect((await page.request.get(newSrc!)).status()).toBe(404);
});

test('English on a phone: a picture over 5 MB is refused, with and without JavaScript', async ({ page, browser, baseURL }) => {
  await signUpFresh(page, 'Maria Nowak');
  await setLocale(page, baseURL!, 'en');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/profile/edit');
  await expectNoMissingKeys(page);
  const big = new Uint8Array(6 * 1024 * 1024);
  big.set(await pngFile());
  await page.getByLabel('Choose a picture').setInputFiles([file('huge.png', 'image/png', big)]);
  await expect(page.getByTestId('avatar-file-errors')).toHaveText('The picture is too large. It can be at most 5 MB.');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // Without JavaScript the file is sent; the server's upload limit answers on the same page.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  await context.addCookies([...(await page.context().cookies())]);
  const noJs = await context.newPage();
  await noJs.goto('/profile/edit');
  await noJs.getByLabel('Choose a picture').setInputFiles([file('huge.png', 'image/png', big)]);
  await noJs.getByRole('button', { name: 'Upload picture' }).click();
  await expect(noJs).toHaveURL(/\/profile\/edit\?upload_error=avatar_too_large$/);
  await expect(noJs.getByTestId('avatar-file-errors')).toHaveText('The picture is too large. It can be at most 5 MB.');
  await expectNoHorizontalScroll(noJs);
  await context.close();
});
