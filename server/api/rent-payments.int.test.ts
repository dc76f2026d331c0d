import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '#common/calendar-day.ts';
import { rentPayments } from '#server/db/schema/rent-payments.ts';
import { runRentDaily } from '#server/domain/rent-schedule/rent-daily.worker.ts';
import { activeContract } from '#tests/fixtures/active-contract.ts';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';

// The payments API by who asks: the parties and the team read; the landlord side and a team
// agent mark paid; the tenant and a team viewer may not (403); strangers and staff outside /man
// learn nothing (404). Bad input is refused with field errors.

describe('rent payments API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function tokenOf(user: { email: string }) {
    const response = await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD });
    return ((await response.json()) as { access: string }).access;
  }

  it('answers each person as the access rules say', async () => {
    const owner = await makeUser(t.database);
    const agent = await makeUser(t.database);
    const viewer = await makeUser(t.database);
    const team = await makeTeam(t.database, [
      { userId: owner.id, role: 'owner' },
      { userId: agent.id, role: 'agent' },
      { userId: viewer.id, role: 'viewer' },
    ]);
    const { id, tenantId, landlordId } = await activeContract(t, { teamId: team.id });
    await runRentDaily(t.jobDeps());
    const months = await t.database.db
      .select()
      .from(rentPayments)
      .where(eq(rentPayments.contractId, id))
      .orderBy(asc(rentPayments.periodStart));
    const { users } = await import('#server/db/schema/users.ts');
    const [tenant] = await t.database.db.select().from(users).where(eq(users.id, tenantId));
    const [landlord] = await t.database.db.select().from(users).where(eq(users.id, landlordId));
    const stranger = await makeUser(t.database);
    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    const token = {
      tenant: await tokenOf(tenant),
      landlord: await tokenOf(landlord),
      agent: await tokenOf(agent),
      viewer: await tokenOf(viewer),
      stranger: await tokenOf(stranger),
      staff: await tokenOf(staff),
    };
    const get = (who: keyof typeof token) =>
      t.app.request(`/api/rental-contracts/${id}/payments/`, { headers: { authorization: `Bearer ${token[who]}` } });
    const mark = (who: keyof typeof token, paymentId: string, body: unknown) =>
      postJson(t.app, `/api/rental-contracts/${id}/payments/${paymentId}/paid/`, body, {
        authorization: `Bearer ${token[who]}`,
      });
    const today = dayOf(t.clock.now);

    for (const who of ['tenant', 'landlord', 'agent', 'viewer'] as const) expect((await get(who)).status, who).toBe(200);
    for (const who of ['stranger', 'staff'] as const) expect((await get(who)).status, who).toBe(404);
    const schedule = (await (await get('tenant')).json()) as { payments: { id: string }[]; can: { mark: boolean } };
    expect(schedule.payments).toHaveLength(months.length);
    expect(schedule.can.mark).toBe(false);
    expect(((await (await get('agent')).json()) as { can: { mark: boolean } }).can.mark).toBe(true);

    const good = { amountIsk: months[0].amountIsk, paidOn: today };
    for (const who of ['stranger', 'staff'] as const) expect((await mark(who, months[0].id, good)).status, who).toBe(404);
    for (const who of ['tenant', 'viewer'] as const) expect((await mark(who, months[0].id, good)).status, who).toBe(403);
    const bad = await mark('agent', months[0].id, { amountIsk: -5, paidOn: 'í gær' });
    expect(bad.status).toBe(422);
    const refusal = (await bad.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(refusal.error.code).toBe('validation_failed');
    // Each field's message, translated (Icelandic by default).
    expect(refusal.error.fields).toEqual({ amountIsk: ['Talan er of lág.'], paidOn: ['Sláðu inn gilda dagsetningu.'] });

    const ok = await mark('agent', months[0].id, good);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: 'paid', paidBy: 'hand', canUndo: true });
    expect((await mark('landlord', months[0].id, good)).status).toBe(409);
    const undo = (who: keyof typeof token) =>
      t.app.request(`/api/rental-contracts/${id}/payments/${months[0].id}/paid/`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token[who]}` },
      });
    expect((await undo('stranger')).status).toBe(404);
    expect((await undo('tenant')).status).toBe(403);
    expect((await undo('landlord')).status).toBe(200);
    expect((await undo('landlord')).status).toBe(409);
  });
});
