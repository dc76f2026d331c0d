import { type Browser, expect, test } from '@playwright/test';
import {
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  signUpFresh,
} from '../../fixtures/e2e.ts';
import { randomCompanyKennitala } from '../../fixtures/teams.ts';

test.describe.configure({ timeout: 120_000 });

/** A person in their own browser: signed up through the form (Icelandic), and confirmed if asked. */
async function freshPerson(browser: Browser, baseURL: string, name: string, confirm: boolean) {
  const context = await browser.newContext({ locale: 'is-IS' });
  const page = await context.newPage();
  await dismissConsent(page, baseURL);
  const email = await signUpFresh(page, name);
  if (confirm) {
    const entry = page.getByRole('link', { name: new RegExp(`${email.replace(/[.+]/g, '\\$&')} · confirm_email`) });
    await expect(async () => {
      await page.goto('/dev/outbox');
      await entry.first().click({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const text = (await page.getByTestId('mail-text').textContent()) ?? '';
    const link = /https?:\/\/\S+(\/email_confirmation\/[\w-]+)/.exec(text)?.[1];
    if (!link) throw new Error('no confirmation link in the mail');
    await page.goto(link);
    await page.getByRole('button', { name: 'Staðfesta netfangið mitt' }).click();
    await expect(page.getByRole('heading', { name: 'Netfang staðfest' })).toBeVisible();
  }
  return { page, email, close: () => context.close() };
}

test('create a team, invite a person who accepts, change their role; the last owner stays; an agent can’t invite', async ({
  browser,
  baseURL,
}) => {
  const owner = await freshPerson(browser, baseURL!, 'Olga Eigandi', false);
  const invitee = await freshPerson(browser, baseURL!, 'Ívar Boðinn', true);
  const page = owner.page;

  // No team yet: the empty state invites to make one; Teams is in the account menu's pages.
  await page.goto('/teams');
  await expect(page.getByRole('heading', { name: 'Þú ert ekki í teymi' })).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Stofna teymi' }).click();
  await expect(page).toHaveURL(/\/teams\/create$/);

  // A bad company kennitala is refused beside its field, what was typed kept.
  await page.getByLabel('Nafn teymis').fill('Leigulausnir Olgu ehf.');
  await page.getByLabel('Slóð', { exact: true }).fill('leigulidar');
  await page.getByLabel('Kennitala fyrirtækis').fill('010130-2989');
  await page.getByRole('button', { name: 'Stofna teymi' }).click();
  await expect(page.getByText('Sláðu inn gilda kennitölu fyrirtækis (10 tölustafir, fyrstu tveir 41–71).')).toBeVisible();
  await expect(page.getByLabel('Kennitala fyrirtækis')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Nafn teymis')).toHaveValue('Leigulausnir Olgu ehf.');

  // The address of the demo agency is taken: a free one is offered, used in one click.
  await page.getByLabel('Kennitala fyrirtækis').fill(randomCompanyKennitala());
  await page.getByRole('button', { name: 'Stofna teymi' }).click();
  await expect(page.getByText('Þessi slóð er þegar í notkun.')).toBeVisible();
  const suggestion = page.getByTestId('slug-suggestion');
  await expect(suggestion).toContainText('Slóðin er frátekin.');
  await expectNoAxeViolations(page);
  await suggestion.getByRole('button', { name: /^Nota „leigulidar-/ }).click();
  await expect(page).toHaveURL(/\/teams\/leigulidar-[\w-]+\/settings\/team$/);
  const slug = /\/teams\/([^/]+)\//.exec(page.url())?.[1] ?? '';
  await expect(page.getByText('Teymið er stofnað.', { exact: false })).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);

  // Invite the confirmed person as a viewer.
  await page.goto(`/teams/${slug}/settings/people`);
  await page.getByRole('link', { name: 'Bjóða fólki' }).click();
  await page.getByLabel('Netfang', { exact: true }).fill('ekki-netfang');
  await page.getByRole('button', { name: 'Senda boð' }).click();
  await expect(page.getByText('Sláðu inn gilt netfang.')).toBeVisible();
  await page.getByLabel('Netfang', { exact: true }).fill(invitee.email);
  await page.getByLabel(/^Lesaðgangur/).check();
  await page.getByLabel('Skilaboð (valfrjálst)').fill('Velkominn í hópinn!');
  await page.getByRole('button', { name: 'Senda boð' }).click();
  await expect(page.getByText(`Boð sent á ${invitee.email}.`)).toBeVisible();
  await expect(page.getByTestId('team-invitation').filter({ hasText: invitee.email })).toContainText('Lesaðgangur');
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  // Inviting the same address again is refused beside the field.
  await page.getByLabel('Netfang', { exact: true }).fill(invitee.email);
  await page.getByRole('button', { name: 'Senda boð' }).click();
  await expect(page.getByText('Þú hefur þegar sent boð á þetta netfang', { exact: false })).toBeVisible();

  // The invitee accepts on their phone.
  const phone = invitee.page;
  await phone.setViewportSize({ width: 360, height: 800 });
  await phone.goto('/teams/invites');
  const card = phone.getByTestId('team-invitation').filter({ hasText: 'Leigulausnir Olgu ehf.' });
  await expect(card).toContainText('Olga Eigandi býður þér í teymið Leigulausnir Olgu ehf.');
  await expect(card).toContainText('Velkominn í hópinn!');
  await expectNoMissingKeys(phone);
  await expectNoAxeViolations(phone);
  await expectNoHorizontalScroll(phone);
  await card.getByRole('button', { name: 'Þiggja' }).click();
  await expect(phone).toHaveURL(new RegExp(`/teams/${slug}/settings/people$`));
  await expect(phone.getByText('Velkomin(n) í teymið!')).toBeVisible();
  await expectNoHorizontalScroll(phone);

  // The owner makes them an agent.
  await page.goto(`/teams/${slug}/settings/people`);
  await page.getByRole('link', { name: 'Ívar Boðinn' }).click();
  await page.getByLabel(/^Fulltrúi/).check();
  await page.getByRole('button', { name: 'Vista hlutverk' }).click();
  await expect(page.getByText('Hlutverkinu er breytt.')).toBeVisible();
  await expect(page.getByTestId('member-role')).toHaveText('Fulltrúi');
  await expectNoAxeViolations(page);

  // The last owner can't demote themself: said on the page, nothing changed.
  await page.goto(`/teams/${slug}/settings/people`);
  await page.getByRole('link', { name: 'Olga Eigandi' }).click();
  await page.getByLabel(/^Stjórnandi/).check();
  await page.getByRole('button', { name: 'Vista hlutverk' }).click();
  await expect(page.getByText('Teymi þarf alltaf að hafa að minnsta kosti einn eiganda.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('member-role')).toHaveText('Eigandi');

  // The agent sees the team's people, but the invitation page is not theirs: 404.
  await phone.goto(`/teams/${slug}/settings/people`);
  await expect(phone.getByTestId('team-member')).toHaveCount(2);
  await expect(phone.getByRole('link', { name: 'Bjóða fólki' })).toHaveCount(0);
  const denied = await phone.goto(`/teams/${slug}/settings/people/invitation`);
  expect(denied?.status()).toBe(404);

  await owner.close();
  await invitee.close();
});
