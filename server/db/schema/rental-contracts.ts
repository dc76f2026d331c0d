import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MeteredCost, OtherCost } from '#common/contract-model.ts';
import { timestamps } from './columns.ts';
import { listings } from './listings.ts';
import { offers } from './offers.ts';
import { payoutMethods } from './payout-methods.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/**
 * A rental contract (DOMAIN.md "Rental contracts", REGISTRY.md). Started from an accepted offer,
 * from a listing, or blank; edited step by step as a draft; signed by every signing party; then
 * active and registered with HMS. Lifecycle: draft -> awaiting_signatures -> active -> ended |
 * terminated; a draft (or one awaiting signatures) can be cancelled. The columns map onto
 * ContractTerms (common/contract-model.ts) in server/domain/contracts/contract-rows.ts.
 */
export const rentalContracts = pgTable(
  'rental_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A running number for people to quote: HL-00042. */
    number: serial('number').notNull(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /** The person whose contract it is (who started it); a team when ownerTeamId is set. */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerTeamId: uuid('owner_team_id').references(() => teams.id, { onDelete: 'restrict' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    /** Goes up by one with every change to the terms or parties; signatures are of one version. */
    documentVersion: integer('document_version').notNull().default(1),
    // Property
    address: text('address'),
    postcode: text('postcode'),
    municipality: text('municipality'),
    category: text('category').notNull().default('dwelling'),
    propertyClass: text('property_class').notNull().default('general'),
    propertyDescription: text('property_description'),
    // Period
    startDate: date('start_date', { mode: 'string' }),
    termKind: text('term_kind').notNull().default('fixed'),
    /** The end of a fixed term, or null for an indefinite lease. */
    endDate: date('end_date', { mode: 'string' }),
    termMonths: smallint('term_months'),
    handoverDate: date('handover_date', { mode: 'string' }),
    // Price
    rentIsk: integer('rent_isk'),
    indexType: text('index_type').notNull().default('none'),
    indexBaseMonth: date('index_base_month', { mode: 'string' }),
    indexBaseValue: numeric('index_base_value', { precision: 8, scale: 1, mode: 'number' }),
    housingFundPayer: text('housing_fund_payer').notNull().default('landlord'),
    housingFundIsk: integer('housing_fund_isk'),
    electricity: jsonb('electricity')
      .$type<MeteredCost>()
      .notNull()
      .default({ payer: 'tenant', meterNumber: null, meterReading: null, readingDate: null }),
    heating: jsonb('heating')
      .$type<MeteredCost>()
      .notNull()
      .default({ payer: 'landlord', meterNumber: null, meterReading: null, readingDate: null }),
    otherCosts: jsonb('other_costs').$type<OtherCost[]>().notNull().default([]),
    // Payments
    paymentDay: text('payment_day').notNull().default('first'),
    paymentDayOther: text('payment_day_other'),
    paymentMethod: text('payment_method').notNull().default('bank_transfer'),
    paymentMethodOther: text('payment_method_other'),
    payoutMethodId: uuid('payout_method_id').references(() => payoutMethods.id, { onDelete: 'set null' }),
    securityType: text('security_type'),
    securityProvider: text('security_provider'),
    securityDescription: text('security_description'),
    securityAmountIsk: integer('security_amount_isk'),
    // Rules
    pets: text('pets').notNull().default('not_allowed'),
    smokingAllowed: boolean('smoking_allowed').notNull().default(false),
    sublettingAllowed: boolean('subletting_allowed').notNull().default(false),
    houseRules: text('house_rules'),
    specialProvisions: text('special_provisions'),
    /** Special grounds on which a fixed-term lease may be ended by notice (58. gr.), or null. */
    fixedTermNoticeGrounds: text('fixed_term_notice_grounds'),
    smokeDetectors: smallint('smoke_detectors'),
    fireExtinguishers: smallint('fire_extinguishers'),
    fireBlanket: boolean('fire_blanket').notNull().default(false),
    escapeRoute: boolean('escape_route').notNull().default(false),
    inspection: text('inspection').notNull().default('parties'),
    inspectorName: text('inspector_name'),
    conditionDescription: text('condition_description'),
    // Lifecycle
    sentForSigningAt: timestamp('sent_for_signing_at', { withTimezone: true }),
    signaturesVoidedAt: timestamp('signatures_voided_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // Registry (HMS leiguskrá): none | pending | registered | failed
    registryStatus: text('registry_status').notNull().default('none'),
    registryNumber: text('registry_number'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    /** Signed + 30 days: the last day the registration may be made. */
    registrationDue: date('registration_due', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rental_contracts_number_idx').on(t.number),
    uniqueIndex('rental_contracts_offer_idx').on(t.offerId).where(sql`${t.offerId} is not null`),
    uniqueIndex('rental_contracts_registry_number_idx').on(t.registryNumber).where(sql`${t.registryNumber} is not null`),
    index('rental_contracts_listing_idx').on(t.listingId),
    index('rental_contracts_owner_idx').on(t.ownerUserId),
    index('rental_contracts_team_idx').on(t.ownerTeamId),
    index('rental_contracts_status_end_idx').on(t.status, t.endDate),
  ],
);

/** The units let (REGISTRY.md "Property"): at least one before signing. */
export const rentalContractUnits = pgTable(
  'rental_contract_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    fastanumer: text('fastanumer').notNull().default(''),
    unitCode: text('unit_code'),
    sizeM2: numeric('size_m2', { precision: 7, scale: 1, mode: 'number' }),
    rooms: smallint('rooms'),
    usage: text('usage'),
    ...timestamps,
  },
  (t) => [index('rental_contract_units_contract_idx').on(t.contractId)],
);

/**
 * A party: landlord (a person, or a team with a named signatory), tenants, representatives.
 * Invited parties have no account yet (userId null) until they join through their invitation.
 */
export const rentalContractParties = pgTable(
  'rental_contract_parties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').notNull(), // landlord | landlord_representative | tenant | tenant_representative
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    companyName: text('company_name'),
    companyKennitala: text('company_kennitala'),
    name: text('name').notNull().default(''),
    kennitala: text('kennitala'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    signs: boolean('signs').notNull().default(true),
    position: smallint('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('rental_contract_parties_contract_idx').on(t.contractId),
    index('rental_contract_parties_user_idx').on(t.userId),
    uniqueIndex('rental_contract_parties_contract_user_idx').on(t.contractId, t.userId).where(sql`${t.userId} is not null`),
  ],
);

/**
 * A signature: who, when, from where, and the SHA-256 of the exact PDF signed (one version of the
 * contract). A change to the terms voids the signatures (voidedAt). One live signature per party
 * and version, so two clicks at the same moment count once.
 */
export const rentalContractSignatures = pgTable(
  'rental_contract_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    partyId: uuid('party_id')
      .notNull()
      .references(() => rentalContractParties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    documentVersion: integer('document_version').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    method: text('method').notNull(), // password | (an electronic ID provider)
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('rental_contract_signatures_contract_idx').on(t.contractId),
    index('rental_contract_signatures_sha_idx').on(t.pdfSha256),
    uniqueIndex('rental_contract_signatures_live_idx').on(t.partyId, t.documentVersion).where(sql`${t.voidedAt} is null`),
  ],
);

/** Files of a contract: the version sent for signing, the signed copy, attachments. */
export const rentalContractDocuments = pgTable(
  'rental_contract_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // version | signed | attachment
    documentVersion: integer('document_version'),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    bytes: integer('bytes').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('rental_contract_documents_contract_idx').on(t.contractId),
    index('rental_contract_documents_sha_idx').on(t.sha256),
    uniqueIndex('rental_contract_documents_version_idx')
      .on(t.contractId, t.kind, t.documentVersion)
      .where(sql`${t.kind} in ('version', 'signed')`),
  ],
);

/** The contract's history: created, step saved, sent, signed, signatures voided, active, registered... */
export const rentalContractEvents = pgTable(
  'rental_contract_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rental_contract_events_contract_idx').on(t.contractId, t.createdAt)],
);

/**
 * What we send the registry (HMS leiguskrá): register, deregister, terminate. One idempotency key
 * per contract and kind; a registration is made once (one registry number per contract).
 */
export const registrySubmissions = pgTable(
  'registry_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // register | deregister | terminate
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull().default('queued'), // queued | accepted | rejected | failed
    attempts: integer('attempts').notNull().default(0),
    registryNumber: text('registry_number'),
    /** The registry's reasons for the last refusal or failure. */
    lastError: jsonb('last_error').$type<{ code: string; message: string; field?: string }[]>(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /**
     * The attempt's lease while it waits on the registry (server/jobs/leased-call.ts; no lock is
     * held then): a token the recording transaction must match, and until when the lease holds
     * (after that a crashed attempt is taken again, with the same idempotency key).
     */
    leaseToken: uuid('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('registry_submissions_key_idx').on(t.idempotencyKey),
    uniqueIndex('registry_submissions_contract_kind_idx').on(t.contractId, t.kind),
    index('registry_submissions_status_idx').on(t.status),
  ],
);

/** The consumer price index (vísitala neysluverðs) by month, as staff enter it from Statistics Iceland. */
export const consumerPriceIndex = pgTable('consumer_price_index', {
  month: date('month', { mode: 'string' }).primaryKey(),
  value: numeric('value', { precision: 8, scale: 1, mode: 'number' }).notNull(),
  enteredById: uuid('entered_by_id').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});
