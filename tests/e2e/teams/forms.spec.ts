import { expect, type Page, test } from '@playwright/test';
import { addDays, dayOf } from '../../../common/calendar-day.ts';
import {
  actAs,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  signUpFresh,
  waitForHydration,
} from '../../fixtures/e2e.ts';

// Team application forms and services (docs/rules/team-forms.md): team@ (owner of Leiguliðar
// ehf.) makes a listing group with a question and an auto-reply and puts the Hafnarfjörður flat in
// it; a fresh tenant applies, answers the question and gets the auto-reply in their inbox;
// switching viewing requests off takes the request away from that listing. The tests change the
// demo team's settings, so they run one after another.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const TEAM = 'team@demo.heimaleiga.is';
const LISTING = '2ja herbergja íbúð í miðbæ Hafnarfjarðar';
const QUESTION = 'Hvenær gætir þú flutt inn?';
const AUTO_REPLY = 'Takk fyrir umsóknina! Leiguliðar svara öllum umsóknum innan tveggja virkra daga.';

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

async function signOut(page: Page, baseURL: string) {
  await page.context().clearCookies();
  await dismissConsent(page, baseURL);
}

async function openListing(page: Page) {
  await page.goto('/listings');
  await page.getByRole('link', { name: LISTING }).first().click();
  await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/);
}

test('team@ makes an application form with a question and an auto-reply; a tenant applies and gets the reply (360 px)', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await actAs(page, TEAM);
  await page.goto('/teams/leigulidar/settings/applications');
  await expect(page.getByRole('heading', { name: 'Umsóknareyðublöð', level: 1 })).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  // Too long an auto-reply is refused beside the field, the rest kept.
  await page.getByLabel('Heiti hóps').fill('Hafnarfjörður');
  await page.getByLabel('Spurningar', { exact: true }).fill(`${QUESTION}\n\n`);
  await page.getByLabel('Sjálfvirkt svar', { exact: true }).fill('x'.repeat(2001));
  await page.getByRole('button', { name: 'Stofna hóp' }).click();
  await expect(page.getByText('Þetta er of langt.')).toBeVisible();
  await expect(page.getByLabel('Sjálfvirkt svar', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Heiti hóps')).toHaveValue('Hafnarfjörður');

  await page.getByLabel('Sjálfvirkt svar', { exact: true }).fill(AUTO_REPLY);
  await page.getByRole('button', { name: 'Stofna hóp' }).click();
  await expect(page).toHaveURL(/\/teams\/leigulidar\/settings\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Hópurinn var stofnaður.')).toBeVisible();
  await expect(page.getByLabel('Spurningar', { exact: true })).toHaveValue(QUESTION);

  // The Hafnarfjörður flat joins the group.
  await page.getByLabel(new RegExp(LISTING)).check();
  await page.getByRole('button', { name: 'Vista' }).click();
  await expect(page.getByText('Hópurinn var vistaður.')).toBeVisible();
  await expect(page.getByLabel(new RegExp(LISTING))).toBeChecked();
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('link', { name: 'Öll umsóknareyðublöð' }).click();
  await expect(page.getByTestId('listing-group').filter({ hasText: 'Hafnarfjörður' })).toContainText('Virkt');

  // A fresh tenant applies: the team's question is asked, and required.
  await signOut(page, baseURL!);
  await signUpFresh(page, 'Hildur Leigjandi');
  await openListing(page);
  await page.getByRole('link', { name: 'Sækja um eignina' }).click();
  await expect(page).toHaveURL(/\/apply$/);
  await waitForHydration(page);
  await page.getByLabel('Skilaboð til leigusala').fill('Góðan dag, ég er hjúkrunarfræðingur og reyklaus.');
  await page.getByLabel('Fullorðnir').fill('1');
  await page.getByLabel(new RegExp(QUESTION.replace('?', '\\?'))).fill('Fyrsta desember.');
  await expectNoMissingKeys(page);
  await page.getByRole('button', { name: 'Senda umsókn' }).click();
  await expect(page).toHaveURL(/\/tenant\/applications\/[0-9a-f-]{36}$/);

  // The auto-reply waits in the tenant's inbox.
  await page.goto('/inbox');
  await page
    .getByRole('link', { name: new RegExp(LISTING) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/inbox\/[0-9a-f-]{36}$/);
  await expect(page.getByText(AUTO_REPLY)).toBeVisible();
});

test('switching viewing requests off takes them away from the team listing; the service refuses a request sent anyway', async ({
  page,
  baseURL,
}) => {
  await actAs(page, TEAM);
  await page.goto('/teams/leigulidar/services/other');
  await expect(page.getByRole('heading', { name: 'Þjónusta', level: 1 })).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  const requests = page.getByTestId('service-viewing_requests');
  await expect(requests.getByTestId('service-state')).toHaveText('Kveikt');
  await requests.getByRole('button', { name: 'Beiðnir um skoðun: slökkva' }).click();
  await expect(page.getByText('Þjónustan var uppfærð.')).toBeVisible();
  await expect(page.getByTestId('service-viewing_requests').getByTestId('service-state')).toHaveText('Slökkt');

  await signOut(page, baseURL!);
  await signUpFresh(page, 'Gunnar Skoðandi');
  await openListing(page);
  await expect(page.getByTestId('viewing-requests-off')).toHaveText(
    'Leigusalinn tekur ekki við beiðnum um einkaskoðun á þessari eign.',
  );
  await expect(page.locator('#viewings')).toHaveCount(0);
  await expectNoMissingKeys(page);
  // The request page posted anyway (no JavaScript needed): refused, said above the form.
  const listingUrl = page.url();
  await page.goto(`${listingUrl}/viewing-request`);
  const day = addDays(dayOf(new Date()), 4);
  await page.locator('input[name="date"]').fill(day);
  await page.locator('input[name="start"]').fill('17:00');
  await page.getByRole('button', { name: 'Senda beiðni' }).click();
  await expect(page.getByText('Leigusalinn býður ekki upp á þetta fyrir þessa auglýsingu.')).toBeVisible();

  // On again, for whoever comes next.
  await signOut(page, baseURL!);
  await actAs(page, TEAM);
  await page.goto('/teams/leigulidar/services/other');
  await page.getByRole('button', { name: 'Beiðnir um skoðun: kveikja' }).click();
  await expect(page.getByTestId('service-viewing_requests').getByTestId('service-state')).toHaveText('Kveikt');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a question too long is refused beside the field; a group is made and deleted with plain forms', async ({ page }) => {
    await actAs(page, TEAM);
    await page.goto('/teams/leigulidar/settings/applications');
    await page.getByLabel('Heiti hóps').fill('Til prófunar');
    await page.getByLabel('Spurningar', { exact: true }).fill(`Stutt spurning?\n${'x'.repeat(301)}`);
    await page.getByRole('button', { name: 'Stofna hóp' }).click();
    await expect(page.getByText('Hver spurning má vera mest 300 stafir.')).toBeVisible();
    await expect(page.getByLabel('Spurningar', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Spurningar', { exact: true }).fill('Stutt spurning?');
    await page.getByRole('button', { name: 'Stofna hóp' }).click();
    await expect(page.getByText('Hópurinn var stofnaður.')).toBeVisible();
    await page.getByRole('button', { name: 'Eyða hópnum' }).click();
    await expect(page).toHaveURL(/\/teams\/leigulidar\/settings\/applications$/);
    await expect(page.getByText('Hópnum var eytt.')).toBeVisible();
    await expect(page.getByTestId('listing-group').filter({ hasText: 'Til prófunar' })).toHaveCount(0);
  });
});

test('someone outside the team finds no team pages', async ({ page }) => {
  await signUpFresh(page, 'Óviðkomandi Persóna');
  for (const path of ['/teams/leigulidar/settings/applications', '/teams/leigulidar/services/other']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await expectNoMissingKeys(page);
});
