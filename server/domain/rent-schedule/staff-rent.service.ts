import { and, count, desc, eq, exists, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { dayOf } from '#common/calendar-day.ts';
import { contractReference } from '#common/contract-dtos.ts';
import { LIST_PAGE_SIZE } from '#common/list-kit.ts';
import { RENT_PAYMENT_STATUSES, type RentPaymentStatus } from '#common/rent-schedule-dtos.ts';
import { monthEnd, referenceNumber, type StaffRentListDto, type StaffRentQuery } from '#common/staff-rent.ts';
import { bankClaims } from '#server/db/schema/payment-service.ts';
import { rentPayments } from '#server/db/schema/rent-payments.ts';
import { rentalContractParties, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { users } from '#server/db/schema/users.ts';
import { authorize } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';

// /man/payments and GET /api/man/rent-payments/: every month of rent of every active contract,
// whether the payment service collects it or the landlord side marks it by hand
// (docs/rules/staff-payments.md). Overdue months first, then the latest due date; 20 a page;
// counts per status and krónur totals under the filter. Needs staff.payments.read.

function escapeLike(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The search and month range (the status filter apart, so the counts can show every status). */
function baseConditions(query: StaffRentQuery): SQL[] {
  const conditions: SQL[] = [eq(rentalContracts.status, 'active')];
  if (query.from) conditions.push(gte(rentPayments.dueDate, `${query.from}-01`));
  if (query.to) conditions.push(lte(rentPayments.dueDate, monthEnd(query.to)));
  if (query.q) {
    const like = escapeLike(query.q);
    const number = referenceNumber(query.q);
    const matches: SQL[] = [
      ilike(rentalContracts.address, like),
      exists(
        sql`(select 1 from ${rentalContractParties} where ${rentalContractParties.contractId} = ${rentalContracts.id} and (${rentalContractParties.name} ilike ${like} or ${rentalContractParties.companyName} ilike ${like}))`,
      ),
    ];
    if (number !== null) matches.push(eq(rentalContracts.number, number));
    conditions.push(or(...matches) as SQL);
  }
  return conditions;
}

export async function searchStaffRentPayments(ctx: ServiceContext, query: StaffRentQuery): Promise<StaffRentListDto> {
  await authorize(ctx, 'staff.payments.read');
  const base = baseConditions(query);
  const where = and(...base, ...(query.status ? [eq(rentPayments.status, query.status)] : []));
  const [byStatus, [totals]] = await Promise.all([
    ctx.db
      .select({ status: rentPayments.status, n: count() })
      .from(rentPayments)
      .innerJoin(rentalContracts, eq(rentalContracts.id, rentPayments.contractId))
      .where(and(...base))
      .groupBy(rentPayments.status),
    ctx.db
      .select({
        total: count(),
        due: sql<string>`coalesce(sum(${rentPayments.amountIsk}) filter (where ${rentPayments.status} <> 'cancelled'), 0)`,
        paid: sql<string>`coalesce(sum(coalesce(${rentPayments.paidAmountIsk}, ${rentPayments.amountIsk})) filter (where ${rentPayments.status} = 'paid'), 0)`,
        overdue: sql<string>`coalesce(sum(${rentPayments.amountIsk}) filter (where ${rentPayments.status} = 'overdue'), 0)`,
      })
      .from(rentPayments)
      .innerJoin(rentalContracts, eq(rentalContracts.id, rentPayments.contractId))
      .where(where),
  ]);
  const total = Number(totals.total);
  const rows = await ctx.db
    .select({
      payment: rentPayments,
      number: rentalContracts.number,
      address: rentalContracts.address,
      markedBy: users.name,
      claimPaid: sql<boolean>`exists (select 1 from ${bankClaims} where ${bankClaims.rentPaymentId} = ${rentPayments.id} and ${bankClaims.status} = 'paid')`,
    })
    .from(rentPayments)
    .innerJoin(rentalContracts, eq(rentalContracts.id, rentPayments.contractId))
    .leftJoin(users, eq(users.id, rentPayments.markedPaidById))
    .where(where)
    // Overdue first, the longest unpaid at the top; then the months nearest today, either side.
    .orderBy(
      sql`(${rentPayments.status} = 'overdue') desc`,
      sql`case when ${rentPayments.status} = 'overdue' then ${rentPayments.dueDate} end asc`,
      sql`abs(${rentPayments.dueDate} - ${dayOf(ctx.now())}::date)`,
      desc(rentPayments.dueDate),
      rentalContracts.number,
    )
    .limit(LIST_PAGE_SIZE)
    .offset((query.page - 1) * LIST_PAGE_SIZE);
  return {
    items: rows.map(({ payment, number, address, markedBy, claimPaid }) => ({
      id: payment.id,
      contract_id: payment.contractId,
      contract_reference: contractReference(number),
      address,
      period_start: payment.periodStart,
      period_end: payment.periodEnd,
      due_date: payment.dueDate,
      base_amount_isk: payment.baseAmountIsk,
      amount_isk: payment.amountIsk,
      index_linked: payment.indexMonth !== null,
      status: payment.status as RentPaymentStatus,
      paid_at: payment.paidAt?.toISOString() ?? null,
      paid_how:
        payment.status !== 'paid'
          ? { kind: 'none' }
          : claimPaid && payment.markedPaidById === null
            ? { kind: 'bank' }
            : { kind: 'hand', by: markedBy ?? null },
    })),
    page: query.page,
    page_count: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)),
    total,
    counts: Object.fromEntries(
      RENT_PAYMENT_STATUSES.map((s) => [s, Number(byStatus.find((r) => r.status === s)?.n ?? 0)]),
    ) as Record<RentPaymentStatus, number>,
    totals: { due_isk: Number(totals.due), paid_isk: Number(totals.paid), overdue_isk: Number(totals.overdue) },
  };
}
