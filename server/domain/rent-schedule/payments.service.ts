import { and, asc, desc, eq } from 'drizzle-orm';
import { dayOf } from '#common/calendar-day.ts';
import { indexChangePercent, indexFor, isIndexLinked, linkedPayment } from '#common/index-linking.ts';
import { isId } from '#common/input.ts';
import type { Locale } from '#common/locales.ts';
import type {
  IndexSummaryDto,
  RentPaymentDto,
  RentPaymentStatus,
  RentReceiptDto,
  RentReceiptLineDto,
  RentScheduleDto,
} from '#common/rent-schedule-dtos.ts';
import { heldCreditIsk, owedIsk } from '#common/rent-settlement.ts';
import type { Db } from '#server/db/client.ts';
import { bankClaims } from '#server/db/schema/payment-service.ts';
import { rentPaymentReceipts, rentPayments } from '#server/db/schema/rent-payments.ts';
import { AppError } from '#server/lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { agreementFor, type LoadedContract, mayOn } from '../tenancy/core/agreement.ts';
import { reverseHandPayment } from './hand-payment-ledger.ts';
import { markPaidSchema } from './payments.schemas.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { moneyOf, reallocateCredit, recordRentPayment } from './record-payment.ts';
import { cpiPoints, indexTermsOf } from './schedule.ts';

// A contract's rent payments as its parties see them (docs/rules/rent-payments.md): the
// schedule with the index summary, receipts of paid months, and the landlord side marking a
// month paid by hand (a bank transfer) or undoing that mark the same day.

type PaymentRow = typeof rentPayments.$inferSelect;
type ReceiptRow = typeof rentPaymentReceipts.$inferSelect;

/** The receipt a mark by hand made today, if it can be undone: the month's latest payment, entered by hand. */
function undoableReceipt(row: PaymentRow, receipts: ReceiptRow[], today: string): ReceiptRow | null {
  if (row.status === 'cancelled') return null;
  const latest = receipts.at(-1);
  if (latest?.source !== 'manual' || dayOf(latest.createdAt) !== today) return null;
  return latest;
}

function receiptDto(r: ReceiptRow): RentReceiptLineDto {
  return {
    id: r.id,
    number: r.number,
    amountIsk: r.amountIsk,
    paidAt: r.paidAt.toISOString(),
    source: r.source as RentReceiptLineDto['source'],
  };
}

function paymentDto(row: PaymentRow, receipts: ReceiptRow[], today: string, mayMark: boolean): RentPaymentDto {
  const money = moneyOf(row);
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
    owedIsk: row.status === 'cancelled' ? 0 : owedIsk(money),
    creditInIsk: row.creditInIsk,
    heldCreditIsk: heldCreditIsk(money),
    receipts: receipts.map(receiptDto),
    paidBy: row.status !== 'paid' ? null : row.markedPaidById ? 'hand' : 'bank',
    canUndo: mayMark && undoableReceipt(row, receipts, today) !== null,
  };
}

async function receiptsOf(db: Db, where: { contractId?: string; paymentId?: string }): Promise<Map<string, ReceiptRow[]>> {
  const rows = await db
    .select()
    .from(rentPaymentReceipts)
    .where(
      where.paymentId
        ? eq(rentPaymentReceipts.rentPaymentId, where.paymentId)
        : eq(rentPaymentReceipts.contractId, where.contractId as string),
    )
    .orderBy(asc(rentPaymentReceipts.createdAt), asc(rentPaymentReceipts.number));
  const map = new Map<string, ReceiptRow[]>();
  for (const r of rows) map.set(r.rentPaymentId, [...(map.get(r.rentPaymentId) ?? []), r]);
  return map;
}

async function monthDto(db: Db, row: PaymentRow, today: string, mayMark: boolean): Promise<RentPaymentDto> {
  const receipts = (await receiptsOf(db, { paymentId: row.id })).get(row.id) ?? [];
  return paymentDto(row, receipts, today, mayMark);
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
  const { actor, contract } = await agreementFor(ctx, contractId, 'contract.payments.read');
  const today = dayOf(ctx.now());
  const mayMark = mayOn(actor, 'contract.payments.mark', contract);
  const rows = await ctx.db
    .select()
    .from(rentPayments)
    .where(eq(rentPayments.contractId, contractId))
    .orderBy(asc(rentPayments.periodStart));
  const receipts = await receiptsOf(ctx.db, { contractId });
  return {
    contractId,
    reference: contract.reference,
    rentIsk: contract.row.rentIsk,
    indexed: await indexSummary(ctx.db, contract, today),
    payments: rows.map((r) => paymentDto(r, receipts.get(r.id) ?? [], today, mayMark)),
    creditIsk: rows.reduce((sum, r) => sum + heldCreditIsk(moneyOf(r)), 0),
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

/** A month's receipt once money came for it: who paid whom, the period, the payments received and the days. */
export async function rentReceipt(ctx: ServiceContext, contractId: string, paymentId: string): Promise<RentReceiptDto> {
  const { contract } = await agreementFor(ctx, contractId, 'contract.payments.read');
  const row = await paymentOf(ctx.db, contractId, paymentId);
  if (row.status !== 'paid' && !(row.paidAmountIsk ?? 0)) throw new AppError('not_found');
  const landlordSide = contract.parties.filter((p) => p.role === 'landlord');
  const tenantSide = contract.parties.filter((p) => p.role === 'tenant');
  return {
    contractId,
    reference: contract.reference,
    address: contract.row.address,
    payers: tenantSide.map((p) => p.name),
    payees: [...new Set(landlordSide.map((p) => p.companyName ?? p.name))],
    payment: await monthDto(ctx.db, row, dayOf(ctx.now()), false),
  };
}

/**
 * Records a payment for a month (by hand, or by the bank with `byUserId` null) that sets it paid
 * when it covers the rest owed (record-payment.ts). The month row is locked, so of two calls on
 * the same open month both add up; a call on a paid or cancelled month changes nothing and
 * returns false.
 */
export async function markRentPaid(
  tx: Db,
  input: { paymentId: string; amountIsk: number; paidAt: Date; byUserId: string | null; now?: Date },
): Promise<boolean> {
  const recorded = await recordRentPayment(tx, {
    paymentId: input.paymentId,
    amountIsk: input.amountIsk,
    paidAt: input.paidAt,
    source: input.byUserId ? 'manual' : 'bank',
    byUserId: input.byUserId,
    now: input.now ?? input.paidAt,
  });
  return recorded !== null;
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
  const { actor } = await agreementFor(ctx, contractId, 'contract.payments.mark');
  const input = markPaidSchema.parse(raw);
  const now = ctx.now();
  const today = dayOf(now);
  if (input.paidOn > today) throw new AppError('validation_failed', undefined, { fields: { paidOn: ['rent_paid_on_future'] } });
  return ctx.db.transaction(async (tx) => {
    const row = await paymentOf(tx, contractId, paymentId, true);
    if (row.status !== 'pending' && row.status !== 'overdue') throw new AppError('rent_payment_not_open');
    const paidAt = input.paidOn === today ? now : new Date(`${input.paidOn}T12:00:00Z`);
    const recorded = await recordRentPayment(tx, {
      paymentId,
      amountIsk: input.amountIsk,
      paidAt,
      source: 'manual',
      byUserId: actor.userId,
      now,
    });
    if (!recorded) throw new AppError('rent_payment_not_open');
    return monthDto(tx, await paymentOf(tx, contractId, paymentId), today, true);
  });
}

/**
 * Undoes a mistaken mark by hand, the day it was made: the latest payment entered by hand is
 * removed (its receipt number is not given again) and the month adds up without it; a month that
 * is open again is overdue when its due date has passed, its amount as the index stands. A
 * payment the bank confirmed, or one whose credit was passed on, is not undone here.
 */
export async function undoPaid(ctx: ServiceContext, contractId: string, paymentId: string): Promise<RentPaymentDto> {
  const { contract } = await agreementFor(ctx, contractId, 'contract.payments.mark');
  const now = ctx.now();
  const today = dayOf(now);
  return ctx.db.transaction(async (tx) => {
    const row = await paymentOf(tx, contractId, paymentId, true);
    const receipts = await tx
      .select()
      .from(rentPaymentReceipts)
      .where(eq(rentPaymentReceipts.rentPaymentId, paymentId))
      .orderBy(asc(rentPaymentReceipts.createdAt), asc(rentPaymentReceipts.number));
    const receipt = undoableReceipt(row, receipts, today);
    if (!receipt) throw new AppError('rent_payment_not_undoable');
    // Credit this payment passed on is taken back by working the contract's credit out again; the
    // bank's credit is in the ledger, so a contract with bank payments or a claim the bank holds
    // keeps it (not undone here).
    if (row.creditOutIsk > 0) {
      const [bank] = await tx
        .select({ id: rentPaymentReceipts.id })
        .from(rentPaymentReceipts)
        .where(and(eq(rentPaymentReceipts.contractId, contractId), eq(rentPaymentReceipts.source, 'bank')))
        .limit(1);
      const [held] = await tx
        .select({ id: bankClaims.id })
        .from(bankClaims)
        .where(and(eq(bankClaims.contractId, contractId), eq(bankClaims.status, 'sent')))
        .limit(1);
      if (bank || held) throw new AppError('rent_payment_not_undoable');
    }
    await tx.delete(rentPaymentReceipts).where(eq(rentPaymentReceipts.id, receipt.id));
    await reverseHandPayment(tx, contractId, paymentId, receipt.amountIsk);
    const paid = (row.paidAmountIsk ?? 0) - receipt.amountIsk;
    await tx
      .update(rentPayments)
      .set({ paidAmountIsk: paid > 0 ? paid : null, updatedAt: now })
      .where(eq(rentPayments.id, paymentId));
    await reallocateCredit(tx, contractId, now);
    const after = await paymentOf(tx, contractId, paymentId, true);
    if (after.status !== 'paid' && row.status === 'paid') {
      // Open again: its amount as the index stands.
      const { amountIsk, index } = linkedPayment(row.baseAmountIsk, row.dueDate, indexTermsOf(contract.row), await cpiPoints(tx));
      await tx
        .update(rentPayments)
        .set({ amountIsk, indexMonth: index?.month ?? null, indexValue: index?.value ?? null, updatedAt: now })
        .where(eq(rentPayments.id, paymentId));
    } else if (after.status === 'paid') {
      const [previous] = receipts.filter((r) => r.id !== receipt.id).slice(-1);
      if (previous) await tx.update(rentPayments).set({ paidAt: previous.paidAt }).where(eq(rentPayments.id, paymentId));
    }
    return monthDto(tx, await paymentOf(tx, contractId, paymentId), today, true);
  });
}

/** One receipt of a month, for its PDF: the month's receipt data with the one payment it is for. */
export async function rentReceiptOf(
  ctx: ServiceContext,
  contractId: string,
  receiptId: string,
): Promise<RentReceiptDto & { receipt: RentReceiptLineDto }> {
  await agreementFor(ctx, contractId, 'contract.payments.read');
  if (!isId(receiptId)) throw new AppError('not_found');
  const [row] = await ctx.db
    .select()
    .from(rentPaymentReceipts)
    .where(and(eq(rentPaymentReceipts.id, receiptId), eq(rentPaymentReceipts.contractId, contractId)))
    .orderBy(desc(rentPaymentReceipts.createdAt));
  if (!row) throw new AppError('not_found');
  const month = await rentReceipt(ctx, contractId, row.rentPaymentId);
  return { ...month, receipt: receiptDto(row) };
}

/** One receipt as a PDF download, in Icelandic and the reader's language: for those who may read the contract's payments. */
export async function rentReceiptPdf(
  ctx: ServiceContext,
  contractId: string,
  receiptId: string,
  reader: Locale,
): Promise<{ fileName: string; contentType: string; bytes: Uint8Array }> {
  const input = await rentReceiptOf(ctx, contractId, receiptId);
  const bytes = await renderReceiptPdf(input, reader);
  return { fileName: `kvittun-${input.receipt.number}.pdf`, contentType: 'application/pdf', bytes };
}
