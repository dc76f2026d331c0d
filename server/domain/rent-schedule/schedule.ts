import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { dayOf } from '#common/calendar-day.ts';
import type { PaymentDay, TermKind } from '#common/contract-model.ts';
import { type CpiPoint, type IndexTerms, isIndexLinked, linkedPayment } from '#common/index-linking.ts';
import { scheduleMonths } from '#common/rent-schedule.ts';
import type { Db } from '#server/db/client.ts';
import { rentPayments } from '#server/db/schema/rent-payments.ts';
import { consumerPriceIndex, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { postCreditApplied } from '../ledger/credit-applied.ts';
import { passOnCredit } from './record-payment.ts';

// The schedule in the database (docs/rules/rent-payments.md): made when a contract becomes
// active, extended daily for indefinite leases, its unpaid months of index-linked contracts
// recomputed when the index changes, and pending months marked overdue after their due date.
// Every function here is idempotent: run twice, the second run changes nothing.

type ContractRow = typeof rentalContracts.$inferSelect;

/** Every CPI month entered, oldest first. */
export async function cpiPoints(db: Db): Promise<CpiPoint[]> {
  const rows = await db
    .select({ month: consumerPriceIndex.month, value: consumerPriceIndex.value })
    .from(consumerPriceIndex)
    .orderBy(asc(consumerPriceIndex.month));
  return rows;
}

export function indexTermsOf(row: ContractRow): IndexTerms {
  return {
    indexType: row.indexType as IndexTerms['indexType'],
    termKind: row.termKind as TermKind,
    startDate: row.startDate,
    endDate: row.endDate,
    indexBaseMonth: row.indexBaseMonth,
    indexBaseValue: row.indexBaseValue,
  };
}

/**
 * Adds the months of the contract's schedule that are missing (all of them on activation; for
 * an indefinite lease, the months the rolling horizon has reached since). Existing rows are
 * never changed, except that credit the contract holds is passed on to the new months. A contract
 * without a start date or rent has no schedule. Returns how many months were added.
 */
export async function ensureSchedule(db: Db, contractId: string, now: Date, cpi?: CpiPoint[]): Promise<number> {
  const [row] = await db.select().from(rentalContracts).where(eq(rentalContracts.id, contractId));
  if (!row?.startDate || row.rentIsk === null) return 0;
  if (row.termKind === 'fixed' && !row.endDate) return 0;
  const months = scheduleMonths(
    {
      startDate: row.startDate,
      termKind: row.termKind as TermKind,
      endDate: row.endDate,
      rentIsk: row.rentIsk,
      paymentDay: row.paymentDay as PaymentDay,
      paymentDayOther: row.paymentDayOther,
    },
    dayOf(now),
  );
  if (!months.length) return 0;
  const points = cpi ?? (isIndexLinked(indexTermsOf(row)) ? await cpiPoints(db) : []);
  const terms = indexTermsOf(row);
  const inserted = await db
    .insert(rentPayments)
    .values(
      months.map((m) => {
        const { amountIsk, index } = linkedPayment(m.baseAmountIsk, m.dueDate, terms, points);
        return {
          contractId,
          periodStart: m.periodStart,
          periodEnd: m.periodEnd,
          dueDate: m.dueDate,
          baseAmountIsk: m.baseAmountIsk,
          amountIsk,
          indexMonth: index?.month ?? null,
          indexValue: index?.value ?? null,
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .onConflictDoNothing({ target: [rentPayments.contractId, rentPayments.periodStart] })
    .returning({ id: rentPayments.id });
  // Credit the tenant holds (an overpayment with no open month then) goes to the new months at
  // once, so their claims ask only the rest; the bank's share of it moves in the ledger too.
  if (inserted.length) {
    const applied = await passOnCredit(db, contractId, now);
    if (applied.length) await postCreditApplied(db, contractId, applied);
  }
  return inserted.length;
}

/**
 * Recomputes the unpaid months (pending or overdue) of active index-linked contracts from the
 * index as it stands: after staff enter or correct a month's value. Paid and cancelled months
 * keep what they were. Returns how many months changed; `repriced` collects the contracts whose rent did.
 */
export async function recomputeIndexed(db: Db, now: Date, repriced?: Set<string>): Promise<number> {
  const contracts = await db
    .select()
    .from(rentalContracts)
    .where(and(eq(rentalContracts.status, 'active'), eq(rentalContracts.indexType, 'cpi')));
  const linked = contracts.filter((c) => isIndexLinked(indexTermsOf(c)));
  if (!linked.length) return 0;
  const cpi = await cpiPoints(db);
  let changed = 0;
  for (const contract of linked) {
    const terms = indexTermsOf(contract);
    const open = await db
      .select()
      .from(rentPayments)
      .where(and(eq(rentPayments.contractId, contract.id), inArray(rentPayments.status, ['pending', 'overdue'])))
      .for('update');
    for (const payment of open) {
      const { amountIsk, index } = linkedPayment(payment.baseAmountIsk, payment.dueDate, terms, cpi);
      const indexMonth = index?.month ?? null;
      const indexValue = index?.value ?? null;
      if (payment.amountIsk === amountIsk && payment.indexMonth === indexMonth && payment.indexValue === indexValue) continue;
      await db
        .update(rentPayments)
        .set({ amountIsk, indexMonth, indexValue, updatedAt: now })
        .where(and(eq(rentPayments.id, payment.id), inArray(rentPayments.status, ['pending', 'overdue'])));
      changed++;
      repriced?.add(contract.id);
    }
  }
  return changed;
}

/** Pending months whose due date has passed become overdue. Returns how many. */
export interface OverdueMonth {
  id: string;
  contractId: string;
  dueDate: string;
}

/** Pending months past their due date become overdue; returns those that just did (once each). */
export async function markOverdue(db: Db, now: Date): Promise<OverdueMonth[]> {
  return db
    .update(rentPayments)
    .set({ status: 'overdue', updatedAt: now })
    .where(and(eq(rentPayments.status, 'pending'), lt(rentPayments.dueDate, dayOf(now))))
    .returning({ id: rentPayments.id, contractId: rentPayments.contractId, dueDate: rentPayments.dueDate });
}

/**
 * The active contracts whose schedule needs months: those without any row (activated before
 * schedules existed: the back-fill), and indefinite leases (their horizon moves daily).
 */
export async function contractsNeedingMonths(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: rentalContracts.id })
    .from(rentalContracts)
    .leftJoin(rentPayments, eq(rentPayments.contractId, rentalContracts.id))
    .where(
      and(eq(rentalContracts.status, 'active'), sql`(${rentalContracts.termKind} = 'indefinite' or ${rentPayments.id} is null)`),
    )
    .groupBy(rentalContracts.id);
  return rows.map((r) => r.id);
}
