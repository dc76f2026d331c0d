import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ContractTerms } from '#common/contract-model.ts';
import { timestamps } from './columns.ts';
import { conversations } from './conversations.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

/**
 * A team: a letting agency or company that lets homes as one landlord (docs/rules/teams.md).
 * Members act for it by role; listings, conversations and contracts can belong to it.
 */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The team's address on the site: /teams/{slug}. Lower case letters, digits and hyphens. */
    slug: text('slug').notNull(),
    /** The company's kennitala (ten digits, checksum valid, a company's day 41-71). */
    companyKennitala: text('company_kennitala').notNull(),
    description: text('description'),
    /** Contact details shown on the team's listings. */
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    website: text('website'),
    /** Storage key of the square WebP logo; null when the team has none. */
    logoKey: text('logo_key'),
    /** Default terms prefilled into the team's new contract drafts (/teams/{slug}/settings/contracts). */
    contractDefaults: jsonb('contract_defaults').$type<Partial<ContractTerms>>(),
    /** unverified -> pending -> verified | rejected (by staff, audited); rejected -> pending again. */
    verificationStatus: text('verification_status').notNull().default('unverified'),
    verificationSubmittedAt: timestamp('verification_submitted_at', { withTimezone: true }),
    verificationDecidedAt: timestamp('verification_decided_at', { withTimezone: true }),
    verificationDecidedById: uuid('verification_decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why staff rejected the verification (shown to the team). */
    verificationReason: text('verification_reason'),
    /** The optional services the team has switched on (common/team-rules.ts TEAM_SERVICES). */
    services: text('services').array().notNull().default(sql`ARRAY[]::text[]`),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('teams_slug_idx').on(t.slug),
    uniqueIndex('teams_company_kennitala_idx').on(t.companyKennitala),
    index('teams_verification_status_idx').on(t.verificationStatus, t.verificationSubmittedAt),
    index('teams_created_by_id_idx').on(t.createdById),
    index('teams_verification_decided_by_id_idx').on(t.verificationDecidedById),
  ],
);

/** A person's membership of a team, with their role: owner, admin, agent or viewer. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_id_idx').on(t.userId)],
);

/** Another kennitala (a company or owner) the team may act for, verified by staff like the team. */
export const teamSubEntities = pgTable(
  'team_sub_entities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kennitala: text('kennitala').notNull(),
    /** pending -> verified | rejected (by staff). */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    ...timestamps,
  },
  (t) => [uniqueIndex('team_sub_entities_team_kennitala_idx').on(t.teamId, t.kennitala)],
);

/** A document sent for the team's verification (registry extract, power of attorney), kept by the storage adapter. */
export const teamDocuments = pgTable(
  'team_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Set when the document is for a sub-entity rather than the team itself. */
    subEntityId: uuid('sub_entity_id').references(() => teamSubEntities.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('team_documents_team_id_idx').on(t.teamId),
    index('team_documents_sub_entity_id_idx').on(t.subEntityId),
    index('team_documents_uploaded_by_id_idx').on(t.uploadedById),
  ],
);

/**
 * A group of the team's listings sharing one application form: extra questions asked of every
 * applicant, and an auto-reply sent in the conversation when an application arrives.
 */
export const teamListingGroups = pgTable(
  'team_listing_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The questions, in order (plain text). */
    questions: jsonb('questions').$type<string[]>().notNull().default([]),
    autoReply: text('auto_reply'),
    ...timestamps,
  },
  (t) => [index('team_listing_groups_team_id_idx').on(t.teamId)],
);

/** Members assigned to a team listing: they are the ones notified about it. */
export const listingAssignees = pgTable(
  'listing_assignees',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.listingId, t.userId] }), index('listing_assignees_user_id_idx').on(t.userId)],
);

/** A note in a team conversation, for the team's members only: the tenant never sees it. */
export const conversationNotes = pgTable(
  'conversation_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [
    index('conversation_notes_conversation_idx').on(t.conversationId, t.createdAt),
    index('conversation_notes_author_user_id_idx').on(t.authorUserId),
  ],
);

/** How far each team member has read a team conversation they are not a participant of. */
export const teamConversationReads = pgTable(
  'team_conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('team_conversation_reads_user_id_idx').on(t.userId)],
);
