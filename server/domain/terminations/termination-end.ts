import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { dayOf } from '#common/calendar-day.ts';
import type { Db } from '#server/db/client.ts';
import { contractDemands, contractTerminations } from '#server/db/schema/contract-terminations.ts';
import { rentPayments } from '#server/db/schema/rent-payments.ts';
import { rentalContracts } from '#server/db/schema/rental-contracts.ts';
import type { JobDeps } from '#server/jobs/queue.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { enqueueDeregistration } from '../registry/registry-enqueue.ts';
import { cancelRentAfter } from '../rent-schedule/schedule-stop.ts';
import { loadContract, sidesOf } from '../tenancy/core/agreement.ts';
import { recordContractEvent } from '../tenancy/core/history.ts';
import { contractPeople } from '../tenancy/core/recipients.ts';
import { dottedDay } from './termination-facts.ts';

// A contract's end by termination (docs/rules/terminations.md "The end"): on the day after its
// last day (or at once, for a rescission that takes effect on delivery) the contract becomes
// terminated, the months of its schedule after the last day are cancelled and its deregistration
// is queued. The daily job also settles the written demands. Everything here is idempotent.

type Deps = Pick<JobDeps, 'db' | 'env' | 'jobs' | 'now' | 'publicUrl'>;

/**
 * Ends an active contract as terminated with `lastDay` as its last day, in `tx`. Returns false
 * when it was not active (already terminated or ended): nothing is done twice.
 */
export async function terminateContract(
  deps: Deps,
  tx: Db,
  contractId: string,
  lastDay: string,
  actorId: string | null,
): Promise<boolean> {
  const now = deps.now();
  const done = await tx
    .update(rentalContracts)
    .set({ status: 'terminated', endedAt: now, endDate: lastDay, updatedAt: now })
    .where(and(eq(rentalContracts.id, contractId), eq(rentalContracts.status, 'active')))
    .returning({ id: rentalContracts.id, number: rentalContracts.number, address: rentalContracts.address });
  if (!done.length) return false;
  await recordContractEvent(tx, { contractId, actorId, kind: 'terminated', data: { lastDay }, at: now });
  await cancelRentAfter(tx, contractId, lastDay, now);
  await enqueueDeregistration(tx, contractId, now, deps.jobs);
  const loaded = await loadContract(tx, contractId);
  for (const userId of await contractPeople(tx, contractId))
    await publishNotification(
      deps,
      {
        userId,
        kind: 'contracts',
        event: 'contract_terminated',
        params: { reference: loaded?.reference ?? '', date: dottedDay(lastDay) },
        link: `/rental-contracts/${contractId}`,
      },
      tx,
    );
  return true;
}

/** Terminates the active contracts whose binding termination's last day has passed; their ids. */
export async function terminateDueContracts(deps: Deps): Promise<string[]> {
  const today = dayOf(deps.now());
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: rentalContracts.id, lastDay: contractTerminations.legalEndDate })
      .from(contractTerminations)
      .innerJoin(rentalContracts, eq(rentalContracts.id, contractTerminations.contractId))
      .where(
        and(
          eq(rentalContracts.status, 'active'),
          isNotNull(contractTerminations.bindingAt),
          inArray(contractTerminations.status, ['sent', 'accepted']),
          lt(contractTerminations.legalEndDate, today),
        ),
      )
      .for('update', { of: rentalContracts, skipLocked: true });
    const ended: string[] = [];
    for (const { id, lastDay } of due) {
      if (lastDay && (await terminateContract(deps, tx, id, lastDay, null))) ended.push(id);
    }
    return ended;
  });
}

/** Whether every month of a demand is paid (or no longer owed). */
export async function demandMonthsPaid(db: Db, contractId: string, months: string[]): Promise<boolean> {
  if (!months.length) return true;
  const [row] = await db
    .select({ open: sql<number>`count(*)`.mapWith(Number) })
    .from(rentPayments)
    .where(
      and(
        eq(rentPayments.contractId, contractId),
        inArray(rentPayments.periodStart, months),
        inArray(rentPayments.status, ['pending', 'overdue']),
      ),
    );
  return (row?.open ?? 0) === 0;
}

/**
 * Open payment demands: paid ones are resolved; those past their deadline unpaid expire (the
 * landlord is told: the unpaid-rent rescission is now open). Returns how many expired.
 */
export async function settleDemands(deps: Deps): Promise<{ paid: number; expired: number }> {
  const now = deps.now();
  const today = dayOf(now);
  return deps.db.transaction(async (tx) => {
    const open = await tx
      .select()
      .from(contractDemands)
      .where(
        and(eq(contractDemands.kind, 'payment_demand'), isNull(contractDemands.resolvedAt), isNull(contractDemands.expiredAt)),
      )
      .for('update', { skipLocked: true });
    let paid = 0;
    let expired = 0;
    for (const demand of open) {
      if (await demandMonthsPaid(tx, demand.contractId, demand.months)) {
        await tx.update(contractDemands).set({ resolvedAt: now, updatedAt: now }).where(eq(contractDemands.id, demand.id));
        await recordContractEvent(tx, { contractId: demand.contractId, actorId: null, kind: 'payment_demand_paid', at: now });
        paid++;
      } else if (demand.deadline && today > demand.deadline) {
        await tx.update(contractDemands).set({ expiredAt: now, updatedAt: now }).where(eq(contractDemands.id, demand.id));
        await recordContractEvent(tx, { contractId: demand.contractId, actorId: null, kind: 'payment_demand_expired', at: now });
        const loaded = await loadContract(tx, demand.contractId);
        if (loaded)
          for (const userId of sidesOf(loaded).recipients.landlord)
            await publishNotification(
              deps,
              {
                userId,
                kind: 'contracts',
                event: 'payment_demand_expired',
                params: { reference: loaded.reference },
                link: `/rental-contracts/${demand.contractId}/termination-requests/violate/unpaid_rent`,
              },
              tx,
            );
        expired++;
      }
    }
    return { paid, expired };
  });
}
