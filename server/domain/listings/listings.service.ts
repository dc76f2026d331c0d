import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { dayOf } from '#common/calendar-day.ts';
import type { OwnerListingDto } from '#common/listing-dtos.ts';
import {
  type Amenity,
  canRenew,
  expiryFrom,
  type ListingAction,
  type ListingStatus,
  nextStatus,
  type WizardStep,
} from '#common/listing-rules.ts';
import { findPostcode } from '#common/postcodes.ts';
import { isRentPlausible } from '#common/rent-plausibility.ts';
import type { Db } from '#server/db/client.ts';
import { listingPhotos, listings } from '#server/db/schema/listings.ts';
import { properties } from '#server/db/schema/properties.ts';
import { teams } from '#server/db/schema/teams.ts';
import { listingPublishedQueue } from '#server/jobs/queues/listing-published.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { authorize, deniedError, requireActor } from '../access/authorize.ts';
import { can } from '../access/can.ts';
import type { Permission } from '../access/permissions.ts';
import { listingResource } from '../access/resources.ts';
import { ownedListings } from '../access/scopes.ts';
import type { ServiceContext } from '../context.ts';
import { teamToActFor } from '../teams/acting.service.ts';
import { closeOpenApplications } from './close-applications.ts';
import type {
  dateTimeSchema,
  descriptionSchema,
  houseRulesSchema,
  locationSchema,
  pricingSchema,
  propertySchema,
} from './listing.schemas.ts';
import { type ListingEventKind, recordListingEvent } from './listing-events.ts';
import { missingForSubmit, toOwnerListing } from './owner-listing.dto.ts';

// The landlord's side of a listing: the wizard's steps, submitting for review, and the
// lifecycle actions. Staff review lives in listing-review.service.ts. Rules: docs/rules/listings.md.

/** A schema's output with the keys that may be undefined made optional (for callers in code). */
type Loose<T> = { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] } & {
  [K in keyof T as undefined extends T[K] ? never : K]: T[K];
};
export type LocationInput = Loose<z.output<typeof locationSchema>>;
export type StepInput = {
  property: Loose<z.output<typeof propertySchema>>;
  description: Loose<z.output<typeof descriptionSchema>>;
  'house-rules': Loose<z.output<typeof houseRulesSchema>>;
  pricing: Loose<z.output<typeof pricingSchema>>;
};
type ListingRow = typeof listings.$inferSelect;

/**
 * The listing if the actor may do this with it (by default: edit it); otherwise "not found".
 * Staff are no exception: they act on other people's listings only through /man.
 */
export async function loadManagedListing(
  ctx: ServiceContext,
  id: string,
  options: { db?: Db; lock?: boolean; permission?: Permission } = {},
): Promise<ListingRow> {
  const actor = requireActor(ctx);
  const permission = options.permission ?? 'listing.update';
  requireId(id);
  const db = options.db ?? ctx.db;
  const query = db.select().from(listings).where(eq(listings.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found');
  const resource = listingResource(row, ctx.now());
  if (can(actor, permission, resource)) return row;
  throw deniedError(permission, resource);
}

function placeOf(postcode: string) {
  const place = findPostcode(postcode);
  if (!place) throw new AppError('validation_failed', undefined, { fields: { postcode: ['postcode_unknown'] } });
  return place;
}

/** Who owns a property: a person, or a team (exactly one). */
interface PropertyOwner {
  userId: string | null;
  teamId: string | null;
}

/** A listing's owner as a property owner. */
function ownerOf(row: { ownerUserId: string | null; ownerTeamId: string | null }): PropertyOwner {
  return { userId: row.ownerUserId, teamId: row.ownerTeamId };
}

/**
 * The owner's property at this address, reused when they list it again (matched on fastanúmer,
 * else on the address), or a new one.
 */
async function propertyFor(tx: Db, owner: PropertyOwner, input: LocationInput): Promise<typeof properties.$inferSelect> {
  const place = placeOf(input.postcode);
  const owned = owner.teamId ? eq(properties.ownerTeamId, owner.teamId) : eq(properties.ownerUserId, owner.userId ?? '');
  const atAddress = and(
    owned,
    sql`lower(${properties.street}) = lower(${input.street})`,
    sql`lower(${properties.houseNumber}) = lower(${input.houseNumber})`,
    sql`lower(coalesce(${properties.unit}, '')) = lower(${input.unit ?? ''})`,
    eq(properties.postcode, input.postcode),
  );
  const match = input.fastanumer ? and(owned, eq(properties.fastanumer, input.fastanumer)) : atAddress;
  const [existing] = await tx.select().from(properties).where(match).limit(1);
  if (existing && input.fastanumer) {
    // The fastanúmer is one property of the owner's, the address another one: moving the first
    // onto the second's address would break the one-property-per-address rule.
    const [other] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(atAddress, ne(properties.id, existing.id)))
      .limit(1);
    if (other)
      throw new AppError('property_address_conflict', undefined, { fields: { fastanumer: ['fastanumer_other_address'] } });
  }
  const values = {
    street: input.street,
    houseNumber: input.houseNumber,
    unit: input.unit ?? null,
    postcode: input.postcode,
    fastanumer: input.fastanumer ?? existing?.fastanumer ?? null,
    lat: place.lat,
    lng: place.lng,
  };
  if (existing) {
    const [updated] = await tx.update(properties).set(values).where(eq(properties.id, existing.id)).returning();
    return updated;
  }
  const [created] = await tx
    .insert(properties)
    .values({ ...values, ownerUserId: owner.teamId ? null : owner.userId, ownerTeamId: owner.teamId })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // Another request added the same address a moment ago: use that one.
  const [raced] = await tx.select().from(properties).where(match).limit(1);
  if (!raced) throw new AppError('property_address_conflict');
  return raced;
}

/** The property's facts a listing carries for search. */
function searchColumns(property: typeof properties.$inferSelect) {
  const place = placeOf(property.postcode);
  return {
    propertyId: property.id,
    postcode: property.postcode,
    region: place.region,
    town: place.town,
    lat: place.lat,
    lng: place.lng,
    propertyType: property.type,
    sizeM2: property.sizeM2,
    rooms: property.rooms,
  };
}

/**
 * The team a new listing belongs to: the one named (the API's `team`, a slug; null: personally),
 * else the team acted for (team mode). Acting for a team needs listing.create in it (viewers
 * can't: 403); a team one has left is team_membership_ended (docs/rules/team-mode.md).
 */
async function owningTeam(ctx: ServiceContext, team: string | null | undefined): Promise<string | null> {
  const actor = requireActor(ctx);
  const teamId =
    team === undefined ? (actor.actingTeamId ?? null) : team === null ? null : (await teamToActFor(ctx, team)).teamId;
  if (teamId) await authorize(ctx, 'listing.create', { type: 'team', teamId });
  return teamId;
}

/**
 * The first step: the address. Creates the draft and returns its id. In team mode (or with
 * `options.team`) the listing and its property belong to the team; created_by stays the person.
 */
export async function startListing(
  ctx: ServiceContext,
  input: LocationInput,
  options: { team?: string | null } = {},
): Promise<{ id: string }> {
  const actor = requireActor(ctx);
  const teamId = await owningTeam(ctx, options.team);
  return ctx.db.transaction(async (tx) => {
    const property = await propertyFor(tx, { userId: actor.userId, teamId }, input);
    const [row] = await tx
      .insert(listings)
      .values({
        ownerUserId: teamId ? null : actor.userId,
        ownerTeamId: teamId,
        createdBy: actor.userId,
        status: 'draft',
        stepsDone: property.type ? ['location', 'property'] : ['location'],
        ...searchColumns(property),
        // A property listed before brings its facts along; the landlord checks them in the next step.
      })
      .returning({ id: listings.id });
    await recordListingEvent(tx, { listingId: row.id, actorId: actor.userId, kind: 'created', from: null, to: 'draft' });
    return row;
  });
}

function markDone(row: ListingRow, step: string): string[] {
  return row.stepsDone.includes(step) ? row.stepsDone : [...row.stepsDone, step];
}

/** Editing a rejected listing takes it back to draft; other statuses keep theirs. */
export function statusAfterEdit(row: ListingRow): { status: ListingStatus; event: ListingEventKind | null } {
  const next = nextStatus(row.status as ListingStatus, 'edit');
  if (!next) throw new AppError('listing_not_editable');
  return { status: next, event: next !== row.status || row.status === 'published' ? 'edited' : null };
}

async function saveChanges(
  ctx: ServiceContext,
  id: string,
  step: string,
  change: (row: ListingRow, tx: Db) => Promise<Partial<typeof listings.$inferInsert>>,
): Promise<void> {
  const actor = requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const row = await loadManagedListing(ctx, id, { db: tx, lock: true });
    const { status, event } = statusAfterEdit(row);
    const values = await change(row, tx);
    await tx
      .update(listings)
      .set({
        ...values,
        status,
        stepsDone: markDone(row, step),
        rejectionReason: status === 'draft' ? null : row.rejectionReason,
      })
      .where(eq(listings.id, row.id));
    if (event)
      await recordListingEvent(tx, { listingId: row.id, actorId: actor.userId, kind: event, from: row.status, to: status });
  });
}

/** Changes the address of a listing that hasn't been published yet. */
export async function updateLocation(ctx: ServiceContext, id: string, input: LocationInput): Promise<void> {
  await saveChanges(ctx, id, 'location', async (row, tx) => {
    if (row.publishedAt) throw new AppError('listing_address_fixed');
    return searchColumns(await propertyFor(tx, ownerOf(row), input));
  });
}

function assertFuture(day: string, now: Date): void {
  if (day < dayOf(now)) {
    throw new AppError('validation_failed', undefined, { fields: { availableFrom: ['date_in_past'] } });
  }
}

/**
 * A rent outside the plausible range for the home's size and region needs the landlord's "yes,
 * this is right" (or is the same rent they confirmed before); it is then flagged for staff
 * (`rent_outlier_at`). A plausible rent clears the flag.
 */
function rentOutlierChange(
  row: ListingRow,
  value: { rentIsk: number; rentConfirmed?: boolean },
  now: Date,
): { rentOutlierAt: Date | null } {
  if (isRentPlausible({ rentIsk: value.rentIsk, sizeM2: row.sizeM2, region: row.region, propertyType: row.propertyType })) {
    return { rentOutlierAt: null };
  }
  const confirmedBefore = row.rentOutlierAt !== null && row.rentIsk === value.rentIsk;
  if (!value.rentConfirmed && !confirmedBefore) {
    throw new AppError('listing_rent_unconfirmed', undefined, { fields: { rentIsk: ['listing_rent_unconfirmed'] } });
  }
  return { rentOutlierAt: row.rentOutlierAt ?? now };
}

/** Saves one wizard step (also used by the management pages). */
export async function saveListingStep<S extends keyof StepInput>(
  ctx: ServiceContext,
  id: string,
  step: S,
  input: StepInput[S],
): Promise<void> {
  if (step === 'pricing') assertFuture((input as StepInput['pricing']).availableFrom, ctx.now());
  await saveChanges(ctx, id, step, async (row, tx) => {
    switch (step) {
      case 'property': {
        const value = input as StepInput['property'];
        if (!row.propertyId) throw new AppError('listing_location_missing');
        const [property] = await tx
          .update(properties)
          .set({
            type: value.type,
            sizeM2: value.sizeM2,
            rooms: value.rooms,
            bedrooms: value.bedrooms,
            bathrooms: value.bathrooms,
            floor: value.floor ?? null,
            elevator: value.elevator,
            yearBuilt: value.yearBuilt ?? null,
          })
          .where(eq(properties.id, row.propertyId))
          .returning();
        return { ...searchColumns(property), amenities: value.amenities, furnished: value.amenities.includes('furnished') };
      }
      case 'description': {
        const value = input as StepInput['description'];
        return {
          titleIs: value.titleIs,
          descriptionIs: value.descriptionIs,
          titleEn: value.titleEn ?? null,
          descriptionEn: value.descriptionEn ?? null,
        };
      }
      case 'house-rules': {
        const value = input as StepInput['house-rules'];
        return {
          petsAllowed: value.petsAllowed,
          smokingAllowed: value.smokingAllowed,
          sublettingAllowed: value.sublettingAllowed,
          maxOccupants: value.maxOccupants,
          quietHours: value.quietFrom && value.quietTo ? `${value.quietFrom}-${value.quietTo}` : null,
        };
      }
      default: {
        const value = input as StepInput['pricing'];
        return {
          ...rentOutlierChange(row, value, ctx.now()),
          rentIsk: value.rentIsk,
          securityType: value.securityType,
          securityMonths: value.securityMonths,
          availableFrom: value.availableFrom,
          leaseType: value.leaseType,
          leaseMonths: value.leaseMonths ?? null,
          utilitiesIncluded: value.utilitiesIncluded,
        };
      }
    }
  });
}

/** Marks the photos step done (photos themselves are saved as they are uploaded). */
export async function completePhotosStep(ctx: ServiceContext, id: string): Promise<void> {
  await saveChanges(ctx, id, 'photos', async (row, tx) => {
    const [first] = await tx
      .select({ id: listingPhotos.id })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, row.id))
      .limit(1);
    if (!first) throw new AppError('validation_failed', undefined, { fields: { photos: ['photos_required'] } });
    return {};
  });
}

export type DateTimeInput = Loose<z.output<typeof dateTimeSchema>>;

/** The availability window and weekly viewing hours (the management page "date-time"). */
export async function saveDateTime(ctx: ServiceContext, id: string, input: DateTimeInput): Promise<void> {
  const until = input.availableUntil;
  await saveChanges(ctx, id, 'date-time', async (row) => {
    if (until && until < dayOf(ctx.now()))
      throw new AppError('validation_failed', undefined, { fields: { availableUntil: ['date_in_past'] } });
    if (until && row.availableFrom && until <= row.availableFrom)
      throw new AppError('validation_failed', undefined, { fields: { availableUntil: ['date_before_start'] } });
    return { availableUntil: until ?? null, viewingHours: input.viewingHours };
  });
}

/** Only the amenities (the management page edits them apart from the property's other facts). */
export async function saveAmenities(ctx: ServiceContext, id: string, amenities: readonly Amenity[]): Promise<void> {
  await saveChanges(ctx, id, 'amenities', async () => ({
    amenities: [...amenities],
    furnished: amenities.includes('furnished'),
  }));
}

export async function getOwnListing(ctx: ServiceContext, id: string): Promise<OwnerListingDto> {
  const row = await loadManagedListing(ctx, id, { permission: 'listing.manage.read' });
  const [property] = row.propertyId
    ? await ctx.db.select().from(properties).where(eq(properties.id, row.propertyId)).limit(1)
    : [];
  const photos = await ctx.db
    .select()
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, row.id))
    .orderBy(asc(listingPhotos.position));
  return toOwnerListing(row, property ?? null, photos, ctx.now());
}

/** Sends a complete draft to staff for review. */
export async function submitListing(ctx: ServiceContext, id: string): Promise<void> {
  const actor = requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const row = await loadManagedListing(ctx, id, { db: tx, lock: true, permission: 'listing.submit' });
    const next = nextStatus(row.status as ListingStatus, 'submit');
    if (!next) throw new AppError('listing_not_submittable');
    const [photo] = await tx
      .select({ id: listingPhotos.id })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, row.id))
      .limit(1);
    const missing = missingForSubmit(row, Boolean(photo));
    if (missing.length) {
      throw new AppError('validation_failed', undefined, {
        fields: Object.fromEntries(missing.map((s) => [s, ['step_incomplete']])),
      });
    }
    if (row.availableFrom) assertFuture(row.availableFrom, ctx.now());
    // The size may have changed since the rent was saved: an implausible rent still needs its confirmation.
    if (
      row.rentIsk !== null &&
      row.rentOutlierAt === null &&
      !isRentPlausible({ rentIsk: row.rentIsk, sizeM2: row.sizeM2, region: row.region, propertyType: row.propertyType })
    ) {
      throw new AppError('listing_rent_unconfirmed', undefined, { fields: { pricing: ['listing_rent_unconfirmed'] } });
    }
    await tx.update(listings).set({ status: next, submittedAt: ctx.now(), rejectionReason: null }).where(eq(listings.id, row.id));
    await recordListingEvent(tx, { listingId: row.id, actorId: actor.userId, kind: 'submitted', from: row.status, to: next });
  });
}

const OWNER_ACTIONS = {
  pause: 'paused',
  resume: 'resumed',
  renew: 'renewed',
  mark_rented: 'rented',
  archive: 'archived',
} as const;
export type OwnerAction = keyof typeof OWNER_ACTIONS;

/** Pause, resume, renew, mark as rented or archive; refused when the status doesn't allow it. */
export async function applyOwnerAction(ctx: ServiceContext, id: string, action: OwnerAction): Promise<ListingStatus> {
  const actor = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await loadManagedListing(ctx, id, { db: tx, lock: true, permission: 'listing.lifecycle' });
    const next = nextStatus(row.status as ListingStatus, action as ListingAction);
    if (!next) throw new AppError('listing_action_not_allowed');
    const now = ctx.now();
    // Renewing is offered in the last week and after expiry, not at any time (docs/rules/listings.md).
    if (action === 'renew' && !canRenew(row.status as ListingStatus, row.expiresAt, now))
      throw new AppError('listing_not_renewable_yet');
    const timing =
      action === 'renew' || action === 'resume' ? { expiresAt: action === 'renew' ? expiryFrom(now) : row.expiresAt } : {};
    await tx
      .update(listings)
      .set({ status: next, ...timing, featuredRank: next === 'published' ? row.featuredRank : null })
      .where(eq(listings.id, row.id));
    await recordListingEvent(tx, {
      listingId: row.id,
      actorId: actor.userId,
      kind: OWNER_ACTIONS[action],
      from: row.status,
      to: next,
    });
    // Rented or archived: its open applications are closed, their tenants told (docs/rules/applications.md).
    if (next === 'rented' || next === 'archived') await closeOpenApplications(ctx, tx, row.id, { actorId: actor.userId });
    // Public again (resume, renew): the rental watch is told, in the same transaction.
    if (next === 'published') await ctx.jobs.enqueue(tx, listingPublishedQueue, { listingId: row.id });
    return next;
  });
}

/**
 * A new draft with the same property and terms (photos are copied by the photos service). The
 * next tenancy of a contract passes its availability and rent (`next`).
 */
export async function duplicateListing(
  ctx: ServiceContext,
  id: string,
  next: { availableFrom?: string | null; rentIsk?: number | null } = {},
): Promise<{ id: string }> {
  const actor = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await loadManagedListing(ctx, id, { db: tx, permission: 'listing.lifecycle' });
    const { id: _id, createdAt: _c, updatedAt: _u, publishedAt: _p, expiresAt: _e, submittedAt: _s, ...copy } = row;
    const [created] = await tx
      .insert(listings)
      .values({
        ...copy,
        status: 'draft',
        createdBy: actor.userId,
        rejectionReason: null,
        featuredRank: null,
        coverKey: null,
        availableFrom: next.availableFrom ?? null,
        rentIsk: next.rentIsk ?? row.rentIsk,
        stepsDone: row.stepsDone.filter((s) => s !== 'photos' && s !== 'pricing'),
      })
      .returning({ id: listings.id });
    await recordListingEvent(tx, {
      listingId: created.id,
      actorId: actor.userId,
      kind: 'duplicated',
      from: null,
      to: 'draft',
      reason: row.id,
    });
    return created;
  });
}

/** The actor's own listings and their teams' (by role), newest change first, with whose each is. */
export async function listOwnListings(ctx: ServiceContext) {
  const actor = requireActor(ctx);
  return ctx.db
    .select({
      id: listings.id,
      status: listings.status,
      titleIs: listings.titleIs,
      titleEn: listings.titleEn,
      rentIsk: listings.rentIsk,
      town: listings.town,
      postcode: listings.postcode,
      coverKey: listings.coverKey,
      stepsDone: listings.stepsDone,
      publishedAt: listings.publishedAt,
      expiresAt: listings.expiresAt,
      rejectionReason: listings.rejectionReason,
      updatedAt: listings.updatedAt,
      street: properties.street,
      houseNumber: properties.houseNumber,
      unit: properties.unit,
      ownerUserId: listings.ownerUserId,
      ownerTeamId: listings.ownerTeamId,
      teamSlug: teams.slug,
      teamName: teams.name,
    })
    .from(listings)
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .leftJoin(teams, eq(teams.id, listings.ownerTeamId))
    .where(ownedListings(actor))
    .orderBy(desc(listings.updatedAt), desc(listings.id));
}

export type { WizardStep };
