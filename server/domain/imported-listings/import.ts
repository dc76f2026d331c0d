import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { findPostcode } from '#common/postcodes.ts';
import type { Db } from '#server/db/client.ts';
import { importedListings } from '#server/db/schema/imported-listings.ts';
import { configuredListingFeed, type FeedItem, type ListingFeed } from '#server/integrations/listing-feed/listing-feed.ts';
import type { Env } from '#server/lib/env.ts';
import { logger } from '#server/lib/logger.ts';

export interface ImportCounts {
  source: string;
  inserted: number;
  updated: number;
  unchanged: number;
  removed: number;
  skipped: number;
}

type Row = typeof importedListings.$inferSelect;
type Fields = Omit<typeof importedListings.$inferInsert, 'id' | 'source' | 'externalId' | 'lastSeenAt' | 'removedAt'>;

/** What a feed item stores; place facts come from our postcode list, the feed's town only for unknown codes. */
function fieldsOf(item: FeedItem, firstSeen: Date): Fields {
  const place = item.postcode ? findPostcode(item.postcode) : undefined;
  return {
    url: item.url,
    title: item.title,
    description: item.description,
    rentIsk: item.rentIsk,
    street: item.street,
    postcode: item.postcode,
    town: place?.town ?? item.town,
    region: place?.region ?? null,
    propertyType: item.propertyType,
    sizeM2: item.sizeM2,
    rooms: item.rooms,
    imageUrl: item.imageUrl,
    lat: place?.lat ?? null,
    lng: place?.lng ?? null,
    // Lists sort by it, so an item the feed doesn't date counts from when we first saw it.
    sourcePublishedAt: item.publishedAt ?? firstSeen,
  };
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return (a ?? null) === (b ?? null);
}

/** The fields that differ from the stored row (empty when nothing changed). */
function changes(row: Row, fields: Fields): Partial<Fields> {
  const changed: Partial<Fields> = {};
  for (const [key, value] of Object.entries(fields) as [keyof Fields, unknown][]) {
    if (!same(row[key], value)) (changed as Record<string, unknown>)[key] = value;
  }
  return changed;
}

/**
 * Brings the stored listings of one source in line with the feed's items: new ones inserted,
 * changed ones updated, gone ones marked removed (and restored when they come back). Idempotent:
 * a second run with the same items only moves last_seen_at. In one transaction.
 */
export async function importFeedItems(
  db: Db,
  source: string,
  items: FeedItem[],
  now: Date,
): Promise<Omit<ImportCounts, 'skipped'>> {
  const counts = { source, inserted: 0, updated: 0, unchanged: 0, removed: 0 };
  await db.transaction(async (tx) => {
    const existing = new Map(
      (await tx.select().from(importedListings).where(eq(importedListings.source, source))).map((r) => [r.externalId, r]),
    );
    const seenIds: string[] = [];
    for (const item of items) {
      const row = existing.get(item.externalId);
      if (!row) {
        await tx.insert(importedListings).values({
          source,
          externalId: item.externalId,
          ...fieldsOf(item, now),
          lastSeenAt: now,
          createdAt: now,
          updatedAt: now,
        });
        counts.inserted++;
        continue;
      }
      const changed = changes(row, fieldsOf(item, row.sourcePublishedAt ?? row.createdAt));
      if (Object.keys(changed).length > 0 || row.removedAt) {
        await tx
          .update(importedListings)
          .set({ ...changed, removedAt: null, lastSeenAt: now, updatedAt: now })
          .where(eq(importedListings.id, row.id));
        counts.updated++;
      } else {
        seenIds.push(row.id);
        counts.unchanged++;
      }
    }
    if (seenIds.length > 0) {
      // Seen again, nothing else: updated_at stays as it was (it would move by itself otherwise).
      await tx
        .update(importedListings)
        .set({ lastSeenAt: now, updatedAt: sql`${importedListings.updatedAt}` })
        .where(inArray(importedListings.id, seenIds));
    }
    const inFeed = new Set(items.map((i) => i.externalId));
    const gone = [...existing.values()].filter((r) => !r.removedAt && !inFeed.has(r.externalId)).map((r) => r.id);
    if (gone.length > 0 && items.length === 0) {
      // An empty feed is far likelier a broken export than every listing let at once.
      logger.warn({ source, active: gone.length }, 'listing feed came back empty; nothing marked removed');
      return;
    }
    if (gone.length > 0) {
      await tx
        .update(importedListings)
        .set({ removedAt: now, updatedAt: now })
        .where(and(inArray(importedListings.id, gone), isNull(importedListings.removedAt)));
      counts.removed = gone.length;
    }
  });
  return counts;
}

/** Reads the feed and imports it; a feed that can't be read changes nothing. */
export async function runListingImport(db: Db, feed: ListingFeed, now: Date): Promise<ImportCounts> {
  const { items, skipped } = await feed.fetch();
  for (const item of skipped)
    logger.warn({ source: feed.source, externalId: item.externalId, reason: item.reason }, 'feed item skipped');
  const counts = { ...(await importFeedItems(db, feed.source, items, now)), skipped: skipped.length };
  logger.info(counts, 'listing feed imported');
  return counts;
}

/** Imports the configured feed, if any; a failure is logged, not thrown (the demo seed calls this at boot). */
export async function importConfiguredFeed(db: Db, config: Env, now: Date): Promise<ImportCounts | null> {
  const feed = configuredListingFeed(config);
  if (!feed) return null;
  try {
    return await runListingImport(db, feed, now);
  } catch (error) {
    logger.error({ err: error, source: feed.source }, 'listing feed import failed');
    return null;
  }
}
