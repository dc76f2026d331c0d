import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { daysAfter } from '#common/calendar-day.ts';
import { type ListingFilters, toSearchParams } from '#common/listing-filters.ts';
import { listings } from '#server/db/schema/listings.ts';
import { savedSearches, savedSearchHits } from '#server/db/schema/saved-searches.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { requireActor } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';
import {
  type Frequency,
  filtersFromQuery,
  MAX_SAVED_SEARCHES,
  type SavedSearchCreate,
  type SavedSearchUpdate,
} from './saved-searches.schemas.ts';

/** How far back "new matches" look. */
export const RECENT_DAYS = 7;

export interface SavedSearchDto {
  id: string;
  name: string;
  frequency: Frequency;
  filters: ListingFilters;
  /** The canonical /listings query string for the filters ('' when there are none). */
  query: string;
  /** Matches found in the last RECENT_DAYS days that are still on the market. */
  new_matches: number;
  last_sent_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RecentMatchDto {
  search_id: string;
  search_name: string;
  listing_id: string;
  title_is: string | null;
  title_en: string | null;
  town: string | null;
  rent_isk: number;
  matched_at: string;
}

type Row = typeof savedSearches.$inferSelect;

function toDto(row: Row, newMatches: number): SavedSearchDto {
  const filters = row.query as ListingFilters;
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency as Frequency,
    filters,
    query: toSearchParams(filters).toString(),
    new_matches: newMatches,
    last_sent_at: row.lastSentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A recent hit on a listing that is still published and unexpired. */
function liveRecentHit(ctx: ServiceContext) {
  return and(
    gt(savedSearchHits.createdAt, daysAfter(ctx.now(), -RECENT_DAYS)),
    eq(listings.status, 'published'),
    gt(listings.expiresAt, ctx.now()),
  );
}

async function newMatchCounts(ctx: ServiceContext, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db
    .select({ id: savedSearchHits.savedSearchId, n: count() })
    .from(savedSearchHits)
    .innerJoin(listings, eq(listings.id, savedSearchHits.listingId))
    .where(and(inArray(savedSearchHits.savedSearchId, ids), liveRecentHit(ctx)))
    .groupBy(savedSearchHits.savedSearchId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The person's saved searches, newest first. */
export async function listSavedSearches(ctx: ServiceContext): Promise<SavedSearchDto[]> {
  const rows = await ctx.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, requireActor(ctx).userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  const counts = await newMatchCounts(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toDto(r, counts.get(r.id) ?? 0));
}

async function ownRow(ctx: ServiceContext, id: string): Promise<Row> {
  const userId = requireActor(ctx).userId;
  requireId(id);
  const [row] = await ctx.db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  // Another person's search is as missing as one that never existed.
  if (!row) throw new AppError('not_found');
  return row;
}

export async function getSavedSearch(ctx: ServiceContext, id: string): Promise<SavedSearchDto> {
  const row = await ownRow(ctx, id);
  return toDto(row, (await newMatchCounts(ctx, [id])).get(id) ?? 0);
}

/**
 * Saves a /listings query under a name; at most MAX_SAVED_SEARCHES per person. The same search
 * saved again (same name, filters and frequency: a double submit, a retry) is the one already
 * saved, not a second copy.
 */
export async function createSavedSearch(ctx: ServiceContext, input: SavedSearchCreate): Promise<SavedSearchDto> {
  const userId = requireActor(ctx).userId;
  const query = filtersFromQuery(input.query) as Record<string, unknown>;
  const saved = await ctx.db.transaction(async (tx) => {
    // Serialises one person's creates, so two at once can't pass the limit together, nor both
    // miss the other's copy of the same search.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${userId}`}))`);
    const [same] = await tx
      .select()
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.userId, userId),
          eq(savedSearches.name, input.name),
          eq(savedSearches.frequency, input.frequency),
          sql`${savedSearches.query} = ${JSON.stringify(query)}::jsonb`,
        ),
      )
      .limit(1);
    if (same) return { row: same, created: false };
    const [{ n }] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if (n >= MAX_SAVED_SEARCHES) throw new AppError('saved_search_limit');
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId,
        name: input.name,
        frequency: input.frequency,
        query,
        // New matches are counted from now: a digest never reaches back before the search existed.
        lastSentAt: ctx.now(),
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      .returning();
    return { row, created: true };
  });
  if (saved.created) return toDto(saved.row, 0);
  return toDto(saved.row, (await newMatchCounts(ctx, [saved.row.id])).get(saved.row.id) ?? 0);
}

/** Changes the name, the frequency and/or the filters (given as a /listings query). */
export async function updateSavedSearch(ctx: ServiceContext, id: string, input: SavedSearchUpdate): Promise<SavedSearchDto> {
  const current = await ownRow(ctx, id);
  const changes: Partial<typeof savedSearches.$inferInsert> = { updatedAt: ctx.now() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.frequency !== undefined) changes.frequency = input.frequency;
  if (input.query !== undefined) changes.query = filtersFromQuery(input.query) as Record<string, unknown>;
  const from = current.frequency;
  const to = input.frequency ?? from;
  // Hits found while alerts were off are never sent later, and switching to instant doesn't
  // replay a digest's pending hits: they are settled. Daily <-> weekly keeps them for the digest.
  const settle = to !== from && (from === 'off' || to === 'off' || to === 'instant');
  if (settle && to !== 'off') changes.lastSentAt = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(savedSearches)
      .set(changes)
      .where(and(eq(savedSearches.id, current.id), eq(savedSearches.userId, current.userId)))
      .returning();
    if (!updated) throw new AppError('not_found');
    if (settle) {
      await tx
        .update(savedSearchHits)
        .set({ notifiedAt: ctx.now() })
        .where(and(eq(savedSearchHits.savedSearchId, current.id), isNull(savedSearchHits.notifiedAt)));
    }
    return updated;
  });
  return getSavedSearch(ctx, row.id);
}

export async function deleteSavedSearch(ctx: ServiceContext, id: string): Promise<void> {
  const userId = requireActor(ctx).userId;
  requireId(id);
  const removed = await ctx.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (!removed.length) throw new AppError('not_found');
}

/** The newest matches of the person's watches (searches with alerts on) still on the market. */
export async function listRecentMatches(ctx: ServiceContext, limit = 10): Promise<RecentMatchDto[]> {
  const rows = await ctx.db
    .select({
      searchId: savedSearches.id,
      searchName: savedSearches.name,
      listingId: listings.id,
      titleIs: listings.titleIs,
      titleEn: listings.titleEn,
      town: listings.town,
      rentIsk: listings.rentIsk,
      matchedAt: savedSearchHits.createdAt,
    })
    .from(savedSearchHits)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchHits.savedSearchId))
    .innerJoin(listings, eq(listings.id, savedSearchHits.listingId))
    .where(and(eq(savedSearches.userId, requireActor(ctx).userId), sql`${savedSearches.frequency} <> 'off'`, liveRecentHit(ctx)))
    .orderBy(desc(savedSearchHits.createdAt), desc(listings.id))
    .limit(limit);
  return rows.map((r) => ({
    search_id: r.searchId,
    search_name: r.searchName,
    listing_id: r.listingId,
    title_is: r.titleIs,
    title_en: r.titleEn,
    town: r.town,
    rent_isk: r.rentIsk ?? 0,
    matched_at: r.matchedAt.toISOString(),
  }));
}
