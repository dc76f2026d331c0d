import { asc, eq } from 'drizzle-orm';
import type { ListingCardDto, PublicListingDto } from '#common/listing-dtos.ts';
import { hasLeftMarket, type ListingStatus, PROPERTY_TYPES, type PropertyType } from '#common/listing-rules.ts';
import { REGIONS, type RegionId } from '#common/postcodes.ts';
import { listingPhotos, listings } from '#server/db/schema/listings.ts';
import { properties } from '#server/db/schema/properties.ts';
import { teams } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { can } from '../access/can.ts';
import { listingResource } from '../access/resources.ts';
import type { ServiceContext } from '../context.ts';
import { teamLogoUrl } from '../teams/team-summary.service.ts';
import { avatarUrl } from '../users/avatar-keys.ts';
import { pricingOf, propertyFacts } from './listing-facts.ts';
import { searchListings } from './listing-search.service.ts';
import { photoUrls } from './photo-urls.ts';

/**
 * One listing for its public page: on the market for everyone, otherwise only for its owner (and
 * their team). Staff see other people's listings in /man, not here.
 */
export async function getPublicListing(ctx: ServiceContext, id: string): Promise<PublicListingDto> {
  requireId(id);
  const [row] = await ctx.db
    .select({ listing: listings, property: properties, owner: users, team: teams })
    .from(listings)
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .leftJoin(users, eq(users.id, listings.ownerUserId))
    .leftJoin(teams, eq(teams.id, listings.ownerTeamId))
    .where(eq(listings.id, id))
    .limit(1);
  if (!row) throw new AppError('not_found');
  // A published listing past its expiry is off the market even before the expiry job has run.
  const { listing, property, owner, team } = row;
  const resource = listingResource(listing, ctx.now());
  if (!can(ctx.actor, 'listing.read', resource)) {
    // One that has left the market says so (410); one that never was on it stays unknown.
    throw new AppError(hasLeftMarket(listing, resource.onMarket) ? 'listing_unavailable' : 'not_found');
  }
  const lapsed = listing.status === 'published' && !resource.onMarket;
  const photos = await ctx.db
    .select()
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listing.id))
    .orderBy(asc(listingPhotos.position));
  return {
    id: listing.id,
    status: (lapsed ? 'expired' : listing.status) as ListingStatus,
    title_is: listing.titleIs,
    title_en: listing.titleEn,
    description_is: listing.descriptionIs,
    description_en: listing.descriptionEn,
    street: property?.street ?? null,
    house_number: property?.houseNumber ?? null,
    postcode: listing.postcode,
    town: listing.town,
    region: listing.region,
    lat: listing.lat,
    lng: listing.lng,
    property: propertyFacts(property),
    amenities: listing.amenities,
    rules: {
      pets_allowed: listing.petsAllowed,
      smoking_allowed: listing.smokingAllowed,
      subletting_allowed: listing.sublettingAllowed,
      max_occupants: listing.maxOccupants,
      quiet_hours: listing.quietHours,
    },
    pricing: pricingOf(listing),
    viewing_hours: listing.viewingHours,
    photos: photos.map((p) => ({ id: p.id, width: p.width, height: p.height, ...photoUrls(p.storageKey) })),
    owner: owner
      ? {
          name: owner.deletedAt ? '—' : owner.name,
          avatar_url: avatarUrl(owner.avatarKey),
          member_since: owner.createdAt.toISOString(),
          email_confirmed: owner.emailConfirmedAt !== null,
          kennitala_on_file: owner.kennitala !== null,
        }
      : null,
    team: team
      ? {
          name: team.name,
          verified: team.verificationStatus === 'verified',
          logo_url: teamLogoUrl(team),
          contact_email: team.contactEmail,
          contact_phone: team.contactPhone,
          website: team.website,
        }
      : null,
    published_at: listing.publishedAt?.toISOString() ?? null,
    expires_at: listing.expiresAt?.toISOString() ?? null,
    viewer: { is_owner: can(ctx.actor, 'listing.update', resource), is_staff: can(ctx.actor, 'staff.access') },
  };
}

/** How many similar listings the "no longer available" page shows. */
export const SIMILAR_LIMIT = 4;

export interface UnavailableListingDto {
  id: string;
  title_is: string | null;
  title_en: string | null;
  town: string | null;
  postcode: string | null;
  region: string | null;
  property_type: string | null;
  /** On the market now: the same region and type, else the same region; newest first. */
  similar: ListingCardDto[];
}

/**
 * What the page of a listing that has left the market shows: what it was (title and place, as it
 * was public before) and similar listings on the market. Anything else is not found.
 */
export async function getUnavailableListing(ctx: ServiceContext, id: string): Promise<UnavailableListingDto> {
  requireId(id);
  const [listing] = await ctx.db.select().from(listings).where(eq(listings.id, id)).limit(1);
  if (!listing) throw new AppError('not_found');
  const resource = listingResource(listing, ctx.now());
  if (can(ctx.actor, 'listing.read', resource) || !hasLeftMarket(listing, resource.onMarket)) {
    throw new AppError('not_found');
  }
  const region = (REGIONS as readonly string[]).includes(listing.region ?? '') ? (listing.region as RegionId) : undefined;
  const type = (PROPERTY_TYPES as readonly string[]).includes(listing.propertyType ?? '')
    ? (listing.propertyType as PropertyType)
    : undefined;
  let similar: ListingCardDto[] = [];
  if (region) {
    similar = (await searchListings(ctx, { sort: 'newest', region, ...(type ? { types: [type] } : {}) }, SIMILAR_LIMIT)).items;
    if (!similar.length && type) similar = (await searchListings(ctx, { sort: 'newest', region }, SIMILAR_LIMIT)).items;
  }
  return {
    id: listing.id,
    title_is: listing.titleIs,
    title_en: listing.titleEn,
    town: listing.town,
    postcode: listing.postcode,
    region: listing.region,
    property_type: listing.propertyType,
    similar,
  };
}
