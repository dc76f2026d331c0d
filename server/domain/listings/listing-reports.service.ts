import { eq, sql } from 'drizzle-orm';
import type { ListingReportInput } from '#common/listing-report.ts';
import { listingReports, listings } from '#server/db/schema/listings.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { requireActor } from '../access/authorize.ts';
import { can } from '../access/can.ts';
import { listingResource } from '../access/resources.ts';
import type { ServiceContext } from '../context.ts';

// A signed-in person tells staff that something is wrong with a published listing. One report
// per person per listing (a unique index in the database): a second one is refused (409) so nobody
// can flood the staff queue.

export async function reportListing(ctx: ServiceContext, listingId: string, input: ListingReportInput): Promise<{ id: string }> {
  const actor = requireActor(ctx);
  listingId = requireId(listingId);
  return ctx.db.transaction(async (tx) => {
    const [listing] = await tx
      .select({
        id: listings.id,
        status: listings.status,
        expiresAt: listings.expiresAt,
        ownerUserId: listings.ownerUserId,
        ownerTeamId: listings.ownerTeamId,
      })
      .from(listings)
      .where(eq(listings.id, listingId))
      .limit(1);
    // Only listings on the market can be reported; anything else is "not found" as on the page.
    const resource = listing && listingResource(listing, ctx.now());
    if (!resource?.onMarket) throw new AppError('not_found');
    // Your own listing is on the market for you to see, so refusing to report it is a 403.
    if (!can(actor, 'listing.report', resource)) throw new AppError('listing_report_by_owner');
    // The partial unique index listing_reports_listing_reporter_idx is the guard: a second report,
    // even one racing the first, inserts nothing and is answered as "already reported".
    const [row] = await tx
      .insert(listingReports)
      .values({ listingId, reporterId: actor.userId, reason: input.reason, message: input.message ?? null })
      .onConflictDoNothing({
        target: [listingReports.listingId, listingReports.reporterId],
        where: sql`${listingReports.reporterId} is not null`,
      })
      .returning({ id: listingReports.id });
    if (!row) throw new AppError('listing_already_reported');
    return { id: row.id };
  });
}
