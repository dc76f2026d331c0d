import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { teams } from './teams.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    locale: text('locale').notNull().default('is'),
    scope: text('scope').array().notNull().default(sql`ARRAY['user']::text[]`),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    phone: text('phone'),
    kennitala: text('kennitala'),
    bio: text('bio'),
    /** Storage key of the square WebP avatar; null when the person has none. */
    avatarKey: text('avatar_key'),
    /** Whether landlords the tenant applies to may see the uploaded income documents. */
    sharePaychecks: boolean('share_paychecks').notNull().default(false),
    /** Two-factor sign-in: the TOTP secret (encrypted), set once confirmed with a first code. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step accepted, so a code can't be replayed within its window. */
    totpLastStep: integer('totp_last_step'),
    /** A secret shown during setup, not yet confirmed (encrypted). */
    totpPendingSecret: text('totp_pending_secret'),
    /** Set when the account was deleted: personal data is anonymised, the row stays for records. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Blocked by staff (audited): cannot sign in; their listings leave the market. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    /** The team the person acts for (team mode), remembered across devices; null: acting personally. */
    actingTeamId: uuid('acting_team_id').references((): AnyPgColumn => teams.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_acting_team_id_idx').on(t.actingTeamId),
    uniqueIndex('users_kennitala_idx').on(t.kennitala).where(sql`${t.kennitala} is not null`),
  ],
);
