import { and, count, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { ImportedListingCardDto } from '#common/imported-listing-card.ts';
import { type ImportedListingQuery, rentFilterValue } from '#common/imported-listings-list.ts';
import { LIST_PAGE_SIZE } from '#common/list-kit.ts';
import type { PropertyType } from '#common/listing-rules.ts';
import type { RegionId } from '#common/postcodes.ts';
import { key, keysetOrder, keysetPage } from '#server/db/keyset.ts';
import { importedListings } from '#server/db/schema/imported-listings.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import type { ServiceContext } from '../context.ts';
import type { ImportedListingDto, ImportedListingPage } from './imported-listings.schemas.ts';

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
    published_at: publishedAt(row).toISOString(),
  };
}

/** When the source published it; the import time when the feed did not say. */
const publishedAt = (row: Row) => row.sourcePublishedAt ?? row.createdAt;

/** Newest first by the date shown on the card, then id: a listing without a published date is not skipped. */
const NEWEST_IMPORTED = keysetOrder<Row>('imported.newest', [
  key({
    sql: sql`coalesce(${importedListings.sourcePublishedAt}, ${importedListings.createdAt})`,
    type: 'date',
    desc: true,
    of: publishedAt,
  }),
  key({ sql: importedListings.id, type: 'uuid', desc: true, of: (row: Row) => row.id }),
]);

/** Imported listings still in their feed, newest first (keyset, docs/rules/lists.md). Public. */
export async function listImportedListings(ctx: ServiceContext, query: ImportedListingQuery): Promise<ImportedListingPage> {
  const t = importedListings;
  const where: (SQL | undefined)[] = [isNull(t.removedAt)];
  if (query.region) where.push(eq(t.region, query.region));
  const maxRent = rentFilterValue(query.max_rent);
  if (maxRent) where.push(lte(t.rentIsk, maxRent));
  const page = await keysetPage(
    NEWEST_IMPORTED,
    query,
    LIST_PAGE_SIZE,
    (w) =>
      ctx.db
        .select()
        .from(t)
        .where(and(...where, w.where))
        .orderBy(...w.orderBy)
        .limit(w.limit)
        .offset(w.offset),
    async () =>
      (
        await ctx.db
          .select({ n: count() })
          .from(t)
          .where(and(...where))
      )[0]?.n ?? 0,
  );
  return { ...page, items: page.items.map(toCard), next_cursor: page.next };
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
