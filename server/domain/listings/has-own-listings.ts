import { sql } from 'drizzle-orm';
import { listings } from '#server/db/schema/listings.ts';
import { ownedListings } from '../access/scopes.ts';
import type { ServiceContext } from '../context.ts';

/**
 * Whether the signed-in person lists something (any listing of theirs or their team's, a draft
 * included): the header shows the landlord's pages only then. One indexed EXISTS.
 */
export async function hasOwnListings(ctx: ServiceContext): Promise<boolean> {
  if (!ctx.actor) return false;
  const [row] = await ctx.db
    .select({ yes: sql<boolean>`true` })
    .from(listings)
    .where(ownedListings(ctx.actor, 'listing.manage.read'))
    .limit(1);
  return Boolean(row);
}
