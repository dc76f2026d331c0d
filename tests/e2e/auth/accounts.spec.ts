import { expect, type Page, test } from '@playwright/test';
import { dismissConsent, expectNoAxeViolations, setLocale, signIn } from '../../fixtures/e2e.ts';

const PASSWORD = 'Hraunbær-42-sól';

/** Opens the newest mail of a kind to `to` in the development outbox and returns the link it carries. */
async function linkFromOutbox(page: Page, to: string, kind: string, path: string): Promise<string> {
  const name = new RegExp(`${to.replace(/[.+]/g, '\\$&')} · ${kind}`);
  await expect(async () => {
    await page.goto('/dev/outbox');
    await page.getByRole('link', { name }).first().click({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const text = (await page.getByTestId('mail-text').textContent()) ?? '';
  const match = new RegExp(`https?://[^\\s]+${path}/[\\w-]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return new URL(match[0]).pathname;
}

async function signUp(
  page: Page,
  name: string,
  email: string,
  labels: { name: string; email: string; password: string; terms: RegExp; submit: string },
) {
  await page.goto('/signup');
  await page.getByLabel(labels.name).fill(name);
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(labels.terms).check();
  await page.getByRole('button', { name: labels.submit }).click();
}

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

test('sign up, read the mail, confirm, and sign in again (Icelandic)', async ({ page }) => {
  const email = `gudny.${Date.now()}@example.is`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Ný(r) á Heimaleigu? Stofnaðu aðgang' }).click();
  await expect(page.getByRole('heading', { name: 'Stofna aðgang' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Bad input first: every problem at once, next to its field, nothing saved.
  await page.getByLabel('Fullt nafn').fill('G');
  await page.getByLabel('Netfang').fill(email);
  await page.getByLabel('Lykilorð', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Stofna aðgang' }).click();
  await expect(page.getByText('Sláðu inn fullt nafn.')).toBeVisible();
  await expect(page.getByText('Þetta lykilorð er of algengt. Veldu annað.')).toBeVisible();
  await expect(page.getByText('Þú þarft að samþykkja notendaskilmálana.')).toBeVisible();

  await signUp(page, 'Guðný Hrund', email, {
    name: 'Fullt nafn',
    email: 'Netfang',
    password: 'Lykilorð',
    terms: /notendaskilmálana/,
    submit: 'Stofna aðgang',
  });
  await expect(page).toHaveURL(/\/email_confirmation\?sent=1$/);
  await expect(page.getByText(`Við sendum staðfestingarhlekk á ${email}`, { exact: false })).toBeVisible();

  const link = await linkFromOutbox(page, email, 'confirm_email', '/email_confirmation');
  await expect(page.getByRole('heading', { name: 'Staðfestu netfangið þitt' })).toBeVisible();
  await page.goto(link);
  await page.getByRole('button', { name: 'Staðfesta netfangið mitt' }).click();
  await expect(page.getByRole('heading', { name: 'Netfang staðfest' })).toBeVisible();
  await page.goto(link);
  await expect(page.getByText('Þessi hlekkur hefur þegar verið notaður.', { exact: false })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByTestId('profile-emailConfirmed')).toHaveText('Já');
  await page.getByText('Aðgangurinn minn', { exact: true }).click();
  await page.getByRole('button', { name: 'Útskráning' }).first().click();
  await signIn(page, email, PASSWORD);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-name')).toHaveText('Guðný Hrund');
});

test('the same email cannot sign up twice', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Fullt nafn').fill('Guðrún Önnur');
  await page.getByLabel('Netfang').fill('tenant@demo.heimaleiga.is');
  await page.getByLabel('Lykilorð', { exact: true }).fill(PASSWORD);
  await page.getByLabel(/notendaskilmálana/).check();
  await page.getByRole('button', { name: 'Stofna aðgang' }).click();
  await expect(page.getByText('Aðgangur með þessu netfangi er þegar til.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Fullt nafn')).toHaveValue('Guðrún Önnur');
});

test('forgot password end to end, in English', async ({ page, baseURL }) => {
  await setLocale(page, baseURL!, 'en');
  const email = `anna.${Date.now()}@example.pl`;
  await signUp(page, 'Anna Kowalska', email, {
    name: 'Full name',
    email: 'Email',
    password: 'Password',
    terms: /terms of use/,
    submit: 'Create account',
  });
  await expect(page).toHaveURL(/\/email_confirmation/);
  await page.getByText('My account').click();
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(`${baseURL}/`);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('If an account with that email exists', { exact: false })).toBeVisible();

  const link = await linkFromOutbox(page, email, 'reset_password', '/forgot-password');
  await page.goto(link);
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Use at least 10 characters.')).toBeVisible();
  await page.getByLabel('New password').fill('Nowe-haslo-2026!');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password is changed', { exact: false })).toBeVisible();
  await page.goto(link);
  await expect(page.getByText('The link has already been used.')).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('The email or password is wrong.')).toBeVisible();
  await signIn(page, email, 'Nowe-haslo-2026!');
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('sign-up and forgot-password are for signed-out visitors only', async ({ page, baseURL }) => {
  await signIn(page, 'tenant2@demo.heimaleiga.is');
  await page.waitForURL(`${baseURL}/`);
  await page.goto('/signup');
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto('/forgot-password');
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('a made-up confirmation link is refused clearly', async ({ page }) => {
  await page.goto('/email_confirmation/this-is-not-a-real-token-at-all');
  await expect(page.getByRole('heading', { name: 'Ekki er hægt að nota þennan hlekk' })).toBeVisible();
});
