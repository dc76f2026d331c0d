import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { payoutMethods } from './payout-methods.ts';
import { rentPayments } from './rent-payments.ts';
import { rentalContractParties, rentalContracts } from './rental-contracts.ts';
import { users } from './users.ts';

// The platform's payment service (issue 12, docs/rules/payment-service.md): a bank claim for
// each month of an enrolled contract, marked paid when the bank says so, paid out to the
// landlord less the fee, every króna in a double-entry ledger.

/** Staff's settings for the payment service (/man/payments/settings): one row, id 1. */
export const paymentServiceSettings = pgTable(
  'payment_service_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** The default fee, in hundredths of a percent of the rent (250 = 2.5 %). */
    feeBasisPoints: integer('fee_basis_points').notNull().default(250),
    /** A fixed part of the default fee, whole krónur a month. */
    feeFixedIsk: integer('fee_fixed_isk').notNull().default(0),
    /** The claim is made this many days before the due date. */
    claimDaysBefore: integer('claim_days_before').notNull().default(10),
    /** A reminder this many days before the due date (0: none). */
    reminderDaysBefore: integer('reminder_days_before').notNull().default(3),
    /** A reminder this many days after the due date while unpaid (0: none). */
    reminderDaysAfter: integer('reminder_days_after').notNull().default(3),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('payment_service_settings_updated_by_idx').on(t.updatedById),
    check('payment_service_settings_id_check', sql`${t.id} = 1`),
    check('payment_service_settings_fee_check', sql`${t.feeBasisPoints} between 0 and 10000 and ${t.feeFixedIsk} >= 0`),
  ],
);

/**
 * The services a contract can use (/man/rental-contracts/payment-service/settings/services).
 * Every service claims the rent and pays it out less its fee; `reminders` says whether the
 * tenant is reminded before and after the due date. A null fee means the default fee.
 */
export const paymentServices = pgTable(
  'payment_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    reminders: boolean('reminders').notNull().default(true),
    feeBasisPoints: integer('fee_basis_points'),
    feeFixedIsk: integer('fee_fixed_isk'),
    active: boolean('active').notNull().default(true),
    position: smallint('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_services_code_idx').on(t.code),
    check(
      'payment_services_fee_check',
      sql`(${t.feeBasisPoints} is null or ${t.feeBasisPoints} between 0 and 10000) and (${t.feeFixedIsk} is null or ${t.feeFixedIsk} >= 0)`,
    ),
  ],
);

/**
 * A contract's use of the payment service: which service, who pays (a tenant party), where the
 * money goes (the landlord's payout method), who set it up (the landlord, or staff on their
 * behalf). At most one running enrolment per contract.
 */
export const paymentServiceEnrolments = pgTable(
  'payment_service_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => paymentServices.id, { onDelete: 'restrict' }),
    payerPartyId: uuid('payer_party_id')
      .notNull()
      .references(() => rentalContractParties.id, { onDelete: 'restrict' }),
    payoutMethodId: uuid('payout_method_id')
      .notNull()
      .references(() => payoutMethods.id, { onDelete: 'restrict' }),
    setUpById: uuid('set_up_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** True when staff set it up on the customer's behalf. */
    setUpByStaff: boolean('set_up_by_staff').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    stoppedById: uuid('stopped_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('payment_service_enrolments_contract_idx').on(t.contractId),
    uniqueIndex('payment_service_enrolments_running_idx').on(t.contractId).where(sql`${t.stoppedAt} is null`),
    index('payment_service_enrolments_service_idx').on(t.serviceId),
    index('payment_service_enrolments_payer_idx').on(t.payerPartyId),
    index('payment_service_enrolments_payout_method_idx').on(t.payoutMethodId),
    index('payment_service_enrolments_set_up_by_idx').on(t.setUpById),
    index('payment_service_enrolments_stopped_by_idx').on(t.stoppedById),
  ],
);

/**
 * A claim in the tenant's online bank for one month (one rent_payments row; never two). Made
 * with an idempotency key, so a retry after a lost answer gets the same claim back.
 * Status: created (not yet accepted by the bank) | sent | paid | cancelled | failed.
 */
export const bankClaims = pgTable(
  'bank_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rentPaymentId: uuid('rent_payment_id')
      .notNull()
      .references(() => rentPayments.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => paymentServiceEnrolments.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The bank's id for the claim, once it accepted it. */
    bankClaimId: text('bank_claim_id'),
    /** The reference the tenant sees in their bank (HL-00042-2026-03). */
    reference: text('reference').notNull(),
    amountIsk: integer('amount_isk').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('created'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The attempt in flight (server/jobs/leased-call.ts): its token, and until when it holds the claim. */
    leaseToken: uuid('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidAmountIsk: integer('paid_amount_isk'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bank_claims_rent_payment_idx').on(t.rentPaymentId),
    uniqueIndex('bank_claims_key_idx').on(t.idempotencyKey),
    uniqueIndex('bank_claims_bank_id_idx').on(t.bankClaimId).where(sql`${t.bankClaimId} is not null`),
    index('bank_claims_contract_idx').on(t.contractId),
    index('bank_claims_enrolment_idx').on(t.enrolmentId),
    index('bank_claims_status_idx').on(t.status, t.dueDate),
    check('bank_claims_status_check', sql`${t.status} in ('created', 'sent', 'paid', 'cancelled', 'failed')`),
    check('bank_claims_amount_check', sql`${t.amountIsk} > 0`),
  ],
);

/** What the bank told us (webhook or poll), stored once per event id: a repeat is a no-op. */
export const bankNotifications = pgTable(
  'bank_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerEventId: text('provider_event_id').notNull(),
    source: text('source').notNull(), // webhook | poll | simulator
    kind: text('kind').notNull(), // claim_paid
    bankClaimId: text('bank_claim_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** What came of it: paid | part_paid | duplicate | unknown_claim | not_payable | invalid_date. */
    outcome: text('outcome'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bank_notifications_event_idx').on(t.providerEventId),
    index('bank_notifications_claim_idx').on(t.bankClaimId),
  ],
);

/**
 * The landlord's money for one paid month: gross (what the tenant paid) = fee + net. One per
 * month; sent once by idempotency key. Status: queued | sent | paid | failed.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rentPaymentId: uuid('rent_payment_id')
      .notNull()
      .references(() => rentPayments.id, { onDelete: 'cascade' }),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => bankClaims.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    payoutMethodId: uuid('payout_method_id')
      .notNull()
      .references(() => payoutMethods.id, { onDelete: 'restrict' }),
    grossIsk: integer('gross_isk').notNull(),
    feeIsk: integer('fee_isk').notNull(),
    netIsk: integer('net_isk').notNull(),
    status: text('status').notNull().default('queued'),
    idempotencyKey: text('idempotency_key').notNull(),
    bankPayoutId: text('bank_payout_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The attempt in flight (server/jobs/leased-call.ts): its token, and until when it holds the payout. */
    leaseToken: uuid('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payouts_rent_payment_idx').on(t.rentPaymentId),
    uniqueIndex('payouts_claim_idx').on(t.claimId),
    uniqueIndex('payouts_key_idx').on(t.idempotencyKey),
    index('payouts_contract_idx').on(t.contractId),
    index('payouts_payout_method_idx').on(t.payoutMethodId),
    index('payouts_status_idx').on(t.status),
    check('payouts_status_check', sql`${t.status} in ('queued', 'sent', 'paid', 'failed')`),
    check('payouts_sum_check', sql`${t.grossIsk} = ${t.feeIsk} + ${t.netIsk} and ${t.feeIsk} >= 0 and ${t.netIsk} >= 0`),
  ],
);

/**
 * The ledger: every movement of money as lines of one transaction (transaction_id) whose debits
 * equal its credits. Accounts: tenant_receivable, tenant_credit, bank_clearing, landlord_payable,
 * platform_fees. Kinds: claim | payment | credit | fee | payout. Lines are never changed; a cancellation is new lines.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id').notNull(),
    account: text('account').notNull(),
    debitIsk: integer('debit_isk').notNull().default(0),
    creditIsk: integer('credit_isk').notNull().default(0),
    kind: text('kind').notNull(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    rentPaymentId: uuid('rent_payment_id').references(() => rentPayments.id, { onDelete: 'cascade' }),
    claimId: uuid('claim_id').references(() => bankClaims.id, { onDelete: 'cascade' }),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_contract_idx').on(t.contractId),
    index('ledger_entries_rent_payment_idx').on(t.rentPaymentId),
    index('ledger_entries_claim_idx').on(t.claimId),
    index('ledger_entries_payout_idx').on(t.payoutId),
    check(
      'ledger_entries_account_check',
      sql`${t.account} in ('tenant_receivable', 'tenant_credit', 'bank_clearing', 'landlord_payable', 'platform_fees')`,
    ),
    check('ledger_entries_kind_check', sql`${t.kind} in ('claim', 'payment', 'credit', 'hand', 'fee', 'payout')`),
    check(
      'ledger_entries_side_check',
      sql`${t.debitIsk} >= 0 and ${t.creditIsk} >= 0 and (${t.debitIsk} = 0) <> (${t.creditIsk} = 0)`,
    ),
  ],
);

/** Reminders sent about a month: one per kind (before | after the due date). */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rentPaymentId: uuid('rent_payment_id')
      .notNull()
      .references(() => rentPayments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_reminders_month_kind_idx').on(t.rentPaymentId, t.kind),
    check('payment_reminders_kind_check', sql`${t.kind} in ('before', 'after')`),
  ],
);

/**
 * The built-in bank simulator's own records (server/integrations/banking/simulator.ts): the
 * claims and payouts it "holds", by idempotency key. Stands in for the bank; the real adapter
 * never touches it. Kind: claim | payout. Status: open | paid | cancelled (claims), paid (payouts).
 */
export const bankSimulatorRecords = pgTable(
  'bank_simulator_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    reference: text('reference').notNull(),
    amountIsk: integer('amount_isk').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('bank_simulator_records_key_idx').on(t.idempotencyKey)],
);
