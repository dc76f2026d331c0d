import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { addDays } from '../../../common/calendar-day.ts';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-users.ts';
import {
  actAs,
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  setLocale,
} from '../../fixtures/e2e.ts';

// Renewal and the priority right (51. gr.) on the demo data (server/db/seed/demo-renewals.ts):
// Sigurður (landlord@) lets Oksana (tenant2@) Grettisgata 40, ending in about five months, with no
// notice given. On his phone, Sigurður first tries to record that he will not renew without a
// ground (refused beside the field), then offers a renewal; Oksana accepts in Ukrainian; the
// prefilled draft opens in Sigurður's wizard. Anna (landlord2@) is a stranger to it: 404.

const PHONE = { width: 360, height: 800 };
const DEMO_LANDLORD2 = 'landlord2@demo.heimaleiga.is';

async function person(browser: Browser, baseURL: string, email: string, locale: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await dismissConsent(page, baseURL);
  await setLocale(page, baseURL, locale);
  await actAs(page, email);
  return { page, close: () => context.close() };
}

async function grettisgata(request: APIRequestContext) {
  const token = await request.post('/api/token/', { data: { email: DEMO.landlord, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${((await token.json()) as { access: string }).access}` };
  const list = (await (await request.get('/api/rental-contracts/?status=active', { headers })).json()) as {
    items: { id: string; address: string | null; endDate: string | null }[];
  };
  const contract = list.items.find((c) => c.address === 'Grettisgata 40');
  if (!contract?.endDate) throw new Error('the demo Grettisgata contract is missing');
  return { id: contract.id, endDate: contract.endDate, headers };
}

test('the landlord offers a renewal, the tenant accepts in Ukrainian, and the prefilled draft opens in the wizard', async ({
  browser,
  baseURL,
  request,
}) => {
  const base = baseURL as string;
  const contract = await grettisgata(request);
  const landlord = await person(browser, base, DEMO.landlord, 'is');
  const page = landlord.page;

  await page.goto(`/rental-contracts/${contract.id}`);
  const block = page.getByTestId('renewal-block');
  await expect(block.getByRole('heading', { name: 'Endurnýjun leigusamnings' })).toBeVisible();
  await expect(block.getByTestId('renewal-deadline')).toContainText('Tilkynna þarf leigjanda í síðasta lagi');
  await expect(block.getByTestId('renewal-deadline')).toContainText('51. gr.');
  await expectNoMissingKeys(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // Not renewing without a ground: the error beside the field, nothing recorded.
  await block.getByRole('link', { name: 'Endurnýja ekki' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Endurnýja ekki leigusamninginn' })).toBeVisible();
  await expect(page.getByTestId('not-renew-end')).toContainText('58. gr.');
  await page.getByRole('button', { name: 'Skrá og tilkynna leigjanda' }).click();
  const reason = page.getByLabel('Ástæða (51. gr.)');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Þennan reit þarf að fylla út.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // The offer: a year more, at a slightly higher rent.
  await page.goto(`/rental-contracts/${contract.id}`);
  await page.getByTestId('renewal-block').getByRole('link', { name: 'Bjóða endurnýjun' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bjóða endurnýjun' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Tímabundinn', exact: true })).toBeChecked();
  await page.getByLabel('Leiga á mánuði (kr.)').fill('212000');
  await page.getByLabel('Skilaboð til leigjanda (valfrjálst)').fill('Sæl Oksana, ég vil gjarnan leigja þér áfram.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Senda tilboð' }).click();
  await expect(page.getByText('Tilboð um endurnýjun hefur verið sent leigjanda.')).toBeVisible();
  await expect(page.getByTestId('renewal-status')).toHaveText('Send');
  const requestUrl = page.url();
  await expectNoMissingKeys(page);
  await expectNoHorizontalScroll(page);

  // Oksana, in Ukrainian, answers from her contract page.
  const tenant = await person(browser, base, DEMO.tenant2, 'uk');
  await tenant.page.goto(`/rental-contracts/${contract.id}`);
  const offer = tenant.page.getByTestId('renewal-open');
  await expect(offer).toContainText('Орендодавець пропонує продовжити ваш договір');
  await offer.getByRole('link', { name: 'Переглянути й відповісти' }).click();
  await expect(tenant.page.getByRole('heading', { level: 1, name: 'Пропозиція продовження' })).toBeVisible();
  await expect(tenant.page.getByText('Sæl Oksana, ég vil gjarnan leigja þér áfram.')).toBeVisible();
  await expectNoMissingKeys(tenant.page);
  await expectNoHorizontalScroll(tenant.page);
  await expectNoAxeViolations(tenant.page);
  await tenant.page.getByRole('button', { name: 'Прийняти продовження' }).click();
  await expect(tenant.page.getByText('Ви прийняли продовження. Чернетку нового договору збережено.')).toBeVisible();
  await expect(tenant.page.getByTestId('renewal-status')).toHaveText('Прийнято');
  await expect(tenant.page.getByTestId('renewal-new-draft').getByRole('link', { name: 'Відкрити новий договір' })).toBeVisible();
  await tenant.close();

  // The landlord opens the new draft in the wizard: prefilled, starting the day after the old end.
  await page.goto(requestUrl);
  await expect(page.getByTestId('renewal-status')).toHaveText('Samþykkt');
  await page.getByRole('link', { name: 'Fara yfir drögin og senda til undirritunar' }).click();
  await page.waitForURL(/\/rental-contracts\/[0-9a-f-]{36}\/edit\/[a-z-]+$/);
  const draftId = /rental-contracts\/([0-9a-f-]{36})\//.exec(page.url())?.[1] as string;
  expect(draftId).not.toBe(contract.id);
  const draft = (await (await request.get(`/api/rental-contracts/${draftId}/`, { headers: contract.headers })).json()) as {
    status: string;
    terms: { address: string; startDate: string; rentIsk: number; termKind: string };
    parties: { name: string; role: string }[];
  };
  const nextDay = addDays(contract.endDate, 1);
  expect(draft.status).toBe('draft');
  expect(draft.terms).toMatchObject({ address: 'Grettisgata 40', startDate: nextDay, rentIsk: 212_000, termKind: 'fixed' });
  expect(draft.parties.map((p) => p.name)).toContain('Oksana Kovalenko');
  await page.goto(`/rental-contracts/${draftId}/edit/date-time`);
  await expect(page.getByRole('heading', { level: 1, name: 'Eign og tími' })).toBeVisible();
  await expect(page.locator('input[name="startDate"]')).toHaveValue(nextDay);
  await expectNoHorizontalScroll(page);
  await landlord.close();
});

test('a stranger to the contract gets not found on its renewal pages', async ({ browser, baseURL, request }) => {
  const contract = await grettisgata(request);
  const stranger = await person(browser, baseURL as string, DEMO_LANDLORD2, 'is');
  for (const path of ['', '/renewal-requests/offer', '/renewal-requests/not-renew']) {
    const response = await stranger.page.goto(`/rental-contracts/${contract.id}${path}`);
    expect(response?.status(), path).toBe(404);
  }
  const api = await request.post('/api/token/', { data: { email: DEMO_LANDLORD2, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${((await api.json()) as { access: string }).access}` };
  const denied = await request.post(`/api/rental-contracts/${contract.id}/renewal-requests/not-renew/`, {
    headers,
    data: { reasonCode: 'sale' },
  });
  expect(denied.status()).toBe(404);
  await stranger.close();
});

test('in Polish, staff see renewals: the offer waiting on Álfaskeið, marked late', async ({ browser, baseURL }) => {
  const staff = await person(browser, baseURL as string, DEMO.staff, 'pl');
  await staff.page.goto('/man/rental-contracts/renewals?status=sent');
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Przedłużenia' })).toBeVisible();
  const row = staff.page.getByTestId('renewals-requests').getByRole('row').filter({ hasText: 'Álfaskeið 72' });
  await expect(row).toContainText('Oferta przedłużenia');
  await expect(row).toContainText('Po terminie');
  await expectNoMissingKeys(staff.page);
  await expectNoHorizontalScroll(staff.page);
  await expectNoAxeViolations(staff.page);
  await staff.close();
});

test('Guðrún sees Anna’s offer to renew Álfaskeið waiting for her answer, with its deadline', async ({
  browser,
  baseURL,
  request,
}) => {
  const token = await request.post('/api/token/', { data: { email: DEMO.tenant, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${((await token.json()) as { access: string }).access}` };
  const list = (await (await request.get('/api/rental-contracts/?status=active', { headers })).json()) as {
    items: { id: string; address: string | null }[];
  };
  const alfaskeid = list.items.find((c) => c.address === 'Álfaskeið 72');
  expect(alfaskeid).toBeDefined();
  const tenant = await person(browser, baseURL as string, DEMO.tenant, 'is');
  await tenant.page.goto(`/rental-contracts/${alfaskeid?.id}`);
  const offer = tenant.page.getByTestId('renewal-open');
  await expect(offer).toContainText('Leigusalinn býður þér að endurnýja leigusamninginn. Svaraðu í síðasta lagi');
  await expect(offer).toContainText('Send of seint');
  await offer.getByRole('link', { name: 'Skoða og svara' }).click();
  // What the lateness means for her, and the rent change as a month's difference (228.000 -> 236.000).
  await expect(tenant.page.getByTestId('renewal-late-meaning')).toContainText('breytir það engu um svarfrestinn');
  await expect(tenant.page.getByTestId('renewal-rent-change')).toHaveText('+8.000 kr. (3,5 %) á mánuði');
  await expect(tenant.page.getByRole('button', { name: 'Samþykkja endurnýjun' })).toBeVisible();
  await expect(tenant.page.getByRole('button', { name: 'Hafna' })).toBeVisible();
  await expectNoMissingKeys(tenant.page);
  await expectNoHorizontalScroll(tenant.page);
  await expectNoAxeViolations(tenant.page);
  await tenant.close();
});
