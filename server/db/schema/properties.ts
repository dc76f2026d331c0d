import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, numeric, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/**
 * A dwelling that can be let: the address and the facts that don't change between listings.
 * Owned by a person or by a team (teams arrive with their own capability; the column is here
 * from the start so listings never need re-owning). Exactly one owner.
 */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerTeamId: uuid('owner_team_id').references(() => teams.id, { onDelete: 'restrict' }),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    unit: text('unit'),
    postcode: text('postcode').notNull(),
    /** Fastanúmer from the property registry: F and 7 digits, stored as "F1234567". */
    fastanumer: text('fastanumer'),
    type: text('type'),
    sizeM2: numeric('size_m2', { precision: 7, scale: 1, mode: 'number' }),
    rooms: smallint('rooms'),
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    floor: smallint('floor'),
    elevator: boolean('elevator'),
    yearBuilt: smallint('year_built'),
    /** An approximate point (the postcode's centre), never the exact door. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    ...timestamps,
  },
  (t) => [
    check('properties_one_owner', sql`(${t.ownerUserId} is null) <> (${t.ownerTeamId} is null)`),
    index('properties_owner_user_id_idx').on(t.ownerUserId),
    index('properties_owner_team_id_idx').on(t.ownerTeamId),
    uniqueIndex('properties_owner_address_idx').on(
      sql`coalesce(${t.ownerUserId}, ${t.ownerTeamId})`,
      sql`lower(${t.street})`,
      sql`lower(${t.houseNumber})`,
      sql`lower(coalesce(${t.unit}, ''))`,
      t.postcode,
    ),
  ],
);
