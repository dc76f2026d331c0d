import { and, eq, gt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type ApplicationStatus, isOpenApplication, nextApplicationStatus } from '#common/application-rules.ts';
import { addDays, dayOf } from '#common/calendar-day.ts';
import type { ContractSecurityType } from '#common/contract-model.ts';
import { isId } from '#common/input.ts';
import { LIST_PAGE_SIZE } from '#common/list-kit.ts';
import { type ListingStatus, nextStatus } from '#common/listing-rules.ts';
import {
  DEFAULT_EXPIRY_DAYS,
  effectiveOfferStatus,
  isSecurityAllowed,
  leaseEndDate,
  MAX_START_DAYS_AHEAD,
  maxSecurityIsk,
  type OfferStatus,
  offerExpiresAt,
  reminderDelaySeconds,
  suggestedStartDate,
} from '#common/offer-rules.ts';
import type { Db } from '#server/db/client.ts';
import { applicationEvents, applications } from '#server/db/schema/applications.ts';
import { listings } from '#server/db/schema/listings.ts';
import { offers } from '#server/db/schema/offers.ts';
import { users } from '#server/db/schema/users.ts';
import { offerReminderQueue } from '#server/jobs/queues/offer-reminder.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { authorize, requireActor } from '../access/authorize.ts';
import { ownedListings } from '../access/scopes.ts';
import type { ServiceContext } from '../context.ts';
import { storeDraftFromOffer } from '../contracts/contract-draft.ts';
import { closeOpenApplications } from '../listings/close-applications.ts';
import { recordListingEvent } from '../listings/listing-events.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { landlordRecipients } from '../teams/landlord-recipients.ts';
import { withWhose } from '../teams/whose.ts';
import { contractsFor, type OfferDto, type OfferRow, offerResource, selectOffers, titleOf, toOfferDto } from './offer-rows.ts';
import type { OfferAnswer, OfferCreate } from './offers.schemas.ts';
import { liveOfferRefusal } from './same-offer.ts';

// Offers of a lease (docs/rules/offers.md): a landlord offers an applicant rent, start, term and
// security; the tenant accepts or declines before it expires; the landlord may withdraw it.
// Accepting lets the home: one transaction closes the listing's other applications and offers,
// marks the listing rented_pending and stores the rental contract draft.

export type { OfferDto } from './offer-rows.ts';

const today = dayOf;

const tenantLink = (id: string) => `/account/offers/${id}`;
const landlordLink = (id: string) => `/landlord/offers/${id}`;

async function dtos(ctx: ServiceContext, rows: OfferRow[]): Promise<OfferDto[]> {
  const contracts = await contractsFor(
    ctx.db,
    rows.filter((r) => r.status === 'accepted').map((r) => r.id),
  );
  const now = ctx.now();
  return rows.map((r) => toOfferDto(r, now, contracts.get(r.id) ?? null));
}

/** The SQL condition for offers that read as this status (a sent offer past its time reads as expired). */
function statusCondition(status: OfferStatus | undefined, now: Date): SQL | undefined {
  if (!status) return undefined;
  if (status === 'sent') return and(eq(offers.status, 'sent'), gt(offers.expiresAt, now));
  if (status === 'expired') return or(eq(offers.status, 'expired'), and(eq(offers.status, 'sent'), lte(offers.expiresAt, now)));
  return eq(offers.status, status);
}

export interface OfferPage {
  items: OfferDto[];
  /** Pass as `cursor` for the next (older) page; null when this was the last. */
  next_cursor: string | null;
}

export interface OfferListInput {
  status?: OfferStatus;
  cursor?: string | null;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !TIMESTAMP.test(createdAt ?? '') || !isId(id)) {
    throw new AppError('invalid_cursor', undefined, { fields: { cursor: ['invalid'] } });
  }
  return { createdAt, id };
}

/** One page of offers, newest first (keyset on created_at, id). */
async function offerPage(ctx: ServiceContext, where: SQL | undefined, input: OfferListInput): Promise<OfferPage> {
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const rows = await selectOffers(
    ctx.db,
    and(
      where,
      statusCondition(input.status, ctx.now()),
      after ? sql`(${offers.createdAt}, ${offers.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined,
    ),
    LIST_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, LIST_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: await dtos(ctx, page),
    next_cursor: rows.length > LIST_PAGE_SIZE && last ? encodeCursor(last.exactCreatedAt, last.id) : null,
  };
}

/** Offers on the listings the person manages (owns, or their team's with a role that reads offers). */
export async function listLandlordOffers(ctx: ServiceContext, input: OfferListInput = {}): Promise<OfferPage> {
  const actor = requireActor(ctx);
  const page = await offerPage(ctx, ownedListings(actor, 'offer.read'), input);
  return { ...page, items: await withWhose(ctx.db, page.items, (offer) => offer.listing.id) };
}

/** The offers the person has received as a tenant. */
export async function listTenantOffers(ctx: ServiceContext, input: OfferListInput = {}): Promise<OfferPage> {
  const actor = requireActor(ctx);
  return offerPage(ctx, eq(offers.tenantUserId, actor.userId), input);
}

/** One offer, for its tenant or the landlord side; anyone else gets 404. */
export async function getOffer(ctx: ServiceContext, id: string): Promise<OfferDto> {
  const offerId = requireId(id);
  const [row] = await selectOffers(ctx.db, eq(offers.id, offerId), 1);
  if (!row) throw new AppError('not_found');
  await authorize(ctx, 'offer.read', offerResource(row));
  return (await dtos(ctx, [row]))[0];
}

interface ApplicationFacts {
  id: string;
  listingId: string;
  tenantUserId: string;
  status: string;
  moveInDate: string | null;
  tenantName: string;
  listingStatus: string;
  listingOwnerUserId: string | null;
  listingOwnerTeamId: string | null;
  titleIs: string | null;
  rentIsk: number | null;
  availableFrom: string | null;
  leaseType: string | null;
  leaseMonths: number | null;
}

async function applicationFacts(db: Db, applicationId: string): Promise<ApplicationFacts | undefined> {
  const [row] = await db
    .select({
      id: applications.id,
      listingId: applications.listingId,
      tenantUserId: applications.tenantUserId,
      status: applications.status,
      moveInDate: applications.moveInDate,
      tenantName: users.name,
      listingStatus: listings.status,
      listingOwnerUserId: listings.ownerUserId,
      listingOwnerTeamId: listings.ownerTeamId,
      titleIs: listings.titleIs,
      rentIsk: listings.rentIsk,
      availableFrom: listings.availableFrom,
      leaseType: listings.leaseType,
      leaseMonths: listings.leaseMonths,
    })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .innerJoin(users, eq(users.id, applications.tenantUserId))
    .where(eq(applications.id, applicationId));
  return row;
}

/** The landlord may offer on this application; else 404 (not theirs). */
async function authorizedApplication(ctx: ServiceContext, db: Db, id: string): Promise<ApplicationFacts> {
  const facts = await applicationFacts(db, requireId(id));
  if (!facts) throw new AppError('not_found');
  await authorize(ctx, 'offer.create', {
    type: 'application',
    tenantUserId: facts.tenantUserId,
    listingOwnerUserId: facts.listingOwnerUserId,
    listingOwnerTeamId: facts.listingOwnerTeamId,
  });
  return facts;
}

/** A listing that can still be let: published or paused (the accept_offer transition exists). */
function canBeLet(status: string): boolean {
  return nextStatus(status as ListingStatus, 'accept_offer') !== null;
}

export interface OfferFormData {
  application: { id: string; status: string; tenantName: string; moveInDate: string | null };
  listing: { id: string; title: string; rentIsk: number | null };
  /** Why an offer can't be sent now (the page says so instead of showing the form), or null. */
  blocked: 'offer_to_non_applicant' | 'offer_already_open' | null;
  /** The live offer on this application, when there is one. */
  liveOfferId: string | null;
  defaults: OfferCreate;
}

/** What the new-offer page shows and prefills: the listing's rent and lease, the tenant's move-in when ahead. */
export async function offerFormFor(ctx: ServiceContext, applicationId: string): Promise<OfferFormData> {
  const facts = await authorizedApplication(ctx, ctx.db, applicationId);
  const now = ctx.now();
  const [live] = await ctx.db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.applicationId, facts.id), eq(offers.status, 'sent'), gt(offers.expiresAt, now)))
    .limit(1);
  const open = isOpenApplication(facts.status as ApplicationStatus) && canBeLet(facts.listingStatus);
  const rent = facts.rentIsk ?? 0;
  return {
    application: { id: facts.id, status: facts.status, tenantName: facts.tenantName, moveInDate: facts.moveInDate },
    listing: { id: facts.listingId, title: facts.titleIs ?? '', rentIsk: facts.rentIsk },
    blocked: !open ? 'offer_to_non_applicant' : live ? 'offer_already_open' : null,
    liveOfferId: live?.id ?? null,
    defaults: {
      rentIsk: rent,
      startDate: suggestedStartDate({ moveIn: facts.moveInDate, availableFrom: facts.availableFrom, today: today(now) }),
      leaseType: facts.leaseType === 'fixed' ? 'fixed' : 'indefinite',
      termMonths: facts.leaseType === 'fixed' ? (facts.leaseMonths ?? 12) : undefined,
      securityType: 'cash_deposit',
      securityAmountIsk: rent * 2 <= maxSecurityIsk('cash_deposit', rent) ? rent * 2 : 0,
      expiryDays: DEFAULT_EXPIRY_DAYS,
      message: undefined,
    },
  };
}

/** Field errors for what needs the rent or the clock: a start in the past or too far ahead, 40. gr. */
function checkTerms(input: OfferCreate, now: Date): { security: number } {
  const security = input.securityType === 'none' ? 0 : (input.securityAmountIsk ?? 0);
  const start = today(now);
  if (input.startDate < start) throw new AppError('validation_failed', undefined, { fields: { startDate: ['date_in_past'] } });
  if (input.startDate > addDays(start, MAX_START_DAYS_AHEAD))
    throw new AppError('validation_failed', undefined, { fields: { startDate: ['date_too_far'] } });
  // 40. gr.: at most three months' rent; a mutual fund fee at most 10% of one month's rent.
  if (!isSecurityAllowed(input.securityType, security, input.rentIsk)) {
    const field = input.securityType === 'mutual_fund_fee' ? 'security_fee_over_limit' : 'security_over_limit';
    throw new AppError('offer_security_too_high', undefined, { fields: { securityAmountIsk: [field] } });
  }
  return { security };
}

/**
 * Sends an offer to an applicant. Only on an open application of a listing that can still be let
 * (`offer_to_non_applicant`), one live offer per application (`offer_already_open`, held by a
 * partial unique index under parallel sends). Moves the application to `accepted` (with a
 * timeline event) and tells the tenant, in the same transaction.
 */
export async function createOffer(ctx: ServiceContext, applicationId: string, input: OfferCreate): Promise<OfferDto> {
  const actor = requireActor(ctx);
  const now = ctx.now();
  const { security } = checkTerms(input, now);
  let offerId: string;
  let appId: string | null = null;
  try {
    offerId = await ctx.db.transaction(async (tx) => {
      const facts = await authorizedApplication(ctx, tx, applicationId);
      appId = facts.id;
      // The listing first, as accepting takes it: a send and an accept on the same listing run one
      // after the other, so no offer is left live on a listing just let.
      await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, facts.listingId)).for('update');
      // One writer per application at a time: a parallel send waits here, then sees the first offer.
      await tx.select({ id: applications.id }).from(applications).where(eq(applications.id, facts.id)).for('update');
      const [current] = await tx
        .select({ status: applications.status, listingStatus: listings.status })
        .from(applications)
        .innerJoin(listings, eq(listings.id, applications.listingId))
        .where(eq(applications.id, facts.id));
      if (!isOpenApplication(current.status as ApplicationStatus) || !canBeLet(current.listingStatus))
        throw new AppError('offer_to_non_applicant');
      // A sent offer past its time is expired now, so it no longer holds the application's one live offer.
      await tx
        .update(offers)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(offers.applicationId, facts.id), eq(offers.status, 'sent'), lte(offers.expiresAt, now)));
      const [live] = await tx
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.applicationId, facts.id), eq(offers.status, 'sent')))
        .limit(1);
      if (live) throw await liveOfferRefusal(tx, facts.id, input, security);
      const [created] = await tx
        .insert(offers)
        .values({
          applicationId: facts.id,
          listingId: facts.listingId,
          tenantUserId: facts.tenantUserId,
          senderUserId: actor.userId,
          status: 'sent',
          rentIsk: input.rentIsk,
          startDate: input.startDate,
          termMonths: input.leaseType === 'fixed' ? (input.termMonths ?? null) : null,
          securityType: input.securityType,
          securityAmountIsk: security,
          message: input.message ?? null,
          expiresAt: offerExpiresAt(now, input.expiryDays ?? DEFAULT_EXPIRY_DAYS),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: offers.id, expiresAt: offers.expiresAt });
      const next = nextApplicationStatus(current.status as ApplicationStatus, 'accept');
      if (next) {
        await tx.update(applications).set({ status: next, decidedAt: now, updatedAt: now }).where(eq(applications.id, facts.id));
        await tx.insert(applicationEvents).values({
          applicationId: facts.id,
          actorId: actor.userId,
          fromStatus: current.status,
          toStatus: next,
          note: 'offer_sent',
          createdAt: now,
          updatedAt: now,
        });
      }
      // A day before it lapses, the tenant is reminded if they haven't answered.
      const delay = reminderDelaySeconds(created.expiresAt, now);
      if (delay !== null)
        await ctx.jobs.enqueue(
          tx,
          offerReminderQueue,
          { offerId: created.id, expiresAt: created.expiresAt.toISOString() },
          { startAfterSeconds: delay, singletonKey: `offer-reminder:${created.id}` },
        );
      await publishNotification(
        ctx,
        {
          userId: facts.tenantUserId,
          kind: 'applications',
          event: 'offer_received',
          params: { title: facts.titleIs ?? '' },
          link: tenantLink(created.id),
        },
        tx,
      );
      return created.id;
    });
  } catch (error) {
    // Two sends at the same moment: the database's one-live-offer index refuses the second.
    if (isOneLiveOfferViolation(error))
      throw appId ? await liveOfferRefusal(ctx.db, appId, input, security) : new AppError('offer_already_open');
    throw error;
  }
  return getOffer(ctx, offerId);
}

/** PostgreSQL refused a second live offer for one application (offers_one_live_idx), however Drizzle wraps it. */
function isOneLiveOfferViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || constraint === 'offers_one_live_idx')) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The refusal for answering an offer that is no longer open, or null while it is. */
function notOpenError(status: string, expiresAt: Date, now: Date): AppError | null {
  const effective = effectiveOfferStatus(status as OfferStatus, expiresAt, now);
  if (effective === 'sent') return null;
  if (effective === 'expired') return new AppError('offer_expired');
  if (effective === 'withdrawn') return new AppError('offer_withdrawn');
  return new AppError('offer_not_open');
}

/** The offer row, locked for this transaction, after the permission check (404 when not allowed). */
async function lockedOffer(ctx: ServiceContext, tx: Db, id: string, permission: 'offer.respond' | 'offer.withdraw') {
  const offerId = requireId(id);
  const [row] = await selectOffers(tx, eq(offers.id, offerId), 1);
  if (!row) throw new AppError('not_found');
  await authorize(ctx, permission, offerResource(row));
  // Accepting lets the home: every accept on a listing takes the listing's lock first, so two
  // accepts (of one offer or of two) run one after the other and the second finds it answered.
  if (permission === 'offer.respond')
    await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, row.listingId)).for('update');
  const [locked] = await tx
    .select({ status: offers.status, expiresAt: offers.expiresAt })
    .from(offers)
    .where(eq(offers.id, row.id))
    .for('update');
  const error = notOpenError(locked.status, locked.expiresAt, ctx.now());
  if (error) throw error;
  return row;
}

/** Who hears about the landlord side of an offer: the listing's landlord recipients (docs/rules/team-mode.md). */
async function landlordSide(tx: Db, row: OfferRow): Promise<string[]> {
  return landlordRecipients(tx, {
    id: row.listingId,
    ownerUserId: row.listingOwnerUserId,
    ownerTeamId: row.listingOwnerTeamId,
    createdBy: row.listingCreatedBy ?? row.senderUserId,
  });
}

/** The contract's landlord party: the listing's owner, else whoever sent the offer. */
function landlordUserId(row: OfferRow): string | null {
  return row.listingOwnerUserId ?? row.senderUserId;
}

/**
 * The tenant accepts. In one transaction: the offer is accepted; the listing's other live offers
 * are withdrawn (their tenants told); its other open applications closed with a polite notice;
 * the listing becomes rented_pending; a rental contract draft is stored with its parties; the
 * landlord is told. An expired, withdrawn or answered offer is refused with nothing written.
 */
export async function acceptOffer(ctx: ServiceContext, id: string): Promise<OfferDto> {
  const actor = requireActor(ctx);
  const now = ctx.now();
  const offerId = await ctx.db.transaction(async (tx) => {
    const row = await lockedOffer(ctx, tx, id, 'offer.respond');
    const [listing] = await tx.select({ status: listings.status }).from(listings).where(eq(listings.id, row.listingId));
    const listingNext = nextStatus(listing.status as ListingStatus, 'accept_offer');
    if (!listingNext) throw new AppError('offer_not_open');

    await tx.update(offers).set({ status: 'accepted', respondedAt: now, updatedAt: now }).where(eq(offers.id, row.id));

    const others = await tx
      .update(offers)
      .set({ status: 'withdrawn', respondedAt: now, updatedAt: now })
      .where(and(eq(offers.listingId, row.listingId), eq(offers.status, 'sent'), ne(offers.id, row.id)))
      .returning({ id: offers.id, tenantUserId: offers.tenantUserId, expiresAt: offers.expiresAt });
    const title = titleOf(row);
    for (const other of others) {
      await publishNotification(
        ctx,
        {
          userId: other.tenantUserId,
          kind: 'applications',
          event: 'offer_superseded',
          params: { title },
          link: tenantLink(other.id),
        },
        tx,
      );
    }

    // The chosen tenant's application stays accepted; every other open one is closed politely.
    const [application] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, row.applicationId));
    const next = application && nextApplicationStatus(application.status as ApplicationStatus, 'accept');
    if (next) {
      await tx
        .update(applications)
        .set({ status: next, decidedAt: now, updatedAt: now })
        .where(eq(applications.id, row.applicationId));
      await tx.insert(applicationEvents).values({
        applicationId: row.applicationId,
        actorId: actor.userId,
        fromStatus: application.status,
        toStatus: next,
        note: 'offer_accepted',
      });
    }
    await closeOpenApplications(ctx, tx, row.listingId, { exceptApplicationId: row.applicationId, actorId: actor.userId });

    await tx.update(listings).set({ status: listingNext, featuredRank: null }).where(eq(listings.id, row.listingId));
    await recordListingEvent(tx, {
      listingId: row.listingId,
      actorId: actor.userId,
      kind: 'offer_accepted',
      from: listing.status,
      to: listingNext,
    });

    await storeDraftFromOffer(tx, {
      offerId: row.id,
      listingId: row.listingId,
      ownerUserId: row.listingOwnerUserId,
      ownerTeamId: row.listingOwnerTeamId,
      landlordUserId: landlordUserId(row),
      tenantUserId: row.tenantUserId,
      createdById: actor.userId,
      terms: {
        rentIsk: row.rentIsk,
        startDate: row.startDate,
        termKind: row.termMonths === null ? 'indefinite' : 'fixed',
        endDate: leaseEndDate(row.startDate, row.termMonths),
        securityType: (row.securityType ?? 'none') as ContractSecurityType,
        securityAmountIsk: row.securityAmountIsk,
      },
      termMonths: row.termMonths,
      at: now,
    });

    for (const userId of await landlordSide(tx, row)) {
      await publishNotification(
        ctx,
        {
          userId,
          kind: 'applications',
          event: 'offer_accepted',
          params: { title, name: row.tenantName },
          link: landlordLink(row.id),
        },
        tx,
      );
    }
    return row.id;
  });
  return getOffer(ctx, offerId);
}

/**
 * The tenant declines, with an optional reason. The application stays open, so the landlord may
 * send a revised offer (docs/rules/offers.md); the landlord is told.
 */
export async function declineOffer(ctx: ServiceContext, id: string, input: OfferAnswer): Promise<OfferDto> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockedOffer(ctx, tx, id, 'offer.respond');
    await tx
      .update(offers)
      .set({ status: 'declined', respondedAt: now, responseMessage: input.message ?? null, updatedAt: now })
      .where(eq(offers.id, row.id));
    for (const userId of await landlordSide(tx, row)) {
      await publishNotification(
        ctx,
        {
          userId,
          kind: 'applications',
          event: 'offer_declined',
          params: { title: titleOf(row), name: row.tenantName },
          link: landlordLink(row.id),
        },
        tx,
      );
    }
  });
  return getOffer(ctx, id);
}

/** The landlord withdraws a live offer, with an optional message; the tenant is told. */
export async function withdrawOffer(ctx: ServiceContext, id: string, input: OfferAnswer): Promise<OfferDto> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockedOffer(ctx, tx, id, 'offer.withdraw');
    await tx
      .update(offers)
      .set({ status: 'withdrawn', respondedAt: now, responseMessage: input.message ?? null, updatedAt: now })
      .where(eq(offers.id, row.id));
    await publishNotification(
      ctx,
      {
        userId: row.tenantUserId,
        kind: 'applications',
        event: 'offer_withdrawn',
        params: { title: titleOf(row) },
        link: tenantLink(row.id),
      },
      tx,
    );
  });
  return getOffer(ctx, id);
}

/** Counts by status (as read now) of the landlord's offers, for the tabs of /landlord/offers. */
export async function landlordOfferCounts(ctx: ServiceContext): Promise<Record<OfferStatus, number>> {
  const actor = requireActor(ctx);
  const now = ctx.now();
  const rows = await ctx.db
    .select({
      status: sql<string>`case when ${offers.status} = 'sent' and ${offers.expiresAt} <= ${now.toISOString()} then 'expired' else ${offers.status} end`,
      n: sql<number>`count(*)::int`,
    })
    .from(offers)
    .innerJoin(listings, eq(listings.id, offers.listingId))
    .where(ownedListings(actor, 'offer.read'))
    .groupBy(sql`1`);
  const counts: Record<OfferStatus, number> = { sent: 0, accepted: 0, declined: 0, withdrawn: 0, expired: 0 };
  for (const r of rows) if (r.status in counts) counts[r.status as OfferStatus] += Number(r.n);
  return counts;
}
