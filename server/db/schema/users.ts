import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

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
    /** Set when the account was deleted: personal data is anonymised, the row stays for records. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_kennitala_idx').on(t.kennitala).where(sql`${t.kennitala} is not null`),
  ],
);
