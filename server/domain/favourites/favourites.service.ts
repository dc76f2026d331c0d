import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ListingCardDto } from '#common/listing-dtos.ts';
import { hasLeftMarket } from '#common/listing-rules.ts';
import { favouriteListings } from '#server/db/schema/applications.ts';
import { listings } from '#server/db/schema/listings.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { requireActor } from '../access/authorize.ts';
import { can } from '../access/can.ts';
import { listingResource } from '../access/resources.ts';
import type { ServiceContext } from '../context.ts';
import { cardColumns, toCard } from '../listings/listing-search.service.ts';

// Saved homes (favourites): a person's own list of listings (docs/rules/favourites.md). Scoped
// by the signed-in person like saved searches; whether a listing may be saved is the access
// module's `listing.read` of a listing on the market.

/** A person saves at most this many homes. */
export const MAX_FAVOURITES = 200;

export interface FavouriteDto {
  listing_id: string;
  saved_at: string;
  /** On the market now: the card is a link to the listing. */
  on_market: boolean;
  /** The listing as a search card (title, rent, place, cover); kept for one that has left the market. */
  listing: ListingCardDto;
}

/** Saves a listing on the market (saving it again changes nothing). Left the market: 410; unknown: 404. */
export async function addFavourite(ctx: ServiceContext, listingId: string): Promise<FavouriteDto> {
  const userId = requireActor(ctx).userId;
  const id = requireId(listingId);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(listings).where(eq(listings.id, id)).limit(1);
    if (!row) throw new AppError('not_found');
    const resource = listingResource(row, ctx.now());
    if (!resource.onMarket || !can(ctx.actor, 'listing.read', resource)) {
      throw new AppError(hasLeftMarket(row, resource.onMarket) ? 'listing_unavailable' : 'not_found');
    }
    // Serialises one person's saves, so two at once can't pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favourites:${userId}`}))`);
    const [existing] = await tx
      .select({ createdAt: favouriteListings.createdAt })
      .from(favouriteListings)
      .where(and(eq(favouriteListings.userId, userId), eq(favouriteListings.listingId, id)));
    let savedAt = existing?.createdAt;
    if (!savedAt) {
      const [{ n }] = await tx.select({ n: count() }).from(favouriteListings).where(eq(favouriteListings.userId, userId));
      if (n >= MAX_FAVOURITES) throw new AppError('favourite_limit');
      savedAt = ctx.now();
      await tx
        .insert(favouriteListings)
        .values({ userId, listingId: id, createdAt: savedAt, updatedAt: savedAt })
        .onConflictDoNothing();
    }
    const [card] = await tx.select(cardColumns).from(listings).where(eq(listings.id, id));
    return {
      listing_id: id,
      saved_at: savedAt.toISOString(),
      on_market: true,
      listing: toCard(card as Parameters<typeof toCard>[0]),
    };
  });
}

/** Removes a saved home; removing one that is not saved changes nothing. */
export async function removeFavourite(ctx: ServiceContext, listingId: string): Promise<void> {
  const userId = requireActor(ctx).userId;
  const id = requireId(listingId);
  await ctx.db.delete(favouriteListings).where(and(eq(favouriteListings.userId, userId), eq(favouriteListings.listingId, id)));
}

/**
 * The person's saved homes, newest saved first. A listing that has left the market stays (shown
 * as such, removable); one the person may no longer read and that never was public is left out.
 */
export async function listFavourites(ctx: ServiceContext): Promise<FavouriteDto[]> {
  const userId = requireActor(ctx).userId;
  const rows = await ctx.db
    .select({
      savedAt: favouriteListings.createdAt,
      status: listings.status,
      ownerUserId: listings.ownerUserId,
      ownerTeamId: listings.ownerTeamId,
      expiresAt: listings.expiresAt,
      card: cardColumns,
    })
    .from(favouriteListings)
    .innerJoin(listings, eq(listings.id, favouriteListings.listingId))
    .where(eq(favouriteListings.userId, userId))
    .orderBy(desc(favouriteListings.createdAt), desc(favouriteListings.listingId));
  return rows.flatMap((row) => {
    const resource = listingResource(row, ctx.now());
    const readable = can(ctx.actor, 'listing.read', resource);
    const left = hasLeftMarket({ status: row.status, publishedAt: row.card.publishedAt as Date | null }, resource.onMarket);
    if (!resource.onMarket && !left && !readable) return [];
    return [
      {
        listing_id: row.card.id as string,
        saved_at: row.savedAt.toISOString(),
        on_market: resource.onMarket,
        listing: toCard(row.card as Parameters<typeof toCard>[0]),
      },
    ];
  });
}

/** Which of these listings the signed-in person has saved (none for a guest): for the hearts on cards. */
export async function savedListingIds(ctx: ServiceContext, listingIds: string[]): Promise<Set<string>> {
  if (!ctx.actor || !listingIds.length) return new Set();
  const rows = await ctx.db
    .select({ id: favouriteListings.listingId })
    .from(favouriteListings)
    .where(and(eq(favouriteListings.userId, ctx.actor.userId), inArray(favouriteListings.listingId, listingIds)));
  return new Set(rows.map((r) => r.id));
}
