import { expect, test } from '@playwright/test';
import {
  actAs,
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
} from '../../fixtures/e2e.ts';

// The registry for staff: the demo contract whose registration the registry refused shows on
// /man/hms and in the queue with the registry's reason; staff retry it (a POST, audited) and it is
// queued again. /man/hms is closed to everyone else (403). At 360 px, without sideways scrolling.

test('a person without staff scope gets 403 on /man/hms', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL as string);
  await actAs(page, DEMO.tenant2);
  const response = await page.goto('/man/hms');
  expect(response?.status()).toBe(403);
});

test('staff see a failed submission with the registry’s reason and retry it', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await dismissConsent(page, baseURL as string);
  await actAs(page, DEMO.staff);

  await page.goto('/man/hms');
  await expect(page.getByRole('heading', { level: 1, name: 'Leiguskrá HMS' })).toBeVisible();
  const failures = page.getByRole('list', { name: 'Sendingar sem mistókust' });
  await expect(failures.getByTestId('registry-reason').first()).toContainText('Fastanúmer 2003355 fannst ekki');
  await expectNoMissingKeys(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await page.goto('/man/rental-contracts/hms-submits?filter=problems');
  await expect(page.getByRole('heading', { level: 1, name: 'Sendingar í leiguskrá' })).toBeVisible();
  const item = page.getByTestId('registry-submission').filter({ hasText: 'Fastanúmer 2003355 fannst ekki' });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('registry-reason')).toContainText('contract_unit_fastanumer_invalid');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await item.getByRole('button', { name: /^Reyna aftur/ }).click();
  await expect(page.getByText('Sendingin er aftur komin í biðröð.')).toBeVisible();
  await expectNoMissingKeys(page);

  // The contract page shows the submission again queued (or, once the simulator answered, accepted).
  await page.goto('/man/rental-contracts?q=Hverfisgata');
  await page.getByTestId('staff-contract').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sendingar í leiguskrá' })).toBeVisible();
  await expect(page.getByTestId('registry-submission').first()).toContainText(/Í biðröð|Samþykkt/);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test('staff see the settings: the simulator, the alert days and the price index entered by staff', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL as string);
  await actAs(page, DEMO.staff);
  await page.goto('/man/rental-contracts/settings');
  await expect(page.getByTestId('registry-adapter')).toContainText('hermirinn');
  await expect(page.getByTestId('cpi-row').first()).toContainText('Jón Einarsson');
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
});

test('a team’s members see its registrations at 360 px; anyone else gets 404', async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await dismissConsent(page, baseURL as string);
  await actAs(page, DEMO.landlord);
  await page.goto('/teams/nordurljos-leiga/services/hms');
  await expect(page.getByRole('heading', { level: 1, name: 'Leiguskrá HMS' })).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Allar sendingar teymisins' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sendingar teymisins í leiguskrá' })).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);

  const other = await browser.newContext({ locale: 'is-IS' });
  const outsider = await other.newPage();
  await dismissConsent(outsider, baseURL as string);
  await actAs(outsider, DEMO.tenant2);
  expect((await outsider.goto('/teams/nordurljos-leiga/services/hms'))?.status()).toBe(404);
  await other.close();
});
