import { and, count, eq, sql } from 'drizzle-orm';
import type { KeysetPageDto } from '#common/list-kit.ts';
import type { StaffListingDto } from '#common/listing-dtos.ts';
import { expiryFrom, type ListingStatus, nextStatus } from '#common/listing-rules.ts';
import type { ReviewQueueQuery } from '#common/staff-listings.ts';
import type { Db } from '#server/db/client.ts';
import { key, keysetOrder, keysetPage } from '#server/db/keyset.ts';
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

export interface ReviewQueuePage extends KeysetPageDto<StaffListingDto> {
  /** The same as `next`, kept for clients that page with `cursor=`. */
  next_cursor: string | null;
}

type ListingRow = typeof listings.$inferSelect;

/** The longest-waiting first: sent for review (or made, if that was never recorded), then id. */
const LONGEST_WAITING = keysetOrder<ListingRow>('review.waiting', [
  key({
    sql: sql`coalesce(${listings.submittedAt}, ${listings.createdAt})`,
    type: 'date',
    of: (row: ListingRow) => row.submittedAt ?? row.createdAt,
  }),
  key({ sql: listings.id, type: 'uuid', of: (row: ListingRow) => row.id }),
]);

/** Listings waiting for review, the longest-waiting first, a page at a time (keyset, docs/rules/lists.md). */
export async function reviewQueue(
  ctx: ServiceContext,
  query: ReviewQueueQuery = { page: 1 },
  limit = REVIEW_PAGE_SIZE,
): Promise<ReviewQueuePage> {
  await authorize(ctx, 'staff.listings.moderate');
  const waiting = eq(listings.status, 'in_review');
  const page = await keysetPage(
    LONGEST_WAITING,
    query,
    limit,
    (w) =>
      ctx.db
        .select()
        .from(listings)
        .where(and(waiting, w.where))
        .orderBy(...w.orderBy)
        .limit(w.limit)
        .offset(w.offset),
    async () => (await ctx.db.select({ n: count() }).from(listings).where(waiting))[0]?.n ?? 0,
  );
  return { ...page, items: await toStaffListings(ctx.db, page.items, ctx.now()), next_cursor: page.next };
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
