import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { daysAfter } from '#common/calendar-day.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#common/locales.ts';
import { instantOf } from '#common/viewing-hours.ts';
import type { Whose } from '#common/whose.ts';
import { listings } from '#server/db/schema/listings.ts';
import { openHouseRegistrations, openHouses } from '#server/db/schema/open-houses.ts';
import { properties } from '#server/db/schema/properties.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { authorize, requireActor } from '../access/authorize.ts';
import { can } from '../access/can.ts';
import { listingsOnMarket, ownedListings } from '../access/scopes.ts';
import type { ServiceContext } from '../context.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { requireServiceOffered } from '../teams/team-services.service.ts';
import { withWhose } from '../teams/whose.ts';
import type { OpenHouseCancel, OpenHouseCreate, UpcomingQuery } from './open-houses.schemas.ts';
import {
  type ListingBriefDto,
  listingBrief,
  listingBriefColumns,
  listingWithResource,
  titleFor,
  whenText,
} from './viewing-shared.ts';

// Open houses (docs/rules/viewings.md): slots on a listing that people register for, up to the
// slot's capacity. The capacity is held by one conditional update of the slot's counter in the
// same transaction as the registration, so parallel sign-ups never overbook.

/** Listings in these states take no new open houses. */
const CLOSED_LISTING_STATUSES = new Set(['archived', 'rented']);
/** Upcoming open houses: 24, not LIST_PAGE_SIZE, so a card grid of 2 or 3 columns ends on a full row. */
export const UPCOMING_PAGE_SIZE = 24;
/** How far back the landlord's page shows past slots. */
const PAST_DAYS = 30;

export interface OpenHouseDto {
  id: string;
  listing_id: string;
  starts_at: string;
  ends_at: string;
  capacity: number;
  registered: number;
  places_left: number;
  note: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
}

type SlotRow = typeof openHouses.$inferSelect;

export function toOpenHouseDto(row: SlotRow): OpenHouseDto {
  return {
    id: row.id,
    listing_id: row.listingId,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    capacity: row.capacity,
    registered: row.registered,
    places_left: row.cancelledAt ? 0 : Math.max(0, row.capacity - row.registered),
    note: row.note,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    cancel_reason: row.cancelReason,
  };
}

/** An upcoming slot as a visitor sees it: whether they are registered. */
export interface ListingOpenHouseDto extends OpenHouseDto {
  registered_by_me: boolean;
}

/** The upcoming open houses of a listing the visitor may see (on the market, or their own). */
export async function listListingOpenHouses(ctx: ServiceContext, listingId: string): Promise<ListingOpenHouseDto[]> {
  const { resource } = await listingWithResource(ctx, listingId);
  if (!can(ctx.actor, 'listing.read', resource)) throw new AppError('not_found');
  const rows = await ctx.db
    .select()
    .from(openHouses)
    .where(and(eq(openHouses.listingId, listingId), isNull(openHouses.cancelledAt), gt(openHouses.startsAt, ctx.now())))
    .orderBy(asc(openHouses.startsAt), asc(openHouses.id))
    .limit(50);
  const mine = new Set<string>();
  if (ctx.actor && rows.length) {
    const regs = await ctx.db
      .select({ id: openHouseRegistrations.openHouseId })
      .from(openHouseRegistrations)
      .where(
        and(
          eq(openHouseRegistrations.userId, ctx.actor.userId),
          isNull(openHouseRegistrations.cancelledAt),
          inArray(
            openHouseRegistrations.openHouseId,
            rows.map((r) => r.id),
          ),
        ),
      );
    for (const r of regs) mine.add(r.id);
  }
  return rows.map((row) => ({ ...toOpenHouseDto(row), registered_by_me: mine.has(row.id) }));
}

/** Adds a slot to one's listing: in the future, end after start, capacity 1-500, listing not archived or rented. */
export async function createOpenHouse(ctx: ServiceContext, listingId: string, input: OpenHouseCreate): Promise<OpenHouseDto> {
  const { listing, resource } = await listingWithResource(ctx, listingId);
  const actor = await authorize(ctx, 'open_house.manage', resource);
  if (CLOSED_LISTING_STATUSES.has(listing.status)) throw new AppError('listing_action_not_allowed');
  const startsAt = instantOf(input.date, input.start);
  const endsAt = instantOf(input.date, input.end);
  if (!startsAt) throw new AppError('validation_failed', undefined, { fields: { start: ['time_invalid'] } });
  if (!endsAt) throw new AppError('validation_failed', undefined, { fields: { end: ['time_invalid'] } });
  if (endsAt <= startsAt) throw new AppError('validation_failed', undefined, { fields: { end: ['time_order'] } });
  if (startsAt <= ctx.now()) throw new AppError('validation_failed', undefined, { fields: { start: ['time_in_past'] } });
  const [row] = await ctx.db
    .insert(openHouses)
    .values({
      listingId: listing.id,
      startsAt,
      endsAt,
      capacity: input.capacity,
      note: input.note || null,
      createdBy: actor.userId,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    })
    .returning();
  return toOpenHouseDto(row);
}

/** A slot with its listing's facts and resource, for the actions on it. */
async function slotWithListing(ctx: ServiceContext, id: string) {
  const [slot] = await ctx.db
    .select()
    .from(openHouses)
    .where(eq(openHouses.id, requireId(id)))
    .limit(1);
  if (!slot) throw new AppError('not_found');
  return { slot, ...(await listingWithResource(ctx, slot.listingId)) };
}

/** Cancels an upcoming slot of one's listing and tells everyone registered, with the landlord's message. */
export async function cancelOpenHouse(ctx: ServiceContext, id: string, input: OpenHouseCancel): Promise<OpenHouseDto> {
  const { slot, listing, resource } = await slotWithListing(ctx, id);
  await authorize(ctx, 'open_house.manage', resource);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    // Only one cancel wins, and never of a slot that has begun.
    const [cancelled] = await tx
      .update(openHouses)
      .set({ cancelledAt: now, cancelReason: input.message || null, updatedAt: now })
      .where(and(eq(openHouses.id, slot.id), isNull(openHouses.cancelledAt), gt(openHouses.startsAt, now)))
      .returning();
    if (!cancelled) throw new AppError('open_house_closed');
    const attendees = await tx
      .select({ userId: openHouseRegistrations.userId, locale: users.locale })
      .from(openHouseRegistrations)
      .innerJoin(users, eq(users.id, openHouseRegistrations.userId))
      .where(and(eq(openHouseRegistrations.openHouseId, slot.id), isNull(openHouseRegistrations.cancelledAt)));
    for (const attendee of attendees) {
      const locale: Locale = isLocale(attendee.locale) ? attendee.locale : DEFAULT_LOCALE;
      await publishNotification(
        ctx,
        {
          userId: attendee.userId,
          kind: 'applications',
          event: input.message ? 'open_house_cancelled' : 'open_house_cancelled_plain',
          params: { title: titleFor(listing, locale), when: whenText(slot.startsAt, locale), message: input.message ?? '' },
          link: `/listings/${listing.id}`,
        },
        tx,
      );
    }
    return toOpenHouseDto(cancelled);
  });
}

/**
 * Registers the signed-in person for an upcoming slot of a listing on the market that isn't
 * theirs. One statement raises the counter only while there is room; the registration is inserted
 * in the same transaction, and the partial unique index refuses a second live one.
 */
export async function registerForOpenHouse(ctx: ServiceContext, id: string): Promise<OpenHouseDto> {
  const { slot, resource } = await slotWithListing(ctx, id);
  const actor = await authorize(ctx, 'open_house.register', resource);
  // A team that switched open houses off takes no new registrations (docs/rules/team-forms.md).
  await requireServiceOffered(ctx.db, resource.ownerTeamId, 'open_houses');
  const now = ctx.now();
  if (slot.cancelledAt || slot.startsAt <= now) throw new AppError('open_house_closed');
  return ctx.db.transaction(async (tx) => {
    const [already] = await tx
      .select({ id: openHouseRegistrations.id })
      .from(openHouseRegistrations)
      .where(
        and(
          eq(openHouseRegistrations.openHouseId, slot.id),
          eq(openHouseRegistrations.userId, actor.userId),
          isNull(openHouseRegistrations.cancelledAt),
        ),
      )
      .limit(1);
    if (already) throw new AppError('open_house_already_registered');
    const [raised] = await tx
      .update(openHouses)
      .set({ registered: sql`${openHouses.registered} + 1`, updatedAt: now })
      .where(
        and(
          eq(openHouses.id, slot.id),
          sql`${openHouses.registered} < ${openHouses.capacity}`,
          isNull(openHouses.cancelledAt),
          gt(openHouses.startsAt, now),
        ),
      )
      .returning();
    if (!raised) {
      const [current] = await tx.select().from(openHouses).where(eq(openHouses.id, slot.id));
      throw new AppError(current && !current.cancelledAt && current.startsAt > now ? 'open_house_full' : 'open_house_closed');
    }
    const [inserted] = await tx
      .insert(openHouseRegistrations)
      .values({ openHouseId: slot.id, userId: actor.userId, createdAt: now, updatedAt: now })
      .onConflictDoNothing({
        target: [openHouseRegistrations.openHouseId, openHouseRegistrations.userId],
        where: sql`${openHouseRegistrations.cancelledAt} is null`,
      })
      .returning({ id: openHouseRegistrations.id });
    // A twin request of the same person won the race: this one's raise rolls back with the error.
    if (!inserted) throw new AppError('open_house_already_registered');
    return toOpenHouseDto(raised);
  });
}

/** Gives up one's place at an upcoming slot, which frees it for someone else. */
export async function cancelRegistration(ctx: ServiceContext, id: string): Promise<OpenHouseDto> {
  const actor = requireActor(ctx);
  const [slot] = await ctx.db
    .select()
    .from(openHouses)
    .where(eq(openHouses.id, requireId(id)))
    .limit(1);
  if (!slot) throw new AppError('not_found');
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .update(openHouseRegistrations)
      .set({ cancelledAt: now, updatedAt: now })
      .where(
        and(
          eq(openHouseRegistrations.openHouseId, slot.id),
          eq(openHouseRegistrations.userId, actor.userId),
          isNull(openHouseRegistrations.cancelledAt),
        ),
      )
      .returning({ id: openHouseRegistrations.id });
    if (!gone) throw new AppError('open_house_not_registered');
    if (slot.cancelledAt || slot.startsAt <= now) throw new AppError('open_house_closed');
    const [lowered] = await tx
      .update(openHouses)
      .set({ registered: sql`${openHouses.registered} - 1`, updatedAt: now })
      .where(and(eq(openHouses.id, slot.id), gt(openHouses.registered, 0)))
      .returning();
    return toOpenHouseDto(lowered ?? slot);
  });
}

export interface MyRegistrationDto {
  registration_id: string;
  registered_at: string;
  open_house: OpenHouseDto;
  listing: ListingBriefDto;
}

/** The person's live registrations, upcoming first (soonest first), then the past (latest first). */
export async function listMyRegistrations(
  ctx: ServiceContext,
): Promise<{ upcoming: MyRegistrationDto[]; past: MyRegistrationDto[] }> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .select({ registration: openHouseRegistrations, slot: openHouses, listing: listingBriefColumns })
    .from(openHouseRegistrations)
    .innerJoin(openHouses, eq(openHouses.id, openHouseRegistrations.openHouseId))
    .innerJoin(listings, eq(listings.id, openHouses.listingId))
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .where(and(eq(openHouseRegistrations.userId, actor.userId), isNull(openHouseRegistrations.cancelledAt)))
    .orderBy(asc(openHouses.startsAt), asc(openHouses.id))
    .limit(200);
  const now = ctx.now();
  const all = rows.map((r) => ({
    registration_id: r.registration.id,
    registered_at: r.registration.createdAt.toISOString(),
    open_house: toOpenHouseDto(r.slot),
    listing: listingBrief(r.listing),
  }));
  return {
    upcoming: all.filter((r) => new Date(r.open_house.ends_at) > now),
    past: all.filter((r) => new Date(r.open_house.ends_at) <= now).reverse(),
  };
}

export interface AttendeeDto {
  user_id: string;
  name: string;
  email: string;
  phone: string | null;
  registered_at: string;
}

export interface ManagedOpenHouseDto extends OpenHouseDto {
  listing: ListingBriefDto;
  attendees: AttendeeDto[];
  /** In the landlord's list: whose the listing is. */
  whose?: Whose;
}

async function attendeesOf(ctx: ServiceContext, slotIds: string[]): Promise<Map<string, AttendeeDto[]>> {
  const out = new Map<string, AttendeeDto[]>();
  if (!slotIds.length) return out;
  const rows = await ctx.db
    .select({
      slotId: openHouseRegistrations.openHouseId,
      userId: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      at: openHouseRegistrations.createdAt,
    })
    .from(openHouseRegistrations)
    .innerJoin(users, eq(users.id, openHouseRegistrations.userId))
    .where(and(inArray(openHouseRegistrations.openHouseId, slotIds), isNull(openHouseRegistrations.cancelledAt)))
    .orderBy(asc(openHouseRegistrations.createdAt), asc(openHouseRegistrations.id));
  for (const r of rows) {
    const list = out.get(r.slotId) ?? [];
    list.push({ user_id: r.userId, name: r.name, email: r.email, phone: r.phone, registered_at: r.at.toISOString() });
    out.set(r.slotId, list);
  }
  return out;
}

/**
 * The slots of every listing the person manages (their own, their team's): upcoming ones
 * (cancelled included, marked) and those of the last 30 days, each with its attendees.
 */
export async function listManagedOpenHouses(
  ctx: ServiceContext,
  options: { listingId?: string } = {},
): Promise<{ upcoming: ManagedOpenHouseDto[]; past: ManagedOpenHouseDto[] }> {
  const actor = requireActor(ctx);
  const now = ctx.now();
  const rows = await ctx.db
    .select({ slot: openHouses, listing: listingBriefColumns })
    .from(openHouses)
    .innerJoin(listings, eq(listings.id, openHouses.listingId))
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .where(
      and(
        ownedListings(actor, 'open_house.manage'),
        gt(openHouses.endsAt, daysAfter(now, -PAST_DAYS)),
        options.listingId ? eq(openHouses.listingId, requireId(options.listingId)) : undefined,
      ),
    )
    .orderBy(asc(openHouses.startsAt), asc(openHouses.id))
    .limit(300);
  const attendees = await attendeesOf(
    ctx,
    rows.map((r) => r.slot.id),
  );
  const all = await withWhose(
    ctx.db,
    rows.map((r) => ({
      ...toOpenHouseDto(r.slot),
      listing: listingBrief(r.listing),
      attendees: attendees.get(r.slot.id) ?? [],
    })),
    (slot) => slot.listing.id,
  );
  return {
    upcoming: all.filter((s) => new Date(s.ends_at) > now),
    past: all.filter((s) => new Date(s.ends_at) <= now).reverse(),
  };
}

/** One slot's attendees, for the landlord of its listing; anyone else: not found. */
export async function getOpenHouseAttendees(ctx: ServiceContext, id: string): Promise<ManagedOpenHouseDto> {
  const { slot, resource } = await slotWithListing(ctx, id);
  await authorize(ctx, 'open_house.manage', resource);
  const [row] = await ctx.db
    .select({ listing: listingBriefColumns })
    .from(listings)
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .where(eq(listings.id, slot.listingId));
  return {
    ...toOpenHouseDto(slot),
    listing: listingBrief(row.listing),
    attendees: (await attendeesOf(ctx, [slot.id])).get(slot.id) ?? [],
  };
}

export interface UpcomingOpenHouseDto extends OpenHouseDto {
  listing: ListingBriefDto;
}

/** The public list: upcoming, not cancelled open houses of listings on the market, soonest first. */
export async function listUpcomingOpenHouses(
  ctx: ServiceContext,
  query: UpcomingQuery,
): Promise<{ items: UpcomingOpenHouseDto[]; total: number; page: number; page_size: number }> {
  const now = ctx.now();
  const where = and(
    listingsOnMarket(now),
    isNull(openHouses.cancelledAt),
    gt(openHouses.startsAt, now),
    query.region ? eq(listings.region, query.region) : undefined,
  );
  const page = query.page ?? 1;
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(openHouses)
    .innerJoin(listings, eq(listings.id, openHouses.listingId))
    .where(where);
  const rows = await ctx.db
    .select({ slot: openHouses, listing: listingBriefColumns })
    .from(openHouses)
    .innerJoin(listings, eq(listings.id, openHouses.listingId))
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .where(where)
    .orderBy(asc(openHouses.startsAt), asc(openHouses.id))
    .limit(UPCOMING_PAGE_SIZE)
    .offset((page - 1) * UPCOMING_PAGE_SIZE);
  return {
    items: rows.map((r) => ({ ...toOpenHouseDto(r.slot), listing: listingBrief(r.listing) })),
    total: Number(n),
    page,
    page_size: UPCOMING_PAGE_SIZE,
  };
}
