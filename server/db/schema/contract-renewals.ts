import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { rentalContracts } from './rental-contracts.ts';
import { users } from './users.ts';

/**
 * A renewal request on a fixed-term contract (51. gr., docs/rules/renewals.md): the landlord
 * side's offer to renew (the tenant accepts or declines within 30 days, else it lapses), or its
 * notice that the contract will end on its end date (not_renew, with the ground of 51. gr.).
 * Lifecycle: sent -> accepted | declined | lapsed | withdrawn. One open (sent) request per contract.
 * An accepted offer points to the new contract draft made from the old contract.
 */
export const contractRenewals = pgTable(
  'contract_renewals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // offer | not_renew
    status: text('status').notNull().default('sent'), // sent | accepted | declined | lapsed | withdrawn
    // An offer's proposed terms.
    proposedTermKind: text('proposed_term_kind'), // fixed | indefinite
    proposedEndDate: date('proposed_end_date', { mode: 'string' }),
    proposedRentIsk: integer('proposed_rent_isk'),
    message: text('message'),
    // A not-renew notice's ground (51. gr.) and the landlord's words.
    reasonCode: text('reason_code'),
    reasonText: text('reason_text'),
    /** When it was delivered to the tenant (the notice's day counts for the deadlines). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** The contract's end date when the notice was given (the lease ends then for a not-renew). */
    contractEndDate: date('contract_end_date', { mode: 'string' }).notNull(),
    /** The last day the notice could be given in time (end date less 3 months). */
    noticeDeadline: date('notice_deadline', { mode: 'string' }).notNull(),
    late: boolean('late').notNull().default(false),
    /** An offer: the last day the tenant may accept (sent + 30 days). */
    answerDue: date('answer_due', { mode: 'string' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    respondedById: uuid('responded_by_id').references(() => users.id, { onDelete: 'set null' }),
    responseMessage: text('response_message'),
    /** When the tenant was reminded that the answer day is near (once). */
    tenantRemindedAt: timestamp('tenant_reminded_at', { withTimezone: true }),
    /** The contract draft made when the offer was accepted. */
    newContractId: uuid('new_contract_id').references(() => rentalContracts.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('contract_renewals_contract_idx').on(t.contractId, t.createdAt),
    index('contract_renewals_status_idx').on(t.status, t.answerDue),
    index('contract_renewals_new_contract_idx').on(t.newContractId),
    index('contract_renewals_responded_by_idx').on(t.respondedById),
    index('contract_renewals_created_by_idx').on(t.createdById),
    uniqueIndex('contract_renewals_open_idx').on(t.contractId).where(sql`${t.status} = 'sent'`),
    uniqueIndex('contract_renewals_accepted_idx').on(t.contractId).where(sql`${t.status} = 'accepted'`),
  ],
);

/** The landlord's reminders before the notice deadline, one row per contract and reminder (30, 7 days). */
export const contractRenewalReminders = pgTable(
  'contract_renewal_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    /** Days before the deadline it was for. */
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('contract_renewal_reminders_contract_idx').on(t.contractId, t.daysBefore)],
);
