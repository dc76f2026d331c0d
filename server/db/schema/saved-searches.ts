import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

/** A person's saved /listings query with how often to be told about new matches. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The normalised search filters (the same object /listings parses from its URL). */
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    frequency: text('frequency').notNull().default('daily'), // instant | daily | weekly | off
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('saved_searches_user_id_idx').on(t.userId), index('saved_searches_frequency_idx').on(t.frequency)],
);

/** A listing matched a saved search: at most once per pair, and when the person was told. */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.listingId] }), index('saved_search_hits_listing_idx').on(t.listingId)],
);
