import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * An invitation addressed to a person by email (they may not have an account yet). `kind` says
 * what accepting does; teams and contracts add kinds later.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(), // 'household'
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeEmail: text('invitee_email').notNull(),
    /** Set when the invitee answers (or when the address belongs to an account at sending). */
    inviteeId: uuid('invitee_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the invitation is to (a team for 'team'); null for a household, which is the inviter's. */
    subjectId: uuid('subject_id'),
    /** The role offered (a team role for 'team'). */
    role: text('role'),
    message: text('message'),
    status: text('status').notNull().default('pending'), // pending | accepted | declined | revoked
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('invitations_inviter_id_idx').on(t.inviterId),
    index('invitations_invitee_id_idx').on(t.inviteeId),
    index('invitations_subject_id_idx').on(t.subjectId),
    index('invitations_invitee_email_idx').on(sql`lower(${t.inviteeEmail})`),
    uniqueIndex('invitations_one_pending_idx')
      .on(t.kind, sql`coalesce(${t.subjectId}, ${t.inviterId})`, sql`lower(${t.inviteeEmail})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** People who rent together: a tenant's household, joined through a 'household' invitation. */
export const householdMembers = pgTable(
  'household_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('household_members_pair_idx').on(t.ownerId, t.memberId),
    index('household_members_member_id_idx').on(t.memberId),
  ],
);
