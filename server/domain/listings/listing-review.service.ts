import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { StaffListingDto } from '#common/listing-dtos.ts';
import { decodeCursor, encodeCursor } from '#common/listing-filters.ts';
import { expiryFrom, type ListingStatus, nextStatus } from '#common/listing-rules.ts';
import type { Db } from '#server/db/client.ts';
import { listings } from '#server/db/schema/listings.ts';
import { users } from '#server/db/schema/users.ts';
import { listingPublishedQueue } from '#server/jobs/queues/listing-published.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { authorize } from '../access/authorize.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { ServiceContext } from '../context.ts';
import { recordListingEvent } from './listing-events.ts';
import { tellOwnerOfStaffDecision } from './owner-notice.ts';
import { toStaffListings } from './staff-listing.dto.ts';

// Staff review of listings sent by their owners: the queue, approve and reject. Every decision is
// a listing event, an audit row, the owner's notification and any job in the same transaction.
// Rules: docs/rules/listings.md and docs/rules/audit.md.

/** The review queue: 10, not LIST_PAGE_SIZE, as each item is a full listing with photos and a decision form. */
export const REVIEW_PAGE_SIZE = 10;

export interface ReviewQueuePage {
  items: StaffListingDto[];
  next_cursor: string | null;
}

/** Listings waiting for review, the longest-waiting first, a page at a time (keyset on submitted_at, id). */
export async function reviewQueue(ctx: ServiceContext, cursor?: string, limit = REVIEW_PAGE_SIZE): Promise<ReviewQueuePage> {
  await authorize(ctx, 'staff.listings.moderate');
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
  requireId(id);
  const [row] = await tx.select().from(listings).where(eq(listings.id, id)).limit(1).for('update');
  if (!row) throw new AppError('not_found');
  const next = nextStatus(row.status as ListingStatus, action);
  if (!next) throw new AppError('listing_not_in_review');
  return { row, next };
}

/** Publishes a listing in review for 60 days, and tells its owner. */
export async function approveListing(ctx: ServiceContext, id: string): Promise<void> {
  const actor = await authorize(ctx, 'staff.listings.moderate');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const { row, next } = await lockForReview(tx, id, 'approve');
    // A person staff blocked has their listings off the market; one waiting for review stays off.
    if (row.ownerUserId) {
      const [owner] = await tx.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, row.ownerUserId));
      if (owner?.blockedAt) throw new AppError('listing_owner_blocked');
    }
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
    await tellOwnerOfStaffDecision(ctx, tx, row, 'listing_approved');
    // The rental watch matches the listing against saved searches.
    await ctx.jobs.enqueue(tx, listingPublishedQueue, { listingId: row.id });
  });
}

/** Sends a listing in review back to its owner with the reason, which the owner sees. */
export async function rejectListing(ctx: ServiceContext, id: string, reason: string): Promise<void> {
  const actor = await authorize(ctx, 'staff.listings.moderate');
  await ctx.db.transaction(async (tx) => {
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
    await tellOwnerOfStaffDecision(ctx, tx, row, 'listing_rejected', { reason });
  });
}
