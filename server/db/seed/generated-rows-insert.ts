import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { listings } from '../schema/listings.ts';
import type { properties } from '../schema/properties.ts';

// Multi-row inserts for the listings generator (generate-listings.ts).

export type PropertyRow = typeof properties.$inferInsert & { id: string };
export type ListingRow = typeof listings.$inferInsert;

type Column = readonly [name: string, pgType: string, values: unknown[]];

/**
 * One multi-row insert as `insert … select from unnest($1::type[], …)`: one parameter per
 * column instead of one per value, which keeps large batches cheap to build and to parse.
 * Array columns travel as array literals (`{a,b}`) and are cast back per row.
 */
function unnestInsert(table: string, columns: Column[], tail = ''): SQL {
  const names = columns.map(([name]) => name).join(', ');
  const selected = columns.map(([name, type]) => (type === 'text[]' ? `${name}::text[]` : name)).join(', ');
  const params = sql.join(
    columns.map(([, type, values]) => sql`${sql.param(values)}::${sql.raw(type === 'text[]' ? 'text' : type)}[]`),
    sql`, `,
  );
  return sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(selected)} from unnest(${params}) as t(${sql.raw(names)}) ${sql.raw(tail)}`;
}

const literal = (items: readonly string[]) => `{${items.join(',')}}`;
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

function rowsOf(result: unknown): { id: string }[] {
  return ((result as { rows?: { id: string }[] }).rows ?? (result as { id: string }[])) as { id: string }[];
}

/**
 * Inserts the properties; an address the same owner already has (from an earlier run) gets
 * another unit letter, so every listing keeps its own property.
 */
export async function insertProperties(tx: Db, rows: PropertyRow[]): Promise<void> {
  let pending = rows;
  for (let attempt = 0; pending.length; attempt++) {
    const col = <K extends keyof PropertyRow>(key: K) => pending.map((r) => r[key] ?? null);
    const query = unnestInsert(
      'properties',
      [
        ['id', 'uuid', col('id')],
        ['owner_user_id', 'uuid', col('ownerUserId')],
        ['street', 'text', col('street')],
        ['house_number', 'text', col('houseNumber')],
        ['unit', 'text', col('unit')],
        ['postcode', 'text', col('postcode')],
        ['type', 'text', col('type')],
        ['size_m2', 'numeric', col('sizeM2')],
        ['rooms', 'smallint', col('rooms')],
        ['bedrooms', 'smallint', col('bedrooms')],
        ['bathrooms', 'smallint', col('bathrooms')],
        ['floor', 'smallint', col('floor')],
        ['elevator', 'boolean', col('elevator')],
        ['year_built', 'smallint', col('yearBuilt')],
        ['lat', 'double precision', col('lat')],
        ['lng', 'double precision', col('lng')],
        ['created_at', 'timestamptz', pending.map((r) => iso(r.createdAt as Date))],
        ['updated_at', 'timestamptz', pending.map((r) => iso(r.createdAt as Date))],
      ],
      'on conflict do nothing returning id',
    );
    const done = new Set(rowsOf(await tx.execute(query)).map((r) => r.id));
    pending = pending.filter((r) => !done.has(r.id));
    if (attempt > 25) throw new Error('could not find free addresses for generated properties');
    for (const row of pending) row.unit = `${row.unit ?? ''}${'abcdefghijklmnopqrstuvwxyz'[attempt]}`;
  }
}

export async function insertListings(tx: Db, rows: ListingRow[]): Promise<void> {
  const col = <K extends keyof ListingRow>(key: K) => rows.map((r) => r[key] ?? null);
  const dates = <K extends keyof ListingRow>(key: K) => rows.map((r) => iso(r[key] as Date | null));
  const lists = <K extends keyof ListingRow>(key: K) => rows.map((r) => literal((r[key] as string[]) ?? []));
  await tx.execute(
    unnestInsert('listings', [
      ['owner_user_id', 'uuid', col('ownerUserId')],
      ['created_by', 'uuid', col('createdBy')],
      ['property_id', 'uuid', col('propertyId')],
      ['status', 'text', col('status')],
      ['steps_done', 'text[]', lists('stepsDone')],
      ['title_is', 'text', col('titleIs')],
      ['description_is', 'text', col('descriptionIs')],
      ['title_en', 'text', col('titleEn')],
      ['description_en', 'text', col('descriptionEn')],
      ['rent_isk', 'integer', col('rentIsk')],
      ['security_type', 'text', col('securityType')],
      ['security_months', 'numeric', col('securityMonths')],
      ['available_from', 'date', col('availableFrom')],
      ['lease_type', 'text', col('leaseType')],
      ['lease_months', 'smallint', col('leaseMonths')],
      ['utilities_included', 'text[]', lists('utilitiesIncluded')],
      ['pets_allowed', 'boolean', col('petsAllowed')],
      ['smoking_allowed', 'boolean', col('smokingAllowed')],
      ['subletting_allowed', 'boolean', col('sublettingAllowed')],
      ['max_occupants', 'smallint', col('maxOccupants')],
      ['quiet_hours', 'text', col('quietHours')],
      ['amenities', 'text[]', lists('amenities')],
      ['furnished', 'boolean', col('furnished')],
      ['postcode', 'text', col('postcode')],
      ['region', 'text', col('region')],
      ['town', 'text', col('town')],
      ['property_type', 'text', col('propertyType')],
      ['size_m2', 'numeric', col('sizeM2')],
      ['rooms', 'smallint', col('rooms')],
      ['lat', 'double precision', col('lat')],
      ['lng', 'double precision', col('lng')],
      ['published_at', 'timestamptz', dates('publishedAt')],
      ['expires_at', 'timestamptz', dates('expiresAt')],
      ['submitted_at', 'timestamptz', dates('submittedAt')],
      ['created_at', 'timestamptz', dates('createdAt')],
      ['updated_at', 'timestamptz', dates('updatedAt')],
    ]),
  );
}
