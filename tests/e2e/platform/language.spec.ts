import { expect, test } from '@playwright/test';
import { dismissConsent } from '../../fixtures/e2e.ts';

test('the language switch keeps the page and is remembered across pages', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'is');
  await page.locator('#language-desktop').selectOption('en');
  await expect(page).toHaveURL(`${baseURL}/about`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'For landlords' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'For landlords' }).first().click();
  await expect(page).toHaveURL(`${baseURL}/landlords`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('#language-desktop').selectOption('pl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page).toHaveURL(`${baseURL}/landlords`);
});

test('the browser language is used until the visitor chooses', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'uk-UA' });
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await context.close();
});

test('the switcher works on a phone menu without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, locale: 'is-IS' });
  await context.addCookies([{ name: 'consent', value: 'necessary', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto(`${baseURL}/renters`);
  await page.getByText('Valmynd').click();
  await page.locator('#language-mobile').selectOption('uk');
  await page.locator('#language-mobile').locator('xpath=ancestor::form').getByRole('button').click();
  await expect(page).toHaveURL(`${baseURL}/renters`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await context.close();
});
