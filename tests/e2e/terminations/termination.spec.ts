import { expect, test } from '@playwright/test';
import { addDays, dayOf } from '../../../common/calendar-day.ts';
import { formatDate } from '../../../common/format.ts';
import { firstOfNextMonth, legalEndDate } from '../../../common/termination-rules.ts';
import {
  actAs,
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  setLocale,
} from '../../fixtures/e2e.ts';

// Ending a contract on the demo data (server/db/seed/demo-terminations.ts): Anna (landlord2@)
// gives notice on the indefinite lease on Suðurgata and sees the legal end date and the article
// (Icelandic, 360 px); without a reason the error stands beside the field; a stranger gets 404.
// On her fixed-term lease on Álfaskeið notice is refused with the reason (Polish). Oksana
// (tenant2@) accepts Leiguliðar's proposed end date for Hverfisgata.

const ANNA = 'landlord2@demo.heimaleiga.is';
const isDay = (day: string) => formatDate(`${day}T00:00:00Z`, 'date', 'is');

// Both change the Suðurgata lease: the tenant's proposal (withdrawn) comes before the landlord's notice.
test.describe
  .serial('the indefinite lease on Suðurgata', () => {
    test('without JavaScript the tenant proposes an end date, is refused a past day beside the field, sends and withdraws', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 360, height: 740 },
        locale: 'is-IS',
      });
      const page = await context.newPage();
      await dismissConsent(page, baseURL as string);
      await actAs(page, DEMO.tenant2);
      await page.goto('/rental-contracts');
      await page
        .getByTestId('contract-list')
        .getByRole('link', { name: /Suðurgata 35/ })
        .click();
      await page.getByTestId('termination-block').getByRole('link', { name: 'Ljúka leigusamningnum' }).click();
      // A tenant gives notice or proposes a date; rescission is the landlord's.
      await expect(page.getByTestId('choose-violate')).toHaveCount(0);
      await page.getByTestId('choose-negotiate').click();
      const yesterday = addDays(dayOf(new Date()), -1);
      await page.getByLabel('Síðasti dagur leigusamningsins').fill(yesterday);
      await page.getByLabel('Skilaboð til gagnaðila').fill('Ég flyt til Akureyrar í vor.');
      await page.getByRole('button', { name: 'Halda áfram' }).click();
      await expect(page.getByText('Dagsetningin má ekki vera liðin.')).toBeVisible();
      await expect(page.getByLabel('Skilaboð til gagnaðila')).toHaveValue('Ég flyt til Akureyrar í vor.');
      const later = addDays(dayOf(new Date()), 60);
      await page.getByLabel('Síðasti dagur leigusamningsins').fill(later);
      await page.getByRole('button', { name: 'Halda áfram' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Yfirfara og senda' })).toBeVisible();
      await expect(page.getByText('Tillagan verður bindandi þegar gagnaðili samþykkir hana.')).toBeVisible();
      await page.getByTestId('send-termination').click();
      await expect(page.getByText('Sent. Gagnaðili hefur fengið tilkynningu.')).toBeVisible();
      await expect(page.getByTestId('request-end')).toHaveText(isDay(later));
      await expect(page.getByText('Bíður svars gagnaðila.')).toBeVisible();
      await page.getByRole('button', { name: 'Draga til baka' }).click();
      await expect(page.getByTestId('termination-status')).toHaveText('Dregin til baka');
      await context.close();
    });

    test('a landlord gives notice on an indefinite lease and sees the legal end date and the article', async ({
      page,
      browser,
      baseURL,
    }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await dismissConsent(page, baseURL as string);
      await actAs(page, ANNA);
      await page.goto('/rental-contracts');
      await page
        .getByTestId('contract-list')
        .getByRole('link', { name: /Suðurgata 35/ })
        .click();
      const block = page.getByTestId('termination-block');
      await expect(block).toContainText('Ekkert hefur verið gert til að ljúka leigusamningnum.');
      await block.getByRole('link', { name: 'Ljúka leigusamningnum' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Lok leigusamnings' })).toBeVisible();
      const overview = page.url();
      await expectNoMissingKeys(page);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      await page.getByTestId('choose-default').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Uppsögn' })).toBeVisible();
      const today = dayOf(new Date());
      const end = legalEndDate(today, 6);
      const rule = page.getByTestId('notice-rule');
      await expect(rule).toContainText(`6 mánaða uppsagnarfrestur frá ${isDay(firstOfNextMonth(today))}, 56. gr.`);
      await expect(rule.getByTestId('legal-end')).toHaveText(`Lokadagur samkvæmt lögum: ${isDay(end)}`);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      // Without a reason: the error beside the field, nothing sent.
      await page.getByRole('button', { name: 'Halda áfram' }).click();
      const reason = page.getByLabel('Ástæða uppsagnar');
      await expect(reason).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Leigusali þarf að tilgreina ástæðu uppsagnar.')).toBeVisible();

      await reason.selectOption({ label: 'Sala eignarinnar' });
      await page.getByRole('button', { name: 'Halda áfram' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Yfirfara og senda' })).toBeVisible();
      await expect(page.getByTestId('legal-end')).toHaveText(`Lokadagur samkvæmt lögum: ${isDay(end)}`);
      await expect(page.getByText('Uppsögn leigusala er tilkynnt til leiguskrár HMS.', { exact: false })).toBeVisible();
      await expectNoMissingKeys(page);
      await page.getByTestId('send-termination').click();
      await expect(page.getByText('Sent. Gagnaðili hefur fengið tilkynningu.')).toBeVisible();
      await expect(page.getByTestId('termination-status')).toHaveText('Send');
      await expect(page.getByTestId('notice-rule')).toContainText('56. gr.');
      await expect(page.getByTestId('request-end')).toHaveText(isDay(end));
      await expectNoHorizontalScroll(page);

      await page.goto(overview);
      await expect(page.getByTestId('termination-binding')).toHaveText(`Bindandi: leigusamningnum lýkur ${isDay(end)}.`);

      // Someone who is not a party learns nothing: 404.
      const other = await browser.newContext();
      const stranger = await other.newPage();
      await dismissConsent(stranger, baseURL as string);
      await actAs(stranger, DEMO.tenant);
      const response = await stranger.goto(overview);
      expect(response?.status()).toBe(404);
      expect((await stranger.goto(`${overview}/default`))?.status()).toBe(404);
      await other.close();
    });
  });

test('notice on a fixed-term lease is refused with the reason and the article (Polish)', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL as string);
  await setLocale(page, baseURL as string, 'pl');
  await actAs(page, ANNA);
  await page.goto('/rental-contracts');
  await page
    .getByTestId('contract-list')
    .getByRole('link', { name: /Álfaskeið 72/ })
    .click();
  await page.getByTestId('termination-block').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zakończenie umowy' })).toBeVisible();
  const refused = page.getByTestId('notice-refused');
  await expect(refused).toContainText('Wypowiedzenie nie jest możliwe');
  await expect(refused).toContainText('58. gr. ustawy o najmie');
  await expect(page.getByTestId('choose-default')).toHaveCount(0);
  await expect(page.getByTestId('choose-negotiate')).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  // The direct address refuses it too.
  await page.goto(`${page.url()}/default`);
  await expect(page.getByTestId('notice-refused')).toContainText('umowa na czas określony');
  await expect(page.getByRole('button', { name: 'Dalej' })).toHaveCount(0);
});

test('the tenant accepts the landlord’s proposed end date', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await dismissConsent(page, baseURL as string);
  await actAs(page, DEMO.tenant2);
  await page.goto('/rental-contracts');
  await page
    .getByTestId('contract-list')
    .getByRole('link', { name: /Hverfisgata 88/ })
    .click();
  const block = page.getByTestId('termination-block');
  await expect(block).toContainText('Tillaga að lokadegi bíður svars.');
  await block.getByRole('link').click();
  await page.getByTestId('termination-requests').getByRole('link', { name: 'Tillaga að lokadegi' }).click();
  await expect(page.getByTestId('termination-status')).toHaveText('Send');
  await expect(page.getByText('Eigandinn ætlar að gera upp íbúðina.', { exact: false })).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // No answer chosen: the error beside the choice.
  await page.getByRole('button', { name: 'Senda svar' }).click();
  await expect(page.getByRole('group', { name: 'Svar' })).toContainText('Þennan reit þarf að fylla út.');
  await page.getByLabel('Samþykkja lokadaginn').check();
  await page.getByRole('button', { name: 'Senda svar' }).click();
  await expect(page.getByText('Svarið hefur verið sent.')).toBeVisible();
  await expect(page.getByTestId('termination-status')).toHaveText('Samþykkt');
  await expect(page.getByRole('button', { name: 'Senda svar' })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
});

test('staff see sent requests by status and kind; anyone else gets 403', async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await dismissConsent(page, baseURL as string);
  await actAs(page, DEMO.staff);
  await page.goto('/man/rental-contracts/contract-terminations?kind=negotiate');
  await expect(page.getByRole('heading', { level: 1, name: 'Lok leigusamninga' })).toBeVisible();
  await expect(page.getByTestId('staff-terminations').getByRole('listitem').first()).toContainText('Tillaga að lokadegi');
  // A rescission is never declined: the filter finds nothing.
  await page.getByRole('navigation', { name: 'Tegund' }).getByRole('link', { name: 'Riftun' }).click();
  await expect(page).toHaveURL(/kind=violate/);
  await page.getByRole('navigation', { name: 'Staða' }).getByRole('link', { name: 'Hafnað' }).click();
  await expect(page).toHaveURL(/status=rejected/);
  await expect(page).toHaveURL(/kind=violate/);
  await expect(page.getByText('Engar beiðnir passa við síuna.')).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  const other = await browser.newContext();
  const tenant = await other.newPage();
  await dismissConsent(tenant, baseURL as string);
  await actAs(tenant, DEMO.tenant);
  expect((await tenant.goto('/man/rental-contracts/contract-terminations'))?.status()).toBe(403);
  await other.close();
});
