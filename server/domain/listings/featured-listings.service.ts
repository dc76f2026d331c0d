import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListingCardDto } from '#common/listing-dtos.ts';
import { listings } from '#server/db/schema/listings.ts';
import { AppError } from '#server/lib/errors.ts';
import { authorize } from '../access/authorize.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { ServiceContext } from '../context.ts';
import { cardColumns, toCard } from './listing-search.service.ts';
import { type featuredSchema, MAX_FEATURED } from './staff-listings.schemas.ts';

// Listings staff feature on the home page (listings.featured_rank, 1 = first). A listing shows
// there only while it is published and unexpired; pausing, archiving or renting clears its rank.

const live = (now: Date) => [isNotNull(listings.featuredRank), eq(listings.status, 'published'), gt(listings.expiresAt, now)];

/** The home page's featured homes, in staff's order: published and unexpired only. Public. */
export async function featuredListings(ctx: ServiceContext): Promise<ListingCardDto[]> {
  const rows = await ctx.db
    .select(cardColumns)
    .from(listings)
    .where(and(...live(ctx.now())))
    .orderBy(asc(listings.featuredRank), asc(listings.id))
    .limit(MAX_FEATURED);
  return rows.map(toCard);
}

export interface SiteListingsDto {
  featured: ListingCardDto[];
  max: number;
}

/** The featured list as staff manage it. */
export async function getSiteListings(ctx: ServiceContext): Promise<SiteListingsDto> {
  await authorize(ctx, 'staff.listings.feature');
  return { featured: await featuredListings(ctx), max: MAX_FEATURED };
}

/**
 * Replaces the featured list with these listings in this order. Each must be published and
 * unexpired (else a field error); one audit row records the old and new order.
 */
export async function setFeaturedListings(ctx: ServiceContext, input: z.output<typeof featuredSchema>): Promise<SiteListingsDto> {
  const actor = await authorize(ctx, 'staff.listings.feature');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // One change at a time (even when the list is empty and there are no rows to lock yet).
    // Featuring is not an edit of the listing, so its updated_at stays.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site_listings'))`);
    const before = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(isNotNull(listings.featuredRank))
      .orderBy(asc(listings.featuredRank))
      .for('update');
    if (input.ids.length) {
      const found = await tx
        .select({ id: listings.id })
        .from(listings)
        .where(and(inArray(listings.id, input.ids), eq(listings.status, 'published'), gt(listings.expiresAt, now)));
      if (found.length !== input.ids.length) {
        throw new AppError('validation_failed', undefined, { fields: { ids: ['featured_not_published'] } });
      }
    }
    await tx
      .update(listings)
      .set({ featuredRank: null, updatedAt: sql`${listings.updatedAt}` })
      .where(isNotNull(listings.featuredRank));
    for (const [index, id] of input.ids.entries()) {
      await tx
        .update(listings)
        .set({ featuredRank: index + 1, updatedAt: sql`${listings.updatedAt}` })
        .where(eq(listings.id, id));
    }
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'site_listings.update',
      targetType: 'site_listings',
      targetId: 'home',
      details: { before: before.map((r) => r.id), after: input.ids },
      ip: ctx.meta.ip,
    });
  });
  return getSiteListings(ctx);
}
