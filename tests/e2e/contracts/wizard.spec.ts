import { expect, type Page, test } from '@playwright/test';
import { addDays, dayOf } from '../../../common/calendar-day.ts';
import { kennitalaCheckDigit } from '../../../common/kennitala.ts';
import { actAs, DEMO, dismissConsent, expectNoHorizontalScroll, expectNoMissingKeys, signIn } from '../../fixtures/e2e.ts';

// The contract wizard (docs/rules/contracts.md "The wizard"): a landlord on a 360 px phone with
// JavaScript off starts a blank contract, fills every step, is refused a security of more than
// three months' rent with its reason beside the field, fixes it and reaches finish with nothing
// missing. A stranger gets 404 on the draft's pages; the tenant invited by email joins it.
// The tests share the one draft, so they run in order.
test.describe.configure({ mode: 'serial' });

/** A valid kennitala for someone born on `birth` (YYYY-MM-DD, 1900s). */
function kennitalaFor(birth: string, serialFrom: number): string {
  const [y, m, d] = birth.split('-');
  for (let serial = serialFrom; serial < 100; serial++) {
    const eight = `${d}${m}${y.slice(2)}${serial}`;
    const check = kennitalaCheckDigit(eight);
    if (check !== null) return `${eight}${check}9`;
  }
  throw new Error('no serial');
}

let contractUrl = '';

function isoDay(offsetDays: number): string {
  return addDays(dayOf(new Date()), offsetDays);
}

async function fillParty(page: Page, index: number, values: Record<string, string>) {
  const row = page.getByTestId(`party-${index}`);
  for (const [label, value] of Object.entries(values)) await row.getByLabel(label, { exact: true }).fill(value);
}

test('a landlord fills every step on a phone without JavaScript, is refused security over three months, and reaches finish', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'is-IS', javaScriptEnabled: false });
  const page = await context.newPage();
  await dismissConsent(page, baseURL!);
  await actAs(page, DEMO.landlord);

  await page.goto('/rental-contracts/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Nýr leigusamningur' })).toBeVisible();
  await page.getByRole('button', { name: 'Autt skjal, ég er leigusalinn' }).click();

  // Parties: the landlord (prefilled from the account) and one tenant, invited by email.
  await expect(page.getByRole('heading', { level: 1, name: 'Aðilar' })).toBeVisible();
  contractUrl = page.url().replace(/\/edit\/parties$/, '');
  await expectNoHorizontalScroll(page);
  await fillParty(page, 0, {
    Nafn: 'Sigurður Ólafsson',
    Kennitala: kennitalaFor('1975-04-12', 20),
    Farsími: '6123456',
    Heimilisfang: 'Hraunbær 10, 110 Reykjavík',
  });
  await fillParty(page, 1, {
    Nafn: 'Guðrún Jónsdóttir',
    Kennitala: kennitalaFor('1994-09-03', 30),
    Netfang: DEMO.tenant,
    Farsími: '7712345',
    Heimilisfang: 'Austurvegur 5, 800 Selfoss',
  });
  await page.getByRole('button', { name: 'Vista og halda áfram' }).first().click();

  // Property and dates.
  await expect(page.getByRole('heading', { level: 1, name: 'Eign og tími' })).toBeVisible();
  await page.getByLabel('Heimilisfang', { exact: true }).fill('Njálsgata 23');
  await page.getByLabel('Póstnúmer').fill('101');
  await page.getByLabel('Fastanúmer', { exact: true }).fill('F231-2345');
  await page.getByLabel('Stærð').fill('68,4');
  await page.getByLabel('Herbergi', { exact: true }).fill('3');
  await page.getByLabel('Lýsing á eigninni').fill('Björt þriggja herbergja íbúð á annarri hæð, nýmáluð, með þvottavél.');
  await page.getByLabel('Upphaf leigutíma').fill(isoDay(14));
  await page.getByLabel('Ótímabundinn').check();
  await page.getByRole('button', { name: 'Vista og halda áfram' }).first().click();

  // Price: no CPI month is published on this site, and the page says so honestly.
  await expect(page.getByRole('heading', { level: 1, name: 'Verð' })).toBeVisible();
  await page.getByLabel('Leiga á mánuði').fill('240.000');
  await page.getByRole('group', { name: 'Rafmagn' }).getByLabel('Leigusali').check();
  await page.getByRole('group', { name: 'Hiti' }).getByLabel('Leigusali').check();
  await page.getByRole('button', { name: 'Vista og halda áfram' }).first().click();

  // Payments: four months' security is refused beside the field, with the article; nothing is saved.
  await expect(page.getByRole('heading', { level: 1, name: 'Greiðslur' })).toBeVisible();
  await page.getByLabel('Greiðsluseðill').check();
  await page.getByLabel('Trygging', { exact: true }).selectOption('cash_deposit');
  await page.getByLabel('Fjárhæð tryggingar').fill('960000');
  await page.getByRole('button', { name: 'Vista og halda áfram' }).first().click();
  await expect(page.getByText('Trygging má að hámarki nema þriggja mánaða leigu (40. gr. húsaleigulaga).')).toBeVisible();
  await expect(page.getByLabel('Fjárhæð tryggingar')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Greiðslur' })).toBeVisible();
  await page.getByLabel('Fjárhæð tryggingar').fill('720000');
  await page.getByRole('button', { name: 'Vista og halda áfram' }).first().click();

  // Rules and fire safety.
  await expect(page.getByRole('heading', { level: 1, name: 'Reglur' })).toBeVisible();
  await page.getByLabel('Reykskynjarar').fill('1');
  await page.getByLabel('Slökkvitæki').fill('1');
  await page.getByLabel('Eldvarnarteppi').check();
  await page.getByLabel('Lýsing á ástandi').fill('Íbúðin er í góðu ástandi; gólfefni ný, engar skemmdir.');
  await page.getByRole('button', { name: 'Vista og halda áfram' }).first().click();

  // Finish: the whole contract, nothing missing, the PDF preview and "send for signing".
  await expect(page.getByRole('heading', { level: 1, name: 'Ljúka' })).toBeVisible();
  await expect(page.getByTestId('still-missing')).toHaveCount(0);
  await expect(page.getByTestId('summary-payments')).toContainText('720.000');
  await expect(page.getByRole('link', { name: 'Forskoða PDF' })).toHaveAttribute('href', /\/document\.pdf$/);
  await expect(page.getByRole('button', { name: 'Senda í undirritun' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await context.close();
});

test('a change opened from finish saves back to finish', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
  await signIn(page, DEMO.landlord);
  await page.goto(`${contractUrl}/edit/finish`);
  await page.getByRole('link', { name: 'Breyta Verð' }).click();
  await expect(page).toHaveURL(/\/edit\/price\?return=finish/);
  await expectNoMissingKeys(page);
  await page.getByLabel('Leiga á mánuði').fill('250000');
  await page.getByRole('button', { name: 'Vista og fara í yfirlit' }).click();
  await expect(page).toHaveURL(/\/edit\/finish$/);
  await expect(page.getByTestId('summary-price')).toContainText('250.000');
  await expectNoMissingKeys(page);
});

test('a stranger gets 404 on the draft’s pages', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
  await actAs(page, DEMO.tenant2);
  for (const path of [
    `${contractUrl}/edit`,
    `${contractUrl}/edit/parties`,
    `/invitations/rental-contracts/${contractUrl.split('/').at(-1)}`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test('the invited tenant reads the draft and joins it', async ({ page, baseURL }) => {
  await dismissConsent(page, baseURL!);
  await actAs(page, DEMO.tenant);
  const id = contractUrl.split('/').at(-1);
  await page.goto(`/invitations/rental-contracts/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Boð um aðild að leigusamningi' })).toBeVisible();
  await expect(page.getByTestId('summary-date-time')).toContainText('Njálsgata 23');
  // The home, rent and dates come before the answer.
  const facts = page.getByTestId('invitation-facts');
  await expect(facts).toContainText('Njálsgata 23');
  await expect(facts).toContainText('250.000 kr. á mánuði');
  await expectNoMissingKeys(page);
  await page.getByRole('button', { name: 'Gerast aðili' }).click();
  await expect(page).toHaveURL(new RegExp(`/rental-contracts/${id}$`));
  await page.goto(`/invitations/rental-contracts/${id}`);
  await expect(page.getByText('Þú ert aðili að samningnum.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Opna samninginn' })).toHaveAttribute('href', `/rental-contracts/${id}`);
});
