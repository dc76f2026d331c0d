import { and, desc, eq, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { ImportedListingCardDto } from '#common/imported-listing-card.ts';
import { decodeCursor, encodeCursor } from '#common/listing-filters.ts';
import type { PropertyType } from '#common/listing-rules.ts';
import type { RegionId } from '#common/postcodes.ts';
import { importedListings } from '#server/db/schema/imported-listings.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import type { ServiceContext } from '../context.ts';
import type { ImportedListingDto, ImportedListingPage, ImportedListingQuery } from './imported-listings.schemas.ts';

export const IMPORTED_PAGE_SIZE = 20;

type Row = typeof importedListings.$inferSelect;

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function toCard(row: Row): ImportedListingCardDto {
  return {
    id: row.id,
    source: row.source,
    source_host: hostOf(row.url),
    url: row.url,
    title: row.title,
    rent_isk: row.rentIsk,
    street: row.street,
    postcode: row.postcode,
    town: row.town,
    region: row.region as RegionId | null,
    property_type: row.propertyType as PropertyType | null,
    size_m2: row.sizeM2,
    rooms: row.rooms,
    published_at: (row.sourcePublishedAt ?? row.createdAt).toISOString(),
  };
}

/** Imported listings still in their feed, newest first (keyset on published time and id). Public. */
export async function listImportedListings(ctx: ServiceContext, query: ImportedListingQuery): Promise<ImportedListingPage> {
  const t = importedListings;
  const where: (SQL | undefined)[] = [isNull(t.removedAt)];
  if (query.region) where.push(eq(t.region, query.region));
  if (query.maxRent) where.push(lte(t.rentIsk, query.maxRent));
  const cursor = decodeCursor(query.cursor);
  if (cursor && typeof cursor.value === 'string' && !Number.isNaN(Date.parse(cursor.value))) {
    const after = new Date(cursor.value);
    where.push(or(lt(t.sourcePublishedAt, after), and(eq(t.sourcePublishedAt, after), lt(t.id, cursor.id))));
  }
  const rows = await ctx.db
    .select()
    .from(t)
    .where(and(...where))
    .orderBy(desc(t.sourcePublishedAt), desc(t.id))
    .limit(IMPORTED_PAGE_SIZE + 1);
  const page = rows.slice(0, IMPORTED_PAGE_SIZE).map(toCard);
  const last = page.at(-1);
  return {
    items: page,
    next_cursor: rows.length > IMPORTED_PAGE_SIZE && last ? encodeCursor(last.published_at, last.id) : null,
  };
}

/** One imported listing; not_found when unknown or no longer in its feed. Public. */
export async function getImportedListing(ctx: ServiceContext, id: string): Promise<ImportedListingDto> {
  requireId(id);
  const [row] = await ctx.db
    .select()
    .from(importedListings)
    .where(and(eq(importedListings.id, id), isNull(importedListings.removedAt)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return {
    ...toCard(row),
    description: row.description,
    lat: row.lat,
    lng: row.lng,
    last_seen_at: row.lastSeenAt.toISOString(),
  };
}
