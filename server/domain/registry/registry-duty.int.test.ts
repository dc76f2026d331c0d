import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '#common/calendar-day.ts';
import { listingEvents, listings } from '#server/db/schema/listings.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { registrySimulatorRecords } from '#server/db/schema/registry.ts';
import {
  registrySubmissions,
  rentalContractEvents,
  rentalContracts,
  rentalContractUnits,
} from '#server/db/schema/rental-contracts.ts';
import { users } from '#server/db/schema/users.ts';
import { registryFor } from '#server/integrations/registry/registry-adapter.ts';
import { registryRecord } from '#server/integrations/registry/registry-payload.ts';
import type { RentalRegistry } from '#server/integrations/registry/rental-registry.ts';
import { allWorkers } from '#server/jobs/workers.ts';
import { isAppError } from '#server/lib/errors.ts';
import { activeContract } from '#tests/fixtures/active-contract.ts';
import { landlordListing } from '#tests/fixtures/managed-listing.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';
import { agreementTerms, loadContract, partyFromRow } from '../tenancy/core/agreement.ts';
import { markListingsRented, SWEEP_GRACE_SECONDS, sweepSubmissions } from './daily.worker.ts';
import { correctRegistration, leaseRegistryView } from './lease-registry.service.ts';
import { idempotencyKey } from './registry-enqueue.ts';
import { searchStaffContracts } from './staff-registry.service.ts';
import { runSubmission } from './submission.worker.ts';
import { registrySweepWorker } from './sweep.worker.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// The registry duty that can always be finished (docs/rules/registry.md): the worker holding no
// lock while the registry answers, the sweep of submissions no job will send, the late mark, the
// correction of a refused registration, and the listing rented when its lease takes effect.

/** A registration submission written without a job (as the demo seeds did): only a run or the sweep sends it. */
async function jobless(t: TestApp, contractId: string, values: Partial<typeof registrySubmissions.$inferInsert> = {}) {
  const [sub] = await t.database.db
    .insert(registrySubmissions)
    .values({ contractId, kind: 'register', idempotencyKey: idempotencyKey('register', contractId), status: 'queued', ...values })
    .returning();
  return sub;
}

async function submission(t: TestApp, id: string) {
  const [sub] = await t.database.db.select().from(registrySubmissions).where(eq(registrySubmissions.id, id));
  return sub;
}

async function until(check: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out waiting');
}

function codeOf(error: unknown): string | undefined {
  return isAppError(error) ? error.code : undefined;
}

describe('the registry duty', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REGISTRY_SIMULATOR_LATENCY_MS: '0' });
  });
  afterAll(() => t.close());

  it('holds no row lock while the registry answers, and records the answer once', async () => {
    const contract = await activeContract(t);
    const sub = await jobless(t, contract.id, { nextAttemptAt: t.clock.now });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calledBack: () => void = () => {};
    const called = new Promise<void>((resolve) => {
      calledBack = resolve;
    });
    const registry: RentalRegistry = {
      name: 'simulator',
      async register() {
        calledBack();
        await gate;
        return { registryNumber: '999000001' };
      },
      deregister: () => Promise.resolve(),
      reportTermination: () => Promise.resolve(),
      lookup: () => Promise.resolve(null),
    };
    const run = runSubmission(t.jobDeps(), sub.id, { registry });
    await called;
    // While the call waits: another connection locks and updates the submission and the contract without waiting.
    await t.database.db.transaction(async (tx) => {
      await tx.select().from(registrySubmissions).where(eq(registrySubmissions.id, sub.id)).for('update', { noWait: true });
      await tx.select().from(rentalContracts).where(eq(rentalContracts.id, contract.id)).for('update', { noWait: true });
      await tx.update(registrySubmissions).set({ updatedAt: t.clock.now }).where(eq(registrySubmissions.id, sub.id));
    });
    const inFlight = await submission(t, sub.id);
    expect(inFlight.status).toBe('queued');
    expect(inFlight.attempts).toBe(1);
    expect(inFlight.leaseToken).not.toBeNull();
    // A second run meanwhile finds it leased and sends nothing (it queues a look for when the lease runs out).
    const second = runSubmission(t.jobDeps(), sub.id, { registry });
    release();
    expect(await run).toBe('accepted');
    expect(await second).toBe('skipped');
    const done = await submission(t, sub.id);
    expect(done).toMatchObject({ status: 'accepted', attempts: 1, registryNumber: '999000001', leaseToken: null });
    const [row] = await t.database.db.select().from(rentalContracts).where(eq(rentalContracts.id, contract.id));
    expect(row.registryNumber).toBe('999000001');
  });

  it('takes again an attempt that crashed between the call and the record, and gets the same number', async () => {
    const contract = await activeContract(t);
    const sub = await jobless(t, contract.id);
    // The registry registered it, then the worker died before recording: its lease is left behind.
    const loaded = await loadContract(t.database.db, contract.id);
    if (!loaded) throw new Error('no contract');
    const registry = registryFor(t.jobDeps().env, t.database.db);
    const first = await registry.register(
      registryRecord({
        id: loaded.row.id,
        reference: loaded.reference,
        signatureDate: dayOf(loaded.row.activatedAt ?? t.clock.now),
        terms: agreementTerms(loaded),
        parties: loaded.parties.map(partyFromRow),
      }),
      sub.idempotencyKey,
    );
    await t.database.db
      .update(registrySubmissions)
      .set({
        attempts: 1,
        leaseToken: '00000000-0000-4000-8000-000000000001',
        leaseUntil: new Date(t.clock.now.getTime() - 1_000),
      })
      .where(eq(registrySubmissions.id, sub.id));
    // Its lease has run out: the next run takes it and the registry answers the same key with the same number.
    expect(await runSubmission(t.jobDeps(), sub.id)).toBe('accepted');
    const done = await submission(t, sub.id);
    expect(done.registryNumber).toBe(first.registryNumber);
    expect(done.attempts).toBe(2);
    const records = await t.database.db
      .select()
      .from(registrySimulatorRecords)
      .where(eq(registrySimulatorRecords.idempotencyKey, sub.idempotencyKey));
    expect(records).toHaveLength(1);
  });

  it('sweeps up a queued submission no job will send (no job, no next attempt), once', async () => {
    const contract = await activeContract(t);
    const stuck = await jobless(t, contract.id, { nextAttemptAt: null, attempts: 0 });
    const inBackoff = await activeContract(t);
    const waiting = await jobless(t, inBackoff.id, { nextAttemptAt: new Date(t.clock.now.getTime() + 3_600_000) });
    const swept = await sweepSubmissions(t.jobDeps());
    expect(swept).toContain(stuck.id);
    expect(swept).not.toContain(waiting.id);
    expect(await sweepSubmissions(t.jobDeps())).not.toContain(stuck.id);
    // Its job runs in the background and registers it.
    await until(async () => (await submission(t, stuck.id)).status === 'accepted');
    expect((await submission(t, waiting.id)).status).toBe('queued');
    // Overdue by more than the grace (a lost job): swept again.
    const lost = await activeContract(t);
    const old = await jobless(t, lost.id, { nextAttemptAt: new Date(t.clock.now.getTime() - (SWEEP_GRACE_SECONDS + 60) * 1000) });
    expect(await sweepSubmissions(t.jobDeps())).toContain(old.id);
  });

  it('sweeps every five minutes as its own job: a submission unsent for months ("0 attempts, next attempt 00:00") is sent', async () => {
    expect(allWorkers()).toContain(registrySweepWorker);
    expect(registrySweepWorker.schedule).toBe('*/5 * * * *');
    const contract = await activeContract(t);
    const months = new Date(t.clock.now.getTime() - 90 * 86_400_000);
    const stuck = await jobless(t, contract.id, { nextAttemptAt: months, attempts: 0 });
    await registrySweepWorker.handle({}, t.jobDeps());
    await until(async () => (await submission(t, stuck.id)).status === 'accepted');
    expect((await submission(t, stuck.id)).attempts).toBe(1);
  });

  it('marks a lease past its registration deadline late, for the landlord side and staff, not for the tenant', async () => {
    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    const signed = new Date(t.clock.now.getTime() - 40 * 86_400_000);
    const contract = await activeContract(t, { activatedAt: signed });
    await t.database.db
      .update(rentalContracts)
      .set({ registryStatus: 'pending', registrationDue: dayOf(new Date(signed.getTime() + 30 * 86_400_000)) })
      .where(eq(rentalContracts.id, contract.id));
    const onTime = await activeContract(t);
    await t.database.db
      .update(rentalContracts)
      .set({ registryStatus: 'pending', registrationDue: dayOf(new Date(t.clock.now.getTime() + 30 * 86_400_000)) })
      .where(eq(rentalContracts.id, onTime.id));
    expect((await leaseRegistryView(t.contextFor({ id: contract.landlordId }), contract.id)).late).toBe(true);
    expect((await leaseRegistryView(t.contextFor({ id: contract.tenantId }), contract.id)).late).toBe(false);
    expect((await leaseRegistryView(t.contextFor({ id: onTime.landlordId }), onTime.id)).late).toBe(false);
    const late = await searchStaffContracts(t.contextFor({ id: staff.id, scope: ['user', 'staff'] }), { late: true, page: 1 });
    expect(late.items.map((i) => i.id)).toContain(contract.id);
    expect(late.items.map((i) => i.id)).not.toContain(onTime.id);
    expect(late.items.find((i) => i.id === contract.id)?.registration_late).toBe(true);
  });

  it('lets the landlord side correct a refused fastanúmer and resend: field errors, history, accepted', async () => {
    const contract = await activeContract(t);
    await t.database.db
      .update(rentalContractUnits)
      .set({ fastanumer: '12345' })
      .where(eq(rentalContractUnits.contractId, contract.id));
    const sub = await jobless(t, contract.id, { nextAttemptAt: t.clock.now });
    expect(await runSubmission(t.jobDeps(), sub.id)).toBe('rejected');
    const landlord = t.contextFor({ id: contract.landlordId });
    const view = await leaseRegistryView(landlord, contract.id);
    expect(view.refusal?.reasons).toEqual([{ code: 'contract_unit_fastanumer_invalid', field: 'units.0.fastanumer' }]);
    expect(view.canCorrect).toBe(true);
    const tenantView = await leaseRegistryView(t.contextFor({ id: contract.tenantId }), contract.id);
    expect(tenantView.canCorrect).toBe(false);

    const input = {
      address: 'Laugavegur 1',
      postcode: '101',
      municipality: 'Reykjavíkurborg',
      units: [{ fastanumer: 'F2034567', unitCode: '01-0101', sizeM2: 75, rooms: 3 }],
    };
    // The tenant may read but not correct (403); a stranger does not find it (404).
    await expect(correctRegistration(t.contextFor({ id: contract.tenantId }), contract.id, input)).rejects.toSatisfy(
      (e) => codeOf(e) === 'forbidden',
    );
    const stranger = await makeUser(t.database);
    await expect(correctRegistration(t.contextFor(stranger), contract.id, input)).rejects.toSatisfy(
      (e) => codeOf(e) === 'not_found',
    );
    // A fastanúmer the registry's rules refuse: the error is beside the field, nothing is sent.
    const bad = await correctRegistration(landlord, contract.id, {
      ...input,
      units: [{ ...input.units[0], fastanumer: '99' }],
    }).catch((e: unknown) => e);
    expect(codeOf(bad)).toBe('validation_failed');
    expect(isAppError(bad) && bad.fields).toEqual({ 'units[0].fastanumer': ['contract_unit_fastanumer_invalid'] });
    expect((await submission(t, sub.id)).status).toBe('rejected');

    expect(await correctRegistration(landlord, contract.id, input)).toEqual({ changed: 1 });
    const queued = await submission(t, sub.id);
    expect(queued).toMatchObject({ status: 'queued', attempts: 0, lastError: null, idempotencyKey: sub.idempotencyKey });
    const events = await t.database.db
      .select()
      .from(rentalContractEvents)
      .where(and(eq(rentalContractEvents.contractId, contract.id), eq(rentalContractEvents.kind, 'registry_corrected')));
    expect(events).toHaveLength(1);
    expect(events[0].actorId).toBe(contract.landlordId);
    expect(events[0].data).toEqual({ 'units.0.fastanumer': '12345 → 2034567' });
    const [{ documentVersion }] = await t.database.db
      .select({ documentVersion: rentalContracts.documentVersion })
      .from(rentalContracts)
      .where(eq(rentalContracts.id, contract.id));
    expect(documentVersion).toBe(1);

    // The job queued with the correction sends it (the background worker, or this run).
    await runSubmission(t.jobDeps(), sub.id);
    await until(async () => (await submission(t, sub.id)).status === 'accepted');
    const after = await leaseRegistryView(landlord, contract.id);
    expect(after.refusal).toBeNull();
    expect(after.corrections).toEqual([
      expect.objectContaining({ changes: [{ field: 'units.0.fastanumer', from: '12345', to: '2034567' }] }),
    ]);
    // Nothing left to correct.
    await expect(correctRegistration(landlord, contract.id, input)).rejects.toSatisfy(
      (e) => codeOf(e) === 'registry_correction_not_allowed',
    );
  });

  it('answers the same through the API: the view for those who may read, the correction for the landlord side only', async () => {
    const landlord = await makeUser(t.database);
    const contract = await activeContract(t, { landlordId: landlord.id });
    await t.database.db
      .update(rentalContractUnits)
      .set({ fastanumer: '123' })
      .where(eq(rentalContractUnits.contractId, contract.id));
    const sub = await jobless(t, contract.id, { nextAttemptAt: t.clock.now });
    expect(await runSubmission(t.jobDeps(), sub.id)).toBe('rejected');
    const token = async (email: string) => {
      const pair = await (await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD })).json();
      return { authorization: `Bearer ${pair.access}` };
    };
    const headers = await token(landlord.email);
    const view = await (await t.app.request(`/api/rental-contracts/${contract.id}/registry/`, { headers })).json();
    expect(view).toMatchObject({ canCorrect: true, refusal: { reasons: [{ code: 'contract_unit_fastanumer_invalid' }] } });
    const body = {
      address: 'Laugavegur 1',
      postcode: '101',
      municipality: 'Reykjavíkurborg',
      units: [{ fastanumer: '2045678', unitCode: '01-0101', sizeM2: 75, rooms: 3 }],
    };
    const path = `/api/rental-contracts/${contract.id}/registry/correction/`;
    const [tenantUser] = await t.database.db.select().from(users).where(eq(users.id, contract.tenantId));
    expect((await postJson(t.app, path, body, await token(tenantUser.email))).status).toBe(403);
    const bad = await postJson(t.app, path, { ...body, units: [{ ...body.units[0], rooms: 0 }] }, headers);
    expect(bad.status).toBe(422);
    const done = await postJson(t.app, path, body, headers);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ changed: 1 });
  });

  it('shows the landlord side a refused report of the ending, and not the tenant', async () => {
    const contract = await activeContract(t);
    await t.database.db
      .update(rentalContracts)
      .set({ registryStatus: 'registered', registryNumber: 'LS-1' })
      .where(eq(rentalContracts.id, contract.id));
    await t.database.db.insert(registrySubmissions).values({
      contractId: contract.id,
      kind: 'terminate',
      idempotencyKey: idempotencyKey('terminate', contract.id),
      status: 'rejected',
      attempts: 1,
      lastError: [{ code: 'registry_contract_unknown', message: 'No registered contract has this number.' }],
    });
    const landlordView = await leaseRegistryView(t.contextFor({ id: contract.landlordId }), contract.id);
    expect(landlordView.reportRefusal).toMatchObject({
      kind: 'terminate',
      reasons: [{ code: 'registry_contract_unknown', field: null }],
    });
    const tenantView = await leaseRegistryView(t.contextFor({ id: contract.tenantId }), contract.id);
    expect(tenantView.reportRefusal).toBeNull();
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, contract.tenantId));
    expect(told.map((n) => n.event)).not.toContain('contract_registry_report_refused');
  });

  it('makes the listing rented when its lease takes effect, once, with history', async () => {
    const started = await landlordListing(t, { published: true });
    const future = await landlordListing(t, { published: true });
    const now = await activeContract(t);
    const later = await activeContract(t);
    await t.database.db.update(listings).set({ status: 'rented_pending' }).where(eq(listings.id, started.id));
    await t.database.db.update(listings).set({ status: 'rented_pending' }).where(eq(listings.id, future.id));
    await t.database.db.update(rentalContracts).set({ listingId: started.id }).where(eq(rentalContracts.id, now.id));
    const inAWeek = dayOf(new Date(t.clock.now.getTime() + 7 * 86_400_000));
    await t.database.db
      .update(rentalContracts)
      .set({ listingId: future.id, startDate: inAWeek })
      .where(eq(rentalContracts.id, later.id));

    const rented = await markListingsRented(t.jobDeps());
    expect(rented).toContain(started.id);
    expect(rented).not.toContain(future.id);
    expect(await markListingsRented(t.jobDeps())).not.toContain(started.id);
    const status = async (id: string) =>
      (await t.database.db.select({ status: listings.status }).from(listings).where(eq(listings.id, id)))[0].status;
    expect(await status(started.id)).toBe('rented');
    expect(await status(future.id)).toBe('rented_pending');
    const history = await t.database.db
      .select()
      .from(listingEvents)
      .where(and(eq(listingEvents.listingId, started.id), eq(listingEvents.kind, 'rented')));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromStatus: 'rented_pending', toStatus: 'rented', actorId: null });

    // On its start day the other one follows.
    const saved = t.clock.now;
    t.clock.now = new Date(`${inAWeek}T06:15:00Z`);
    try {
      expect(await markListingsRented(t.jobDeps())).toContain(future.id);
    } finally {
      t.clock.now = saved;
    }
  });
});
