import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { timestamps } from './columns.ts';
import { listings } from './listings.ts';
import { offers } from './offers.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/**
 * A conversation between a tenant and a landlord about a listing, an application or an offer
 * (the context shown as a card). One conversation per tenant and listing: starting another from
 * the same listing, application or offer opens it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /** The tenant side and the landlord side (the listing's owner when it started). */
    tenantUserId: uuid('tenant_user_id').references(() => users.id, { onDelete: 'set null' }),
    landlordUserId: uuid('landlord_user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerTeamId: uuid('owner_team_id').references(() => teams.id, { onDelete: 'restrict' }),
    /** In a team conversation: the member who answers it (team inbox). */
    assignedUserId: uuid('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('conversations_tenant_listing_idx')
      .on(t.listingId, t.tenantUserId)
      .where(sql`${t.listingId} is not null and ${t.tenantUserId} is not null`),
    index('conversations_owner_team_id_idx').on(t.ownerTeamId, t.lastMessageAt.desc()),
    index('conversations_assigned_user_id_idx').on(t.assignedUserId),
    index('conversations_last_message_idx').on(t.lastMessageAt.desc()),
  ],
);

/** Who takes part in a conversation, and how far they have read. */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** Messages before this were told by mail or read; the batch mail tells of the rest once. */
    notifiedUntil: timestamp('notified_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_participants_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    index('messages_sender_idx').on(t.senderUserId),
  ],
);

/** A file sent with a message (an image or a PDF, checked by its content), kept by the storage adapter. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    ...timestamps,
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
);

/** One person blocked another: no new conversations or messages from the blocked person. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerUserId: uuid('blocker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: uuid('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.blockerUserId, t.blockedUserId] }), index('user_blocks_blocked_idx').on(t.blockedUserId)],
);

/**
 * A report of a person (from a conversation, say) for staff. open -> resolved | dismissed, with
 * the outcome the reporter sees.
 */
export const userReports = pgTable(
  'user_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedUserId: uuid('reported_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    message: text('message'),
    status: text('status').notNull().default('open'),
    resolution: text('resolution'),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('user_reports_status_idx').on(t.status, t.createdAt.desc()),
    index('user_reports_reported_idx').on(t.reportedUserId),
    index('user_reports_reporter_idx').on(t.reporterId),
  ],
);
