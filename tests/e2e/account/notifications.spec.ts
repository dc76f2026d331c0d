import { expect, type Page, test } from '@playwright/test';
import {
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  setLocale,
  signIn,
  signUpFresh,
} from '../../fixtures/e2e.ts';

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

/** The one visible header link to the notifications (desktop and phone headers each have one). */
const bell = (page: Page) => page.getByTestId('notification-bell').filter({ visible: true });

test('Icelandic: a new account has its welcome unread; marking it read empties the badge; settings are kept', async ({
  page,
}) => {
  await signUpFresh(page, 'Ásdís Tilkynning');
  await page.goto('/account/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Tilkynningar' })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Tilkynningar, 1 ólesin');
  await expect(bell(page)).toHaveText('1');
  const welcome = page.getByTestId('notification').filter({ hasText: 'Velkomin á Heimaleigu' });
  await expect(welcome).toContainText('Ólesið');
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);

  await welcome.getByRole('button', { name: 'Merkja sem lesið' }).click();
  await expect(page.getByText('Tilkynningin er merkt sem lesin.')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Tilkynningar');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await expect(welcome).not.toContainText('Ólesið');
  await expect(welcome.getByRole('button', { name: 'Merkja sem lesið' })).toHaveCount(0);
  await expect(page.getByTestId('unread-summary')).toHaveText('Allt lesið');

  const messages = page.getByRole('group', { name: 'Skilaboð' });
  const news = page.getByRole('group', { name: 'Fréttir og tilboð' });
  await expect(messages.getByLabel('Tölvupóstur')).toBeChecked();
  await expect(news.getByLabel('Tölvupóstur')).not.toBeChecked();
  await messages.getByLabel('Tölvupóstur').uncheck();
  await news.getByLabel('Tölvupóstur').check();
  await page.getByRole('button', { name: 'Vista stillingar' }).click();
  await expect(page.getByText('Stillingarnar eru vistaðar.')).toBeVisible();
  await page.reload();
  await expect(messages.getByLabel('Tölvupóstur')).not.toBeChecked();
  await expect(messages.getByLabel('Á vefnum')).toBeChecked();
  await expect(news.getByLabel('Tölvupóstur')).toBeChecked();
});

test('English: the badge names the count, and settings are saved and kept', async ({ page, baseURL }) => {
  await signUpFresh(page, 'Emma Notified');
  await setLocale(page, baseURL!, 'en');
  await page.goto('/account/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification').first()).toContainText('Welcome to Heimaleiga');
  await expect(page.getByTestId('unread-summary')).toHaveText('1 unread');

  const contracts = page.getByRole('group', { name: 'Lease contracts' });
  await contracts.getByLabel('On the site').uncheck();
  await page.getByRole('group', { name: 'Invitations' }).getByLabel('Email').uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your settings are saved.')).toBeVisible();
  await page.reload();
  await expect(contracts.getByLabel('On the site')).not.toBeChecked();
  await expect(contracts.getByLabel('Email')).toBeChecked();
  await expect(page.getByRole('group', { name: 'Invitations' }).getByLabel('Email')).not.toBeChecked();
  await expectNoMissingKeys(page);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All notifications are marked as read.')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('a visitor is sent to sign in, and the page has no bell for them', async ({ page }) => {
  await page.goto('/account/notifications');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fnotifications$/);
  await expect(page.getByTestId('notification-bell')).toHaveCount(0);
});

test('on a 360 px phone the demo tenant sees the seeded notifications, in every language', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO.tenant, undefined, '/login?redirect=%2Faccount%2Fnotifications');
  await expect(page).toHaveURL(/\/account\/notifications$/);
  await expect(bell(page)).toHaveAccessibleName(/^Tilkynningar, \d+ ólesn?[a-z]*$/);
  await expect(page.getByTestId('notification').filter({ hasText: 'Velkomin á Heimaleigu' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Vaktaðar leitir' }).getByLabel('Á vefnum')).toBeVisible();
  const titles = { is: 'Tilkynningar', en: 'Notifications', uk: 'Сповіщення', pl: 'Powiadomienia' };
  for (const [locale, title] of Object.entries(titles)) {
    await test.step(locale, async () => {
      await setLocale(page, baseURL!, locale);
      await page.goto('/account/notifications');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoMissingKeys(page);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    });
  }
});
