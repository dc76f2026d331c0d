import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NoticeRule } from '#common/termination-rules.ts';
import { timestamps } from './columns.ts';
import { rentalContracts } from './rental-contracts.ts';
import { users } from './users.ts';

/**
 * A request to end a contract (docs/rules/terminations.md): notice (default, 56. gr.), a mutual
 * end date (negotiate) or rescission (violate, 61. gr.), from the landlord side or the tenant
 * side. Lifecycle: draft -> sent -> accepted | rejected | countered; a draft or an unanswered
 * proposal can be withdrawn. Notice and rescission are binding when sent; a proposal when the
 * other side accepts. A counter-proposal is a new request pointing at the one it answers.
 */
export const contractTerminations = pgTable(
  'contract_terminations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // default | negotiate | violate
    /** The rescission case (violate only): unpaid_rent | damage | disturbance | unauthorised_sublet | misuse. */
    rescissionCase: text('rescission_case'),
    fromSide: text('from_side').notNull(), // landlord | tenant
    /** A landlord's reason (51. gr.) for notice. */
    reasonCode: text('reason_code'),
    /** The sender's own words: the reason, the proposal's message, what happened. */
    reasonText: text('reason_text'),
    status: text('status').notNull().default('draft'),
    noticeDate: date('notice_date', { mode: 'string' }).notNull(),
    /** A proposed mutual end date (negotiate), or the day a rescission takes effect. */
    proposedEndDate: date('proposed_end_date', { mode: 'string' }),
    /** The end the law gives (notice) or the agreed / effective end: the contract's last day once binding. */
    legalEndDate: date('legal_end_date', { mode: 'string' }),
    /** The notice rule applied (months, article, basis, runs from), for notice. */
    rule: jsonb('rule').$type<NoticeRule>(),
    /** The request this one counters. */
    counterOfId: uuid('counter_of_id').references((): AnyPgColumn => contractTerminations.id, { onDelete: 'set null' }),
    respondedById: uuid('responded_by_id').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    responseText: text('response_text'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When it became binding (notice or rescission sent, proposal accepted). */
    bindingAt: timestamp('binding_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('contract_terminations_contract_idx').on(t.contractId, t.createdAt),
    index('contract_terminations_status_idx').on(t.status, t.kind),
    index('contract_terminations_counter_idx').on(t.counterOfId).where(sql`${t.counterOfId} is not null`),
    index('contract_terminations_responded_by_idx').on(t.respondedById).where(sql`${t.respondedById} is not null`),
    index('contract_terminations_created_by_idx').on(t.createdById),
    check('contract_terminations_kind_check', sql`${t.kind} in ('default', 'negotiate', 'violate')`),
    check('contract_terminations_side_check', sql`${t.fromSide} in ('landlord', 'tenant')`),
    check(
      'contract_terminations_status_check',
      sql`${t.status} in ('draft', 'sent', 'accepted', 'rejected', 'countered', 'withdrawn')`,
    ),
    check('contract_terminations_case_check', sql`(${t.kind} = 'violate') = (${t.rescissionCase} is not null)`),
  ],
);

/**
 * Written demands and warnings before rescission (61. gr.): a payment demand names the unpaid
 * months and their amount and gives 7 days (deadline = sent + 7); paying the months resolves it,
 * and the daily job marks it expired the day after its deadline. A written warning (misuse) is
 * the prior warning the misuse case needs.
 */
export const contractDemands = pgTable(
  'contract_demands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // payment_demand | written_warning
    /** The first days of the unpaid months (payment demand). */
    months: jsonb('months').$type<string[]>().notNull().default([]),
    amountIsk: integer('amount_isk'),
    text: text('text'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** The last day to pay (sent + 7 days); null for a warning. */
    deadline: date('deadline', { mode: 'string' }),
    /** The months were paid. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The deadline passed unpaid. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('contract_demands_contract_idx').on(t.contractId, t.sentAt),
    index('contract_demands_open_idx').on(t.deadline).where(sql`${t.resolvedAt} is null and ${t.expiredAt} is null`),
    index('contract_demands_created_by_idx').on(t.createdById),
    check('contract_demands_kind_check', sql`${t.kind} in ('payment_demand', 'written_warning')`),
    check('contract_demands_amount_check', sql`${t.amountIsk} is null or ${t.amountIsk} >= 0`),
  ],
);
