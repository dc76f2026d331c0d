import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { listings } from './listings.ts';
import { offers } from './offers.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/**
 * A rental contract. Accepting an offer stores one as a draft, prefilled from the offer; the
 * contracts capability adds the rest of the lease (parties' details, property units, rules,
 * signing, the registry). Lifecycle (DOMAIN.md): draft -> awaiting_signatures -> active ->
 * ended | terminated; a draft can be cancelled.
 */
export const rentalContracts = pgTable(
  'rental_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerTeamId: uuid('owner_team_id').references(() => teams.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('draft'),
    rentIsk: integer('rent_isk'),
    startDate: date('start_date', { mode: 'string' }),
    /** The end of a fixed term, or null for an indefinite lease. */
    endDate: date('end_date', { mode: 'string' }),
    termMonths: smallint('term_months'),
    securityType: text('security_type'),
    securityAmountIsk: integer('security_amount_isk'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rental_contracts_offer_idx').on(t.offerId).where(sql`${t.offerId} is not null`),
    index('rental_contracts_listing_idx').on(t.listingId),
    index('rental_contracts_owner_idx').on(t.ownerUserId),
  ],
);

/** Who is party to a contract and as what (landlord, tenant). */
export const rentalContractParties = pgTable(
  'rental_contract_parties',
  {
    contractId: uuid('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(), // landlord | tenant
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.contractId, t.userId] }), index('rental_contract_parties_user_idx').on(t.userId)],
);
