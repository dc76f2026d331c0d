import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '#common/calendar-day.ts';
import { addDays, addMonths } from '#common/contract-rules.ts';
import { rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { users } from '#server/db/schema/users.ts';
import { activeContract } from '#tests/fixtures/active-contract.ts';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function emailOf(t: TestApp, id: string) {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row.email;
}

async function bearer(t: TestApp, email: string) {
  const pair = await (await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD })).json();
  return { authorization: `Bearer ${pair.access}` };
}

describe('/api/rental-contracts/{id}/renewal-requests/ and /api/man/renewals/', () => {
  let t: TestApp;
  let contractId: string;
  let endDate: string;
  const as: Record<'landlord' | 'tenant' | 'viewer' | 'agent' | 'stranger' | 'staff', Record<string, string>> = {} as never;

  beforeAll(async () => {
    t = await createTestApp();
    const landlord = await makeUser(t.database);
    const viewer = await makeUser(t.database);
    const agent = await makeUser(t.database);
    const team = await makeTeam(t.database, [
      { userId: landlord.id, role: 'owner' },
      { userId: viewer.id, role: 'viewer' },
      { userId: agent.id, role: 'agent' },
    ]);
    const contract = await activeContract(t, { landlordId: landlord.id, teamId: team.id });
    contractId = contract.id;
    const today = dayOf(t.clock.now);
    endDate = addDays(today, 120);
    await t.database.db.update(rentalContracts).set({ endDate }).where(eq(rentalContracts.id, contractId));
    const stranger = await makeUser(t.database);
    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    as.landlord = await bearer(t, landlord.email);
    as.tenant = await bearer(t, await emailOf(t, contract.tenantId));
    as.viewer = await bearer(t, viewer.email);
    as.agent = await bearer(t, agent.email);
    as.stranger = await bearer(t, stranger.email);
    as.staff = await bearer(t, staff.email);
  });
  afterAll(() => t.close());

  const path = (rest = '') => `/api/rental-contracts/${contractId}/renewal-requests/${rest}`;
  const get = (who: keyof typeof as, p: string) => t.app.request(p, { headers: as[who] });
  const post = (who: keyof typeof as, p: string, body: unknown = {}) => postJson(t.app, p, body, as[who]);

  it('lets the contract’s parties and its team read; strangers and staff (outside /man) get 404; no token 401', async () => {
    for (const who of ['landlord', 'tenant', 'viewer', 'agent'] as const) {
      const res = await get(who, path());
      expect(res.status, who).toBe(200);
      const body = await res.json();
      expect(body.noticeDeadline).toBe(addMonths(endDate, -3));
      expect(body.article).toBe('51. gr.');
    }
    expect((await get('stranger', path())).status).toBe(404);
    expect((await get('staff', path())).status).toBe(404);
    expect((await t.app.request(path())).status).toBe(401);
    expect((await get('landlord', `/api/rental-contracts/not-a-uuid/renewal-requests/`)).status).toBe(404);
  });

  it('refuses bad input with field errors, and notices from anyone but the landlord side', async () => {
    const missing = await post('landlord', path('not-renew/'), {});
    expect(missing.status).toBe(422);
    expect(Object.keys((await missing.json()).error.fields)).toEqual(['reasonCode']);
    const needsText = await post('landlord', path('not-renew/'), { reasonCode: 'other_lawful' });
    expect(Object.keys((await needsText.json()).error.fields)).toEqual(['reasonText']);
    const noEnd = await post('landlord', path('offer/'), { termKind: 'fixed', rentIsk: 250_000 });
    expect(Object.keys((await noEnd.json()).error.fields)).toEqual(['endDate']);
    const badRent = await post('landlord', path('offer/'), { termKind: 'indefinite', rentIsk: 'a lot' });
    expect(badRent.status).toBe(422);
    const notJson = await t.app.request(path('offer/'), {
      method: 'POST',
      headers: { ...as.landlord, 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    const offer = { termKind: 'indefinite', rentIsk: 250_000 };
    expect((await post('viewer', path('offer/'), offer)).status).toBe(403);
    expect((await post('tenant', path('offer/'), offer)).status).toBe(403);
    expect((await post('stranger', path('offer/'), offer)).status).toBe(404);
    expect((await post('staff', path('offer/'), offer)).status).toBe(404);
  });

  it('an agent offers, the tenant accepts and gets the new draft; others may not answer', async () => {
    const res = await post('agent', path('offer/'), { termKind: 'fixed', endDate: addMonths(endDate, 12), rentIsk: 255_000 });
    expect(res.status).toBe(201);
    const offer = await res.json();
    expect(offer).toMatchObject({ kind: 'offer', status: 'sent', late: false });
    expect((await get('tenant', path(`${offer.id}/`))).status).toBe(200);
    expect((await get('stranger', path(`${offer.id}/`))).status).toBe(404);
    expect((await get('tenant', path('00000000-0000-4000-8000-000000000000/'))).status).toBe(404);
    expect((await post('landlord', path(`${offer.id}/accept/`))).status).toBe(403);
    expect((await post('viewer', path(`${offer.id}/accept/`))).status).toBe(403);
    expect((await post('stranger', path(`${offer.id}/accept/`))).status).toBe(404);
    const accepted = await t.app.request(path(`${offer.id}/accept/`), { method: 'POST', headers: as.tenant });
    expect(accepted.status).toBe(200);
    const body = await accepted.json();
    expect(body.status).toBe('accepted');
    const draft = await get('landlord', `/api/rental-contracts/${body.newContractId}/`);
    expect(draft.status).toBe(200);
    expect((await draft.json()).terms).toMatchObject({ startDate: addDays(endDate, 1), rentIsk: 255_000 });
    expect((await post('tenant', path(`${offer.id}/decline/`))).status).toBe(409);
    expect((await post('landlord', path('not-renew/'), { reasonCode: 'sale' })).status).toBe(409);
  });

  it('is listed for staff only at /api/man/renewals/', async () => {
    const list = await get('staff', '/api/man/renewals/?status=accepted');
    expect(list.status).toBe(200);
    const body = await list.json();
    expect(body.items.some((r: { contractId: string }) => r.contractId === contractId)).toBe(true);
    expect((await get('staff', '/api/man/renewals/upcoming/')).status).toBe(200);
    expect((await get('staff', '/api/man/renewals/?status=nonsense')).status).toBe(422);
    expect((await get('landlord', '/api/man/renewals/')).status).toBe(403);
    expect((await get('tenant', '/api/man/renewals/upcoming/')).status).toBe(403);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await (await t.app.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/rental-contracts/{id}/renewal-requests/',
        '/api/rental-contracts/{id}/renewal-requests/{requestId}/accept/',
        '/api/man/renewals/',
      ]),
    );
  });
});
