import { expect, test } from '@playwright/test';
import {
  actAs,
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
} from '../../fixtures/e2e.ts';

// Team verification on the demo data (server/db/seed/demo-teams.ts): Sigurður (landlord@) has
// sent Norðurljós Leiga ehf. for verification with a registry extract; staff@ rejects it without
// a reason (refused), then verifies it, and the team's page shows the badge. The tests share
// that one team, so they run in order.
test.describe.configure({ mode: 'serial' });

const TEAM = 'Norðurljós Leiga ehf.';
const PAGE = '/teams/nordurljos-leiga/settings/verification';
const EXTRACT = 'Vottorð úr fyrirtækjaskrá - Norðurljós Leiga ehf.pdf';
/** A small valid PDF, as a registry extract would be. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

test('the owner sees the team waiting for staff, with its document, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await actAs(page, DEMO.landlord);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Staðfesting teymisins' })).toBeVisible();
  await expect(page.getByTestId('verification-status')).toContainText('Bíður yfirferðar');
  await expect(page.getByTestId('team-document')).toContainText(EXTRACT);
  // While staff look at it, nothing can be changed or sent again.
  await expect(page.getByRole('button', { name: 'Senda til staðfestingar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Eyða/ })).toHaveCount(0);
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
});

test('someone outside the team gets the not-found page', async ({ page }) => {
  await actAs(page, 'team@demo.heimaleiga.is');
  const response = await page.goto(PAGE);
  expect(response?.status()).toBe(404);
  await expect(page.getByText(EXTRACT)).toHaveCount(0);
});

test('staff find the team first in the queue, are refused a rejection without a reason, then verify it', async ({ page }) => {
  await actAs(page, DEMO.staff);
  await page.goto('/man/teams?status=pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Teymi' })).toBeVisible();
  const row = page.getByTestId('staff-team').filter({ hasText: TEAM });
  await expect(row).toContainText(/beðið í \d+ dag/);
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: TEAM }).click();
  await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible();
  await expect(page.getByTestId('staff-team-status')).toContainText('Bíður');
  const download = page.getByRole('link', { name: `Sækja ${EXTRACT}` });
  await expect(download).toHaveAttribute('href', /\/man\/teams\/[0-9a-f-]{36}\/documents\/[0-9a-f-]{36}$/);
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Hafna ${TEAM}` }).click();
  const reason = page.getByLabel('Ástæða höfnunar');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Þennan reit þarf að fylla út.')).toBeVisible();
  await expect(page.getByTestId('staff-team-status')).toContainText('Bíður');

  await page.getByRole('button', { name: `Staðfesta ${TEAM}` }).click();
  await expect(page.getByText('Teymið var staðfest og eigendum þess sagt frá.')).toBeVisible();
  await expect(page.getByTestId('staff-team-status')).toContainText('Staðfest');
  await expect(page.getByTestId('team-audit')).toContainText('Teymi staðfest');
  await expect(page.getByRole('button', { name: `Staðfesta ${TEAM}` })).toHaveCount(0);
});

test('the owner sees the badge, and adds a sub-entity: a wrong kennitala is refused beside the field', async ({ page }) => {
  await actAs(page, DEMO.landlord);
  await page.goto(PAGE);
  await expect(page.getByTestId('verification-status')).toContainText('Staðfest');
  await expect(page.getByTestId('verification-status').getByText('Staðfest teymi')).toBeVisible();

  await page.getByRole('link', { name: 'Aðrar kennitölur sem teymið kemur fram fyrir' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aðrar kennitölur' })).toBeVisible();
  await page.getByLabel('Nafn').fill('Glerárgata 34 húsfélag');
  await page.getByLabel('Kennitala', { exact: true }).fill('460411-0331');
  await page.getByRole('button', { name: 'Bæta við', exact: true }).click();
  await expect(page.getByLabel('Kennitala', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Þessi kennitala er ekki gild. Athugaðu tölustafina.')).toBeVisible();
  await expect(page.getByTestId('sub-entity')).toHaveCount(0);

  await page.getByLabel('Kennitala', { exact: true }).fill('460411-0330');
  await page.getByRole('button', { name: 'Bæta við', exact: true }).click();
  await expect(page.getByText('Kennitölunni var bætt við og bíður yfirferðar.')).toBeVisible();
  const sub = page.getByTestId('sub-entity').filter({ hasText: 'Glerárgata 34 húsfélag' });
  await expect(sub).toContainText('460411-0330');
  await expect(sub).toContainText('Bíður yfirferðar');

  await sub.getByLabel('Gögn fyrir Glerárgata 34 húsfélag').setInputFiles({
    name: 'Umboð húsfélags.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await sub.getByRole('button', { name: 'Hlaða upp' }).click();
  await expect(page.getByText('Gögnunum var bætt við.')).toBeVisible();
  await expect(page.getByTestId('sub-entity').getByTestId('team-document')).toContainText('Umboð húsfélags.pdf');
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
});
