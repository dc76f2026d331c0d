import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '#common/calendar-day.ts';
import { addDays } from '#common/contract-rules.ts';
import { rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { users } from '#server/db/schema/users.ts';
import { activeContract } from '#tests/fixtures/active-contract.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('terminations API: the access matrix and the refusals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REGISTRY_SIMULATOR_LATENCY_MS: '0' });
  });
  afterAll(() => t.close());

  async function callerFor(userId: string) {
    const [user] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const token = (await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json())
      .access as string;
    return (method: string, path: string, body?: unknown) =>
      t.app.request(path, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
  }

  it('lets only the parties in, the counterparty answer, and staff list through /api/man', async () => {
    const c = await activeContract(t);
    await t.database.db
      .update(rentalContracts)
      .set({ termKind: 'indefinite', endDate: null })
      .where(eq(rentalContracts.id, c.id));
    const base = `/api/rental-contracts/${c.id}/termination-requests/`;
    const landlord = await callerFor(c.landlordId);
    const tenant = await callerFor(c.tenantId);
    const stranger = await callerFor((await makeUser(t.database)).id);
    const staffUser = await makeUser(t.database, { scope: ['user', 'staff'] });
    const staff = await callerFor(staffUser.id);

    expect((await t.app.request(base)).status).toBe(401);
    expect((await stranger('GET', base)).status).toBe(404);
    expect((await staff('GET', base)).status).toBe(404);
    const overview = await (await tenant('GET', base)).json();
    expect(overview).toMatchObject({ sides: ['tenant'], notice: { ok: true, rule: { article: '56. gr.' } } });

    // Bad input: 422 with the field, never 500.
    const bad = await landlord('POST', base, { kind: 'negotiate', proposedEndDate: '2027-02-30' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields.proposedEndDate).toEqual(['Enter a valid date.']);
    expect((await landlord('POST', base, { kind: 'sideways' })).status).toBe(422);
    expect((await stranger('POST', base, { kind: 'default' })).status).toBe(404);

    const created = await landlord('POST', base, {
      kind: 'negotiate',
      proposedEndDate: addDays(dayOf(t.clock.now), 45),
    });
    expect(created.status).toBe(201);
    const proposal = await created.json();
    expect((await tenant('GET', `${base}${proposal.id}/`)).status).toBe(404);
    expect((await tenant('POST', `${base}${proposal.id}/send/`)).status).toBe(403);
    expect((await landlord('POST', `${base}${proposal.id}/send/`)).status).toBe(200);
    expect((await tenant('GET', `${base}${proposal.id}/`)).status).toBe(200);
    const own = await landlord('POST', `${base}${proposal.id}/respond/`, { answer: 'accept' });
    expect(own.status).toBe(403);
    expect((await own.json()).error.code).toBe('termination_not_counterparty');
    expect((await stranger('POST', `${base}${proposal.id}/respond/`, { answer: 'accept' })).status).toBe(404);
    const accepted = await tenant('POST', `${base}${proposal.id}/respond/`, { answer: 'accept' });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ status: 'accepted', binding: true });
    expect((await tenant('GET', `${base}not-an-id/`)).status).toBe(404);

    const demands = `/api/rental-contracts/${c.id}/demands/`;
    expect((await tenant('POST', demands, { kind: 'written_warning', text: 'x' })).status).toBe(403);
    expect((await landlord('POST', demands, { kind: 'payment_demand' })).status).toBe(409);
    expect((await stranger('GET', demands)).status).toBe(404);

    expect((await landlord('GET', '/api/man/contract-terminations/')).status).toBe(403);
    const page = await (await staff('GET', '/api/man/contract-terminations/?kind=negotiate&status=accepted')).json();
    expect(page.items.some((i: { id: string }) => i.id === proposal.id)).toBe(true);
  });

  it('refuses notice on a fixed-term lease with its code and article', async () => {
    const c = await activeContract(t);
    const landlord = await callerFor(c.landlordId);
    const res = await landlord('POST', `/api/rental-contracts/${c.id}/termination-requests/`, {
      kind: 'default',
      reasonCode: 'sale',
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: 'termination_fixed_term', details: { article: '58. gr.' } });
  });
});
