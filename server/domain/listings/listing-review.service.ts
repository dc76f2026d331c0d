import { and, asc, eq, gt, or } from 'drizzle-orm';
import { decodeCursor, encodeCursor } from '#common/listing-filters.ts';
import { expiryFrom, type ListingStatus, nextStatus } from '#common/listing-rules.ts';
import type { Db } from '#server/db/client.ts';
import { listings } from '#server/db/schema/listings.ts';
import { AppError } from '#server/lib/errors.ts';
import { logger } from '#server/lib/logger.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Actor, ServiceContext } from '../context.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { recordListingEvent } from './listing-events.ts';
import { isStaff } from './listings.policy.ts';
import { listingTitle, type StaffListingDto, toStaffListings } from './staff-listing.dto.ts';

// Staff review of listings sent by their owners: the queue, approve and reject. Every decision is
// a listing event and an audit row in the same transaction; the owner hears of it after commit.
// Rules: docs/rules/listings.md and docs/rules/audit.md.

export const REVIEW_PAGE_SIZE = 10;
export const LISTING_PUBLISHED_QUEUE = 'listing-published';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The acting staff member; anyone else is refused (they may not enter /man). */
export function requireStaff(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new AppError('unauthorized');
  if (!isStaff(ctx.actor)) throw new AppError('forbidden');
  return ctx.actor;
}

export interface ReviewQueuePage {
  items: StaffListingDto[];
  next_cursor: string | null;
}

/** Listings waiting for review, the longest-waiting first, a page at a time (keyset on submitted_at, id). */
export async function reviewQueue(ctx: ServiceContext, cursor?: string, limit = REVIEW_PAGE_SIZE): Promise<ReviewQueuePage> {
  requireStaff(ctx);
  const after = decodeCursor(cursor);
  const since = after && typeof after.value === 'string' ? new Date(after.value) : null;
  const continues =
    after && since && !Number.isNaN(since.getTime())
      ? or(gt(listings.submittedAt, since), and(eq(listings.submittedAt, since), gt(listings.id, after.id)))
      : undefined;
  const rows = await ctx.db
    .select()
    .from(listings)
    .where(and(eq(listings.status, 'in_review'), continues))
    .orderBy(asc(listings.submittedAt), asc(listings.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await toStaffListings(ctx.db, page, ctx.now()),
    next_cursor: rows.length > limit && last ? encodeCursor(last.submittedAt?.toISOString() ?? null, last.id) : null,
  };
}

/** Locks an in-review listing for a decision; a listing in another status is a conflict (409). */
async function lockForReview(tx: Db, id: string, action: 'approve' | 'reject') {
  if (!UUID.test(id)) throw new AppError('not_found');
  const [row] = await tx.select().from(listings).where(eq(listings.id, id)).limit(1).for('update');
  if (!row) throw new AppError('not_found');
  const next = nextStatus(row.status as ListingStatus, action);
  if (!next) throw new AppError('listing_not_in_review');
  return { row, next };
}

/** Publishes a listing in review for 60 days, and tells its owner. */
export async function approveListing(ctx: ServiceContext, id: string): Promise<void> {
  const actor = requireStaff(ctx);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const { row, next } = await lockForReview(tx, id, 'approve');
    const expiresAt = expiryFrom(now);
    await tx
      .update(listings)
      .set({ status: next, publishedAt: now, expiresAt, rejectionReason: null })
      .where(eq(listings.id, row.id));
    await recordListingEvent(tx, { listingId: row.id, actorId: actor.userId, kind: 'approved', from: row.status, to: next });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'listing.approve',
      targetType: 'listing',
      targetId: row.id,
      details: { from: row.status, to: next, expires_at: expiresAt.toISOString() },
      ip: ctx.meta.ip,
    });
    return row;
  });
  if (row.ownerUserId) {
    await publishNotification(ctx, {
      userId: row.ownerUserId,
      kind: 'listings',
      event: 'listing_approved',
      params: { title: listingTitle(row) },
      link: `/landlord/my-listings/${row.id}`,
    });
  }
  await announcePublished(ctx, row.id);
}

/**
 * Tells the rental watch a listing was published (its worker matches saved searches). The listing
 * is already published when this runs: a queue that can't take the job is logged, not an error
 * for the staff member who approved.
 */
async function announcePublished(ctx: ServiceContext, listingId: string): Promise<void> {
  try {
    await ctx.jobs.send(LISTING_PUBLISHED_QUEUE, { listingId });
  } catch (error) {
    logger.error({ err: error, listingId }, 'could not queue listing-published');
  }
}

/** Sends a listing in review back to its owner with the reason, which the owner sees. */
export async function rejectListing(ctx: ServiceContext, id: string, reason: string): Promise<void> {
  const actor = requireStaff(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const { row, next } = await lockForReview(tx, id, 'reject');
    await tx.update(listings).set({ status: next, rejectionReason: reason }).where(eq(listings.id, row.id));
    await recordListingEvent(tx, {
      listingId: row.id,
      actorId: actor.userId,
      kind: 'rejected',
      from: row.status,
      to: next,
      reason,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'listing.reject',
      targetType: 'listing',
      targetId: row.id,
      details: { from: row.status, to: next, reason },
      ip: ctx.meta.ip,
    });
    return row;
  });
  if (row.ownerUserId) {
    await publishNotification(ctx, {
      userId: row.ownerUserId,
      kind: 'listings',
      event: 'listing_rejected',
      params: { title: listingTitle(row), reason },
      link: `/landlord/my-listings/${row.id}`,
    });
  }
}
