import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { rentalContracts } from './rental-contracts.ts';
import { users } from './users.ts';

/**
 * A contract's payment schedule (DOMAIN.md "Payment schedule", docs/rules/rent-payments.md): one
 * row per month the rent covers, made when the contract becomes active. `baseAmountIsk` is the
 * rent written in the contract (pro rata for a first or last part month); `amountIsk` is what
 * is due after index linking (the same when the contract is not index-linked). When a contract
 * ends, the months after its last day are cancelled; paid months are never touched.
 * Status: pending | paid | overdue | cancelled. A month is `paid` only when what was paid (the
 * sum of its receipts, `paidAmountIsk`) and the credit applied to it (`creditInIsk`) reach what is
 * due; a part payment leaves it pending or overdue with the rest owed. What is paid above what is
 * due is credit: passed on to the next open months (`creditOutIsk`) or held on the month.
 */
export const rentPayments = pgTable(
  'rent_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    /** The first day of the month (or part month) the rent covers. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** The last day the rent covers. */
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    baseAmountIsk: integer('base_amount_isk').notNull(),
    amountIsk: integer('amount_isk').notNull(),
    /** The index month and value the amount was computed from (index-linked contracts). */
    indexMonth: date('index_month', { mode: 'string' }),
    indexValue: numeric('index_value', { precision: 8, scale: 1, mode: 'number' }),
    status: text('status').notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The money received for the month (the sum of its receipts); null before any. */
    paidAmountIsk: integer('paid_amount_isk'),
    /** Credit from earlier overpaid months applied to this month. */
    creditInIsk: integer('credit_in_isk').notNull().default(0),
    /** Of what this month was overpaid, the credit passed on to later months. */
    creditOutIsk: integer('credit_out_isk').notNull().default(0),
    /** Who marked it paid by hand (a party or staff); null when the bank said so. */
    markedPaidById: uuid('marked_paid_by_id').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rent_payments_contract_period_idx').on(t.contractId, t.periodStart),
    index('rent_payments_status_due_idx').on(t.status, t.dueDate),
    index('rent_payments_marked_paid_by_idx').on(t.markedPaidById).where(sql`${t.markedPaidById} is not null`),
    check('rent_payments_status_check', sql`${t.status} in ('pending', 'paid', 'overdue', 'cancelled')`),
    check('rent_payments_amount_check', sql`${t.amountIsk} >= 0 and ${t.baseAmountIsk} >= 0`),
    check('rent_payments_credit_check', sql`${t.creditInIsk} >= 0 and ${t.creditOutIsk} >= 0`),
  ],
);

/** Receipt numbers (K-2026-000123): one sequence for all years, so a number is never given twice. */
export const rentReceiptNumberSeq = pgSequence('rent_receipt_number_seq', { startWith: 1 });

/**
 * Each payment received for a month (docs/rules/rent-payments.md "Part payments and credit"):
 * by hand (a landlord-side person or staff entered it) or from the bank. Several part payments add
 * up to the month's `paidAmountIsk`. Each has a receipt number and a PDF receipt.
 * Source: manual | bank.
 */
export const rentPaymentReceipts = pgTable(
  'rent_payment_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rentPaymentId: uuid('rent_payment_id')
      .notNull()
      .references(() => rentPayments.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    /** K-<year paid>-<six digits of the sequence>. */
    number: text('number').notNull(),
    amountIsk: integer('amount_isk').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    /** Who entered it by hand; null when the bank reported it. */
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rent_payment_receipts_number_idx').on(t.number),
    index('rent_payment_receipts_payment_idx').on(t.rentPaymentId),
    index('rent_payment_receipts_contract_idx').on(t.contractId),
    index('rent_payment_receipts_by_user_idx').on(t.byUserId).where(sql`${t.byUserId} is not null`),
    check('rent_payment_receipts_source_check', sql`${t.source} in ('manual', 'bank')`),
    check('rent_payment_receipts_amount_check', sql`${t.amountIsk} > 0`),
  ],
);
