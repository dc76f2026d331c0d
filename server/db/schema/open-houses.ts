import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { timestamps } from './columns.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

/**
 * An open house: a time on a listing when anyone registered may come, up to `capacity`.
 * `registered` counts the live registrations; it is raised only by
 * `update ... set registered = registered + 1 where registered < capacity`, so parallel sign-ups
 * never overbook. Iceland keeps UTC all year, so times are stored as instants.
 */
export const openHouses = pgTable(
  'open_houses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    registered: integer('registered').notNull().default(0),
    note: text('note'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** When the day-before reminders went out (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('open_houses_times', sql`${t.endsAt} > ${t.startsAt}`),
    check('open_houses_capacity', sql`${t.capacity} between 1 and 500 and ${t.registered} between 0 and ${t.capacity}`),
    index('open_houses_listing_idx').on(t.listingId, t.startsAt),
    index('open_houses_upcoming_idx').on(t.startsAt).where(sql`${t.cancelledAt} is null`),
  ],
);

/** A person's place at an open house; cancelling frees it. One live registration per person. */
export const openHouseRegistrations = pgTable(
  'open_house_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    openHouseId: uuid('open_house_id')
      .notNull()
      .references(() => openHouses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('open_house_registrations_live_idx').on(t.openHouseId, t.userId).where(sql`${t.cancelledAt} is null`),
    index('open_house_registrations_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * A tenant's request for a private viewing within the listing's viewing hours. The landlord
 * accepts, proposes another time (the tenant accepts or declines that) or declines.
 * requested -> accepted | proposed | declined | cancelled; proposed -> accepted | declined | cancelled.
 */
export const viewingRequests = pgTable(
  'viewing_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    tenantUserId: uuid('tenant_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('requested'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The landlord's other time, while status is proposed. */
    proposedStartsAt: timestamp('proposed_starts_at', { withTimezone: true }),
    proposedEndsAt: timestamp('proposed_ends_at', { withTimezone: true }),
    message: text('message'),
    responseMessage: text('response_message'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('viewing_requests_times', sql`${t.endsAt} > ${t.startsAt}`),
    index('viewing_requests_listing_idx').on(t.listingId, t.startsAt),
    index('viewing_requests_tenant_idx').on(t.tenantUserId, t.startsAt),
    uniqueIndex('viewing_requests_one_open_idx')
      .on(t.listingId, t.tenantUserId)
      .where(sql`${t.status} in ('requested', 'proposed')`),
  ],
);
