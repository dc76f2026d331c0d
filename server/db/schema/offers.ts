import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { timestamps } from './columns.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

/**
 * A landlord's offer of a lease to an applicant. sent -> accepted | declined | withdrawn |
 * expired (common/offer-rules.ts). One live (sent) offer per application.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    tenantUserId: uuid('tenant_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who sent it (the landlord, or later a team member). */
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('sent'),
    rentIsk: integer('rent_isk').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The fixed term in months, or null for an indefinite lease. */
    termMonths: smallint('term_months'),
    securityType: text('security_type').notNull(),
    securityAmountIsk: integer('security_amount_isk').notNull().default(0),
    message: text('message'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** The tenant's reason when declining, or the landlord's when withdrawing. */
    responseMessage: text('response_message'),
    ...timestamps,
  },
  (t) => [
    check('offers_rent', sql`${t.rentIsk} > 0`),
    check('offers_term', sql`${t.termMonths} is null or ${t.termMonths} between 1 and 600`),
    // 40. gr.: security at most three months' rent.
    check('offers_security', sql`${t.securityAmountIsk} >= 0 and ${t.securityAmountIsk} <= 3 * ${t.rentIsk}`),
    index('offers_listing_idx').on(t.listingId, t.createdAt.desc()),
    index('offers_tenant_idx').on(t.tenantUserId, t.createdAt.desc()),
    index('offers_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'sent'`),
    uniqueIndex('offers_one_live_idx').on(t.applicationId).where(sql`${t.status} = 'sent'`),
  ],
);
