import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { dayOf } from '#common/calendar-day.ts';
import { addDays } from '#common/contract-rules.ts';
import type { Db } from '#server/db/client.ts';
import { listings } from '#server/db/schema/listings.ts';
import { registryAlerts } from '#server/db/schema/registry.ts';
import { registrySubmissions, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import type { JobDeps } from '#server/jobs/queue.ts';
import { registrySubmissionQueue } from '#server/jobs/queues/registry-submission.ts';
import { markListingRented } from '../listings/listing-rented.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { recordContractEvent } from '../tenancy/core/history.ts';
import { readContractSettings } from './contract-settings.ts';
import { enqueueDeregistration } from './registry-enqueue.ts';
import { staffPeople } from './registry-recipients.ts';

// Every morning (docs/rules/registry.md "Deadlines"; the run is registryDailyWorker in
// server/domain/terminations/lease-daily.worker.ts, which ends terminated contracts first): fixed-term
// active contracts past their end become ended and their deregistration is queued; the listing of a
// lease that took effect becomes rented; staff are told, once a day, how many
// registrations are near their due date (within the alert days), past it, or failed.
// Idempotent: an ended contract is not ended again, a deregistration is queued once, and the
// alert of a day is sent once (registry_alerts.day is unique).

/** Ends the fixed-term active contracts whose end date has passed; returns their ids. */
export async function endPastContracts(deps: JobDeps): Promise<string[]> {
  const now = deps.now();
  const today = dayOf(now);
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: rentalContracts.id })
      .from(rentalContracts)
      .where(and(eq(rentalContracts.status, 'active'), eq(rentalContracts.termKind, 'fixed'), lt(rentalContracts.endDate, today)))
      .for('update', { skipLocked: true });
    for (const { id } of due) {
      await tx.update(rentalContracts).set({ status: 'ended', endedAt: now, updatedAt: now }).where(eq(rentalContracts.id, id));
      await recordContractEvent(tx, { contractId: id, actorId: null, kind: 'ended', at: now });
      await enqueueDeregistration(tx, id, now, deps.jobs);
    }
    return due.map((d) => d.id);
  });
}

/** How long past its due time a queued submission may wait for its job before the sweep queues another. */
export const SWEEP_GRACE_SECONDS = 15 * 60;

/**
 * Every five minutes (sweep.worker.ts): queues a job again for every queued submission that no job will send: its job lost, never
 * queued (a submission written without one: the demo seeds did), or its next attempt unset or
 * long past, and no attempt in flight (or its lease ran out, a crash between call and record).
 * Its next attempt becomes now, so a second sweep finds nothing; the worker sends it at most once
 * whatever runs (the lease and the idempotency key). Returns the submissions queued.
 */
export async function sweepSubmissions(deps: JobDeps): Promise<string[]> {
  const now = deps.now();
  const overdue = new Date(now.getTime() - SWEEP_GRACE_SECONDS * 1000);
  return deps.db.transaction(async (tx) => {
    const stuck = await tx
      .select({ id: registrySubmissions.id })
      .from(registrySubmissions)
      .where(
        and(
          eq(registrySubmissions.status, 'queued'),
          or(isNull(registrySubmissions.nextAttemptAt), lt(registrySubmissions.nextAttemptAt, overdue)),
          or(isNull(registrySubmissions.leaseUntil), lt(registrySubmissions.leaseUntil, now)),
        ),
      )
      .for('update', { skipLocked: true });
    for (const { id } of stuck) {
      await tx.update(registrySubmissions).set({ nextAttemptAt: now, updatedAt: now }).where(eq(registrySubmissions.id, id));
      await deps.jobs.enqueue(tx, registrySubmissionQueue, { submissionId: id }, { singletonKey: `registry-sweep-${id}` });
    }
    return stuck.map((s) => s.id);
  });
}

/**
 * The listing of a lease that has taken effect (active, its start day reached) is rented: a
 * listing still "rented, contract in progress" (rented_pending) becomes rented, with its history
 * entry. Idempotent: a rented listing is left as it is. Returns the listings changed.
 */
export async function markListingsRented(deps: JobDeps): Promise<string[]> {
  const today = dayOf(deps.now());
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: listings.id })
      .from(listings)
      .innerJoin(rentalContracts, eq(rentalContracts.listingId, listings.id))
      .where(
        and(eq(listings.status, 'rented_pending'), eq(rentalContracts.status, 'active'), lte(rentalContracts.startDate, today)),
      )
      .for('update', { of: listings, skipLocked: true });
    const ids = [...new Set(due.map((d) => d.id))];
    for (const id of ids) await markListingRented(tx, id, deps.now());
    return ids;
  });
}

export interface DeadlineCounts {
  nearing: number;
  overdue: number;
  failed: number;
}

/** Registrations not accepted: due within `alertDays` (not yet past), past due, and failed or refused. */
export async function registrationDeadlineCounts(db: Db, today: string, alertDays: number): Promise<DeadlineCounts> {
  const open = and(
    eq(registrySubmissions.kind, 'register'),
    inArray(registrySubmissions.status, ['queued', 'failed', 'rejected']),
  );
  const [row] = await db
    .select({
      nearing:
        sql<number>`count(*) filter (where ${rentalContracts.registrationDue} >= ${today} and ${rentalContracts.registrationDue} <= ${addDays(today, alertDays)})`.mapWith(
          Number,
        ),
      overdue: sql<number>`count(*) filter (where ${rentalContracts.registrationDue} < ${today})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${registrySubmissions.status} in ('failed', 'rejected'))`.mapWith(Number),
    })
    .from(registrySubmissions)
    .innerJoin(rentalContracts, eq(rentalContracts.id, registrySubmissions.contractId))
    .where(open);
  return { nearing: row?.nearing ?? 0, overdue: row?.overdue ?? 0, failed: row?.failed ?? 0 };
}

/** Tells staff about registrations near or past their due date, or failed; once a day. Returns whether it did. */
export async function alertStaff(deps: JobDeps): Promise<boolean> {
  const today = dayOf(deps.now());
  return deps.db.transaction(async (tx) => {
    const { registryAlertDays } = await readContractSettings(tx);
    const counts = await registrationDeadlineCounts(tx, today, registryAlertDays);
    if (counts.nearing + counts.overdue + counts.failed === 0) return false;
    const [fresh] = await tx
      .insert(registryAlerts)
      .values({ day: today, ...counts })
      .onConflictDoNothing()
      .returning({ id: registryAlerts.id });
    if (!fresh) return false;
    const params = { nearing: counts.nearing, overdue: counts.overdue, failed: counts.failed, days: registryAlertDays };
    for (const userId of await staffPeople(tx))
      await publishNotification(
        deps,
        { userId, kind: 'contracts', event: 'registry_deadlines_staff', params, link: '/man/hms' },
        tx,
      );
    return true;
  });
}
