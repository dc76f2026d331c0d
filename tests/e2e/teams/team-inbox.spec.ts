import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-users.ts';
import {
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  setLocale,
  signUpFresh,
  waitForHydration,
} from '../../fixtures/e2e.ts';

// The team inbox (docs/rules/team-inbox.md): a fresh tenant writes about Leiguliðar's listing,
// the agency's agent (Anna, landlord2@) answers in the team inbox, writes an internal note and
// assigns the conversation; the tenant sees the answer under the team's name and never the note.

const LISTING = 'Björt 3ja herbergja íbúð við Hlemm';
const TEAM = 'Leiguliðar ehf.';
const AGENT = 'landlord2@demo.heimaleiga.is';

test.beforeEach(async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
});

async function listingId(page: Page, title: string): Promise<string> {
  const response = await page.request.get('/api/listings/');
  const { items } = (await response.json()) as { items: { id: string; title_is: string | null }[] };
  const found = items.find((item) => item.title_is === title);
  if (!found) throw new Error(`no published demo listing "${title}"`);
  return found.id;
}

async function memberPage(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await dismissConsent(page, baseURL);
  // This device chose Icelandic: without a choice, signing in would switch to the profile's
  // language (Anna's is Polish).
  await setLocale(page, baseURL, 'is');
  await page.goto('/login');
  await waitForHydration(page);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form:has(input[name="password"]) button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return { page, close: () => context.close() };
}

test('a tenant writes about a team listing; the agent answers, notes and assigns in the team inbox (360 px)', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people signing in, six forms and three page checks (each a different page state): a long
  // flow with its own budget, not a race against the default 30 s (it timed out inside its last
  // axe scan on a two-core machine).
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const tenantName = `Tenant ${Date.now().toString(36)}`;
  await signUpFresh(page, tenantName);
  const id = await listingId(page, LISTING);
  await page.goto(`/inbox/new?listing=${id}`);
  await expect(page.getByTestId('conversation-context')).toContainText(TEAM);
  await page.locator('textarea[name="body"]').fill('Góðan dag, er íbúðin við Hlemm enn laus?');
  await page.getByRole('button', { name: 'Senda skilaboð' }).click();
  await expect(page).toHaveURL(/\/inbox\/[0-9a-f-]{36}/);
  const conversationPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TEAM);

  // A stranger (this tenant) gets 404 on the team inbox.
  const denied = await page.goto('/teams/leigulidar/inbox');
  expect(denied?.status()).toBe(404);

  // The agent finds it in the team inbox, unread for them.
  const agent = await memberPage(browser, baseURL!, AGENT);
  await agent.page.setViewportSize({ width: 360, height: 800 });
  await agent.page.goto('/teams/leigulidar/inbox?filter=unread');
  const row = agent.page.getByTestId('team-conversation').filter({ hasText: tenantName });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('unread-dot')).toBeVisible();
  await expectNoMissingKeys(agent.page);
  await expectNoAxeViolations(agent.page);
  await expectNoHorizontalScroll(agent.page);
  await row.getByRole('link').click();
  await expect(agent.page.getByRole('heading', { level: 1 })).toContainText(tenantName);
  await waitForHydration(agent.page);

  // Bad input: an empty answer is refused beside the field.
  await agent.page.getByRole('button', { name: 'Senda', exact: true }).click();
  await expect(agent.page.locator('#reply').getByText('Þennan reit þarf að fylla út.')).toBeVisible();
  await expect(agent.page.locator('#reply textarea[name="body"]')).toHaveAttribute('aria-invalid', 'true');

  await agent.page.locator('#reply textarea[name="body"]').fill('Já, hún er laus frá 1. mars. Viltu skoða?');
  await agent.page.getByRole('button', { name: 'Senda', exact: true }).click();
  await expect(agent.page.getByTestId('message').filter({ hasText: 'Viltu skoða?' })).toBeVisible();

  await agent.page.getByRole('textbox', { name: 'Athugasemd', exact: true }).fill('Innra: hringja í eigandann fyrir skoðun');
  await agent.page.getByRole('button', { name: 'Vista athugasemd' }).click();
  const note = agent.page.getByTestId('note').filter({ hasText: 'hringja í eigandann' });
  await expect(note).toBeVisible();
  await expect(note).toContainText('leigjandinn sér þetta aldrei');

  await agent.page.getByRole('combobox', { name: 'Hver svarar þessu samtali?' }).selectOption({ label: 'Anna Nowak' });
  await agent.page.getByRole('button', { name: 'Vista umsjón' }).click();
  await expect(agent.page.getByTestId('assignee')).toContainText('Anna Nowak');
  await expectNoMissingKeys(agent.page);
  await expectNoAxeViolations(agent.page);
  await expectNoHorizontalScroll(agent.page);
  await agent.page.goto('/teams/leigulidar/inbox?filter=mine');
  await expect(agent.page.getByTestId('team-conversation').filter({ hasText: tenantName })).toBeVisible();
  await agent.close();

  // The tenant sees the answer with the team's name, and never the note.
  await page.goto(conversationPath);
  const answer = page.getByTestId('message').filter({ hasText: 'Viltu skoða?' });
  await expect(answer).toContainText(`Anna Nowak, ${TEAM}`);
  await expect(page.getByText('hringja í eigandann')).toHaveCount(0);
  await expect(page.getByTestId('note')).toHaveCount(0);
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
});

test('team@ finds the demo agency at work: an unassigned unread question, Anna’s conversation with its note', async ({
  browser,
  baseURL,
}) => {
  const owner = await memberPage(browser, baseURL!, 'team@demo.heimaleiga.is');
  await owner.page.goto('/teams/leigulidar/inbox?filter=unread');
  await expect(owner.page.getByTestId('team-conversation').filter({ hasText: 'Jón Þór Sigurðsson' })).toBeVisible();
  await owner.page.goto('/teams/leigulidar/inbox?filter=unassigned');
  await expect(owner.page.getByTestId('team-conversation').filter({ hasText: 'Jón Þór Sigurðsson' })).toBeVisible();
  await owner.page.goto('/teams/leigulidar/inbox');
  const elin = owner.page.getByTestId('team-conversation').filter({ hasText: 'Elín Hrund Pálsdóttir' });
  await expect(elin).toContainText('Anna Nowak');
  await expectNoMissingKeys(owner.page);
  await expectNoAxeViolations(owner.page);
  await elin.getByRole('link').click();
  await expect(owner.page).toHaveURL(/\/teams\/leigulidar\/inbox\/[0-9a-f-]{36}$/);
  await expect(owner.page.getByRole('heading', { level: 1 })).toContainText('Elín Hrund Pálsdóttir');
  await expect(owner.page.getByTestId('assignee')).toContainText('Anna Nowak');
  await expect(owner.page.getByTestId('message')).toHaveCount(3);
  await expect(owner.page.getByTestId('note')).toContainText('staðfestingu á tekjum');
  await owner.close();
});
