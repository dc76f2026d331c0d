import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit-log.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { bankClaims, paymentServiceEnrolments } from '#server/db/schema/payment-service.ts';
import { paymentServiceSetups } from '#server/db/schema/payment-service-setups.ts';
import { rentPayments } from '#server/db/schema/rent-payments.ts';
import { rentalContractParties } from '#server/db/schema/rental-contracts.ts';
import { confirmSetup, setupCandidates } from '#server/domain/bank-payments/staff-payment-setup.service.ts';
import { contractWithSchedule } from '#tests/fixtures/rent-schedule.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('staff set up the payment service: /api/man/payment-setups', () => {
  let t: TestApp;
  let staffHeaders: Record<string, string>;
  let staffId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    staffId = staff.id;
    staffHeaders = await bearer(staff.email);
  });
  afterAll(() => t.close());

  async function bearer(email: string) {
    const pair = await (await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD })).json();
    return { authorization: `Bearer ${pair.access}` };
  }
  const put = (path: string, body: unknown, headers = staffHeaders) =>
    t.app.request(path, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const get = (path: string, headers = staffHeaders) => t.app.request(path, { headers });

  async function tenantPartyOf(contractId: string) {
    const [party] = await t.database.db
      .select()
      .from(rentalContractParties)
      .where(and(eq(rentalContractParties.contractId, contractId), eq(rentalContractParties.role, 'tenant')));
    return party;
  }

  it('goes through the steps and confirms once: one enrolment set up by staff, a month left out recorded paid, audited, parties told', async () => {
    const contract = await contractWithSchedule(t, { months: 3, firstDueInDays: 5 });
    const base = `/api/man/payment-setups/${contract.id}`;

    const found = await (await get(`/api/man/payment-setups/?q=${encodeURIComponent(contract.reference)}`)).json();
    expect(found.map((c: { contract_id: string }) => c.contract_id)).toEqual([contract.id]);

    let state = await (await get(`${base}/`)).json();
    expect(state).toMatchObject({
      availability: 'ready',
      payer_party_id: null,
      missing: ['payer', 'payout_method', 'schedule', 'service'],
    });
    expect(state.months).toHaveLength(3);
    expect(state.payout_methods.map((m: { id: string }) => m.id)).toEqual([contract.payoutMethodId]);

    // Confirming before the steps are done is refused.
    expect((await postJson(t.app, `${base}/confirm/`, {}, staffHeaders)).status).toBe(409);

    const payer = await tenantPartyOf(contract.id);
    const bank = await put(`${base}/bank-information/`, { payer_party_id: payer.id, payout_method_id: contract.payoutMethodId });
    expect(bank.status).toBe(200);

    const second = contract.months[1];
    const month = await get(`${base}/payment-schedule/${second.dueDate}/`);
    expect(await month.json()).toMatchObject({ due_date: second.dueDate, amount_isk: 250_000, excluded: false });
    expect(
      (await put(`${base}/payment-schedule/${second.dueDate}/`, { include: false, reason: 'Greitt í reiðufé' })).status,
    ).toBe(200);
    expect((await put(`${base}/payment-schedule/`, {})).status).toBe(200);
    state = await (await put(`${base}/payment-services/`, { service: 'full' })).json();
    expect(state).toMatchObject({ service: 'full', missing: [] });
    expect(state.months.find((m: { due_date: string }) => m.due_date === second.dueDate)).toMatchObject({
      excluded: true,
      reason: 'Greitt í reiðufé',
    });

    // Two confirms at once: one enrolment, the other refused.
    const [a, b] = await Promise.all([
      postJson(t.app, `${base}/confirm/`, {}, staffHeaders),
      postJson(t.app, `${base}/confirm/`, {}, staffHeaders),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const enrolments = await t.database.db
      .select()
      .from(paymentServiceEnrolments)
      .where(eq(paymentServiceEnrolments.contractId, contract.id));
    expect(enrolments).toHaveLength(1);
    expect(enrolments[0]).toMatchObject({ setUpByStaff: true, setUpById: staffId, payerPartyId: payer.id });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment_setup.confirm'), eq(auditLog.targetId, enrolments[0].id)));
    expect(audits).toHaveLength(1);
    expect(audits[0].actorId).toBe(staffId);
    const [left] = await t.database.db.select().from(rentPayments).where(eq(rentPayments.id, second.id));
    expect(left).toMatchObject({ status: 'paid', markedPaidById: staffId });
    // The first month is within the claim window: claimed at once.
    expect(await t.database.db.select().from(bankClaims).where(eq(bankClaims.contractId, contract.id))).toHaveLength(1);
    expect(
      await t.database.db.select().from(paymentServiceSetups).where(eq(paymentServiceSetups.contractId, contract.id)),
    ).toEqual([]);
    for (const userId of [contract.landlordId, contract.tenantId]) {
      const told = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.event, 'payment_service_set_up')));
      expect(told).toHaveLength(1);
    }

    // Enrolled now: no longer offered, every step refused.
    expect(await setupCandidates(t.contextFor({ id: staffId, scope: ['user', 'staff'] }), contract.reference)).toEqual([]);
    expect((await (await get(`${base}/`)).json()).availability).toBe('already_on');
    const again = await put(`${base}/payment-services/`, { service: 'basic' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('payment_service_already_on');
    await expect(confirmSetup(t.contextFor({ id: staffId, scope: ['user', 'staff'] }), contract.id)).rejects.toMatchObject({
      code: 'payment_service_already_on',
    });
  });

  it('refuses bad input beside the fields (422), a month that is not one (404), and an unknown contract (404)', async () => {
    const contract = await contractWithSchedule(t, { months: 1, firstDueInDays: 5 });
    const base = `/api/man/payment-setups/${contract.id}`;
    const missing = await put(`${base}/bank-information/`, { payer_party_id: '', payout_method_id: 'nope' });
    expect(missing.status).toBe(422);
    // Field errors come translated (Icelandic by default).
    expect((await missing.json()).error.fields).toMatchObject({
      payer_party_id: ['Veldu hver greiðir leiguna.'],
      payout_method_id: [expect.any(String)],
    });
    // Someone else's payout method and a landlord party as payer.
    const [landlordParty] = await t.database.db
      .select()
      .from(rentalContractParties)
      .where(and(eq(rentalContractParties.contractId, contract.id), eq(rentalContractParties.role, 'landlord')));
    const other = await contractWithSchedule(t, { months: 1 });
    const wrong = await put(`${base}/bank-information/`, {
      payer_party_id: landlordParty.id,
      payout_method_id: other.payoutMethodId,
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys((await wrong.json()).error.fields).sort()).toEqual(['payer_party_id', 'payout_method_id']);
    const noReason = await put(`${base}/payment-schedule/${contract.months[0].dueDate}/`, { include: false, reason: '  ' });
    expect(noReason.status).toBe(422);
    expect((await noReason.json()).error.fields).toHaveProperty('reason');
    expect((await put(`${base}/payment-services/`, { service: 'gold' })).status).toBe(422);

    for (const date of ['2020-01-01', '2027-02-30', 'yesterday']) {
      expect((await get(`${base}/payment-schedule/${date}/`)).status).toBe(404);
      expect((await put(`${base}/payment-schedule/${date}/`, { include: true })).status).toBe(404);
    }
    expect((await get('/api/man/payment-setups/00000000-0000-4000-8000-000000000000/')).status).toBe(404);
    expect((await get('/api/man/payment-setups/not-an-id/')).status).toBe(404);
  });

  it('does not offer a contract paid another way, and shows a landlord without a payout account as having none', async () => {
    const { rentalContracts } = await import('#server/db/schema/rental-contracts.ts');
    const { payoutMethods } = await import('#server/db/schema/payout-methods.ts');
    const slip = await contractWithSchedule(t, { months: 1, firstDueInDays: 5 });
    await t.database.db.update(rentalContracts).set({ paymentMethod: 'payment_slip' }).where(eq(rentalContracts.id, slip.id));
    expect(await (await get(`/api/man/payment-setups/?q=${encodeURIComponent(slip.reference)}`)).json()).toEqual([]);
    expect((await (await get(`/api/man/payment-setups/${slip.id}/`)).json()).availability).toBe('not_available');
    const refused = await put(`/api/man/payment-setups/${slip.id}/payment-services/`, { service: 'basic' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('payment_service_not_available');

    const bare = await contractWithSchedule(t, { months: 1, firstDueInDays: 5 });
    await t.database.db.delete(payoutMethods).where(eq(payoutMethods.id, bare.payoutMethodId));
    const state = await (await get(`/api/man/payment-setups/${bare.id}/`)).json();
    expect(state).toMatchObject({ availability: 'ready', payout_methods: [] });
  });

  it('refuses anyone without the staff permission (401/403), the contract’s own landlord too', async () => {
    const contract = await contractWithSchedule(t, { months: 1, firstDueInDays: 5 });
    const base = `/api/man/payment-setups/${contract.id}`;
    const landlord = await makeUser(t.database);
    const headers = await bearer(landlord.email);
    expect((await get('/api/man/payment-setups/', {})).status).toBe(401);
    for (const who of [headers, await bearer((await makeUser(t.database)).email)]) {
      expect((await get('/api/man/payment-setups/', who)).status).toBe(403);
      expect((await get(`${base}/`, who)).status).toBe(403);
      expect((await put(`${base}/payment-services/`, { service: 'basic' }, who)).status).toBe(403);
      expect((await postJson(t.app, `${base}/confirm/`, {}, who)).status).toBe(403);
    }
    const rows = await t.database.db.select().from(paymentServiceSetups).where(eq(paymentServiceSetups.contractId, contract.id));
    expect(rows).toEqual([]);
  });

  it('lists the API in the OpenAPI document', async () => {
    const doc = await (await t.app.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/man/payment-setups/',
        '/api/man/payment-setups/{id}/',
        '/api/man/payment-setups/{id}/bank-information/',
        '/api/man/payment-setups/{id}/payment-schedule/{date}/',
        '/api/man/payment-setups/{id}/confirm/',
      ]),
    );
  });
});
