import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

/** A question the landlord asks everyone who applies for one listing, in the order shown. */
export const listingQuestions = pgTable(
  'listing_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    question: text('question').notNull(),
    required: boolean('required').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('listing_questions_listing_idx').on(t.listingId, t.position)],
);

/** The tenant's answer to one question, kept with the question's wording at the time. */
export interface ApplicationAnswer {
  questionId: string;
  question: string;
  answer: string;
}

/** What of the tenant's profile the landlord saw when the application was sent. */
export type ProfileSnapshot = Record<string, unknown>;

/**
 * A tenant's application for a listing. Lifecycle (common/application-rules.ts):
 * submitted -> viewed -> shortlisted -> accepted | declined; withdrawn by the tenant; closed
 * when the listing is rented to someone. One open application per tenant and listing.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    tenantUserId: uuid('tenant_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('submitted'),
    message: text('message').notNull(),
    adults: smallint('adults').notNull().default(1),
    children: smallint('children').notNull().default(0),
    pets: boolean('pets').notNull().default(false),
    petsNote: text('pets_note'),
    moveInDate: date('move_in_date', { mode: 'string' }),
    answers: jsonb('answers').$type<ApplicationAnswer[]>().notNull().default([]),
    /** What the tenant chose to share: their profile (always) and their income documents. */
    sharePaychecks: boolean('share_paychecks').notNull().default(false),
    /** The monthly income band the tenant states (for sorting), or null. */
    incomeBand: smallint('income_band'),
    profileSnapshot: jsonb('profile_snapshot').$type<ProfileSnapshot>().notNull().default({}),
    /** The landlord's message when declining. */
    decisionMessage: text('decision_message'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('applications_household', sql`${t.adults} between 1 and 20 and ${t.children} between 0 and 20`),
    index('applications_listing_idx').on(t.listingId, t.createdAt.desc()),
    index('applications_tenant_idx').on(t.tenantUserId, t.createdAt.desc()),
    index('applications_status_idx').on(t.status, t.createdAt.desc()),
    // One open application per tenant and listing, held by the database under parallel sends.
    uniqueIndex('applications_one_open_idx')
      .on(t.listingId, t.tenantUserId)
      .where(sql`${t.status} in ('submitted', 'viewed', 'shortlisted', 'accepted')`),
  ],
);

/** Each change of an application's status: its timeline. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    ...timestamps,
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.createdAt)],
);

/** A listing a person saved to come back to ("saved homes"). */
export const favouriteListings = pgTable(
  'favourite_listings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index('favourite_listings_listing_idx').on(t.listingId)],
);
