import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LIST_PAGE_SIZE } from '#common/list-kit.ts';
import { type ListingStatus, nextStatus } from '#common/listing-rules.ts';
import type { moderateSchema, StaffListingDetail, StaffListingQuery, StaffSearchResult } from '#common/staff-listings.ts';
import { key, keysetOrder, keysetPage } from '#server/db/keyset.ts';
import { listingEvents, listings } from '#server/db/schema/listings.ts';
import { properties } from '#server/db/schema/properties.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { authorize } from '../access/authorize.ts';
import { auditTrail, recordAudit } from '../audit/audit.service.ts';
import type { ServiceContext } from '../context.ts';
import { recordListingEvent } from './listing-events.ts';
import { tellOwnerOfStaffDecision } from './owner-notice.ts';
import { toStaffListings } from './staff-listing.dto.ts';

// Staff search over every listing in any status, one listing's full story, and taking a listing
// that breaks the rules off the site. Staff only.

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const address = sql<
  string | null
>`${properties.street} || ' ' || ${properties.houseNumber} || coalesce(', ' || ${properties.unit}, '')`;

/** Every filter but status: the per-status counts use these. */
function baseConditions(query: StaffListingQuery): SQL[] {
  const where: SQL[] = [];
  if (query.region) where.push(eq(listings.region, query.region));
  if (query.postcode) where.push(eq(listings.postcode, query.postcode));
  if (query.owner) {
    const pattern = like(query.owner);
    where.push(or(ilike(users.email, pattern), ilike(users.name, pattern)) as SQL);
  }
  if (query.q) {
    const pattern = like(query.q);
    where.push(
      or(
        ilike(listings.titleIs, pattern),
        ilike(listings.titleEn, pattern),
        sql`(${properties.street} || ' ' || ${properties.houseNumber}) ilike ${pattern}`,
      ) as SQL,
    );
  }
  return where;
}

/** The search's order: most recently changed first (keyset pages, docs/rules/lists.md). */
const RECENTLY_CHANGED = keysetOrder<{ id: string; updatedAt: Date }>('listings.changed', [
  key({ sql: listings.updatedAt, type: 'date', desc: true, of: (r: { updatedAt: Date }) => r.updatedAt }),
  key({ sql: listings.id, type: 'uuid', desc: true, of: (r: { id: string }) => r.id }),
]);

/** All listings for staff, most recently changed first, a page at a time (keyset on updated_at, id). */
export async function searchStaffListings(
  ctx: ServiceContext,
  query: StaffListingQuery,
  limit = LIST_PAGE_SIZE,
): Promise<StaffSearchResult> {
  await authorize(ctx, 'staff.listings.read');
  const base = baseConditions(query);
  const where = query.status ? [...base, eq(listings.status, query.status)] : base;
  const countsQuery = ctx.db
    .select({ status: listings.status, n: sql<number>`count(*)::int` })
    .from(listings)
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .leftJoin(users, eq(users.id, listings.ownerUserId))
    .where(and(...base))
    .groupBy(listings.status)
    .then((counted) => Object.fromEntries(counted.map((c) => [c.status, Number(c.n)])) as Partial<Record<ListingStatus, number>>);
  const page = await keysetPage(
    RECENTLY_CHANGED,
    query,
    limit,
    (window) =>
      ctx.db
        .select({
          id: listings.id,
          status: listings.status,
          titleIs: listings.titleIs,
          titleEn: listings.titleEn,
          address,
          postcode: listings.postcode,
          town: listings.town,
          rentIsk: listings.rentIsk,
          ownerName: users.name,
          ownerEmail: users.email,
          featuredRank: listings.featuredRank,
          updatedAt: listings.updatedAt,
        })
        .from(listings)
        .leftJoin(properties, eq(properties.id, listings.propertyId))
        .leftJoin(users, eq(users.id, listings.ownerUserId))
        .where(and(...where, window.where))
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
    async () => {
      const counts = await countsQuery;
      return query.status ? (counts[query.status] ?? 0) : Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
    },
  );
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      status: r.status as ListingStatus,
      title_is: r.titleIs,
      title_en: r.titleEn,
      address: r.address,
      postcode: r.postcode,
      town: r.town,
      rent_isk: r.rentIsk,
      owner_name: r.ownerName,
      owner_email: r.ownerEmail,
      featured_rank: r.featuredRank,
      updated_at: r.updatedAt.toISOString(),
    })),
    counts: await countsQuery,
  };
}

/** One listing in any status with its lifecycle history and the staff changes made to it. */
export async function staffListingDetail(ctx: ServiceContext, id: string): Promise<StaffListingDetail> {
  await authorize(ctx, 'staff.listings.read');
  requireId(id);
  const [row] = await ctx.db.select().from(listings).where(eq(listings.id, id)).limit(1);
  if (!row) throw new AppError('not_found');
  const [[listing], events, audit] = await Promise.all([
    toStaffListings(ctx.db, [row], ctx.now()),
    ctx.db
      .select({
        id: listingEvents.id,
        kind: listingEvents.kind,
        fromStatus: listingEvents.fromStatus,
        toStatus: listingEvents.toStatus,
        reason: listingEvents.reason,
        actorName: users.name,
        createdAt: listingEvents.createdAt,
      })
      .from(listingEvents)
      .leftJoin(users, eq(users.id, listingEvents.actorId))
      .where(eq(listingEvents.listingId, row.id))
      .orderBy(desc(listingEvents.createdAt), desc(listingEvents.id))
      .limit(100),
    auditTrail(ctx, 'listing', row.id),
  ]);
  return {
    listing,
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      reason: e.reason,
      actor_name: e.actorName,
      created_at: e.createdAt.toISOString(),
    })),
    audit,
  };
}

const MODERATION_EVENT = { pause: 'paused', archive: 'archived' } as const;

/**
 * Staff take a published listing that breaks the rules off the site (pause: the owner can fix it
 * and resume; archive: for good), with a reason the owner is told. It leaves the home page too.
 */
export async function moderateListing(ctx: ServiceContext, id: string, input: z.output<typeof moderateSchema>): Promise<void> {
  const actor = await authorize(ctx, 'staff.listings.moderate');
  requireId(id);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(listings).where(eq(listings.id, id)).limit(1).for('update');
    if (!row) throw new AppError('not_found');
    const next = row.status === 'published' ? nextStatus('published', input.action) : null;
    if (!next) throw new AppError('listing_not_published');
    await tx.update(listings).set({ status: next, featuredRank: null }).where(eq(listings.id, row.id));
    await recordListingEvent(tx, {
      listingId: row.id,
      actorId: actor.userId,
      kind: MODERATION_EVENT[input.action],
      from: row.status,
      to: next,
      reason: input.reason,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: `listing.${input.action}`,
      targetType: 'listing',
      targetId: row.id,
      details: { from: row.status, to: next, reason: input.reason, was_featured: row.featuredRank !== null },
      ip: ctx.meta.ip,
    });
    await tellOwnerOfStaffDecision(ctx, tx, row, 'listing_taken_down', { reason: input.reason });
  });
}
