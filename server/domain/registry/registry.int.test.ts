import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/audit-log.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { registrySimulatorRecords } from '#server/db/schema/registry.ts';
import { registrySubmissions, rentalContractEvents, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { MAX_RETRY_SECONDS } from '#server/jobs/backoff.ts';
import { activeContract } from '#tests/fixtures/active-contract.ts';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';
import { alertStaff, endPastContracts } from './daily.worker.ts';
import { enqueueDeregistration, enqueueRegistration } from './registry-enqueue.ts';
import { runSubmission } from './submission.worker.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function submissionOf(t: TestApp, contractId: string, kind = 'register') {
  const [sub] = await t.database.db
    .select()
    .from(registrySubmissions)
    .where(and(eq(registrySubmissions.contractId, contractId), eq(registrySubmissions.kind, kind)));
  return sub;
}

async function contractRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(rentalContracts).where(eq(rentalContracts.id, id));
  return row;
}

async function queueRegistration(t: TestApp, contractId: string) {
  await t.database.db.transaction((tx) => enqueueRegistration(tx, contractId, t.clock.now, t.jobs));
  return submissionOf(t, contractId);
}

async function bearer(t: TestApp, email: string) {
  const pair = await (await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD })).json();
  return { authorization: `Bearer ${pair.access}` };
}

describe('the rental registry: queue, worker, simulator, staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REGISTRY_SIMULATOR_LATENCY_MS: '0' });
  });
  afterAll(() => t.close());

  it('queues the registration in the caller’s transaction: none on rollback, one however often it is called', async () => {
    const contract = await activeContract(t);
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueRegistration(tx, contract.id, t.clock.now, t.jobs);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await submissionOf(t, contract.id)).toBeUndefined();
    expect((await contractRow(t, contract.id)).registryStatus).toBe('none');

    const sub = await queueRegistration(t, contract.id);
    expect(sub).toMatchObject({ status: 'queued', attempts: 0, idempotencyKey: `heimaleiga-register-${contract.id}` });
    const again = await t.database.db.transaction((tx) => enqueueRegistration(tx, contract.id, t.clock.now, t.jobs));
    expect(again).toBeNull();
    const row = await contractRow(t, contract.id);
    expect(row.registryStatus).toBe('pending');
    const signed = (row.activatedAt as Date).toISOString().slice(0, 10);
    const due = new Date(`${signed}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(row.registrationDue).toBe(due.toISOString().slice(0, 10));
  });

  it('runs the registration job twice at once and gives the contract one number', async () => {
    const contract = await activeContract(t);
    const sub = await queueRegistration(t, contract.id);
    const outcomes = await Promise.all([runSubmission(t.jobDeps(), sub.id), runSubmission(t.jobDeps(), sub.id)]);
    // The queue's own worker may have taken it first; then both runs find it done.
    expect(outcomes.filter((o) => o === 'accepted').length).toBeLessThanOrEqual(1);
    expect(outcomes.every((o) => o === 'accepted' || o === 'skipped')).toBe(true);
    const row = await contractRow(t, contract.id);
    expect(row.registryStatus).toBe('registered');
    expect(row.registryNumber).toMatch(/^\d{9}$/);
    const records = await t.database.db
      .select()
      .from(registrySimulatorRecords)
      .where(eq(registrySimulatorRecords.idempotencyKey, sub.idempotencyKey));
    expect(records).toHaveLength(1);
    expect(records[0].registryNumber).toBe(row.registryNumber);
    expect((await submissionOf(t, contract.id)).registryNumber).toBe(row.registryNumber);
    const registered = await t.database.db
      .select()
      .from(rentalContractEvents)
      .where(and(eq(rentalContractEvents.contractId, contract.id), eq(rentalContractEvents.kind, 'registry_registered')));
    expect(registered).toHaveLength(1);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, contract.tenantId), eq(notifications.event, 'contract_registered')));
    expect(told).toHaveLength(1);
  });

  it('refuses what the registry refuses, with its reasons, without retrying; staff retry it once it is put right', async () => {
    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    const contract = await activeContract(t, { broken: 'rent' });
    const sub = await queueRegistration(t, contract.id);
    const outcome = await runSubmission(t.jobDeps(), sub.id);
    const after = await submissionOf(t, contract.id);
    // The background worker may have got there first: either way it is refused once.
    expect(['rejected', 'skipped']).toContain(outcome);
    expect(after.status).toBe('rejected');
    expect(after.attempts).toBe(1);
    expect(after.nextAttemptAt).toBeNull();
    expect(after.lastError).toEqual([
      expect.objectContaining({ code: 'contract_rent_too_low', field: 'rentIsk', message: expect.stringContaining('15') }),
    ]);
    expect((await contractRow(t, contract.id)).registryStatus).toBe('failed');
    expect(await runSubmission(t.jobDeps(), sub.id)).toBe('skipped');
    const tenantTold = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, contract.tenantId), eq(notifications.event, 'contract_registry_refused')));
    expect(tenantTold).toHaveLength(1);
    const staffTold = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, staff.id), eq(notifications.event, 'registry_refused_staff')));
    expect(staffTold).toHaveLength(1);

    // Staff see it with its reason, put the rent right and retry (audited).
    const headers = await bearer(t, staff.email);
    const list = await (await t.app.request('/api/man/rental-contracts/hms-submits/?filter=problems', { headers })).json();
    expect(list.items.find((i: { id: string }) => i.id === sub.id)?.reasons[0].code).toBe('contract_rent_too_low');
    await t.database.db.update(rentalContracts).set({ rentIsk: 230_000 }).where(eq(rentalContracts.id, contract.id));
    const retry = await t.app.request(`/api/man/rental-contracts/hms-submits/${sub.id}/retry/`, { method: 'POST', headers });
    expect(retry.status).toBe(204);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, sub.id));
    expect(audit.map((a) => a.action)).toEqual(['registry.retry']);
    await runSubmission(t.jobDeps(), sub.id);
    const done = await submissionOf(t, contract.id);
    expect(done.status).toBe('accepted');
    expect((await contractRow(t, contract.id)).registryNumber).toBe(done.registryNumber);
    const again = await t.app.request(`/api/man/rental-contracts/hms-submits/${sub.id}/retry/`, { method: 'POST', headers });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('registry_submission_not_retryable');
  });

  it('ends fixed-term contracts past their end and deregisters them once registered', async () => {
    const contract = await activeContract(t);
    const sub = await queueRegistration(t, contract.id);
    await runSubmission(t.jobDeps(), sub.id);
    const row = await contractRow(t, contract.id);
    const saved = t.clock.now;
    t.clock.now = new Date(`${row.endDate}T12:00:00Z`);
    t.advance(86_400);
    try {
      const ended = await endPastContracts(t.jobDeps());
      expect(ended).toContain(contract.id);
      expect(await endPastContracts(t.jobDeps())).not.toContain(contract.id);
      expect((await contractRow(t, contract.id)).status).toBe('ended');
      const dereg = await submissionOf(t, contract.id, 'deregister');
      expect(dereg.status).toBe('queued');
      expect(await t.database.db.transaction((tx) => enqueueDeregistration(tx, contract.id, t.clock.now, t.jobs))).toBeNull();
      await runSubmission(t.jobDeps(), dereg.id);
      expect((await submissionOf(t, contract.id, 'deregister')).status).toBe('accepted');
    } finally {
      t.clock.now = saved;
    }
  });

  it('tells the landlord side (not the tenant) a refused report of an ending in its own words, and keeps the contract registered', async () => {
    const contract = await activeContract(t);
    await runSubmission(t.jobDeps(), (await queueRegistration(t, contract.id)).id);
    // A number the registry never gave: it refuses to deregister it.
    await t.database.db.update(rentalContracts).set({ registryNumber: 'LS-0000000' }).where(eq(rentalContracts.id, contract.id));
    await t.database.db.transaction((tx) => enqueueDeregistration(tx, contract.id, t.clock.now, t.jobs));
    const dereg = await submissionOf(t, contract.id, 'deregister');
    await runSubmission(t.jobDeps(), dereg.id);
    expect((await submissionOf(t, contract.id, 'deregister')).status).toBe('rejected');
    expect((await contractRow(t, contract.id)).registryStatus).toBe('registered');
    const events = await t.database.db
      .select({ kind: rentalContractEvents.kind })
      .from(rentalContractEvents)
      .where(eq(rentalContractEvents.contractId, contract.id));
    expect(events.map((e) => e.kind)).toContain('registry_report_failed');
    expect(events.map((e) => e.kind)).not.toContain('registry_failed');
    const told = await t.database.db
      .select({ event: notifications.event })
      .from(notifications)
      .where(eq(notifications.userId, contract.landlordId));
    expect(told.map((n) => n.event)).toContain('contract_registry_report_refused');
    expect(told.map((n) => n.event)).not.toContain('contract_registry_refused');
    // The report is the landlord's duty: the tenant is not told it was refused.
    const tenantTold = await t.database.db
      .select({ event: notifications.event })
      .from(notifications)
      .where(eq(notifications.userId, contract.tenantId));
    expect(tenantTold.map((n) => n.event)).not.toContain('contract_registry_report_refused');
  });

  it('alerts staff once a day about registrations near or past their due date', async () => {
    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    const contract = await activeContract(t, { broken: 'rent' });
    await queueRegistration(t, contract.id);
    const saved = t.clock.now;
    t.advance(40 * 86_400);
    try {
      expect(await alertStaff(t.jobDeps())).toBe(true);
      expect(await alertStaff(t.jobDeps())).toBe(false);
      const told = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, staff.id), eq(notifications.event, 'registry_deadlines_staff')));
      expect(told).toHaveLength(1);
      const headers = await bearer(t, staff.email);
      const overview = await (await t.app.request('/api/man/hms/', { headers })).json();
      expect(overview.counts.overdue).toBeGreaterThanOrEqual(1);
      expect(overview.overdue.map((r: { contract_id: string }) => r.contract_id)).toContain(contract.id);
    } finally {
      t.clock.now = saved;
    }
  });

  it('keeps staff pages’ API to staff (403) and a team’s registrations to its members (404)', async () => {
    const person = await makeUser(t.database);
    const headers = await bearer(t, person.email);
    const some = '0b0e5a52-7f3c-4c1e-9d7a-2f4b8c6d1e90';
    for (const [path, method] of [
      ['/api/man/hms/', 'GET'],
      ['/api/man/hms/rental-contracts/', 'GET'],
      ['/api/man/rental-contracts/', 'GET'],
      [`/api/man/rental-contracts/${some}/`, 'GET'],
      ['/api/man/rental-contracts/hms-submits/', 'GET'],
      [`/api/man/rental-contracts/hms-submits/${some}/retry/`, 'POST'],
      ['/api/man/rental-contracts/settings/', 'GET'],
    ] as const) {
      expect((await t.app.request(path, { method, headers })).status, path).toBe(403);
    }
    const price = await postJson(
      t.app,
      '/api/man/rental-contracts/settings/price-index/',
      { month: '2026-10', value: 650.1 },
      headers,
    );
    expect(price.status).toBe(403);

    const member = await makeUser(t.database);
    const team = await makeTeam(t.database, [{ userId: member.id, role: 'viewer' }]);
    const contract = await activeContract(t, { teamId: team.id });
    await queueRegistration(t, contract.id);
    const mine = await t.app.request(`/api/teams/${team.slug}/registry/submissions/`, { headers: await bearer(t, member.email) });
    expect(mine.status).toBe(200);
    expect((await mine.json()).items.map((i: { contract_id: string }) => i.contract_id)).toEqual([contract.id]);
    expect((await t.app.request(`/api/teams/${team.slug}/registry/`, { headers })).status).toBe(404);
    expect((await t.app.request(`/api/teams/${team.slug}/registry/submissions/`, { headers })).status).toBe(404);
  });

  it('lets staff enter and correct the price index and the alert days, audited', async () => {
    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    const headers = await bearer(t, staff.email);
    const path = '/api/man/rental-contracts/settings/';
    expect((await postJson(t.app, `${path}price-index/`, { month: '2026-10', value: 650.14 }, headers)).status).toBe(204);
    expect((await postJson(t.app, `${path}price-index/`, { month: '2026-10', value: 651.2 }, headers)).status).toBe(204);
    expect((await postJson(t.app, `${path}price-index/`, { month: '2026-13', value: 0 }, headers)).status).toBe(422);
    expect((await postJson(t.app, `${path}alert-days/`, { alertDays: 10 }, headers)).status).toBe(204);
    const settings = await (await t.app.request(path, { headers })).json();
    expect(settings.adapter).toBe('simulator');
    expect(settings.alert_days).toBe(10);
    expect(settings.cpi.find((c: { month: string }) => c.month === '2026-10-01')).toMatchObject({ value: 651.2 });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, '2026-10-01'));
    expect(audit.map((a) => a.action).sort()).toEqual(['price_index.correct', 'price_index.enter']);
  });
});

describe('the registry simulator failing half the time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      REGISTRY_SIMULATOR_LATENCY_MS: '0',
      REGISTRY_SIMULATOR_FAILURE_RATE: '0.5',
      REGISTRY_SIMULATOR_SEED: '20261124',
    });
  });
  afterAll(() => t.close());

  it('still registers every contract exactly once, after retries with backoff', async () => {
    const contracts = [];
    for (let i = 0; i < 8; i++) contracts.push(await activeContract(t));
    const subs = [];
    for (const c of contracts) subs.push(await queueRegistration(t, c.id));
    let sawRetry = false;
    for (let round = 0; round < 30; round++) {
      const open = (await Promise.all(contracts.map((c) => submissionOf(t, c.id)))).filter((s) => s.status === 'queued');
      if (!open.length) break;
      for (const sub of open) {
        const outcome = await runSubmission(t.jobDeps(), sub.id);
        if (outcome === 'retrying') {
          sawRetry = true;
          const after = await submissionOf(t, sub.contractId);
          expect(after.nextAttemptAt?.getTime()).toBeGreaterThan(t.clock.now.getTime());
        }
      }
      t.advance(MAX_RETRY_SECONDS + 1);
    }
    expect(sawRetry).toBe(true);
    const numbers = new Set<string>();
    for (const c of contracts) {
      const row = await contractRow(t, c.id);
      expect(row.registryStatus).toBe('registered');
      numbers.add(row.registryNumber as string);
      const records = await t.database.db
        .select()
        .from(registrySimulatorRecords)
        .where(eq(registrySimulatorRecords.idempotencyKey, `heimaleiga-register-${c.id}`));
      expect(records).toHaveLength(1);
      expect(records[0].registryNumber).toBe(row.registryNumber);
    }
    expect(numbers.size).toBe(contracts.length);
  });
});
