import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/** Where a person's payouts go: an Icelandic bank account or an IBAN. One is the default. */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // 'is_bank' | 'iban'
    bank: text('bank'),
    ledger: text('ledger'),
    accountNumber: text('account_number'),
    ownerKennitala: text('owner_kennitala'),
    iban: text('iban'),
    holderName: text('holder_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('payout_methods_user_id_idx').on(t.userId),
    uniqueIndex('payout_methods_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
