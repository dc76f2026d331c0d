import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { dayOf } from '#common/calendar-day.ts';
import { applyPayment, creditMoves, heldCreditIsk, isSettled, owedIsk, receiptNumber } from '#common/rent-settlement.ts';
import type { Db } from '#server/db/client.ts';
import { rentPaymentReceipts, rentPayments } from '#server/db/schema/rent-payments.ts';
import { postHandPayment } from './hand-payment-ledger.ts';

// Money received for a month (docs/rules/rent-payments.md "Part payments and credit"): each
// payment is a numbered receipt; the month adds them up and is paid only when they (with credit
// applied) reach what is due; what is paid above that is credit, passed on to the next open months
// of the contract at once, or held on the month when there is none.

type PaymentRow = typeof rentPayments.$inferSelect;

export interface RecordedPayment {
  receiptId: string;
  receiptNumber: string;
  /** Of the payment, what went to this month's rent. */
  appliedIsk: number;
  /** Of the payment, what became credit. */
  creditIsk: number;
  /** Still owed on the month. */
  restIsk: number;
  /** The month became paid with this payment. */
  settled: boolean;
  /** Credit passed on to later months: which month, how much, and whether that settled it. */
  creditApplied: { rentPaymentId: string; amountIsk: number; settled: boolean }[];
}

export function moneyOf(row: PaymentRow) {
  return {
    amountIsk: row.amountIsk,
    paidIsk: row.paidAmountIsk ?? 0,
    creditInIsk: row.creditInIsk,
    creditOutIsk: row.creditOutIsk,
  };
}

async function nextReceiptNumber(tx: Db, paidAt: Date): Promise<string> {
  const result = (await tx.execute(sql`select nextval('rent_receipt_number_seq')::bigint as n`)) as unknown as {
    rows: { n: string }[];
  };
  return receiptNumber(paidAt.getUTCFullYear(), Number(result.rows[0].n));
}

/**
 * Records one payment received for an open (pending or overdue) month, in `tx`: a numbered
 * receipt, the month's paid sum, `paid` when it reaches what is due, and any amount above that
 * passed on as credit. The month row is locked first, so two payments at once add up. Returns
 * null (nothing recorded) when the month is not open.
 */
export async function recordRentPayment(
  tx: Db,
  input: {
    paymentId: string;
    amountIsk: number;
    paidAt: Date;
    source: 'manual' | 'bank';
    byUserId: string | null;
    now: Date;
    /** Money that came anyway for a month already paid (the bank): recorded, all of it credit. */
    onPaidMonth?: boolean;
  },
): Promise<RecordedPayment | null> {
  const [row] = await tx.select().from(rentPayments).where(eq(rentPayments.id, input.paymentId)).for('update');
  const open = row?.status === 'pending' || row?.status === 'overdue';
  if (!row || !(open || (input.onPaidMonth && row.status === 'paid'))) return null;
  const effect = applyPayment(moneyOf(row), input.amountIsk);
  const number = await nextReceiptNumber(tx, input.paidAt);
  const [receipt] = await tx
    .insert(rentPaymentReceipts)
    .values({
      rentPaymentId: row.id,
      contractId: row.contractId,
      number,
      amountIsk: input.amountIsk,
      paidAt: input.paidAt,
      source: input.source,
      byUserId: input.byUserId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: rentPaymentReceipts.id });
  await tx
    .update(rentPayments)
    .set({
      paidAmountIsk: (row.paidAmountIsk ?? 0) + input.amountIsk,
      ...(open && effect.settled ? { status: 'paid', paidAt: input.paidAt, markedPaidById: input.byUserId } : {}),
      updatedAt: input.now,
    })
    .where(eq(rentPayments.id, row.id));
  const creditApplied = effect.creditIsk > 0 ? await passOnCredit(tx, row.contractId, input.now) : [];
  // By hand, the landlord has the money: a month the bank holds a claim for has its ledger agree.
  if (input.source === 'manual')
    await postHandPayment(tx, row.contractId, [{ rentPaymentId: row.id, amountIsk: effect.appliedIsk }, ...creditApplied]);
  return {
    receiptId: receipt.id,
    receiptNumber: number,
    appliedIsk: effect.appliedIsk,
    creditIsk: effect.creditIsk,
    restIsk: effect.restIsk,
    settled: open && effect.settled,
    creditApplied,
  };
}

/**
 * Passes a contract's held credit on to its open months, oldest first (the months locked in
 * due-date order). A month the credit covers becomes paid on `now`.
 */
export async function passOnCredit(tx: Db, contractId: string, now: Date): Promise<RecordedPayment['creditApplied']> {
  const rows = await tx
    .select()
    .from(rentPayments)
    .where(and(eq(rentPayments.contractId, contractId), inArray(rentPayments.status, ['pending', 'overdue', 'paid'])))
    .orderBy(asc(rentPayments.dueDate), asc(rentPayments.periodStart))
    .for('update');
  const held = rows.map((r) => ({ id: r.id, creditIsk: heldCreditIsk(moneyOf(r)) })).filter((h) => h.creditIsk > 0);
  if (!held.length) return [];
  const open = rows
    .filter((r) => r.status === 'pending' || r.status === 'overdue')
    .map((r) => ({ id: r.id, owedIsk: owedIsk(moneyOf(r)) }))
    .filter((o) => o.owedIsk > 0);
  const moves = creditMoves(held, open);
  const byId = new Map(rows.map((r) => [r.id, { ...r }]));
  for (const move of moves) {
    const from = byId.get(move.fromId) as PaymentRow;
    const to = byId.get(move.toId) as PaymentRow;
    from.creditOutIsk += move.amountIsk;
    to.creditInIsk += move.amountIsk;
  }
  const applied: RecordedPayment['creditApplied'] = [];
  const touched = new Set(moves.flatMap((m) => [m.fromId, m.toId]));
  for (const id of touched) {
    const r = byId.get(id) as PaymentRow;
    const settles = (r.status === 'pending' || r.status === 'overdue') && isSettled(moneyOf(r));
    await tx
      .update(rentPayments)
      .set({
        creditInIsk: r.creditInIsk,
        creditOutIsk: r.creditOutIsk,
        ...(settles ? { status: 'paid', paidAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(rentPayments.id, id));
    const moved = moves.filter((m) => m.toId === id).reduce((sum, m) => sum + m.amountIsk, 0);
    if (moved > 0) applied.push({ rentPaymentId: id, amountIsk: moved, settled: settles });
  }
  return applied;
}

/**
 * Works a contract's credit out again from what was paid (after a payment by hand is undone): all
 * credit in and out is cleared, a month that was paid only with credit is open again (overdue when
 * its due date has passed), and the held credit is passed on afresh.
 */
export async function reallocateCredit(tx: Db, contractId: string, now: Date): Promise<void> {
  const rows = await tx
    .select()
    .from(rentPayments)
    .where(and(eq(rentPayments.contractId, contractId), inArray(rentPayments.status, ['pending', 'overdue', 'paid'])))
    .orderBy(asc(rentPayments.dueDate), asc(rentPayments.periodStart))
    .for('update');
  const today = dayOf(now);
  for (const r of rows) {
    const paid = r.paidAmountIsk ?? 0;
    const reopen = r.status === 'paid' && paid < r.amountIsk;
    if (r.creditInIsk === 0 && r.creditOutIsk === 0 && !reopen) continue;
    await tx
      .update(rentPayments)
      .set({
        creditInIsk: 0,
        creditOutIsk: 0,
        ...(reopen ? { status: r.dueDate < today ? 'overdue' : 'pending', paidAt: null, markedPaidById: null } : {}),
        updatedAt: now,
      })
      .where(eq(rentPayments.id, r.id));
  }
  await passOnCredit(tx, contractId, now);
}
