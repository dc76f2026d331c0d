import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  setLocale,
  signUpFresh,
} from '../../fixtures/e2e.ts';

test.describe.configure({ timeout: 90_000 });

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

/** Sends a household invitation from the profile page (Icelandic) and returns its id. */
async function inviteFromProfile(page: Page, email: string, message: string): Promise<string> {
  await page.goto('/profile');
  await page.getByLabel('Netfang viðkomandi').fill(email);
  await page.getByLabel('Skilaboð (valkvætt)').fill(message);
  await page.getByRole('button', { name: 'Senda boð' }).click();
  await expect(page.getByText('Boðið var sent.')).toBeVisible();
  const waiting = page.getByTestId('waiting-invitation').filter({ hasText: email });
  const href = await waiting.getByRole('link').getAttribute('href');
  const id = href?.split('/').pop();
  if (!id) throw new Error('no invitation link');
  return id;
}

test('invite a confirmed person, who accepts (Icelandic); the household shows on both sides', async ({ browser, baseURL }) => {
  const invitee = await freshPerson(browser, baseURL!, 'Bjarki Boðsgestur', true);
  const inviter = await freshPerson(browser, baseURL!, 'Inga Bjóðandi', false);

  // A mistake first: a translated error next to the field, the typed value kept.
  await inviter.page.goto('/profile');
  await inviter.page.getByLabel('Netfang viðkomandi').fill('ekki-netfang');
  await inviter.page.getByRole('button', { name: 'Senda boð' }).click();
  await expect(inviter.page.getByText('Sláðu inn gilt netfang.')).toBeVisible();
  await expect(inviter.page.getByLabel('Netfang viðkomandi')).toHaveValue('ekki-netfang');
  await inviter.page.getByLabel('Netfang viðkomandi').fill(inviter.email);
  await inviter.page.getByRole('button', { name: 'Senda boð' }).click();
  await expect(inviter.page.getByText('Þetta er þitt eigið netfang.', { exact: false })).toBeVisible();
  const id = await inviteFromProfile(inviter.page, invitee.email, 'Eigum við að leigja saman í haust?');
  await expectNoAxeViolations(inviter.page);

  const page = invitee.page;
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/invitations');
  const card = page.getByTestId('invitation').filter({ hasText: 'Inga Bjóðandi' });
  await expect(card).toContainText('Inga Bjóðandi býður þér að bætast í heimilið sitt.');
  await expect(card).toContainText('Eigum við að leigja saman í haust?');
  await expect(card).toContainText('Opið til');
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  await card.getByRole('button', { name: 'Þiggja' }).click();
  await expect(page).toHaveURL(new RegExp(`/invitations/${id}$`));
  await expect(page.getByText('Þú þáðir boðið.')).toBeVisible();
  await expect(page.getByText('Þegið', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.goto('/profile');
  await expect(page.getByTestId('household-person')).toContainText('Inga Bjóðandi');
  await expect(page.getByRole('heading', { name: 'Heimili sem þú ert hluti af' })).toBeVisible();
  await page.goto('/invitations');
  await expect(page.getByText('Engin opin boð')).toBeVisible();

  await inviter.page.goto('/profile');
  await expect(inviter.page.getByTestId('household-person')).toContainText('Bjarki Boðsgestur');
  await expect(inviter.page.getByTestId('waiting-invitation')).toHaveCount(0);
  await inviter.page.getByRole('link', { name: 'Sjá eins og leigusali sér' }).click();
  await expect(inviter.page.getByTestId('household-member')).toContainText(/Bjarki Boðsgestur.*Netfang staðfest/);
  await expectNoAxeViolations(inviter.page);

  // The inviter removes the member again; the invitee's household is then empty too.
  await inviter.page.goto('/profile');
  await inviter.page.getByTestId('household-person').getByRole('button', { name: 'Fjarlægja' }).click();
  await expect(inviter.page.getByText('Búið er að fjarlægja viðkomandi úr heimilinu þínu.')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByTestId('household-person')).toHaveCount(0);
  await Promise.all([inviter.close(), invitee.close()]);
});

test('decline in English; a third person gets 404 for the invitation', async ({ browser, baseURL }) => {
  const invitee = await freshPerson(browser, baseURL!, 'Dagný Decline', true);
  const inviter = await freshPerson(browser, baseURL!, 'Einar Inviter', false);
  const stranger = await freshPerson(browser, baseURL!, 'Fríða Ókunnug', false);
  const id = await inviteFromProfile(inviter.page, invitee.email, 'Flytjum saman?');

  const page = invitee.page;
  await setLocale(page, baseURL!, 'en');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/invitations/${id}`);
  await expect(page.getByRole('heading', { name: 'Einar Inviter invites you to join their household.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What accepting means' })).toBeVisible();
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('You declined the invitation.')).toBeVisible();
  await expect(page.getByTestId('closed')).toContainText('The invitation was declined');
  await page.goto('/invitations');
  await expect(page.getByText('No open invitations')).toBeVisible();
  await page.getByText('Earlier invitations (1)').click();
  await expect(page.getByTestId('past-invitation')).toContainText('Declined');
  await expectNoAxeViolations(page);

  await inviter.page.goto(`/invitations/${id}`);
  await expect(inviter.page.getByTestId('closed')).toContainText('Boðinu var hafnað');
  await expect(inviter.page.getByText('Dagný Decline')).toBeVisible();

  const response = await stranger.page.goto(`/invitations/${id}`);
  expect(response?.status()).toBe(404);
  await expect(stranger.page.getByRole('heading', { name: 'Þessi síða fannst ekki' })).toBeVisible();
  await Promise.all([inviter.close(), invitee.close(), stranger.close()]);
});

test('an unconfirmed invitee sees nothing until they confirm, and is told so', async ({ browser, baseURL }) => {
  const invitee = await freshPerson(browser, baseURL!, 'Gróa Óstaðfest', false);
  const inviter = await freshPerson(browser, baseURL!, 'Hallur Sendandi', false);
  const id = await inviteFromProfile(inviter.page, invitee.email, 'Halló!');
  await invitee.page.goto('/invitations');
  await expect(invitee.page.getByText(`Staðfestu netfangið þitt til að sjá boð sem send eru á ${invitee.email}.`)).toBeVisible();
  await expect(invitee.page.getByTestId('invitation')).toHaveCount(0);
  expect((await invitee.page.goto(`/invitations/${id}`))?.status()).toBe(404);

  // The inviter withdraws it; it then says so.
  await inviter.page.goto(`/invitations/${id}`);
  await inviter.page.getByRole('button', { name: 'Draga boðið til baka' }).click();
  await expect(inviter.page.getByText('Boðið var dregið til baka.')).toBeVisible();
  await expect(inviter.page.getByTestId('closed')).toContainText('Þú dróst þetta boð til baka');
  await Promise.all([inviter.close(), invitee.close()]);
});

test('the invitations page reads well in Ukrainian and Polish on a phone', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
  await signUpFresh(page, 'Olena Prófun');
  await page.setViewportSize({ width: 360, height: 780 });
  for (const [locale, heading] of [
    ['uk', 'Запрошення'],
    ['pl', 'Zaproszenia'],
  ] as const) {
    await setLocale(page, baseURL!, locale);
    await page.goto('/invitations');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoMissingKeys(page);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  }
});
