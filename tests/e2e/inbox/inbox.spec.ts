import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-users.ts';
import {
  actAs,
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  setLocale,
  waitForHydration,
} from '../../fixtures/e2e.ts';

// The inbox (docs/rules/inbox.md). Each test uses its own pair of demo people and listing, since
// the tests run in parallel on one database and a block holds between two people everywhere.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

/** The id of a published demo listing, by its Icelandic title. */
async function listingId(page: Page, title: string): Promise<string> {
  const response = await page.request.get('/api/listings/');
  const { items } = (await response.json()) as { items: { id: string; title_is: string | null }[] };
  const found = items.find((item) => item.title_is === title);
  if (!found) throw new Error(`no published demo listing "${title}"`);
  return found.id;
}

/** A signed-in page in a context of its own (another person, another language). */
async function personPage(
  browser: Browser,
  baseURL: string,
  email: string,
  options: { locale?: string; javaScript?: boolean } = {},
) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: options.javaScript ?? true });
  const page = await context.newPage();
  await dismissConsent(page, baseURL);
  if (options.locale) await setLocale(page, baseURL, options.locale);
  await actAs(page, email);
  return { page, close: () => context.close() };
}

test('a tenant writes to the landlord from a listing (is, 360 px); the landlord replies in English and it appears live', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const id = await listingId(page, '2ja herbergja íbúð með útsýni í Hamraborg');

  // A guest is sent to sign in and comes back to the message form.
  await page.goto(`/listings/${id}`);
  await page.getByTestId('message-landlord').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Finbox%2Fnew%3Flisting%3D/);
  await waitForHydration(page);
  await page.locator('input[name="email"]').fill(DEMO.tenant);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Skrá inn' }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox/new\\?listing=${id}$`));
  await expect(page.getByRole('heading', { name: 'Ný skilaboð' })).toBeVisible();
  await expect(page.getByTestId('conversation-context')).toContainText('Til: Sigurður Ólafsson');
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  // Bad input: an empty message is refused beside the field.
  await page.getByRole('button', { name: 'Senda skilaboð' }).click();
  await expect(page.getByText('Þennan reit þarf að fylla út.')).toBeVisible();
  await expect(page.locator('textarea[name="body"]')).toHaveAttribute('aria-invalid', 'true');

  await page
    .locator('textarea[name="body"]')
    .fill('Góðan dag! Er íbúðin í Hamraborg laus frá mánaðamótum? Ég er reyklaus og án gæludýra.');
  await page.getByRole('button', { name: 'Senda skilaboð' }).click();
  await expect(page).toHaveURL(/\/inbox\/[0-9a-f-]{36}$/);
  const conversationUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Samtal við Sigurð Ólafsson' })).toBeVisible();
  await expect(page.getByTestId('message')).toHaveCount(1);
  await waitForHydration(page);
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  // Writing again from the listing opens the same conversation, which listens for new messages.
  const stream = page.waitForResponse((r) => r.url().includes('/live') && r.status() === 200);
  await page.goto(`/inbox/new?listing=${id}`);
  await expect(page).toHaveURL(conversationUrl);
  await waitForHydration(page);
  expect((await stream).headers()['content-type']).toMatch(/^text\/event-stream/);

  // The landlord, in English, sees it unread and replies; the tenant's open page shows it.
  const landlord = await personPage(browser, baseURL!, DEMO.landlord, { locale: 'en' });
  await landlord.page.goto('/inbox');
  const item = landlord.page
    .getByTestId('conversation')
    .filter({ hasText: 'Guðrún Jónsdóttir' })
    .filter({ hasText: 'Hamraborg' });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expectNoMissingKeys(landlord.page);
  await expectNoAxeViolations(landlord.page);
  await expect(landlord.page.getByTestId('inbox-link').first()).toHaveAttribute('aria-label', /Messages, \d+ unread/);
  await item.getByRole('link').click();
  await expect(landlord.page.getByRole('heading', { name: 'Conversation with Guðrún Jónsdóttir' })).toBeVisible();
  await expectNoMissingKeys(landlord.page);
  await landlord.page
    .getByLabel('Message', { exact: true })
    .fill('Hello Guðrún, yes, it is available from the 1st. Would Thursday at 17:00 suit you for a viewing?');
  await landlord.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(landlord.page.getByTestId('message')).toHaveCount(2);
  await landlord.close();

  await expect(page.getByTestId('message')).toHaveCount(2, { timeout: 15_000 });
  await expect(page.getByTestId('message').last()).toContainText('Would Thursday at 17:00 suit you');
});

test('an attachment is sent and downloaded; a file that is not what it claims is refused', async ({ page, baseURL }) => {
  await setLocale(page, baseURL!, 'en');
  const id = await listingId(page, '3ja herbergja íbúð við Pollinn á Akureyri');
  await page.goto('/login');
  await waitForHydration(page);
  await page.locator('input[name="email"]').fill(DEMO.tenant2);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`/inbox/new?listing=${id}`);
  await page.locator('textarea[name="body"]').fill('Hello Anna, here is my employment contract.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/inbox\/[0-9a-f-]{36}$/);

  // A text file called .pdf: refused beside the file field, nothing sent.
  await page.locator('textarea[name="body"]').fill('And a second document.');
  await page
    .locator('input[name="files"]')
    .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('#reply-files-error')).toContainText(/JPEG, PNG, WebP/);
  await expect(page.locator('input[name="files"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('message')).toHaveCount(1);

  await page.locator('textarea[name="body"]').fill('The contract, as a PDF.');
  await page
    .locator('input[name="files"]')
    .setInputFiles({ name: 'ráðningarsamningur.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('message')).toHaveCount(2);
  await expect(page.getByTestId('message').last()).toContainText('The contract, as a PDF.');
  const link = page
    .getByTestId('message')
    .last()
    .getByRole('link', { name: /ráðningarsamningur\.pdf/ });
  await expect(link).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('ráðningarsamningur.pdf');
  const saved = await download.path();
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
});

test('another tenant cannot open a conversation or its files (404); a guest is sent to sign in', async ({
  page,
  browser,
  baseURL,
}) => {
  const tenant = await personPage(browser, baseURL!, DEMO.tenant);
  await tenant.page.goto('/inbox');
  const first = tenant.page.getByTestId('conversation').filter({ hasText: 'Hlíðunum' }).getByRole('link');
  const href = (await first.getAttribute('href')) as string;
  expect(href).toMatch(/^\/inbox\/[0-9a-f-]{36}$/);
  await first.click();
  const file = tenant.page.getByTestId('message').getByRole('link', { name: /Meðmælabréf/ });
  const fileHref = (await file.getAttribute('href')) as string;
  expect((await tenant.page.request.get(fileHref)).status()).toBe(200);
  await tenant.close();

  const other = await personPage(browser, baseURL!, DEMO.tenant2);
  const response = await other.page.goto(href);
  expect(response?.status()).toBe(404);
  expect((await other.page.request.get(fileHref)).status()).toBe(404);
  expect((await other.page.request.get(`${href}/live?poll=1`)).status()).toBe(404);
  await other.close();

  await page.goto(href);
  await expect(page).toHaveURL(/\/login\?redirect=%2Finbox%2F/);
});

test('without JavaScript a tenant replies in a conversation', async ({ browser, baseURL }) => {
  const tenant = await personPage(browser, baseURL!, DEMO.tenant, { javaScript: false });
  const { page } = tenant;
  await page.goto('/inbox');
  await page.getByTestId('conversation').filter({ hasText: 'Stúdíóíbúð' }).getByRole('link').click();
  await expect(page.getByTestId('message')).toHaveCount(2);
  // Nothing arrives by itself without JavaScript, and the page doesn't claim it does.
  await expect(page.getByText('Ný skilaboð birtast hér')).toHaveCount(0);
  await page.locator('textarea[name="body"]').fill('Takk fyrir svarið! Má ég koma og skoða á laugardaginn?');
  await page.getByRole('button', { name: 'Senda', exact: true }).click();
  await expect(page.getByTestId('message')).toHaveCount(3);
  await expect(page.getByTestId('message').last()).toContainText('Má ég koma og skoða á laugardaginn?');
  await tenant.close();
});

test('a landlord blocks a tenant, who can no longer write, then unblocks and reports them', async ({ browser, baseURL }) => {
  const landlord = await personPage(browser, baseURL!, DEMO.landlord);
  await landlord.page.goto('/inbox');
  await landlord.page.getByTestId('conversation').filter({ hasText: 'Oksana Kovalenko' }).getByRole('link').click();
  await expect(landlord.page).toHaveURL(/\/inbox\/[0-9a-f-]{36}$/);
  const url = landlord.page.url();
  await landlord.page.getByText('Loka á eða tilkynna: Oksana Kovalenko').click();
  await landlord.page.getByRole('button', { name: 'Loka á: Oksana Kovalenko' }).click();
  await expect(landlord.page.getByText('Lokað hefur verið á viðkomandi.')).toBeVisible();
  await expect(landlord.page.getByTestId('blocked-by-me')).toBeVisible();

  const tenant = await personPage(browser, baseURL!, DEMO.tenant2, { locale: 'en' });
  await tenant.page.goto(url);
  await expect(tenant.page.getByTestId('blocked-me')).toContainText('You can’t send messages to Sigurður Ólafsson.');
  await expect(tenant.page.locator('textarea[name="body"]')).toHaveCount(0);

  await landlord.page.getByRole('button', { name: 'Opna aftur fyrir samskipti: Oksana Kovalenko' }).click();
  await expect(landlord.page.getByText('Opnað hefur verið aftur fyrir viðkomandi.')).toBeVisible();
  await tenant.page.reload();
  await expect(tenant.page.locator('textarea[name="body"]')).toBeVisible();

  // A report needs a reason; then staff have it.
  await landlord.page.getByText('Loka á eða tilkynna: Oksana Kovalenko').click();
  await expectNoAxeViolations(landlord.page);
  await landlord.page.getByRole('button', { name: 'Senda tilkynningu' }).click();
  await expect(landlord.page.getByText('Þennan reit þarf að fylla út.')).toBeVisible();
  await landlord.page.getByRole('radio', { name: /Ruslpóstur/ }).check();
  await landlord.page.getByRole('button', { name: 'Senda tilkynningu' }).click();
  await expect(landlord.page.getByText('Takk, tilkynningin er komin til starfsfólks.')).toBeVisible();
  await landlord.page.getByText('Loka á eða tilkynna: Oksana Kovalenko').click();
  await expect(landlord.page.getByTestId('reported')).toBeVisible();
  await landlord.close();
  await tenant.close();
});

test('without EventSource the open conversation still gets new messages (polling)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => {
    // A browser without Server-Sent Events.
    delete (window as { EventSource?: unknown }).EventSource;
  });
  const page = await context.newPage();
  await dismissConsent(page, baseURL!);
  await actAs(page, DEMO.tenant);
  await page.goto('/inbox');
  await page.getByTestId('conversation').filter({ hasText: 'Hlíðunum' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/inbox\/[0-9a-f-]{36}$/);
  await waitForHydration(page);
  // The demo conversation has messages: count them once they show, not before.
  await expect(page.getByTestId('message').first()).toBeVisible();
  const before = await page.getByTestId('message').count();
  const polled = page.waitForResponse((r) => r.url().includes('/live?poll=1'));

  const landlord = await personPage(browser, baseURL!, DEMO.landlord);
  await landlord.page.goto(page.url());
  await landlord.page.locator('textarea[name="body"]').fill('Ég gleymdi að nefna: bílastæði fylgir íbúðinni.');
  await landlord.page.getByRole('button', { name: 'Senda', exact: true }).click();
  await expect(landlord.page.getByTestId('message')).toHaveCount(before + 1);
  await landlord.close();

  await polled;
  await expect(page.getByTestId('message')).toHaveCount(before + 1, { timeout: 15_000 });
  await expect(page.getByTestId('message').last()).toContainText('bílastæði fylgir íbúðinni');
  await context.close();
});
