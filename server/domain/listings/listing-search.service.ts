import { and, asc, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { isCursorInstant } from '#common/input.ts';
import type { ListingCardDto, ListingTeamDto, MapPointDto } from '#common/listing-dtos.ts';
import { decodeCursor, encodeCursor, type ListingFilters, type ListingQuery } from '#common/listing-filters.ts';
import { postcodesForTown } from '#common/postcodes.ts';
import { listings } from '#server/db/schema/listings.ts';
import type { ServiceContext } from '../context.ts';
import { teamLogoUrl } from '../teams/team-summary.service.ts';
import { photoUrls } from './photo-urls.ts';

// Public search over published listings: filters from common/listing-filters.ts, keyset
// pagination on (sort key, id) with a partial index per sort, never OFFSET. A search reads one
// table (the listing carries its property's search facts).

/** Search results: 24, not LIST_PAGE_SIZE, so a card grid of 2 or 3 columns ends on a full row. */
export const PAGE_SIZE = 24;
/** Counting stops here; the page says "1000+". Exact counts of broad searches cost a full scan. */
export const COUNT_CAP = 1000;
export const MAP_LIMIT = 500;

export interface SearchResult {
  items: ListingCardDto[];
  next_cursor: string | null;
  /** Matches, counted up to COUNT_CAP; `total_capped` says the real number is higher. */
  total: number;
  total_capped: boolean;
}

/** Filters as SQL conditions: the same meaning as matchesFilters() in common/listing-filters.ts. */
export function filterConditions(filters: ListingFilters, now: Date): SQL[] {
  const where: SQL[] = [eq(listings.status, 'published'), gt(listings.expiresAt, now)];
  if (filters.region) where.push(eq(listings.region, filters.region));
  if (filters.postcodes?.length) where.push(inArray(listings.postcode, filters.postcodes));
  if (filters.town) {
    // A listing's town is its postcode's, so a town from the postcode list is compared as
    // written there (PostgreSQL has statistics for that, none for lower(town)) and said again
    // as its regions, where the search and count indexes begin. Any other name: lower() = lower().
    const places = postcodesForTown(filters.town);
    if (places.length) {
      where.push(eq(listings.town, places[0].town));
      where.push(inArray(listings.region, [...new Set(places.map((p) => p.region))]));
    } else {
      where.push(sql`lower(${listings.town}) = lower(${filters.town})`);
    }
  }
  if (filters.priceMin) where.push(sql`${listings.rentIsk} >= ${filters.priceMin}`);
  if (filters.priceMax) where.push(sql`${listings.rentIsk} <= ${filters.priceMax}`);
  if (filters.sizeMin) where.push(sql`${listings.sizeM2} >= ${filters.sizeMin}`);
  if (filters.sizeMax) where.push(sql`${listings.sizeM2} <= ${filters.sizeMax}`);
  if (filters.roomsMin) where.push(sql`${listings.rooms} >= ${filters.roomsMin}`);
  if (filters.types?.length) where.push(inArray(listings.propertyType, filters.types));
  if (filters.pets) where.push(eq(listings.petsAllowed, true));
  if (filters.furnished) where.push(eq(listings.furnished, true));
  if (filters.availableBy) where.push(lte(listings.availableFrom, filters.availableBy));
  if (filters.lease) where.push(eq(listings.leaseType, filters.lease));
  return where;
}

const ORDER = {
  newest: { column: listings.publishedAt, direction: 'desc' },
  price_asc: { column: listings.rentIsk, direction: 'asc' },
  price_desc: { column: listings.rentIsk, direction: 'desc' },
  size_desc: { column: listings.sizeM2, direction: 'desc' },
} as const;

/** The row-value condition that continues after the cursor's row, in the sort's direction. */
function afterCursor(query: ListingQuery): SQL | undefined {
  const cursor = decodeCursor(query.cursor);
  if (!cursor || cursor.value === null) return undefined;
  const { column, direction } = ORDER[query.sort];
  // Newest pages by an instant, the others by a number: a cursor of the wrong kind starts over.
  if ((query.sort === 'newest') !== isCursorInstant(cursor.value)) return undefined;
  const value = query.sort === 'newest' ? new Date(String(cursor.value)) : Number(cursor.value);
  if (value instanceof Date ? Number.isNaN(value.getTime()) : !Number.isFinite(value)) return undefined;
  // Rent is an integer column: a fraction from a crafted cursor would be refused by PostgreSQL.
  if (query.sort !== 'newest' && query.sort !== 'size_desc' && !Number.isInteger(value)) return undefined;
  // (key, id) beyond the cursor as one row comparison: PostgreSQL uses it as the index
  // condition of the (key, id) index, so a deep page starts at its place instead of filtering.
  const key = value instanceof Date ? sql`${value.toISOString()}::timestamptz` : sql`${value}`;
  return direction === 'desc'
    ? sql`(${column}, ${listings.id}) < (${key}, ${cursor.id})`
    : sql`(${column}, ${listings.id}) > (${key}, ${cursor.id})`;
}

/**
 * ORDER BY for a sort, matching its index exactly: the newest index is (published_at DESC
 * NULLS LAST, id DESC NULLS LAST), and a plain DESC means NULLS FIRST, which PostgreSQL can't
 * read from it (it sorted the whole table instead). Price and size read their ascending
 * (key, id) index backwards for DESC, which a plain DESC matches.
 */
function orderFor(sort: ListingQuery['sort']): SQL[] {
  const { column, direction } = ORDER[sort];
  if (sort === 'newest') return [sql`${column} desc nulls last`, sql`${listings.id} desc nulls last`];
  return direction === 'desc' ? [desc(column), desc(listings.id)] : [asc(column), asc(listings.id)];
}

export const cardColumns = {
  id: listings.id,
  titleIs: listings.titleIs,
  titleEn: listings.titleEn,
  rentIsk: listings.rentIsk,
  sizeM2: listings.sizeM2,
  rooms: listings.rooms,
  propertyType: listings.propertyType,
  town: listings.town,
  postcode: listings.postcode,
  region: listings.region,
  availableFrom: listings.availableFrom,
  leaseType: listings.leaseType,
  petsAllowed: listings.petsAllowed,
  furnished: listings.furnished,
  coverKey: listings.coverKey,
  publishedAt: listings.publishedAt,
  street: sql<string | null>`(select p.street || ' ' || p.house_number from properties p where p.id = ${listings.propertyId})`,
  /** The owning team's name, badge and logo, read in the same query (null for a person's listing). */
  team: sql<CardTeam | null>`(select json_build_object('id', t.id, 'name', t.name, 'status', t.verification_status, 'logoKey', t.logo_key, 'updatedAt', t.updated_at) from teams t where t.id = ${listings.ownerTeamId})`,
};

interface CardTeam {
  id: string;
  name: string;
  status: string;
  logoKey: string | null;
  updatedAt: string;
}

/** The card's team from the JSON column. */
export function cardTeam(value: CardTeam | null): ListingTeamDto | null {
  if (!value) return null;
  return {
    name: value.name,
    verified: value.status === 'verified',
    logo_url: teamLogoUrl({ id: value.id, logoKey: value.logoKey, updatedAt: new Date(value.updatedAt) }),
  };
}

type CardRow = { [K in keyof typeof cardColumns]: unknown } & {
  id: string;
  titleIs: string | null;
  titleEn: string | null;
  rentIsk: number | null;
  sizeM2: number | null;
  rooms: number | null;
  propertyType: string | null;
  town: string | null;
  postcode: string | null;
  region: string | null;
  availableFrom: string | null;
  leaseType: string | null;
  petsAllowed: boolean | null;
  furnished: boolean;
  coverKey: string | null;
  publishedAt: Date | null;
  street: string | null;
  team: CardTeam | null;
};

export function toCard(row: CardRow): ListingCardDto {
  return {
    id: row.id,
    title_is: row.titleIs,
    title_en: row.titleEn,
    rent_isk: row.rentIsk ?? 0,
    size_m2: row.sizeM2 === null ? null : Number(row.sizeM2),
    rooms: row.rooms,
    property_type: row.propertyType,
    street: row.street,
    town: row.town,
    postcode: row.postcode,
    region: row.region,
    available_from: row.availableFrom,
    lease_type: row.leaseType,
    pets_allowed: row.petsAllowed,
    furnished: row.furnished,
    cover: row.coverKey ? photoUrls(row.coverKey) : null,
    published_at: row.publishedAt?.toISOString() ?? null,
    team: cardTeam(row.team),
  };
}

function cursorValue(row: CardRow, query: ListingQuery): string | number | null {
  if (query.sort === 'newest') return row.publishedAt?.toISOString() ?? null;
  if (query.sort === 'size_desc') return row.sizeM2 === null ? null : Number(row.sizeM2);
  return row.rentIsk;
}

/** One page of published listings for a query, the cursor to the next, and the (capped) count. */
export async function searchListings(ctx: ServiceContext, query: ListingQuery, limit = PAGE_SIZE): Promise<SearchResult> {
  const where = filterConditions(query, ctx.now());
  const after = afterCursor(query);
  const order = orderFor(query.sort);
  const [rows, counted] = await Promise.all([
    ctx.db
      .select(cardColumns)
      .from(listings)
      .where(and(...where, ...(after ? [after] : [])))
      .orderBy(...order)
      .limit(limit + 1),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(
      ctx.db
        .select({ one: sql`1`.as('one') })
        .from(listings)
        .where(and(...where))
        .limit(COUNT_CAP + 1)
        .as('capped'),
    ),
  ]);
  const page = (rows as CardRow[]).slice(0, limit);
  const last = page.at(-1);
  const n = Number(counted[0]?.n ?? 0);
  return {
    items: page.map(toCard),
    next_cursor: rows.length > limit && last ? encodeCursor(cursorValue(last, query), last.id) : null,
    total: Math.min(n, COUNT_CAP),
    total_capped: n > COUNT_CAP,
  };
}

/** Points for the map view (approximate: each listing's postcode centre), newest first. */
export async function searchMapPoints(ctx: ServiceContext, filters: ListingFilters, limit = MAP_LIMIT): Promise<MapPointDto[]> {
  const rows = await ctx.db
    .select({ id: listings.id, lat: listings.lat, lng: listings.lng, rentIsk: listings.rentIsk })
    .from(listings)
    .where(and(...filterConditions(filters, ctx.now())))
    .orderBy(...orderFor('newest'))
    .limit(limit);
  return rows
    .filter((r) => r.lat !== null && r.lng !== null)
    .map((r) => ({ id: r.id, lat: r.lat as number, lng: r.lng as number, rent_isk: r.rentIsk ?? 0 }));
}
