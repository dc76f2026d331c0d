import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** Listings read from an outside property feed (/listings/mbl); never editable here. */
export const importedListings = pgTable(
  'imported_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    rentIsk: integer('rent_isk'),
    street: text('street'),
    postcode: text('postcode'),
    town: text('town'),
    region: text('region'),
    propertyType: text('property_type'),
    sizeM2: numeric('size_m2', { precision: 7, scale: 1, mode: 'number' }),
    rooms: smallint('rooms'),
    imageUrl: text('image_url'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    sourcePublishedAt: timestamp('source_published_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Set when the feed no longer carries it. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('imported_listings_source_external_idx').on(t.source, t.externalId),
    index('imported_listings_active_idx').on(t.sourcePublishedAt.desc()).where(sql`${t.removedAt} is null`),
  ],
);
