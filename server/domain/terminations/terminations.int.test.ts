import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf, daysAfter } from '#common/calendar-day.ts';
import { addDays } from '#common/contract-rules.ts';
import { indefiniteNotice } from '#common/termination-rules.ts';
import { contractDemands, contractTerminations } from '#server/db/schema/contract-terminations.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { registrySimulatorRecords } from '#server/db/schema/registry.ts';
import { rentPayments } from '#server/db/schema/rent-payments.ts';
import { registrySubmissions, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import type { JobDeps } from '#server/jobs/queue.ts';
import { activeContract } from '#tests/fixtures/active-contract.ts';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser } from '#tests/fixtures/test-app.ts';
import { enqueueRegistration } from '../registry/registry-enqueue.ts';
import { runSubmission } from '../registry/submission.worker.ts';
import { sendDemand } from './demands.service.ts';
import { registryDailyWorker } from './lease-daily.worker.ts';
import { settleDemands, terminateDueContracts } from './termination-end.ts';
import {
  createTermination,
  respondTermination,
  sendTermination,
  terminationOverview,
  withdrawTermination,
} from './terminations.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTRY_SIMULATOR_LATENCY_MS: '0', REGISTRY_SIMULATOR_FAILURE_RATE: '0' });
});
afterAll(() => t?.close());

const today = () => dayOf(t.clock.now);
const deps = (): JobDeps => ({
  db: t.database.db,
  env: t.env,
  jobs: t.jobs,
  now: () => t.clock.now,
  publicUrl: 'http://localhost',
  storage: t.storage,
});

async function indefiniteContract(options: { teamId?: string } = {}) {
  const contract = await activeContract(t, { teamId: options.teamId });
  await t.database.db
    .update(rentalContracts)
    .set({ termKind: 'indefinite', endDate: null, startDate: addDays(today(), -400) })
    .where(eq(rentalContracts.id, contract.id));
  return contract;
}

async function contractRow(id: string) {
  const [row] = await t.database.db.select().from(rentalContracts).where(eq(rentalContracts.id, id));
  return row;
}

async function submissions(contractId: string, kind: string) {
  return t.database.db
    .select()
    .from(registrySubmissions)
    .where(and(eq(registrySubmissions.contractId, contractId), eq(registrySubmissions.kind, kind)));
}

async function eventsOf(userId: string, event: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.event, event)));
}

async function rentMonth(contractId: string, periodStart: string, status: 'pending' | 'overdue' | 'paid') {
  const end = addDays(`${periodStart.slice(0, 7)}-28`, 0);
  await t.database.db.insert(rentPayments).values({
    contractId,
    periodStart,
    periodEnd: end,
    dueDate: periodStart,
    baseAmountIsk: 250_000,
    amountIsk: 250_000,
    status,
  });
}

describe('notice on an indefinite lease (56. gr.)', () => {
  it('needs a landlord’s reason, computes the legal end, binds when sent, reports it, and ends the contract once', async () => {
    const c = await indefiniteContract();
    const landlord = t.contextFor({ id: c.landlordId });
    await expect(createTermination(landlord, c.id, { kind: 'default' })).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { reasonCode: ['termination_reason_required'] },
    });
    const draft = await createTermination(landlord, c.id, { kind: 'default', reasonCode: 'sale' });
    const expected = indefiniteNotice({
      property: 'dwelling',
      side: 'landlord',
      landlordKind: 'person',
      leaseStart: addDays(today(), -400),
      noticeDate: today(),
    });
    expect(draft).toMatchObject({ status: 'draft', fromSide: 'landlord', legalEndDate: expected.endDate, binding: false });
    expect(draft.rule).toMatchObject({ months: 6, article: '56. gr.' });
    // The tenant does not see the landlord's draft.
    const tenantView = await terminationOverview(t.contextFor({ id: c.tenantId }), c.id);
    expect(tenantView.requests).toHaveLength(0);
    expect(tenantView.sides).toEqual(['tenant']);

    // Registered first, so the report of the notice can go out.
    await t.database.db.transaction((tx) => enqueueRegistration(tx, c.id, t.clock.now, t.jobs));
    const [register] = await submissions(c.id, 'register');
    await runSubmission(deps(), register.id);

    const sent = await sendTermination(landlord, c.id, draft.id);
    expect(sent).toMatchObject({ status: 'sent', binding: true });
    expect((await contractRow(c.id)).endDate).toBe(expected.endDate);
    expect(await eventsOf(c.tenantId, 'termination_received')).toHaveLength(1);
    const [terminate] = await submissions(c.id, 'terminate');
    expect(terminate).toBeDefined();
    await runSubmission(deps(), terminate.id);
    await runSubmission(deps(), terminate.id);
    const reported = await t.database.db
      .select()
      .from(registrySimulatorRecords)
      .where(eq(registrySimulatorRecords.idempotencyKey, terminate.idempotencyKey));
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ kind: 'terminate', endDate: expected.endDate });

    await expect(sendTermination(landlord, c.id, draft.id)).rejects.toMatchObject({ code: 'termination_not_open' });
    await expect(createTermination(t.contextFor({ id: c.tenantId }), c.id, { kind: 'default' })).rejects.toMatchObject({
      code: 'termination_already_binding',
    });

    // Rent months around the end: the one after is cancelled once the contract is terminated.
    const after = addDays(expected.endDate, 1);
    await rentMonth(c.id, `${expected.endDate.slice(0, 7)}-01`, 'pending');
    await rentMonth(c.id, after, 'pending');
    expect(await terminateDueContracts(deps())).not.toContain(c.id);
    t.clock.now = new Date(`${after}T08:00:00Z`);
    try {
      expect(await terminateDueContracts(deps())).toContain(c.id);
      expect(await terminateDueContracts(deps())).not.toContain(c.id);
    } finally {
      t.clock.now = new Date(Math.floor(Date.now() / 1000) * 1000);
    }
    const row = await contractRow(c.id);
    expect(row).toMatchObject({ status: 'terminated', endDate: expected.endDate });
    const months = await t.database.db.select().from(rentPayments).where(eq(rentPayments.contractId, c.id));
    expect(months.find((m) => m.periodStart === after)?.status).toBe('cancelled');
    expect(months.find((m) => m.periodStart !== after)?.status).toBe('pending');
    expect(await submissions(c.id, 'deregister')).toHaveLength(1);
  });

  it('lets the tenant give notice without a reason', async () => {
    const c = await indefiniteContract();
    const draft = await createTermination(t.contextFor({ id: c.tenantId }), c.id, { kind: 'default' });
    expect(draft).toMatchObject({ fromSide: 'tenant', reasonCode: null });
    await sendTermination(t.contextFor({ id: c.tenantId }), c.id, draft.id);
    // A tenant's notice is not reported to the registry.
    expect(await submissions(c.id, 'terminate')).toHaveLength(0);
    expect(await eventsOf(c.landlordId, 'termination_received')).toHaveLength(1);
  });
});

describe('fixed-term leases (58. gr.)', () => {
  it('refuse notice with the reason and the article, unless special grounds are written in', async () => {
    const c = await activeContract(t);
    const landlord = t.contextFor({ id: c.landlordId });
    await expect(createTermination(landlord, c.id, { kind: 'default', reasonCode: 'sale' })).rejects.toMatchObject({
      code: 'termination_fixed_term',
      status: 409,
      details: { article: '58. gr.' },
    });
    const overview = await terminationOverview(landlord, c.id);
    expect(overview.notice).toEqual({ ok: false, code: 'termination_fixed_term', article: '58. gr.' });
    await t.database.db
      .update(rentalContracts)
      .set({ fixedTermNoticeGrounds: 'Sala eignarinnar' })
      .where(eq(rentalContracts.id, c.id));
    const draft = await createTermination(landlord, c.id, { kind: 'default', reasonCode: 'sale' });
    expect(draft.rule).toMatchObject({ months: 3, article: '58. gr.' });
  });
});

describe('a negotiated end', () => {
  it('proposes, is answered only by the other side, countered, and binds when accepted', async () => {
    const c = await indefiniteContract();
    const tenant = t.contextFor({ id: c.tenantId });
    const landlord = t.contextFor({ id: c.landlordId });
    await expect(
      createTermination(tenant, c.id, { kind: 'negotiate', proposedEndDate: addDays(today(), -1) }),
    ).rejects.toMatchObject({ fields: { proposedEndDate: ['date_in_past'] } });
    const proposal = await createTermination(tenant, c.id, {
      kind: 'negotiate',
      proposedEndDate: addDays(today(), 40),
      message: 'Ég er að flytja.',
    });
    await sendTermination(tenant, c.id, proposal.id);
    expect((await contractRow(c.id)).endDate).toBeNull();
    await expect(respondTermination(tenant, c.id, proposal.id, { answer: 'accept' })).rejects.toMatchObject({
      code: 'termination_not_counterparty',
      status: 403,
    });
    await expect(respondTermination(landlord, c.id, proposal.id, { answer: 'counter' })).rejects.toMatchObject({
      fields: { proposedEndDate: ['required'] },
    });
    const counter = await respondTermination(landlord, c.id, proposal.id, {
      answer: 'counter',
      proposedEndDate: addDays(today(), 60),
    });
    expect(counter).toMatchObject({ fromSide: 'landlord', status: 'sent', counterOfId: proposal.id });
    expect(await eventsOf(c.tenantId, 'termination_countered')).toHaveLength(1);
    const [old] = await t.database.db.select().from(contractTerminations).where(eq(contractTerminations.id, proposal.id));
    expect(old.status).toBe('countered');
    await expect(respondTermination(landlord, c.id, proposal.id, { answer: 'accept' })).rejects.toMatchObject({
      code: 'termination_not_open',
    });
    const accepted = await respondTermination(tenant, c.id, counter.id, { answer: 'accept' });
    expect(accepted).toMatchObject({ status: 'accepted', binding: true });
    expect((await contractRow(c.id)).endDate).toBe(addDays(today(), 60));
    expect(await eventsOf(c.landlordId, 'termination_accepted')).toHaveLength(1);
  });

  it('can be withdrawn by its side before the answer, and rejected by the other', async () => {
    const c = await indefiniteContract();
    const tenant = t.contextFor({ id: c.tenantId });
    const landlord = t.contextFor({ id: c.landlordId });
    const first = await createTermination(landlord, c.id, { kind: 'negotiate', proposedEndDate: addDays(today(), 30) });
    await sendTermination(landlord, c.id, first.id);
    await expect(withdrawTermination(tenant, c.id, first.id)).rejects.toMatchObject({ code: 'termination_not_counterparty' });
    expect(await withdrawTermination(landlord, c.id, first.id)).toMatchObject({ status: 'withdrawn' });
    // A draft discarded before sending stays the landlord side's own.
    const unsent = await createTermination(landlord, c.id, { kind: 'negotiate', proposedEndDate: addDays(today(), 20) });
    await withdrawTermination(landlord, c.id, unsent.id);
    const seen = (await terminationOverview(tenant, c.id)).requests.map((r) => r.id);
    expect(seen).toContain(first.id);
    expect(seen).not.toContain(unsent.id);
    const second = await createTermination(landlord, c.id, { kind: 'negotiate', proposedEndDate: addDays(today(), 30) });
    await sendTermination(landlord, c.id, second.id);
    expect(await respondTermination(tenant, c.id, second.id, { answer: 'reject', message: 'Nei takk.' })).toMatchObject({
      status: 'rejected',
      responseText: 'Nei takk.',
    });
  });
});

describe('the daily job', () => {
  it('terminates a fixed-term lease ended early by agreement, rather than ending it at its term', async () => {
    const c = await activeContract(t);
    const tenant = t.contextFor({ id: c.tenantId });
    const landlord = t.contextFor({ id: c.landlordId });
    const last = addDays(today(), 10);
    const proposal = await createTermination(landlord, c.id, { kind: 'negotiate', proposedEndDate: last });
    await sendTermination(landlord, c.id, proposal.id);
    await respondTermination(tenant, c.id, proposal.id, { answer: 'accept' });
    expect((await contractRow(c.id)).endDate).toBe(last);
    const start = t.clock.now;
    t.clock.now = new Date(`${addDays(last, 1)}T07:00:00Z`);
    try {
      await registryDailyWorker.handle({}, deps());
      await registryDailyWorker.handle({}, deps());
    } finally {
      t.clock.now = start;
    }
    expect(await contractRow(c.id)).toMatchObject({ status: 'terminated', endDate: last });
    expect(await submissions(c.id, 'deregister')).toHaveLength(1);
    expect(await eventsOf(c.tenantId, 'contract_terminated')).toHaveLength(1);
  });
});

describe('rescission (61. gr.)', () => {
  it('for unpaid rent only after a written 7-day demand has expired unpaid; then ends the contract at once', async () => {
    const c = await indefiniteContract();
    const landlord = t.contextFor({ id: c.landlordId });
    const tenant = t.contextFor({ id: c.tenantId });
    await expect(sendDemand(landlord, c.id, { kind: 'payment_demand' })).rejects.toMatchObject({
      code: 'payment_demand_nothing_unpaid',
    });
    const month = `${addDays(today(), -40).slice(0, 7)}-01`;
    const later = `${addDays(today(), 40).slice(0, 7)}-01`;
    await rentMonth(c.id, month, 'overdue');
    await rentMonth(c.id, later, 'pending');
    await expect(sendDemand(tenant, c.id, { kind: 'payment_demand' })).rejects.toMatchObject({
      code: 'termination_landlord_only',
    });
    const demand = await sendDemand(landlord, c.id, { kind: 'payment_demand' });
    expect(demand).toMatchObject({ status: 'open', months: [month], amountIsk: 250_000, deadline: addDays(today(), 7) });
    expect(await eventsOf(c.tenantId, 'payment_demand_received')).toHaveLength(1);
    await expect(sendDemand(landlord, c.id, { kind: 'payment_demand' })).rejects.toMatchObject({ code: 'payment_demand_open' });
    await expect(
      createTermination(landlord, c.id, { kind: 'violate', case: 'unpaid_rent', reasonText: 'Leiga ógreidd.' }),
    ).rejects.toMatchObject({ code: 'termination_precondition_unmet' });

    const start = t.clock.now;
    t.clock.now = daysAfter(start, 7);
    await settleDemands(deps());
    expect((await terminationOverview(landlord, c.id)).demands[0].status).toBe('open');
    t.clock.now = daysAfter(start, 8);
    try {
      await settleDemands(deps());
      const overview = await terminationOverview(landlord, c.id);
      expect(overview.demands[0].status).toBe('expired');
      expect(overview.cases.find((x) => x.case === 'unpaid_rent')?.met).toBe(true);
      expect(overview.cases.find((x) => x.case === 'misuse')?.met).toBe(false);
      await expect(createTermination(tenant, c.id, { kind: 'violate', case: 'damage', reasonText: 'x' })).rejects.toMatchObject({
        code: 'termination_landlord_only',
      });
      const draft = await createTermination(landlord, c.id, {
        kind: 'violate',
        case: 'unpaid_rent',
        reasonText: 'Leiga ógreidd eftir áskorun.',
      });
      const sent = await sendTermination(landlord, c.id, draft.id);
      const day = dayOf(t.clock.now);
      expect(sent).toMatchObject({ binding: true, legalEndDate: day, case: 'unpaid_rent' });
      const row = await contractRow(c.id);
      expect(row).toMatchObject({ status: 'terminated', endDate: day });
      const [cancelled] = await t.database.db
        .select()
        .from(rentPayments)
        .where(and(eq(rentPayments.contractId, c.id), eq(rentPayments.periodStart, later)));
      expect(cancelled.status).toBe('cancelled');
      expect(await submissions(c.id, 'deregister')).toHaveLength(1);
      expect(await submissions(c.id, 'terminate')).toHaveLength(1);
    } finally {
      t.clock.now = start;
    }
  });

  it('resolves a demand when the months are paid; misuse needs a written warning first', async () => {
    const c = await indefiniteContract();
    const landlord = t.contextFor({ id: c.landlordId });
    const month = `${addDays(today(), -40).slice(0, 7)}-01`;
    await rentMonth(c.id, month, 'overdue');
    await sendDemand(landlord, c.id, { kind: 'payment_demand' });
    await t.database.db.update(rentPayments).set({ status: 'paid' }).where(eq(rentPayments.contractId, c.id));
    expect((await settleDemands(deps())).paid).toBeGreaterThanOrEqual(1);
    const [demand] = await t.database.db.select().from(contractDemands).where(eq(contractDemands.contractId, c.id));
    expect(demand.resolvedAt).not.toBeNull();

    await expect(
      createTermination(landlord, c.id, { kind: 'violate', case: 'misuse', reasonText: 'Notað sem verkstæði.' }),
    ).rejects.toMatchObject({ code: 'termination_precondition_unmet' });
    await expect(sendDemand(landlord, c.id, { kind: 'written_warning' })).rejects.toMatchObject({
      fields: { text: ['required'] },
    });
    await sendDemand(landlord, c.id, { kind: 'written_warning', text: 'Hættið að nota íbúðina sem verkstæði.' });
    const later = addDays(today(), 14);
    const draft = await createTermination(landlord, c.id, {
      kind: 'violate',
      case: 'misuse',
      reasonText: 'Notað sem verkstæði eftir aðvörun.',
      effectiveDate: later,
    });
    const sent = await sendTermination(landlord, c.id, draft.id);
    expect(sent.legalEndDate).toBe(later);
    // Takes effect on the named day: still active until the daily job passes it.
    expect((await contractRow(c.id)).status).toBe('active');
  });
});

describe('access', () => {
  it('answers 404 to strangers, 403 to team viewers who may read, and lets team agents act for the landlord', async () => {
    const agent = await makeUser(t.database);
    const viewer = await makeUser(t.database);
    const team = await makeTeam(t.database, [
      { userId: agent.id, role: 'agent' },
      { userId: viewer.id, role: 'viewer' },
    ]);
    const c = await indefiniteContract({ teamId: team.id });
    const stranger = t.contextFor(await makeUser(t.database));
    await expect(terminationOverview(stranger, c.id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(createTermination(stranger, c.id, { kind: 'default' })).rejects.toMatchObject({ code: 'not_found' });
    const viewerCtx = await t.contextForMember(viewer.id);
    expect((await terminationOverview(viewerCtx, c.id)).sides).toEqual([]);
    await expect(createTermination(viewerCtx, c.id, { kind: 'default', reasonCode: 'sale' })).rejects.toMatchObject({
      code: 'forbidden',
    });
    const agentCtx = await t.contextForMember(agent.id);
    const draft = await createTermination(agentCtx, c.id, { kind: 'default', reasonCode: 'own_use' });
    expect(draft.fromSide).toBe('landlord');
    // A team landlord whose tenant has rented more than 12 months gives 12 months' notice.
    expect(draft.rule).toMatchObject({ months: 12, basis: 'company_long_lease' });
    const staff = t.contextFor({ ...(await makeUser(t.database, { scope: ['user', 'staff'] })), scope: ['user', 'staff'] });
    await expect(terminationOverview(staff, c.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('refuses a contract that is not in effect', async () => {
    const c = await indefiniteContract();
    await t.database.db.update(rentalContracts).set({ status: 'ended' }).where(eq(rentalContracts.id, c.id));
    await expect(createTermination(t.contextFor({ id: c.tenantId }), c.id, { kind: 'default' })).rejects.toMatchObject({
      code: 'termination_not_active',
    });
  });
});
