import { and, asc, eq, inArray } from 'drizzle-orm';
import { indexChangePercent, indexFor, isIndexLinked, linkedPayment } from '#common/index-linking.ts';
import { isId } from '#common/input.ts';
import type {
  IndexSummaryDto,
  RentPaymentDto,
  RentPaymentStatus,
  RentReceiptDto,
  RentScheduleDto,
} from '#common/rent-schedule-dtos.ts';
import type { Db } from '#server/db/client.ts';
import { rentPayments } from '#server/db/schema/rent-payments.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Actor, ServiceContext } from '../context.ts';
import { agreementFor, type LoadedContract, mayOn } from '../tenancy/core/agreement.ts';
import { markPaidSchema } from './payments.schemas.ts';
import { cpiPoints, indexTermsOf, isoDay } from './schedule.ts';

// A contract's rent payments as its parties see them (docs/rules/rent-payments.md): the
// schedule with the index summary, receipts of paid months, and the landlord side marking a
// month paid by hand (a bank transfer) or undoing that mark the same day.

type PaymentRow = typeof rentPayments.$inferSelect;
type PaymentPermission = 'contract.payments.read' | 'contract.payments.mark';

/** The contract if the actor may do this with its payments: else 404, or 403 for one who may only read them. */
async function contractFor(
  ctx: ServiceContext,
  id: string,
  permission: PaymentPermission,
  db: Db = ctx.db,
): Promise<{ actor: Actor; contract: LoadedContract }> {
  const { actor, contract } = await agreementFor(ctx, id, permission, { db });
  return { actor, contract };
}

/** A mark by hand can be undone on the day it was made (updated_at: a paid month is not changed otherwise). */
function undoable(row: PaymentRow, today: string): boolean {
  return row.status === 'paid' && row.markedPaidById !== null && isoDay(row.updatedAt) === today;
}

function paymentDto(row: PaymentRow, today: string, mayMark: boolean): RentPaymentDto {
  return {
    id: row.id,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    dueDate: row.dueDate,
    baseAmountIsk: row.baseAmountIsk,
    amountIsk: row.amountIsk,
    indexMonth: row.indexMonth,
    indexValue: row.indexValue,
    status: row.status as RentPaymentStatus,
    paidAt: row.paidAt?.toISOString() ?? null,
    paidAmountIsk: row.paidAmountIsk,
    paidBy: row.status !== 'paid' ? null : row.markedPaidById ? 'hand' : 'bank',
    canUndo: mayMark && undoable(row, today),
  };
}

async function indexSummary(db: Db, contract: LoadedContract, today: string): Promise<IndexSummaryDto | null> {
  const terms = indexTermsOf(contract.row);
  if (!isIndexLinked(terms) || !terms.indexBaseMonth) return null;
  const baseValue = terms.indexBaseValue as number;
  const current = indexFor(today, await cpiPoints(db));
  return {
    baseMonth: terms.indexBaseMonth,
    baseValue,
    currentMonth: current?.month ?? null,
    currentValue: current?.value ?? null,
    changePercent: current ? indexChangePercent(baseValue, current.value) : null,
    article: '37. gr.',
  };
}

/** The schedule of a contract: every month, oldest first, with the index summary when index-linked. */
export async function contractPayments(ctx: ServiceContext, contractId: string): Promise<RentScheduleDto> {
  const { actor, contract } = await contractFor(ctx, contractId, 'contract.payments.read');
  const today = isoDay(ctx.now());
  const mayMark = mayOn(actor, 'contract.payments.mark', contract);
  const rows = await ctx.db
    .select()
    .from(rentPayments)
    .where(eq(rentPayments.contractId, contractId))
    .orderBy(asc(rentPayments.periodStart));
  return {
    contractId,
    reference: contract.reference,
    rentIsk: contract.row.rentIsk,
    indexed: await indexSummary(ctx.db, contract, today),
    payments: rows.map((r) => paymentDto(r, today, mayMark)),
    can: { mark: mayMark && rows.some((r) => r.status === 'pending' || r.status === 'overdue') },
  };
}

async function paymentOf(db: Db, contractId: string, paymentId: string, lock = false): Promise<PaymentRow> {
  if (!isId(paymentId)) throw new AppError('not_found');
  const query = db
    .select()
    .from(rentPayments)
    .where(and(eq(rentPayments.id, paymentId), eq(rentPayments.contractId, contractId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found');
  return row;
}

/** A paid month's receipt: who paid whom, the period, the amount and the day. */
export async function rentReceipt(ctx: ServiceContext, contractId: string, paymentId: string): Promise<RentReceiptDto> {
  const { contract } = await contractFor(ctx, contractId, 'contract.payments.read');
  const row = await paymentOf(ctx.db, contractId, paymentId);
  if (row.status !== 'paid') throw new AppError('not_found');
  const landlordSide = contract.parties.filter((p) => p.role === 'landlord');
  const tenantSide = contract.parties.filter((p) => p.role === 'tenant');
  return {
    contractId,
    reference: contract.reference,
    address: contract.row.address,
    payers: tenantSide.map((p) => p.name),
    payees: [...new Set(landlordSide.map((p) => p.companyName ?? p.name))],
    payment: paymentDto(row, isoDay(ctx.now()), false),
  };
}

/**
 * The one way a month becomes paid (by hand, or by the bank with `byUserId` null): a pending or
 * overdue month is set paid with the amount and time. Idempotent and safe under concurrency: a
 * single conditional update, so of two calls on the same month exactly one changes it; a call on
 * a month already paid (or cancelled) changes nothing and returns false.
 */
export async function markRentPaid(
  tx: Db,
  input: { paymentId: string; amountIsk: number; paidAt: Date; byUserId: string | null },
): Promise<boolean> {
  const rows = await tx
    .update(rentPayments)
    .set({
      status: 'paid',
      paidAt: input.paidAt,
      paidAmountIsk: input.amountIsk,
      markedPaidById: input.byUserId,
      updatedAt: new Date(),
    })
    .where(and(eq(rentPayments.id, input.paymentId), inArray(rentPayments.status, ['pending', 'overdue'])))
    .returning({ id: rentPayments.id });
  return rows.length > 0;
}

/**
 * The landlord side marks a month paid by hand (a bank transfer to them): the amount and the day
 * it came. The input is checked after access, so those who may not mark learn nothing (404/403).
 */
export async function markPaidByHand(
  ctx: ServiceContext,
  contractId: string,
  paymentId: string,
  raw: unknown,
): Promise<RentPaymentDto> {
  const { actor } = await contractFor(ctx, contractId, 'contract.payments.mark');
  const input = markPaidSchema.parse(raw);
  const now = ctx.now();
  const today = isoDay(now);
  if (input.paidOn > today) throw new AppError('validation_failed', undefined, { fields: { paidOn: ['rent_paid_on_future'] } });
  return ctx.db.transaction(async (tx) => {
    const row = await paymentOf(tx, contractId, paymentId, true);
    if (row.status !== 'pending' && row.status !== 'overdue') throw new AppError('rent_payment_not_open');
    const paidAt = input.paidOn === today ? now : new Date(`${input.paidOn}T12:00:00Z`);
    const changed = await markRentPaid(tx, { paymentId, amountIsk: input.amountIsk, paidAt, byUserId: actor.userId });
    if (!changed) throw new AppError('rent_payment_not_open');
    await tx.update(rentPayments).set({ updatedAt: now }).where(eq(rentPayments.id, paymentId));
    return paymentDto(await paymentOf(tx, contractId, paymentId), today, true);
  });
}

/**
 * Undoes a mistaken mark, the day it was made: the month is open again (overdue when its due
 * date has passed), its amount as the index stands. A month the bank confirmed is not undone here.
 */
export async function undoPaid(ctx: ServiceContext, contractId: string, paymentId: string): Promise<RentPaymentDto> {
  const { contract } = await contractFor(ctx, contractId, 'contract.payments.mark');
  const now = ctx.now();
  const today = isoDay(now);
  return ctx.db.transaction(async (tx) => {
    const row = await paymentOf(tx, contractId, paymentId, true);
    if (!undoable(row, today)) throw new AppError('rent_payment_not_undoable');
    const { amountIsk, index } = linkedPayment(row.baseAmountIsk, row.dueDate, indexTermsOf(contract.row), await cpiPoints(tx));
    await tx
      .update(rentPayments)
      .set({
        status: row.dueDate < today ? 'overdue' : 'pending',
        paidAt: null,
        paidAmountIsk: null,
        markedPaidById: null,
        amountIsk,
        indexMonth: index?.month ?? null,
        indexValue: index?.value ?? null,
        updatedAt: now,
      })
      .where(eq(rentPayments.id, paymentId));
    return paymentDto(await paymentOf(tx, contractId, paymentId), today, true);
  });
}
