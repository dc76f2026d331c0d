import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { properties } from './properties.ts';
import { teamListingGroups, teams } from './teams.ts';
import { users } from './users.ts';

export interface ViewingHours {
  day: number; // 1 = Monday … 7 = Sunday
  from: string; // "17:00"
  to: string;
}

/**
 * A listing of one property. Search columns (postcode, region, town, type, size, rooms, lat/lng)
 * are copied from the property when the listing is saved, so a search reads one table.
 * Lifecycle: docs/rules/listings.md.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'restrict' }),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerTeamId: uuid('owner_team_id').references(() => teams.id, { onDelete: 'restrict' }),
    /** The team listing group whose application form (questions, auto-reply) it uses. */
    teamGroupId: uuid('team_group_id').references(() => teamListingGroups.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    /** The wizard steps saved so far, in order. */
    stepsDone: text('steps_done').array().notNull().default(sql`ARRAY[]::text[]`),
    titleIs: text('title_is'),
    titleEn: text('title_en'),
    descriptionIs: text('description_is'),
    descriptionEn: text('description_en'),
    rentIsk: integer('rent_isk'),
    securityType: text('security_type'),
    securityMonths: numeric('security_months', { precision: 3, scale: 1, mode: 'number' }),
    availableFrom: date('available_from', { mode: 'string' }),
    availableUntil: date('available_until', { mode: 'string' }),
    leaseType: text('lease_type'),
    leaseMonths: smallint('lease_months'),
    utilitiesIncluded: text('utilities_included').array().notNull().default(sql`ARRAY[]::text[]`),
    petsAllowed: boolean('pets_allowed'),
    smokingAllowed: boolean('smoking_allowed'),
    maxOccupants: smallint('max_occupants'),
    sublettingAllowed: boolean('subletting_allowed'),
    quietHours: text('quiet_hours'),
    amenities: text('amenities').array().notNull().default(sql`ARRAY[]::text[]`),
    furnished: boolean('furnished').notNull().default(false),
    viewingHours: jsonb('viewing_hours').$type<ViewingHours[]>().notNull().default([]),
    // Copied from the property for search.
    postcode: text('postcode'),
    region: text('region'),
    town: text('town'),
    propertyType: text('property_type'),
    sizeM2: numeric('size_m2', { precision: 7, scale: 1, mode: 'number' }),
    rooms: smallint('rooms'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    coverKey: text('cover_key'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** Chosen by staff for the home page; the order they appear in. */
    featuredRank: smallint('featured_rank'),
    /**
     * The owner confirmed a rent far outside the plausible range for its size and region
     * (common/rent-plausibility.ts); staff see the flag in the review queue.
     */
    rentOutlierAt: timestamp('rent_outlier_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('listings_one_owner', sql`(${t.ownerUserId} is null) <> (${t.ownerTeamId} is null)`),
    index('listings_owner_user_id_idx').on(t.ownerUserId),
    index('listings_owner_team_id_idx').on(t.ownerTeamId),
    index('listings_property_id_idx').on(t.propertyId),
    index('listings_created_by_idx').on(t.createdBy),
    index('listings_team_group_id_idx').on(t.teamGroupId),
    index('listings_status_idx').on(t.status, t.updatedAt),
    // Search: published listings by each sort, with keyset pagination on (sort key, id).
    index('listings_pub_newest_idx').on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.status} = 'published'`),
    index('listings_pub_rent_idx').on(t.rentIsk, t.id).where(sql`${t.status} = 'published'`),
    index('listings_pub_size_idx').on(t.sizeM2, t.id).where(sql`${t.status} = 'published'`),
    index('listings_pub_region_idx').on(t.region, t.publishedAt.desc(), t.id.desc()).where(sql`${t.status} = 'published'`),
    // The cheapest (or dearest) in a region or a postcode, without walking past the rest of the
    // country first (docs/decisions/0008).
    index('listings_pub_region_rent_idx').on(t.region, t.rentIsk, t.id).where(sql`${t.status} = 'published'`),
    index('listings_pub_postcode_rent_idx').on(t.postcode, t.rentIsk, t.id).where(sql`${t.status} = 'published'`),
    index('listings_pub_postcode_idx').on(t.postcode, t.publishedAt.desc()).where(sql`${t.status} = 'published'`),
    index('listings_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'published'`),
    // Counting matches (up to the cap) reads only this narrow index, never the wide rows:
    // every column a search filters on, region first (docs/decisions/0008).
    index('listings_pub_filter_idx')
      .on(
        t.region,
        t.expiresAt,
        t.rentIsk,
        t.sizeM2,
        t.rooms,
        t.propertyType,
        t.postcode,
        t.town,
        t.petsAllowed,
        t.furnished,
        t.availableFrom,
        t.leaseType,
      )
      .where(sql`${t.status} = 'published'`),
    index('listings_featured_idx').on(t.featuredRank).where(sql`${t.featuredRank} is not null`),
  ],
);

/** Photos of a listing in display order; the first is the cover. Sizes live under the key. */
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (t) => [index('listing_photos_listing_idx').on(t.listingId, t.position)],
);

/** Every lifecycle change of a listing (publish, unpublish, review); staff insights count them. */
export const listingEvents = pgTable(
  'listing_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    ...timestamps,
  },
  (t) => [
    index('listing_events_listing_idx').on(t.listingId, t.createdAt),
    index('listing_events_kind_idx').on(t.kind, t.createdAt),
    index('listing_events_actor_idx').on(t.actorId),
  ],
);

/** Reports of a listing by visitors (scams, wrong facts); staff review them. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    message: text('message'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** open -> resolved | dismissed; the reporter sees it and the outcome. */
    status: text('status').notNull().default('open'),
    resolution: text('resolution'),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // Covers every row (also reports whose reporter was deleted) for the listing FK cascade and staff lookups.
    index('listing_reports_listing_idx').on(t.listingId),
    index('listing_reports_reporter_idx').on(t.reporterId),
    // One report per person per listing, enforced by the database so simultaneous reports can't both land.
    uniqueIndex('listing_reports_listing_reporter_idx').on(t.listingId, t.reporterId).where(sql`${t.reporterId} is not null`),
  ],
);
