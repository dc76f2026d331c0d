import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
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
import type { JobDeps, JobWorker } from '#server/jobs/queue.ts';
import { registrySubmissionQueue } from '#server/jobs/queues/registry-submission.ts';
import { logger } from '#server/lib/logger.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { agreementTerms, loadContract, partyFromRow } from '../tenancy/core/agreement.ts';
import { recordContractEvent } from '../tenancy/core/history.ts';
import { mayRetry, retryDelaySeconds } from './registry-backoff.ts';
import { isoDay } from './registry-enqueue.ts';
import { contractPeople, landlordSidePeople, staffPeople } from './registry-recipients.ts';
import { landlordNoticeOf } from './termination-notice.ts';

// Sends one registry submission (docs/rules/registry.md). An attempt claims the submission in a
// short transaction (a token and how long the claim holds), calls the registry holding no lock
// and no connection, and records the answer in a second short transaction guarded by the token,
// so two runs of the same job (or a staff retry beside a scheduled one) take turns and the second
// finds it accepted; the idempotency key makes the registry answer a repeated registration (also
// one whose answer was lost in a crash) with the number it gave before; and
// rental_contracts.registry_number is unique. Together: never two registry numbers for one contract.

export type SubmissionOutcome = 'accepted' | 'rejected' | 'retrying' | 'failed' | 'skipped';

type SubmissionRow = typeof registrySubmissions.$inferSelect;

/** The columns that give a claim back. */
const released = { claimToken: null, claimedUntil: null };

/** The contract's people and (for a failure) staff, told in the transaction. */
async function tell(deps: JobDeps, tx: Db, userIds: string[], event: string, params: Record<string, string>, link: string) {
  for (const userId of userIds) await publishNotification(deps, { userId, kind: 'contracts', event, params, link }, tx);
}

async function refused(deps: JobDeps, tx: Db, sub: SubmissionRow, reference: string, reasons: RegistryReason[]) {
  const now = deps.now();
  await tx
    .update(registrySubmissions)
    .set({ status: 'rejected', lastError: reasons, nextAttemptAt: null, ...released, updatedAt: now })
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
  const attempts = sub.attempts;
  if (!mayRetry(attempts)) {
    await tx
      .update(registrySubmissions)
      .set({ status: 'failed', lastError: [reason], nextAttemptAt: null, ...released, updatedAt: now })
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
  const delay = retryDelaySeconds(attempts);
  await tx
    .update(registrySubmissions)
    .set({ lastError: [reason], nextAttemptAt: new Date(now.getTime() + delay * 1000), ...released, updatedAt: now })
    .where(eq(registrySubmissions.id, sub.id));
  await deps.jobs.enqueue(tx, registrySubmissionQueue, { submissionId: sub.id }, { startAfterSeconds: delay });
  return 'retrying' as const;
}

async function accepted(deps: JobDeps, tx: Db, sub: SubmissionRow, reference: string, registryNumber: string) {
  const now = deps.now();
  await tx
    .update(registrySubmissions)
    .set({
      status: 'accepted',
      registryNumber,
      ...released,
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

/** How long a claim holds: well beyond the adapter's timeout (15 s); a crashed attempt is taken again after it. */
export const CLAIM_SECONDS = 300;
/** How long a second run waits for an attempt in flight to be recorded, in real time. */
const WAIT_FOR_CLAIM_MS = 30_000;

/** What one attempt sends, read from the contract when the attempt is claimed. */
type Call =
  | { kind: 'register'; record: RegistryRecord }
  | { kind: 'terminate'; number: string; notice: TerminationNotice }
  | { kind: 'deregister'; number: string; endDate: string }
  /** Nothing to send yet (the registration is not accepted): counted as an unavailable attempt. */
  | { kind: 'wait'; reason: RegistryReason };

type Claim =
  | { state: 'claimed'; sub: SubmissionRow; token: string; reference: string; call: Call }
  | { state: 'busy' }
  | { state: 'skipped' };

const notRegisteredYet: RegistryReason = { code: 'registry_not_registered_yet', message: 'The contract is not registered yet.' };

/** Step 1, a short transaction: take the submission if it is due and no one else holds it. */
async function claim(deps: JobDeps, submissionId: string): Promise<Claim> {
  return deps.db.transaction(async (tx): Promise<Claim> => {
    const now = deps.now();
    const [sub] = await tx.select().from(registrySubmissions).where(eq(registrySubmissions.id, submissionId)).for('update');
    if (sub?.status !== 'queued') return { state: 'skipped' };
    // A job woken early (a duplicate, or pg-boss's own retry) waits for the backoff.
    if (sub.nextAttemptAt && sub.nextAttemptAt.getTime() > now.getTime()) return { state: 'skipped' };
    if (sub.claimToken && sub.claimedUntil && sub.claimedUntil.getTime() > now.getTime()) return { state: 'busy' };
    const loaded = await loadContract(tx, sub.contractId);
    if (!loaded) return { state: 'skipped' };
    let call: Call;
    const number = loaded.row.registryNumber;
    if (sub.kind === 'register') {
      call = {
        kind: 'register',
        record: registryRecord({
          id: loaded.row.id,
          reference: loaded.reference,
          signatureDate: isoDay(loaded.row.activatedAt ?? now),
          terms: agreementTerms(loaded),
          parties: loaded.parties.map(partyFromRow),
        }),
      };
    } else if (!number) {
      call = { kind: 'wait', reason: notRegisteredYet };
    } else if (sub.kind === 'terminate') {
      const notice = await landlordNoticeOf(tx, sub.contractId);
      if (!notice) return { state: 'skipped' };
      call = { kind: 'terminate', number, notice };
    } else {
      call = { kind: 'deregister', number, endDate: loaded.row.endDate ?? isoDay(loaded.row.endedAt ?? now) };
    }
    const token = randomUUID();
    const claimed = {
      attempts: sub.attempts + 1,
      claimToken: token,
      claimedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000),
      updatedAt: now,
    };
    await tx.update(registrySubmissions).set(claimed).where(eq(registrySubmissions.id, sub.id));
    return { state: 'claimed', sub: { ...sub, ...claimed }, token, reference: loaded.reference, call };
  });
}

/** Step 2, no transaction and no lock: the registry's call. Its own errors are thrown. */
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

/** Step 3, a short transaction guarded by the claim's token: what came of the call. */
async function record(
  deps: JobDeps,
  claimed: Extract<Claim, { state: 'claimed' }>,
  result: { number: string } | { error: unknown },
): Promise<SubmissionOutcome> {
  const { sub, token, reference } = claimed;
  return deps.db.transaction(async (tx): Promise<SubmissionOutcome> => {
    const [held] = await tx
      .select({ id: registrySubmissions.id })
      .from(registrySubmissions)
      .where(and(eq(registrySubmissions.id, sub.id), eq(registrySubmissions.claimToken, token)))
      .for('update');
    // The claim ran out and another run took it: that run records (the key gives it the same answer).
    if (!held) return 'skipped';
    if ('number' in result) {
      await accepted(deps, tx, sub, reference, result.number);
      return 'accepted';
    }
    const { error } = result;
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
    // Anything else is ours: the claim is given back and the job's own retry takes it again.
    await tx.update(registrySubmissions).set(released).where(eq(registrySubmissions.id, sub.id));
    throw error;
  });
}

/** Waits (without a connection) until an attempt in flight is recorded or its claim runs out. */
async function waitForClaim(deps: JobDeps, submissionId: string): Promise<void> {
  const until = Date.now() + WAIT_FOR_CLAIM_MS;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const [row] = await deps.db
      .select({ status: registrySubmissions.status, claimedUntil: registrySubmissions.claimedUntil })
      .from(registrySubmissions)
      .where(eq(registrySubmissions.id, submissionId));
    if (row?.status !== 'queued' || !row.claimedUntil || row.claimedUntil.getTime() <= deps.now().getTime()) return;
  }
}

/**
 * Sends the submission once, if it still needs sending; what came of it. Three steps, and no
 * database connection or row lock is held while the registry answers: claim (a short
 * transaction: the attempt is counted and a token stored), call, record (a second short
 * transaction that only writes while the token is still the submission's). A run that finds
 * another attempt in flight waits for it and then finds the submission done (or due later).
 * `registry` replaces the configured adapter (tests).
 */
export async function runSubmission(
  deps: JobDeps,
  submissionId: string,
  options: { registry?: RentalRegistry } = {},
): Promise<SubmissionOutcome> {
  const claimed = await claim(deps, submissionId);
  if (claimed.state === 'busy') {
    await waitForClaim(deps, submissionId);
    return 'skipped';
  }
  if (claimed.state === 'skipped') return 'skipped';
  const registry = options.registry ?? registryFor(deps.env, deps.db);
  let result: { number: string } | { error: unknown };
  try {
    result = { number: await send(registry, claimed.sub, claimed.call) };
  } catch (error) {
    result = { error };
  }
  return record(deps, claimed, result);
}

export const registrySubmissionWorker: JobWorker<typeof registrySubmissionQueue> = {
  queue: registrySubmissionQueue,
  async handle(data, deps) {
    await runSubmission(deps, data.submissionId);
  },
};
