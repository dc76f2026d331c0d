import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { instantOf, isWithinViewingHours, VIEWING_MINUTES } from '#common/viewing-hours.ts';
import type { Whose } from '#common/whose.ts';
import type { Db } from '#server/db/client.ts';
import { listings } from '#server/db/schema/listings.ts';
import { viewingRequests } from '#server/db/schema/open-houses.ts';
import { properties } from '#server/db/schema/properties.ts';
import { users } from '#server/db/schema/users.ts';
import { alreadyExists } from '#server/lib/already-exists.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { authorize, requireActor } from '../access/authorize.ts';
import { ownedListings } from '../access/scopes.ts';
import type { ServiceContext } from '../context.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { landlordRecipients } from '../teams/landlord-recipients.ts';
import { requireServiceOffered } from '../teams/team-services.service.ts';
import { withWhose } from '../teams/whose.ts';
import type { ViewingAnswer, ViewingRequestCreate, ViewingRespond } from './open-houses.schemas.ts';
import {
  type ListingBriefDto,
  type ListingFacts,
  listingBrief,
  listingBriefColumns,
  listingWithResource,
  localeOf,
  titleFor,
  whenText,
} from './viewing-shared.ts';

// Private viewings (docs/rules/viewings.md): a tenant asks for a 30-minute visit within the
// listing's viewing hours; the landlord accepts, proposes another time (the tenant accepts or
// declines it) or declines. One request awaiting an answer per tenant and listing (a partial
// unique index). requested -> accepted | proposed | declined | cancelled;
// proposed -> accepted | declined | cancelled; accepted -> cancelled (by the tenant, before it).

export const VIEWING_STATUSES = ['requested', 'proposed', 'accepted', 'declined', 'cancelled'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];
const MINUTE_MS = 60_000;

export interface ViewingRequestDto {
  id: string;
  status: ViewingStatus;
  starts_at: string;
  ends_at: string;
  proposed_starts_at: string | null;
  proposed_ends_at: string | null;
  message: string | null;
  response_message: string | null;
  created_at: string;
  listing: ListingBriefDto;
  /** For the landlord: who asked, with the contact details on their profile. */
  tenant?: { user_id: string; name: string; email: string; phone: string | null };
  /** In the landlord's list: whose the listing is. */
  whose?: Whose;
}

type Row = typeof viewingRequests.$inferSelect;

function toDto(row: Row, listing: ListingBriefDto, tenant?: ViewingRequestDto['tenant']): ViewingRequestDto {
  return {
    id: row.id,
    status: row.status as ViewingStatus,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    proposed_starts_at: row.proposedStartsAt?.toISOString() ?? null,
    proposed_ends_at: row.proposedEndsAt?.toISOString() ?? null,
    message: row.message,
    response_message: row.responseMessage,
    created_at: row.createdAt.toISOString(),
    listing,
    ...(tenant ? { tenant } : {}),
  };
}

async function briefOf(db: Db, listingId: string): Promise<ListingBriefDto> {
  const [row] = await db
    .select({ listing: listingBriefColumns })
    .from(listings)
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .where(eq(listings.id, listingId));
  return listingBrief(row.listing);
}

/** The start and end of a visit from a day and a time, refusing a time that isn't in the future. */
function visitTimes(ctx: ServiceContext, date: string, start: string, field = 'start') {
  const startsAt = instantOf(date, start);
  if (!startsAt) throw new AppError('validation_failed', undefined, { fields: { [field]: ['time_invalid'] } });
  if (startsAt <= ctx.now()) throw new AppError('validation_failed', undefined, { fields: { [field]: ['time_in_past'] } });
  return { startsAt, endsAt: new Date(startsAt.getTime() + VIEWING_MINUTES * MINUTE_MS) };
}

async function tellLandlord(ctx: ServiceContext, db: Db, listing: ListingFacts, event: string, when: Date, name: string) {
  for (const to of await landlordRecipients(db, listing)) {
    const locale = await localeOf(db, to);
    await publishNotification(
      ctx,
      {
        userId: to,
        kind: 'applications',
        event,
        params: { title: titleFor(listing, locale), when: whenText(when, locale), name },
        link: '/landlord/openhouses',
      },
      db,
    );
  }
}

async function tellTenant(ctx: ServiceContext, db: Db, listing: ListingFacts, row: Row, event: string, when: Date) {
  const locale = await localeOf(db, row.tenantUserId);
  await publishNotification(
    ctx,
    {
      userId: row.tenantUserId,
      kind: 'applications',
      event,
      params: { title: titleFor(listing, locale), when: whenText(when, locale), message: row.responseMessage ?? '' },
      link: '/tenant/openhouses',
    },
    db,
  );
}

/** A tenant asks to view a listing on the market at a time within its viewing hours. */
export async function requestViewing(
  ctx: ServiceContext,
  listingId: string,
  input: ViewingRequestCreate,
): Promise<ViewingRequestDto> {
  const { listing, resource } = await listingWithResource(ctx, listingId);
  const actor = await authorize(ctx, 'viewing.request', resource);
  // A team that switched private viewings off takes no new requests (docs/rules/team-forms.md).
  await requireServiceOffered(ctx.db, resource.ownerTeamId, 'viewing_requests');
  const { startsAt, endsAt } = visitTimes(ctx, input.date, input.start);
  if (!isWithinViewingHours(listing.viewingHours, startsAt, endsAt))
    throw new AppError('viewing_outside_hours', undefined, { fields: { start: ['viewing_outside_hours'] } });
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [row] = await tx
      .insert(viewingRequests)
      .values({
        listingId: listing.id,
        tenantUserId: actor.userId,
        startsAt,
        endsAt,
        message: input.message || null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({
        target: [viewingRequests.listingId, viewingRequests.tenantUserId],
        where: sql`${viewingRequests.status} in ('requested', 'proposed')`,
      })
      .returning();
    if (!row) {
      // One awaiting an answer already: the same time again (a double tap) names it.
      const [open] = await tx
        .select({ id: viewingRequests.id, startsAt: viewingRequests.startsAt })
        .from(viewingRequests)
        .where(
          and(
            eq(viewingRequests.listingId, listing.id),
            eq(viewingRequests.tenantUserId, actor.userId),
            inArray(viewingRequests.status, ['requested', 'proposed']),
          ),
        )
        .limit(1);
      if (open && open.startsAt.getTime() === startsAt.getTime()) throw alreadyExists('viewing_already_requested', open.id);
      throw new AppError('viewing_already_requested');
    }
    const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
    await tellLandlord(ctx, tx, listing, 'viewing_requested', startsAt, me?.name ?? '');
    return toDto(row, await briefOf(tx, listing.id));
  });
}

async function requestWithListing(ctx: ServiceContext, id: string) {
  const [row] = await ctx.db
    .select()
    .from(viewingRequests)
    .where(eq(viewingRequests.id, requireId(id)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return { row, ...(await listingWithResource(ctx, row.listingId)) };
}

/** Moves a request from one of `from` to its next state in one statement: a lost race is viewing_not_pending. */
async function transition(tx: Db, row: Row, from: ViewingStatus[], changes: Partial<typeof viewingRequests.$inferInsert>) {
  const [updated] = await tx
    .update(viewingRequests)
    .set(changes)
    .where(and(eq(viewingRequests.id, row.id), inArray(viewingRequests.status, from)))
    .returning();
  if (!updated) throw new AppError('viewing_not_pending');
  return updated;
}

/** The landlord answers a request: accept, propose another time, or decline (each with an optional message). */
export async function respondToViewing(ctx: ServiceContext, id: string, input: ViewingRespond): Promise<ViewingRequestDto> {
  const { row, listing, resource } = await requestWithListing(ctx, id);
  await authorize(ctx, 'viewing.respond', resource);
  if (row.status !== 'requested') throw new AppError('viewing_not_pending');
  const now = ctx.now();
  const proposed = input.action === 'propose' ? visitTimes(ctx, input.date ?? '', input.start ?? '') : null;
  return ctx.db.transaction(async (tx) => {
    const base = { responseMessage: input.message || null, updatedAt: now };
    let updated: Row;
    if (input.action === 'accept') {
      if (row.startsAt <= now) throw new AppError('viewing_not_pending');
      updated = await transition(tx, row, ['requested'], { ...base, status: 'accepted' });
      await tellTenant(ctx, tx, listing, updated, 'viewing_accepted', updated.startsAt);
    } else if (proposed) {
      updated = await transition(tx, row, ['requested'], {
        ...base,
        status: 'proposed',
        proposedStartsAt: proposed.startsAt,
        proposedEndsAt: proposed.endsAt,
      });
      await tellTenant(ctx, tx, listing, updated, 'viewing_proposed', proposed.startsAt);
    } else {
      updated = await transition(tx, row, ['requested'], { ...base, status: 'declined' });
      await tellTenant(ctx, tx, listing, updated, 'viewing_declined', updated.startsAt);
    }
    return toDto(updated, await briefOf(tx, listing.id));
  });
}

/** The tenant's own request (another person's is not found). */
async function ownRequest(ctx: ServiceContext, id: string) {
  const actor = requireActor(ctx);
  const found = await requestWithListing(ctx, id);
  if (found.row.tenantUserId !== actor.userId) throw new AppError('not_found');
  return { ...found, actor };
}

/** The tenant accepts or declines the time the landlord proposed. */
export async function answerProposedViewing(ctx: ServiceContext, id: string, input: ViewingAnswer): Promise<ViewingRequestDto> {
  const { row, listing, actor } = await ownRequest(ctx, id);
  if (row.status !== 'proposed' || !row.proposedStartsAt || !row.proposedEndsAt) throw new AppError('viewing_not_pending');
  const now = ctx.now();
  const accept = input.action === 'accept';
  if (accept && row.proposedStartsAt <= now) throw new AppError('viewing_not_pending');
  return ctx.db.transaction(async (tx) => {
    const updated = await transition(
      tx,
      row,
      ['proposed'],
      accept
        ? { status: 'accepted', startsAt: row.proposedStartsAt as Date, endsAt: row.proposedEndsAt as Date, updatedAt: now }
        : { status: 'declined', updatedAt: now },
    );
    const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
    await tellLandlord(
      ctx,
      tx,
      listing,
      accept ? 'viewing_proposal_accepted' : 'viewing_proposal_declined',
      row.proposedStartsAt as Date,
      me?.name ?? '',
    );
    return toDto(updated, await briefOf(tx, listing.id));
  });
}

/** The tenant withdraws a request awaiting an answer, or cancels an accepted viewing before it. */
export async function cancelViewingRequest(ctx: ServiceContext, id: string): Promise<ViewingRequestDto> {
  const { row, listing, actor } = await ownRequest(ctx, id);
  const now = ctx.now();
  const pending = row.status === 'requested' || row.status === 'proposed';
  if (!pending && !(row.status === 'accepted' && row.startsAt > now)) throw new AppError('viewing_not_pending');
  return ctx.db.transaction(async (tx) => {
    const updated = await transition(tx, row, pending ? ['requested', 'proposed'] : ['accepted'], {
      status: 'cancelled',
      updatedAt: now,
    });
    const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
    await tellLandlord(ctx, tx, listing, 'viewing_cancelled', row.startsAt, me?.name ?? '');
    return toDto(updated, await briefOf(tx, listing.id));
  });
}

/** The person's requests, newest first (the last 100). */
export async function listMyViewingRequests(ctx: ServiceContext): Promise<ViewingRequestDto[]> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .select({ row: viewingRequests, listing: listingBriefColumns })
    .from(viewingRequests)
    .innerJoin(listings, eq(listings.id, viewingRequests.listingId))
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .where(eq(viewingRequests.tenantUserId, actor.userId))
    .orderBy(desc(viewingRequests.createdAt), desc(viewingRequests.id))
    .limit(100);
  return rows.map((r) => toDto(r.row, listingBrief(r.listing)));
}

/** The person's pending request for one listing, if any (the listing page shows it instead of the form). */
export async function myOpenViewingRequest(ctx: ServiceContext, listingId: string): Promise<ViewingRequestDto | null> {
  if (!ctx.actor) return null;
  const rows = await ctx.db
    .select({ row: viewingRequests, listing: listingBriefColumns })
    .from(viewingRequests)
    .innerJoin(listings, eq(listings.id, viewingRequests.listingId))
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .where(
      and(
        eq(viewingRequests.listingId, requireId(listingId)),
        eq(viewingRequests.tenantUserId, ctx.actor.userId),
        inArray(viewingRequests.status, ['requested', 'proposed']),
      ),
    )
    .limit(1);
  return rows[0] ? toDto(rows[0].row, listingBrief(rows[0].listing)) : null;
}

/**
 * Requests for the listings the person may answer for: those awaiting an answer (requested or
 * proposed) and accepted viewings still to come, soonest first.
 */
export async function listManagedViewingRequests(ctx: ServiceContext): Promise<ViewingRequestDto[]> {
  const actor = requireActor(ctx);
  const now = ctx.now();
  const rows = await ctx.db
    .select({
      row: viewingRequests,
      listing: listingBriefColumns,
      tenant: { user_id: users.id, name: users.name, email: users.email, phone: users.phone },
    })
    .from(viewingRequests)
    .innerJoin(listings, eq(listings.id, viewingRequests.listingId))
    .innerJoin(users, eq(users.id, viewingRequests.tenantUserId))
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .where(
      and(
        ownedListings(actor, 'viewing.respond'),
        inArray(viewingRequests.status, ['requested', 'proposed', 'accepted']),
        or(gt(viewingRequests.endsAt, now), gt(viewingRequests.proposedEndsAt, now)),
      ),
    )
    .orderBy(asc(viewingRequests.startsAt), asc(viewingRequests.id))
    .limit(200);
  return withWhose(
    ctx.db,
    rows.map((r) => toDto(r.row, listingBrief(r.listing), r.tenant)),
    (request) => request.listing.id,
  );
}
