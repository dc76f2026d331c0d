import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { addDays, dayOf } from '../../../common/calendar-day.ts';
import { kennitalaCheckDigit } from '../../../common/kennitala.ts';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-users.ts';
import {
  DEMO,
  dismissConsent,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNoMissingKeys,
  FRESH_PASSWORD,
  setLocale,
} from '../../fixtures/e2e.ts';
import { apiAs, finishAndSubmit, freshPerson } from '../../fixtures/e2e-people.ts';

// A tenancy from offer to registry, as its people walk it (issue 11): a new landlord's listing,
// approved by staff; a Ukrainian tenant applies, gets an offer and accepts it on her phone, which
// stores the contract draft; the landlord completes it (the wizard's own spec walks its pages),
// sends it and signs; the tenant reads the side-by-side Ukrainian translation, is refused a wrong
// password, signs; the contract is active; anyone verifies the signed PDF's hash on the public
// page; the registry registers it. A stranger gets 404. Everyone is new: no demo data is touched.

const PHONE = { width: 360, height: 800 };
const day = (offset: number) => addDays(dayOf(new Date()), offset);

/** A valid kennitala of someone born on `born` (YYYY-MM-DD, 1900s). */
function kennitala(born: string): string {
  const [y, m, d] = born.split('-');
  for (let serial = 20; serial < 100; serial++) {
    const check = kennitalaCheckDigit(`${d}${m}${y.slice(2)}${serial}`);
    if (check !== null) return `${d}${m}${y.slice(2)}${serial}${check}9`;
  }
  throw new Error('no kennitala');
}

interface Party {
  id: string;
  role: string;
  name: string;
  email: string | null;
  companyName: string | null;
  companyKennitala: string | null;
  signs: boolean;
}

test('offer → contract → both sign → the PDF verified → registered; the Ukrainian tenant reads her translation', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const title = `Tveggja herbergja íbúð við Hringbraut ${stamp}`;

  // The landlord's listing, on the market (staff approve it).
  const landlord = await freshPerson(browser, baseURL!, 'Sigrún Leigusali', true);
  const asLandlord = await apiAs(request, landlord.email);
  const { id: listingId } = await asLandlord.post('/api/listings/', { street: 'Hringbraut', houseNumber: '56', postcode: '101' });
  await finishAndSubmit(request, landlord.email, listingId, title);
  const asStaff = await apiAs(request, DEMO.staff, DEMO_PASSWORD);
  await asStaff.post(`/api/man/listings/${listingId}/approve/`);

  // A Ukrainian tenant applies; the landlord offers her a year from next month.
  const tenant = await freshPerson(browser, baseURL!, 'Olena Shevchenko', true);
  const asTenant = await apiAs(request, tenant.email);
  const application = await asTenant.post(`/api/listings/${listingId}/applications/`, {
    message: 'Добрий день! Я працюю в Рейк’явіку і шукаю квартиру. Не палю, тварин немає.',
    adults: 1,
  });
  const offer = await asLandlord.post(`/api/applications/${application.id}/offers/`, {
    rentIsk: 265_000,
    startDate: day(30),
    leaseType: 'fixed',
    termMonths: 12,
    securityType: 'cash_deposit',
    securityAmountIsk: 530_000,
    expiryDays: 7,
  });

  // She accepts on her phone, in Ukrainian: the contract draft is stored.
  const phone = tenant.page;
  await phone.setViewportSize(PHONE);
  await setLocale(phone, baseURL!, 'uk');
  await phone.goto(`/account/offers/${offer.id}`);
  await phone.getByRole('link', { name: 'Прийняти пропозицію' }).click();
  await phone.getByRole('button', { name: 'Так, прийняти пропозицію' }).click();
  await expect(phone.getByTestId('contract-draft')).toBeVisible();
  const contractId = (await asTenant.get<{ contract: { id: string } }>(`/api/offers/${offer.id}/`)).contract.id;

  // The landlord completes the draft, step by step through the API the wizard's pages use.
  const base = `/api/rental-contracts/${contractId}`;
  const draft = await asLandlord.get<{ parties: Party[]; terms: { startDate: string; endDate: string } }>(`${base}/`);
  const details: Record<string, { kennitala: string; phone: string; address: string }> = {
    landlord: { kennitala: kennitala('1971-02-17'), phone: '8234567', address: 'Sólvallagata 12, 101 Reykjavík' },
    tenant: { kennitala: kennitala('1993-06-21'), phone: '7789012', address: 'Hringbraut 56, 101 Reykjavík' },
  };
  await asLandlord.put(`${base}/steps/parties/`, {
    parties: draft.parties.map((p) => ({ ...p, ...details[p.role] })),
  });
  await asLandlord.put(`${base}/steps/date-time/`, {
    address: 'Hringbraut 56',
    postcode: '101',
    municipality: 'Reykjavík',
    category: 'dwelling',
    propertyClass: 'general',
    units: [{ fastanumer: '2029183', unitCode: '02-0201', sizeM2: 61.5, rooms: 2, usage: 'Íbúð' }],
    propertyDescription: 'Tveggja herbergja íbúð á annarri hæð með suðursvölum og sérgeymslu.',
    startDate: draft.terms.startDate,
    termKind: 'fixed',
    endDate: draft.terms.endDate,
    handoverDate: draft.terms.startDate,
  });
  await asLandlord.put(`${base}/steps/price/`, {
    rentIsk: 265_000,
    indexType: 'none',
    housingFund: { payer: 'landlord', amountIsk: null },
    electricity: { payer: 'landlord' },
    heating: { payer: 'landlord' },
    otherCosts: [],
  });
  await asLandlord.put(`${base}/steps/payments/`, {
    paymentDay: 'first',
    paymentMethod: 'payment_slip',
    securityType: 'cash_deposit',
    securityAmountIsk: 530_000,
  });
  await asLandlord.put(`${base}/steps/rules/`, {
    pets: 'not_allowed',
    houseRules: 'Ró í húsinu frá kl. 22 til 7.',
    smokeDetectors: 1,
    fireExtinguishers: 1,
    fireBlanket: true,
    escapeRoute: true,
    inspection: 'parties',
    conditionDescription: 'Íbúðin var máluð fyrir afhendingu.',
  });

  // The landlord sends it from the finish step and signs.
  const desk = landlord.page;
  await desk.goto(`/rental-contracts/${contractId}/edit/finish`);
  await desk.getByRole('button', { name: 'Senda í undirritun' }).click();
  await expect(desk.getByText('Samningurinn var sendur til undirritunar.')).toBeVisible();
  await desk.goto(`/rental-contracts/${contractId}/sign`);
  await desk.getByLabel('Lykilorð').fill(FRESH_PASSWORD);
  await desk.getByRole('button', { name: 'Undirrita samninginn' }).click();
  await expect(desk.getByText('Þú hefur undirritað samninginn.')).toBeVisible();

  // The tenant reads the contract beside its Ukrainian translation, then signs; a wrong password first.
  await phone.goto('/rental-contracts');
  await phone
    .getByTestId('contract-list')
    .getByRole('link', { name: /Hringbraut 56/ })
    .click();
  await phone.getByRole('link', { name: 'Підписати' }).click();
  const translation = phone.getByTestId('contract-pdf-translation');
  const pdf = await phone.request.get((await translation.getAttribute('href')) as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expectNoMissingKeys(phone);
  await expectNoHorizontalScroll(phone);
  await expectNoAxeViolations(phone);
  await phone.getByLabel('Пароль').fill('не-той-пароль');
  await phone.getByRole('button', { name: 'Підписати договір' }).click();
  await expect(phone.getByText('Неправильний пароль.')).toBeVisible();
  await phone.getByLabel('Пароль').fill(FRESH_PASSWORD);
  await phone.getByRole('button', { name: 'Підписати договір' }).click();
  await expect(phone.getByText('Ви підписали договір.')).toBeVisible();
  await expect(phone.getByTestId('contract-status')).toHaveText('Чинний');

  // The signed copy, as she downloads it, is known on the public page (no account needed).
  const signedLink = phone.getByRole('link', { name: 'Підписаний договір' });
  const signed = await (await phone.request.get((await signedLink.getAttribute('href')) as string)).body();
  const sha256 = createHash('sha256').update(signed).digest('hex');
  const visitor = await browser.newContext({ baseURL, viewport: PHONE });
  const anyone = await visitor.newPage();
  await dismissConsent(anyone, baseURL!);
  await anyone.goto('/rental-contracts/verify');
  await anyone
    .getByLabel('PDF-skjal samningsins')
    .setInputFiles({ name: 'leigusamningur.pdf', mimeType: 'application/pdf', buffer: signed });
  await anyone.getByRole('button', { name: 'Staðfesta' }).click();
  const result = anyone.getByTestId('verify-result');
  await expect(result.getByRole('heading', { name: 'Þetta skjal var undirritað á Heimaleigu' })).toBeVisible();
  await expect(result).toContainText(sha256);
  await expect(result).toContainText('Sigrún Leigusali');
  await expect(result).toContainText('Olena Shevchenko');
  await expectNoMissingKeys(anyone);
  await expectNoAxeViolations(anyone);

  // Nobody else learns the contract exists: a visitor is asked to sign in, another person gets 404.
  await anyone.goto(`/rental-contracts/${contractId}`);
  await expect(anyone).toHaveURL(/\/login/);
  const token = await request.post('/api/token/', { data: { email: DEMO.tenant, password: DEMO_PASSWORD } });
  const { access } = (await token.json()) as { access: string };
  const headers = { authorization: `Bearer ${access}` };
  expect((await request.get(`/api/rental-contracts/${contractId}/`, { headers })).status()).toBe(404);
  expect((await request.get(`/api/rental-contracts/${contractId}/document.pdf`, { headers })).status()).toBe(404);

  // The registry (the built-in simulator) registers it: the contract page says so.
  await expect(async () => {
    await desk.goto(`/rental-contracts/${contractId}`);
    await expect(desk.getByTestId('registry-status')).toHaveText('Skráður', { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await visitor.close();
  await landlord.close();
  await tenant.close();
});
