import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { registrySubmissions, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { registryFor } from '#server/integrations/registry/registry-adapter.ts';
import { registryRecord } from '#server/integrations/registry/registry-payload.ts';
import { type RegistryReason, RegistryRefusal, RegistryUnavailable } from '#server/integrations/registry/rental-registry.ts';
import type { JobDeps, JobWorker } from '#server/jobs/queue.ts';
import { registrySubmissionQueue } from '#server/jobs/queues/registry-submission.ts';
import { logger } from '#server/lib/logger.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { agreementTerms, loadContract, partyFromRow } from '../tenancy/core/agreement.ts';
import { recordContractEvent } from '../tenancy/core/history.ts';
import { mayRetry, retryDelaySeconds } from './registry-backoff.ts';
import { isoDay } from './registry-enqueue.ts';
import { contractPeople, staffPeople } from './registry-recipients.ts';
import { landlordNoticeOf } from './termination-notice.ts';

// Sends one registry submission (docs/rules/registry.md). The submission row is locked for the
// whole attempt, so two runs of the same job (or a staff retry beside a scheduled one) take turns
// and the second finds it accepted; the idempotency key makes the registry answer a repeated
// registration with the number it gave before; and rental_contracts.registry_number is unique.
// Together: never two registry numbers for one contract.

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
    .set({ status: 'rejected', attempts: sub.attempts + 1, lastError: reasons, nextAttemptAt: null, updatedAt: now })
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
  await tell(
    deps,
    tx,
    await contractPeople(tx, sub.contractId),
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
  const attempts = sub.attempts + 1;
  if (!mayRetry(attempts)) {
    await tx
      .update(registrySubmissions)
      .set({ status: 'failed', attempts, lastError: [reason], nextAttemptAt: null, updatedAt: now })
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
    .set({ attempts, lastError: [reason], nextAttemptAt: new Date(now.getTime() + delay * 1000), updatedAt: now })
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
      attempts: sub.attempts + 1,
      registryNumber,
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

/** Sends the submission once, if it still needs sending; what came of it. */
export async function runSubmission(deps: JobDeps, submissionId: string): Promise<SubmissionOutcome> {
  return deps.db.transaction(async (tx) => {
    const [sub] = await tx.select().from(registrySubmissions).where(eq(registrySubmissions.id, submissionId)).for('update');
    if (sub?.status !== 'queued') return 'skipped';
    // A job woken early (a duplicate, or pg-boss's own retry) waits for the backoff.
    if (sub.nextAttemptAt && sub.nextAttemptAt.getTime() > deps.now().getTime()) return 'skipped';
    const loaded = await loadContract(tx, sub.contractId);
    if (!loaded) return 'skipped';
    const registry = registryFor(deps.env, tx);
    try {
      if (sub.kind === 'register') {
        const record = registryRecord({
          id: loaded.row.id,
          reference: loaded.reference,
          signatureDate: isoDay(loaded.row.activatedAt ?? deps.now()),
          terms: agreementTerms(loaded),
          parties: loaded.parties.map(partyFromRow),
        });
        const receipt = await registry.register(record, sub.idempotencyKey);
        await accepted(deps, tx, sub, loaded.reference, receipt.registryNumber);
      } else if (sub.kind === 'terminate') {
        const number = loaded.row.registryNumber;
        const notice = await landlordNoticeOf(tx, sub.contractId);
        if (!number)
          throw new RegistryUnavailable('not registered yet', {
            code: 'registry_not_registered_yet',
            message: 'The contract is not registered yet.',
          });
        if (!notice) return 'skipped';
        await registry.reportTermination(number, notice, sub.idempotencyKey);
        await accepted(deps, tx, sub, loaded.reference, number);
      } else {
        const number = loaded.row.registryNumber;
        if (!number)
          throw new RegistryUnavailable('not registered yet', {
            code: 'registry_not_registered_yet',
            message: 'The contract is not registered yet.',
          });
        await registry.deregister(number, loaded.row.endDate ?? isoDay(loaded.row.endedAt ?? deps.now()), sub.idempotencyKey);
        await accepted(deps, tx, sub, loaded.reference, number);
      }
      return 'accepted';
    } catch (error) {
      if (error instanceof RegistryRefusal) {
        await refused(deps, tx, sub, loaded.reference, error.reasons);
        logger.info({ submissionId, reasons: error.reasons.map((r) => r.code) }, 'registry refused a submission');
        return 'rejected';
      }
      if (error instanceof RegistryUnavailable) {
        const outcome = await unavailable(deps, tx, sub, loaded.reference, error.reason);
        logger.warn({ submissionId, attempts: sub.attempts + 1, outcome }, 'registry unavailable');
        return outcome;
      }
      throw error;
    }
  });
}

export const registrySubmissionWorker: JobWorker<typeof registrySubmissionQueue> = {
  queue: registrySubmissionQueue,
  async handle(data, deps) {
    await runSubmission(deps, data.submissionId);
  },
};
