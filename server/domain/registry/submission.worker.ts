import { and, eq, isNull, or } from 'drizzle-orm';
import { dayOf } from '#common/calendar-day.ts';
import type { Db } from '#server/db/client.ts';
import { registrySubmissions, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { registryFor } from '#server/integrations/registry/registry-adapter.ts';
import { registryRecord } from '#server/integrations/registry/registry-payload.ts';
import type { RegistryRecord } from '#server/integrations/registry/registry-record.ts';
import {
  type RegistryReason,
  RegistryRefusal,
  RegistryUnavailable,
  type RentalRegistry,
  type TerminationNotice,
} from '#server/integrations/registry/rental-registry.ts';
import { nextAttemptAt } from '#server/jobs/backoff.ts';
import { leaseIsLive, NO_LEASE, newLease, runLeasedCall } from '#server/jobs/leased-call.ts';
import type { JobDeps, JobWorker } from '#server/jobs/queue.ts';
import { registrySubmissionQueue } from '#server/jobs/queues/registry-submission.ts';
import { logger } from '#server/lib/logger.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { agreementTerms, loadContract, partyFromRow } from '../tenancy/core/agreement.ts';
import { recordContractEvent } from '../tenancy/core/history.ts';
import { contractPeople, landlordSidePeople, staffPeople } from './registry-recipients.ts';
import { landlordNoticeOf } from './termination-notice.ts';

// Sends one registry submission (docs/rules/registry.md). Take, release, call, record
// (server/jobs/leased-call.ts, as the bank's claims and payouts): an attempt leases the submission
// in a short transaction, calls the registry holding no lock and no connection, and records the
// answer in a second short transaction guarded by the lease token, so two runs of the same job (or
// a staff retry beside a scheduled one) never both send; the idempotency key makes the registry answer a repeated registration (also
// one whose answer was lost in a crash) with the number it gave before; and
// rental_contracts.registry_number is unique. Together: never two registry numbers for one contract.

export type SubmissionOutcome = 'accepted' | 'rejected' | 'retrying' | 'failed' | 'skipped';

type SubmissionRow = typeof registrySubmissions.$inferSelect;

/** The contract's people and (for a failure) staff, told in the transaction. */
async function tell(deps: JobDeps, tx: Db, userIds: string[], event: string, params: Record<string, string>, link: string) {
  for (const userId of userIds) await publishNotification(deps, { userId, kind: 'contracts', event, params, link }, tx);
}

async function refused(deps: JobDeps, tx: Db, sub: SubmissionRow, reference: string, reasons: RegistryReason[]) {
  const now = deps.now();
  await tx
    .update(registrySubmissions)
    .set({ status: 'rejected', lastError: reasons, nextAttemptAt: null, ...NO_LEASE, updatedAt: now })
    .where(eq(registrySubmissions.id, sub.id));
  if (sub.kind === 'register') {
    await tx
      .update(rentalContracts)
      .set({ registryStatus: 'failed', updatedAt: now })
      .where(eq(rentalContracts.id, sub.contractId));
  }
  // A refused registration leaves the contract unregistered; a refused report of its ending
  // (notice or deregistration) leaves it registered, and says so in other words.
  const registration = sub.kind === 'register';
  await recordContractEvent(tx, {
    contractId: sub.contractId,
    actorId: null,
    kind: registration ? 'registry_failed' : 'registry_report_failed',
    data: { kind: sub.kind, codes: reasons.map((r) => r.code).join(', ') },
    at: now,
  });
  const params = { reference };
  // The report of an ending is the landlord's duty: its refusal is told to the landlord side, not the tenants.
  await tell(
    deps,
    tx,
    registration ? await contractPeople(tx, sub.contractId) : await landlordSidePeople(tx, sub.contractId),
    registration ? 'contract_registry_refused' : 'contract_registry_report_refused',
    params,
    `/rental-contracts/${sub.contractId}`,
  );
  await tell(
    deps,
    tx,
    await staffPeople(tx),
    registration ? 'registry_refused_staff' : 'registry_report_refused_staff',
    params,
    `/man/rental-contracts/${sub.contractId}`,
  );
}

async function unavailable(deps: JobDeps, tx: Db, sub: SubmissionRow, reference: string, reason: RegistryReason) {
  const now = deps.now();
  const next = nextAttemptAt(sub.attempts, now);
  if (!next) {
    await tx
      .update(registrySubmissions)
      .set({ status: 'failed', lastError: [reason], nextAttemptAt: null, ...NO_LEASE, updatedAt: now })
      .where(eq(registrySubmissions.id, sub.id));
    if (sub.kind === 'register') {
      await tx
        .update(rentalContracts)
        .set({ registryStatus: 'failed', updatedAt: now })
        .where(eq(rentalContracts.id, sub.contractId));
    }
    await recordContractEvent(tx, {
      contractId: sub.contractId,
      actorId: null,
      kind: sub.kind === 'register' ? 'registry_failed' : 'registry_report_failed',
      data: { kind: sub.kind, codes: reason.code },
      at: now,
    });
    await tell(
      deps,
      tx,
      await staffPeople(tx),
      'registry_failed_staff',
      { reference },
      `/man/rental-contracts/${sub.contractId}`,
    );
    return 'failed' as const;
  }
  await tx
    .update(registrySubmissions)
    .set({ lastError: [reason], nextAttemptAt: next.at, ...NO_LEASE, updatedAt: now })
    .where(eq(registrySubmissions.id, sub.id));
  await deps.jobs.enqueue(tx, registrySubmissionQueue, { submissionId: sub.id }, { startAfterSeconds: next.afterSeconds });
  return 'retrying' as const;
}

async function accepted(deps: JobDeps, tx: Db, sub: SubmissionRow, reference: string, registryNumber: string) {
  const now = deps.now();
  await tx
    .update(registrySubmissions)
    .set({
      status: 'accepted',
      registryNumber,
      ...NO_LEASE,
      lastError: null,
      nextAttemptAt: null,
      acceptedAt: now,
      updatedAt: now,
    })
    .where(eq(registrySubmissions.id, sub.id));
  if (sub.kind !== 'register') {
    await recordContractEvent(tx, {
      contractId: sub.contractId,
      actorId: null,
      kind: sub.kind === 'terminate' ? 'registry_termination_reported' : 'registry_deregistered',
      data: { number: registryNumber },
      at: now,
    });
    return;
  }
  // Only a contract without a number (or with this very one) takes it; the unique index on
  // registry_number refuses any second contract the same number.
  await tx
    .update(rentalContracts)
    .set({ registryStatus: 'registered', registryNumber, registeredAt: now, updatedAt: now })
    .where(
      and(
        eq(rentalContracts.id, sub.contractId),
        or(isNull(rentalContracts.registryNumber), eq(rentalContracts.registryNumber, registryNumber)),
      ),
    );
  await recordContractEvent(tx, {
    contractId: sub.contractId,
    actorId: null,
    kind: 'registry_registered',
    data: { number: registryNumber },
    at: now,
  });
  await tell(
    deps,
    tx,
    await contractPeople(tx, sub.contractId),
    'contract_registered',
    { reference, number: registryNumber },
    `/rental-contracts/${sub.contractId}`,
  );
}

/** What one attempt sends, read from the contract when the attempt takes the submission. */
type Call =
  | { kind: 'register'; record: RegistryRecord }
  | { kind: 'terminate'; number: string; notice: TerminationNotice }
  | { kind: 'deregister'; number: string; endDate: string }
  /** Nothing to send yet (the registration is not accepted): counted as an unavailable attempt. */
  | { kind: 'wait'; reason: RegistryReason };

/** A submission leased to one attempt: what the registry is sent, and the token that attempt records with. */
interface SubmissionWork {
  sub: SubmissionRow;
  leaseToken: string;
  reference: string;
  call: Call;
}

const notRegisteredYet: RegistryReason = { code: 'registry_not_registered_yet', message: 'The contract is not registered yet.' };

/** What the contract asks the registry for in this submission; null when there is nothing to send. */
async function callOf(tx: Db, sub: SubmissionRow, now: Date): Promise<{ reference: string; call: Call } | null> {
  const loaded = await loadContract(tx, sub.contractId);
  if (!loaded) return null;
  const { reference } = loaded;
  const number = loaded.row.registryNumber;
  if (sub.kind === 'register') {
    const record = registryRecord({
      id: loaded.row.id,
      reference,
      signatureDate: dayOf(loaded.row.activatedAt ?? now),
      terms: agreementTerms(loaded),
      parties: loaded.parties.map(partyFromRow),
    });
    return { reference, call: { kind: 'register', record } };
  }
  if (!number) return { reference, call: { kind: 'wait', reason: notRegisteredYet } };
  if (sub.kind === 'terminate') {
    const notice = await landlordNoticeOf(tx, sub.contractId);
    return notice ? { reference, call: { kind: 'terminate', number, notice } } : null;
  }
  return { reference, call: { kind: 'deregister', number, endDate: loaded.row.endDate ?? dayOf(loaded.row.endedAt ?? now) } };
}

/** The registry's call, holding nothing. Its own errors are thrown. */
async function send(registry: RentalRegistry, sub: SubmissionRow, call: Call): Promise<string> {
  switch (call.kind) {
    case 'register':
      return (await registry.register(call.record, sub.idempotencyKey)).registryNumber;
    case 'terminate':
      await registry.reportTermination(call.number, call.notice, sub.idempotencyKey);
      return call.number;
    case 'deregister':
      await registry.deregister(call.number, call.endDate, sub.idempotencyKey);
      return call.number;
    case 'wait':
      throw new RegistryUnavailable('not registered yet', call.reason);
  }
}

/**
 * Sends the submission once, if it still needs sending; what came of it. Take, release, call,
 * record (server/jobs/leased-call.ts): no database connection or row lock is held while the
 * registry answers. A run that finds another attempt in flight sends nothing and queues a look
 * for when that attempt's lease runs out (in case it died). `registry` replaces the configured
 * adapter (tests).
 */
export async function runSubmission(
  deps: JobDeps,
  submissionId: string,
  options: { registry?: RentalRegistry } = {},
): Promise<SubmissionOutcome> {
  return runLeasedCall<SubmissionWork, string, SubmissionOutcome>(deps.db, {
    async take(tx) {
      const now = deps.now();
      const [sub] = await tx.select().from(registrySubmissions).where(eq(registrySubmissions.id, submissionId)).for('update');
      if (sub?.status !== 'queued') return { outcome: 'skipped' };
      if (leaseIsLive(sub, now)) {
        const wait = Math.ceil(((sub.leaseUntil as Date).getTime() - now.getTime()) / 1000) + 1;
        await deps.jobs.enqueue(tx, registrySubmissionQueue, { submissionId }, { startAfterSeconds: wait });
        return { outcome: 'skipped' };
      }
      // A job woken early (a duplicate, or pg-boss's own retry) waits for the backoff.
      if (sub.nextAttemptAt && sub.nextAttemptAt.getTime() > now.getTime()) return { outcome: 'skipped' };
      const what = await callOf(tx, sub, now);
      if (!what) return { outcome: 'skipped' };
      const lease = newLease(now);
      const taken = { attempts: sub.attempts + 1, ...lease, updatedAt: now };
      await tx.update(registrySubmissions).set(taken).where(eq(registrySubmissions.id, sub.id));
      return { work: { sub: { ...sub, ...taken }, leaseToken: lease.leaseToken, ...what } };
    },
    call: ({ sub, call }) => send(options.registry ?? registryFor(deps.env, deps.db), sub, call),
    async record(tx, { sub, leaseToken, reference }, answer) {
      const [held] = await tx
        .select({ id: registrySubmissions.id })
        .from(registrySubmissions)
        .where(and(eq(registrySubmissions.id, sub.id), eq(registrySubmissions.leaseToken, leaseToken)))
        .for('update');
      // The lease ran out and another run took it: that run records (the key gives it the same answer).
      if (!held) return 'skipped';
      if (answer.ok) {
        await accepted(deps, tx, sub, reference, answer.value);
        return 'accepted';
      }
      const { error } = answer;
      if (error instanceof RegistryRefusal) {
        await refused(deps, tx, sub, reference, error.reasons);
        logger.info({ submissionId: sub.id, reasons: error.reasons.map((r) => r.code) }, 'registry refused a submission');
        return 'rejected';
      }
      if (error instanceof RegistryUnavailable) {
        const outcome = await unavailable(deps, tx, sub, reference, error.reason);
        logger.warn({ submissionId: sub.id, attempts: sub.attempts, outcome }, 'registry unavailable');
        return outcome;
      }
      // Anything else is ours: nothing recorded; the lease runs out and the job's own retry (or
      // the sweep) takes it again with the same idempotency key.
      throw error;
    },
  });
}

export const registrySubmissionWorker: JobWorker<typeof registrySubmissionQueue> = {
  queue: registrySubmissionQueue,
  async handle(data, deps) {
    await runSubmission(deps, data.submissionId);
  },
};
