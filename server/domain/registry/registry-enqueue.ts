import { and, eq, ne } from 'drizzle-orm';
import { dayOf } from '#common/calendar-day.ts';
import { registrationDeadline } from '#common/contract-rules.ts';
import type { Db } from '#server/db/client.ts';
import { registrySubmissions, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import { registrySubmissionQueue } from '#server/jobs/queues/registry-submission.ts';
import { recordContractEvent } from '../tenancy/core/history.ts';

// Queuing registry submissions (docs/rules/registry.md). Called inside the transaction of the
// change that causes them (activation, the end of a contract), so a submission and its job exist
// exactly when the change commits. One submission per contract and kind, whatever calls twice.

export type SubmissionKind = 'register' | 'deregister' | 'terminate';

/** The idempotency key the registry sees: one per contract and kind, for good. */
export function idempotencyKey(kind: SubmissionKind, contractId: string): string {
  return `heimaleiga-${kind}-${contractId}`;
}

async function queueSubmission(
  tx: Db,
  jobs: Pick<JobQueue, 'enqueue'>,
  contractId: string,
  kind: SubmissionKind,
  now: Date,
): Promise<string | null> {
  const [inserted] = await tx
    .insert(registrySubmissions)
    .values({ contractId, kind, idempotencyKey: idempotencyKey(kind, contractId), status: 'queued', nextAttemptAt: now })
    .onConflictDoNothing()
    .returning({ id: registrySubmissions.id });
  if (!inserted) return null;
  await jobs.enqueue(tx, registrySubmissionQueue, { submissionId: inserted.id });
  await recordContractEvent(tx, { contractId, actorId: null, kind: 'registry_submitted', data: { kind }, at: now });
  return inserted.id;
}

/**
 * Queues the registration of a contract that became active: its due date is the day it was
 * signed (activated) + 30 days, its registry status pending (unless already registered), and one
 * submission with its job. Call it in the activation's transaction. Returns the new submission's
 * id, or null when the contract already had one (nothing is queued twice).
 */
export async function enqueueRegistration(
  tx: Db,
  contractId: string,
  now: Date,
  jobs: Pick<JobQueue, 'enqueue'>,
): Promise<string | null> {
  const [contract] = await tx
    .select({ activatedAt: rentalContracts.activatedAt })
    .from(rentalContracts)
    .where(eq(rentalContracts.id, contractId))
    .for('update');
  if (!contract) throw new Error(`no contract ${contractId} to register`);
  const signedDay = dayOf(contract.activatedAt ?? now);
  await tx
    .update(rentalContracts)
    .set({ registrationDue: registrationDeadline(signedDay), registryStatus: 'pending', updatedAt: now })
    .where(and(eq(rentalContracts.id, contractId), ne(rentalContracts.registryStatus, 'registered')));
  return queueSubmission(tx, jobs, contractId, 'register', now);
}

/**
 * Queues the deregistration of a contract that ended (within 30 days of its end: the daily job
 * calls this the day after). Sent once the registration is accepted. Returns the submission's id,
 * or null when there already was one.
 */
export async function enqueueDeregistration(
  tx: Db,
  contractId: string,
  now: Date,
  jobs: Pick<JobQueue, 'enqueue'>,
): Promise<string | null> {
  return queueSubmission(tx, jobs, contractId, 'deregister', now);
}

/**
 * Queues the report of a landlord's notice of termination (or rescission) to the registry: call
 * it in the transaction that sends the notice. One per contract; sent once the registration is
 * accepted. Returns the submission's id, or null when there already was one.
 */
export async function enqueueTerminationReport(
  tx: Db,
  contractId: string,
  now: Date,
  jobs: Pick<JobQueue, 'enqueue'>,
): Promise<string | null> {
  return queueSubmission(tx, jobs, contractId, 'terminate', now);
}
