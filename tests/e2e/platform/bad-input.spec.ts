import { type APIResponse, expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-users.ts';
import { actAs, DEMO, dismissConsent } from '../../fixtures/e2e.ts';

// Bad input in an address or a form is a 4xx or a normal page with a field error, never a 500,
// and never the SQL (docs/decisions/0013-one-schema-per-kind-of-input.md).

const DASHES = '-'.repeat(36);
const cursor = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
const CRAFTED_CURSORS = [
  cursor([1e300, DASHES]),
  cursor([1.5, '0192f3a4-1b2c-7d8e-9f00-aabbccddeeff']),
  cursor(['+275760-09-13T00:00:00.000Z', '0192f3a4-1b2c-7d8e-9f00-aabbccddeeff']),
  cursor(['2027-02-30T00:00:00Z', DASHES]),
];

async function expectNoServerError(response: APIResponse) {
  expect(response.status(), response.url()).toBeLessThan(500);
  const body = await response.text();
  expect(body).not.toContain('Failed query');
  expect(body).not.toMatch(/select "[a-z_]+"/i);
}

test('a crafted cursor or a NUL in the search shows a normal search page', async ({ request }) => {
  for (const crafted of CRAFTED_CURSORS) {
    for (const path of [
      `/listings?cursor=${crafted}`,
      `/listings?sort=price_asc&cursor=${crafted}`,
      `/listings?sort=size_desc&cursor=${crafted}`,
      `/listings/mbl?cursor=${crafted}`,
      `/api/listings/?cursor=${crafted}`,
      `/api/listings/mbl/?cursor=${crafted}`,
    ]) {
      const response = await request.get(path);
      await expectNoServerError(response);
      expect(response.status(), path).toBe(200);
    }
  }
  for (const path of ['/listings?town=%00', '/listings?town=a%07b', '/listings/mbl?region=%00', '/help/search?q=ab%00']) {
    const response = await request.get(path);
    await expectNoServerError(response);
    expect(response.status(), path).toBe(200);
  }
});

test('an id of 36 dashes is a 404 on every page that takes an id', async ({ page, baseURL, request }) => {
  for (const path of [`/listings/${DASHES}`, `/listings/mbl/${DASHES}`, '/listings/x', '/listings/mbl/..%2F']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  await dismissConsent(page, baseURL!);
  await actAs(page, DEMO.landlord);
  for (const path of [
    `/landlord/my-listings/${DASHES}`,
    `/landlord/my-listings/${DASHES}/pricing`,
    `/landlord/my-listings/${DASHES}/date-time`,
    `/landlord/my-listings/${DASHES}/images`,
    `/start-listing/${DASHES}`,
    `/start-listing/${DASHES}/pricing`,
    `/start-listing/${DASHES}/in-review`,
    `/tenant-profile/${DASHES}`,
    `/invitations/${DASHES}`,
    `/paychecks/${DASHES}`,
  ]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    await expectNoServerError(response);
  }
  const page404 = await page.goto(`/landlord/my-listings/${DASHES}/pricing`);
  expect(page404?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Þessi síða fannst ekki' })).toBeVisible();
  // A form posted to a malformed id is a 404 as well.
  const posted = await page.request.post(`/start-listing/${DASHES}/pricing`, {
    form: { rentIsk: '250000' },
    headers: { origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(404);
});

test('an impossible date on the pricing and date-time steps is a field error, not a 500', async ({ page, baseURL, request }) => {
  // A draft of the demo landlord's own, through the API.
  const pair = await (await request.post('/api/token/', { data: { email: DEMO.landlord, password: DEMO_PASSWORD } })).json();
  const created = await request.post('/api/listings/', {
    data: { street: 'Bergstaðastræti', houseNumber: String(10 + Math.floor(Math.random() * 900)), postcode: '101' },
    headers: { authorization: `Bearer ${pair.access}` },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await dismissConsent(page, baseURL!);
  await actAs(page, DEMO.landlord);
  const origin = new URL(baseURL!).origin;
  const pricing = {
    rentIsk: '250000',
    securityType: 'none',
    availableFrom: '2027-02-30',
    leaseType: 'indefinite',
  };
  for (const path of [`/start-listing/${id}/pricing`, `/landlord/my-listings/${id}/pricing`]) {
    const response = await page.request.post(path, { form: pricing, headers: { origin }, maxRedirects: 0 });
    await expectNoServerError(response);
    expect(response.status(), path).toBe(422);
    expect(await response.text(), path).toContain('Sláðu inn gilda dagsetningu.');
  }
  const dateTime = await page.request.post(`/landlord/my-listings/${id}/date-time`, {
    form: { availableUntil: '2027-02-30' },
    headers: { origin },
    maxRedirects: 0,
  });
  await expectNoServerError(dateTime);
  expect(dateTime.status()).toBe(422);
  expect(await dateTime.text()).toContain('Sláðu inn gilda dagsetningu.');

  // A NUL in the description is a field error in the person's language too.
  const description = await page.request.post(`/start-listing/${id}/description`, {
    form: {
      titleIs: 'Björt íbúð\u0000 í miðbænum',
      descriptionIs: 'Björt þriggja herbergja íbúð á annarri hæð, nálægt allri þjónustu.',
    },
    headers: { origin },
    maxRedirects: 0,
  });
  await expectNoServerError(description);
  expect(description.status()).toBe(422);
  expect(await description.text()).toContain('ósýnileg stýritákn');
});
