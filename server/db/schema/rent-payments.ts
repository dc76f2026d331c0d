import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { rentalContracts } from './rental-contracts.ts';
import { users } from './users.ts';

/**
 * A contract's payment schedule (DOMAIN.md "Payment schedule", docs/rules/rent-payments.md): one
 * row per month the rent covers, made when the contract becomes active. `baseAmountIsk` is the
 * rent written in the contract (pro rata for a first or last part month); `amountIsk` is what
 * is due after index linking (the same when the contract is not index-linked). When a contract
 * ends, the months after its last day are cancelled; paid months are never touched.
 * Status: pending | paid | overdue | cancelled.
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
    paidAmountIsk: integer('paid_amount_isk'),
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
  ],
);
