import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  actAs,
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  signUpFresh,
  waitForHydration,
} from '../../fixtures/e2e.ts';
import { finishAndSubmit, freshPerson } from '../../fixtures/e2e-people.ts';
import { randomCompanyKennitala } from '../../fixtures/teams.ts';
import { pdfFile } from '../../fixtures/upload-files.ts';

// A letting agency from nothing to its first answer, as its people would walk it: a new person
// makes a team, invites an agent and a viewer who accept; the agent switches to the team and
// publishes a team listing, which staff approve; a tenant applies on their phone and writes; the
// agent answers in the team inbox and the tenant sees the team's name; the viewer reads the
// conversation but can't answer, not even by posting the form. Everyone is new, so no demo data
// is touched.

type Messages = Record<string, unknown>;
const messages = (ns: string): Messages =>
  JSON.parse(readFileSync(new URL(`../../../locales/is/${ns}.json`, import.meta.url), 'utf8')) as Messages;

/** The Icelandic text of a message key ("applications:apply.send"), values filled in. */
function text(key: string, values: Record<string, string> = {}): string {
  const [ns, path] = key.split(':');
  const value = path.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages(ns));
  if (typeof value !== 'string') throw new Error(`no message ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

const PHONE = { width: 360, height: 800 };

async function checkPage(page: Page, phone = false) {
  await expectNoMissingKeys(page);
  await expectNoAxeViolations(page);
  if (phone) await expectNoHorizontalScroll(page);
}

test('an agency from nothing: team, invitations, team listing, a tenant’s question answered by the agent, read by the viewer', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const teamName = `Umboðsleiga Reykjavíkur ${stamp} ehf.`;
  const slug = `umbodsleiga-${stamp}`;
  const title = `Þriggja herbergja íbúð við Hringbraut ${stamp}`;

  // 1. A new person makes the team. Bad input first: a kennitala that is not a company's.
  const owner = await freshPerson(browser, baseURL!, 'Sólveig Eigandi', false);
  await owner.page.goto('/teams/create');
  await waitForHydration(owner.page);
  await owner.page.getByLabel('Nafn teymis').fill(teamName);
  await owner.page.getByLabel('Slóð', { exact: true }).fill(slug);
  await owner.page.getByLabel('Kennitala fyrirtækis').fill('010130-2989');
  await owner.page.getByRole('button', { name: 'Stofna teymi' }).click();
  await expect(owner.page.getByLabel('Kennitala fyrirtækis')).toHaveAttribute('aria-invalid', 'true');
  await expect(owner.page.getByText(text('errors:fields.company_kennitala_invalid'))).toBeVisible();
  await expect(owner.page.getByLabel('Nafn teymis')).toHaveValue(teamName);
  await owner.page.getByLabel('Kennitala fyrirtækis').fill(randomCompanyKennitala());
  await owner.page.getByRole('button', { name: 'Stofna teymi' }).click();
  await expect(owner.page).toHaveURL(new RegExp(`/teams/${slug}/settings/team$`));

  // 2. Two people with confirmed addresses are invited: an agent and a viewer.
  const agent = await freshPerson(browser, baseURL!, 'Arnar Fulltrúi', true);
  const viewer = await freshPerson(browser, baseURL!, 'Vala Lesandi', true);
  for (const [person, role] of [
    [agent, /^Fulltrúi/],
    [viewer, /^Lesaðgangur/],
  ] as const) {
    await owner.page.goto(`/teams/${slug}/settings/people/invitation`);
    await owner.page.getByLabel('Netfang', { exact: true }).fill(person.email);
    await owner.page.getByLabel(role).check();
    await owner.page.getByRole('button', { name: 'Senda boð' }).click();
    await expect(owner.page.getByText(`Boð sent á ${person.email}.`)).toBeVisible();
  }
  await checkPage(owner.page);

  // 3. Each accepts on the invitations page.
  for (const person of [agent, viewer]) {
    await person.page.goto('/teams/invites');
    const card = person.page.getByTestId('team-invitation').filter({ hasText: teamName });
    await expect(card).toContainText(`Sólveig Eigandi býður þér í teymið ${teamName}`);
    await card.getByRole('button', { name: 'Þiggja' }).click();
    await expect(person.page).toHaveURL(new RegExp(`/teams/${slug}/settings/people$`));
  }
  await expect(viewer.page.getByTestId('team-member')).toHaveCount(3);

  // 4. The agent switches to the team (phone menu) and starts a listing: it is the team's.
  const phone = agent.page;
  await phone.setViewportSize(PHONE);
  await phone.goto('/landlord/my-listings');
  await waitForHydration(phone);
  await phone.getByText(text('common:nav.menu'), { exact: true }).click();
  await phone.getByRole('button', { name: teamName, exact: true }).click();
  await expect(phone.getByRole('button', { name: teamName, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await phone.goto('/start-listing/location');
  await phone.getByLabel('Gata').fill('Hringbraut');
  await phone.getByLabel('Húsnúmer').fill(String(10 + Math.floor(Math.random() * 900)));
  await phone.getByLabel('Póstnúmer').selectOption('107');
  await phone.getByRole('button', { name: 'Vista og halda áfram' }).click();
  await expect(phone).toHaveURL(/\/property$/);
  const listingId = /\/start-listing\/([0-9a-f-]{36})\//.exec(phone.url())?.[1] ?? '';
  expect(listingId).not.toBe('');
  await finishAndSubmit(request, agent.email, listingId, title);
  await phone.goto(`/landlord/my-listings/${listingId}`);
  await expect(phone.getByRole('link', { name: text('landlord:teamTab.ownedBy', { name: teamName }) })).toBeVisible();

  // 5. Staff approve it in the review queue.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await dismissConsent(staff, baseURL!);
  await actAs(staff, DEMO.staff);
  await staff.goto('/man/listings/publishes');
  await staff.getByTestId('review-item').filter({ hasText: title }).getByRole('button', { name: 'Samþykkja og birta' }).click();
  await expect(staff.getByText('Auglýsingin er birt og leigusalanum hefur verið látið vita.')).toBeVisible();
  await staffContext.close();

  // 6. A tenant applies on their phone and writes to the landlord about the application.
  const tenantContext = await browser.newContext({ baseURL, viewport: PHONE, locale: 'is-IS' });
  const tenant = await tenantContext.newPage();
  await dismissConsent(tenant, baseURL!);
  const tenantName = 'Hildur Björnsdóttir';
  await signUpFresh(tenant, tenantName);
  await tenant.goto(`/listings/${listingId}`);
  await expect(tenant.getByText(teamName).first()).toBeVisible();
  await tenant.getByRole('link', { name: text('applications:contact.apply') }).click();
  await expect(tenant).toHaveURL(`/listings/${listingId}/apply`);
  await tenant.getByLabel(text('applications:apply.message')).fill('Góðan dag, við erum tvö, reyklaus og með fasta vinnu.');
  await tenant.getByRole('button', { name: text('applications:apply.send') }).click();
  await expect(tenant).toHaveURL(/\/tenant\/applications\/[0-9a-f-]{36}$/);
  await tenant.getByRole('link', { name: text('applications:tenant.writeLandlord') }).click();
  await expect(tenant).toHaveURL(/\/inbox\/new\?application=/);
  await expect(tenant.getByTestId('conversation-context')).toContainText(teamName);
  await tenant.locator('textarea[name="body"]').fill('Hvenær er hægt að skoða íbúðina?');
  await tenant.getByRole('button', { name: text('inbox:start.send') }).click();
  await expect(tenant).toHaveURL(/\/inbox\/[0-9a-f-]{36}/);
  const tenantThread = new URL(tenant.url()).pathname;
  await checkPage(tenant, true);

  // Denied: the tenant is not in the team, so its inbox does not exist for them.
  expect((await tenant.goto(`/teams/${slug}/inbox`))?.status()).toBe(404);

  // The agent's applications list says whose the row is, on their phone.
  await phone.goto('/landlord/applications');
  const applicationRow = phone.getByTestId('landlord-applications').getByRole('listitem').filter({ hasText: tenantName });
  await expect(applicationRow.getByTestId('whose')).toHaveText(text('teams:whose.team', { name: teamName }));
  await checkPage(phone, true);

  // 7. The agent answers in the team inbox.
  await phone.goto(`/teams/${slug}/inbox`);
  const row = phone.getByTestId('team-conversation').filter({ hasText: tenantName });
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await expect(phone).toHaveURL(new RegExp(`/teams/${slug}/inbox/[0-9a-f-]{36}$`));
  const teamThread = new URL(phone.url()).pathname;
  await expect(phone.getByTestId('message').filter({ hasText: 'Hvenær er hægt að skoða' })).toBeVisible();
  await waitForHydration(phone);
  await phone.locator('#reply textarea[name="body"]').fill('Sæl Hildur, opið hús er á laugardaginn kl. 13. Velkomin!');
  // The team's answer takes files like the personal inbox's: the house rules as a PDF.
  await phone
    .locator('#reply input[name="files"]')
    .setInputFiles({ name: 'húsreglur.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfFile('Húsreglur')) });
  await phone
    .locator('#reply')
    .getByRole('button', { name: text('inbox:reply.send'), exact: true })
    .click();
  await expect(phone.getByTestId('message').filter({ hasText: 'opið hús er á laugardaginn' })).toBeVisible();
  await checkPage(phone, true);

  // 8. The tenant sees the answer under the team's name.
  await tenant.goto(tenantThread);
  await expect(tenant.getByRole('heading', { level: 1 })).toContainText(teamName);
  await expect(tenant.getByTestId('message').filter({ hasText: 'opið hús er á laugardaginn' })).toContainText(
    `Arnar Fulltrúi, ${teamName}`,
  );
  const rules = tenant
    .getByTestId('message')
    .filter({ hasText: 'opið hús er á laugardaginn' })
    .getByRole('link', { name: /húsreglur\.pdf/ });
  await expect(rules).toBeVisible();
  expect((await tenant.request.get((await rules.getAttribute('href')) as string)).status()).toBe(200);
  await checkPage(tenant, true);

  // 9. The viewer reads the conversation, has no reply form, and a posted answer is refused.
  await viewer.page.goto(teamThread);
  await expect(viewer.page.getByTestId('message').filter({ hasText: 'opið hús er á laugardaginn' })).toBeVisible();
  await expect(viewer.page.getByTestId('read-only')).toBeVisible();
  await expect(viewer.page.locator('textarea[name="body"]')).toHaveCount(0);
  await checkPage(viewer.page);
  const posted = await viewer.page.request.post(teamThread, {
    multipart: { intent: 'send', body: 'Þetta á ekki að fara til leigjandans.' },
    headers: { origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  });
  expect([403, 404]).toContain(posted.status());
  await tenant.reload();
  await expect(tenant.getByTestId('message').filter({ hasText: 'opið hús er á laugardaginn' })).toBeVisible();
  await expect(tenant.getByText('Þetta á ekki að fara til leigjandans.')).toHaveCount(0);

  await tenantContext.close();
  await owner.close();
  await agent.close();
  await viewer.close();
});

test('a person who lets their own flat and works for the agency sees whose each row is (360 px)', async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  await dismissConsent(page, baseURL!);
  await actAs(page, 'landlord2@demo.heimaleiga.is');
  await page.goto('/landlord/applications');
  const rows = page.getByTestId('landlord-applications').getByRole('listitem');
  await expect(rows.filter({ hasText: 'Elín Hrund Pálsdóttir' }).getByTestId('whose')).toHaveText(
    text('teams:whose.team', { name: 'Leiguliðar ehf.' }),
  );
  await expect(
    page
      .getByTestId('whose')
      .filter({ hasText: text('teams:whose.personal') })
      .first(),
  ).toBeVisible();
  await checkPage(page, true);
  for (const path of ['/landlord/offers', '/landlord/openhouses']) {
    await page.goto(path);
    await checkPage(page, true);
  }
});
