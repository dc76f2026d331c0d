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
// /man/hms and in the queue with the registry's reason in words (the code and the registry's own
// words as a labelled detail); staff retry it (a POST, audited) and it is queued again, and
// refused again, since its data is still wrong. Then its landlord side (Leiguliðar: Helga) reads the
// reason on the lease at 360 px, corrects the fastanúmer and sends it again; its tenant sees no
// correction form. /man/hms is closed to everyone else (403). At 360 px, without sideways scrolling.
// Serial: the retry and the correction act on the same demo lease, in this order.

test.describe.configure({ mode: 'serial' });

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
  await expect(item.getByTestId('registry-reason')).toContainText('Leiguskrá fann ekki eign með þessu fastanúmeri');
  await expect(item.getByTestId('registry-reason')).toContainText('registry_fastanumer_unknown');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await item.getByRole('button', { name: /^Reyna aftur/ }).click();
  await expect(page.getByText('Sendingin er aftur komin í biðröð.')).toBeVisible();
  await expectNoMissingKeys(page);

  // The contract page shows the submission again queued (or, once the simulator answered, refused again: the data is unchanged).
  await page.goto('/man/rental-contracts?q=Hverfisgata');
  await page.getByTestId('staff-contract').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sendingar í leiguskrá' })).toBeVisible();
  await expect(page.getByTestId('registry-submission').first()).toContainText(/Í biðröð|Hafnað/);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test('the landlord side reads the refusal in words and corrects the fastanúmer; the tenant cannot', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people, two forms and the registry's answer: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await dismissConsent(page, baseURL as string);
  // The tenant (Oksana) finds the lease: she is told it was refused, with no correction form, and the form is closed to her (403).
  await actAs(page, DEMO.tenant2);
  await page.goto('/rental-contracts');
  const lease = (await page
    .getByTestId('contract-list')
    .getByRole('link', { name: /Hverfisgata 88/ })
    .getAttribute('href')) as string;
  expect(lease).toMatch(/^\/rental-contracts\/[0-9a-f-]{36}$/);
  await page.goto(lease);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('registry-refusal')).toContainText('Leiguskrá hafnaði skráningunni', { timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole('link', { name: 'Leiðrétta og senda aftur' })).toHaveCount(0);
  expect((await page.goto(`${lease}/registry-correction`))?.status()).toBe(403);

  // Leiguliðar's signatory (Helga) reads why, in words, and what to do.
  const landlordContext = await browser.newContext({ locale: 'is-IS', viewport: { width: 360, height: 800 } });
  const landlord = await landlordContext.newPage();
  await dismissConsent(landlord, baseURL as string);
  await actAs(landlord, 'team@demo.heimaleiga.is');
  await landlord.goto(lease);
  const refusal = landlord.getByTestId('registry-refusal');
  await expect(refusal).toContainText('Leiguskrá fann ekki eign með þessu fastanúmeri á heimilisfanginu.');
  await expect(refusal).toContainText('leiðréttu upplýsingarnar um eignina');
  await expect(refusal).not.toContainText('registry_');
  await expect(landlord.getByTestId('registry-late')).toBeVisible();
  await expectNoMissingKeys(landlord);
  await expectNoHorizontalScroll(landlord);
  await expectNoAxeViolations(landlord);

  await refusal.getByRole('link', { name: 'Leiðrétta og senda aftur' }).click();
  await expect(landlord.getByRole('heading', { level: 1, name: 'Leiðrétta skráningu í leiguskrá' })).toBeVisible();
  const fastanumer = landlord.getByLabel('Fastanúmer');
  await expect(fastanumer).toHaveValue('2003355');
  await expectNoMissingKeys(landlord);
  await expectNoHorizontalScroll(landlord);
  await expectNoAxeViolations(landlord);

  // A number that is not a fastanúmer: the error beside the field, nothing sent.
  await fastanumer.fill('12');
  await landlord.getByRole('button', { name: 'Leiðrétta og senda aftur' }).click();
  await expect(fastanumer).toHaveAttribute('aria-invalid', 'true');
  const errorId = (await fastanumer.getAttribute('aria-describedby'))?.split(' ').find((id) => id.includes('error'));
  expect(errorId).toBeTruthy();
  await expect(landlord.locator(`[id="${errorId}"]`)).toContainText('Fastanúmer er sjö tölustafir');
  await expectNoMissingKeys(landlord);

  await landlord.getByLabel('Fastanúmer').fill('2003365');
  await landlord.getByRole('button', { name: 'Leiðrétta og senda aftur' }).click();
  await expect(landlord.getByText('Leiðréttingin er vistuð og skráningin send aftur í leiguskrá.')).toBeVisible();
  await expect(landlord).toHaveURL(new RegExp(`${lease}$`));
  await expect(landlord.getByTestId('registry-corrected')).toContainText('Undirritaði samningurinn er óbreyttur.');
  await expect(landlord.getByTestId('contract-history')).toContainText(
    'Skráningarupplýsingar leiðréttar og sendar aftur í leiguskrá HMS',
  );
  // The simulator takes it: registered.
  await expect(async () => {
    await landlord.reload();
    await expect(landlord.getByTestId('contract-history')).toContainText('Skráður í leiguskrá HMS', { timeout: 1_000 });
  }).toPass();
  await expect(landlord.getByTestId('registry-refusal')).toHaveCount(0);
  await landlordContext.close();
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
