import { asc, eq } from 'drizzle-orm';
import type { ListingStatus } from '#common/listing-rules.ts';
import { listingPhotos, listings } from '#server/db/schema/listings.ts';
import { properties } from '#server/db/schema/properties.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { can } from '../access/can.ts';
import { listingResource } from '../access/resources.ts';
import type { ServiceContext } from '../context.ts';
import { avatarUrl } from '../users/avatar-keys.ts';
import { type PricingDto, type PropertyFactsDto, pricingOf, propertyFacts } from './listing-facts.ts';
import { type PhotoUrls, photoUrls } from './photo-urls.ts';

/** A listing as /listings/{id} shows it. No unit number or fastanúmer: those come with a contract. */
export interface PublicListingDto {
  id: string;
  status: ListingStatus;
  title_is: string | null;
  title_en: string | null;
  description_is: string | null;
  description_en: string | null;
  street: string | null;
  house_number: string | null;
  postcode: string | null;
  town: string | null;
  region: string | null;
  lat: number | null;
  lng: number | null;
  property: PropertyFactsDto;
  amenities: string[];
  rules: {
    pets_allowed: boolean | null;
    smoking_allowed: boolean | null;
    subletting_allowed: boolean | null;
    max_occupants: number | null;
    quiet_hours: string | null;
  };
  pricing: PricingDto;
  viewing_hours: { day: number; from: string; to: string }[];
  photos: ({ id: string; width: number; height: number } & PhotoUrls)[];
  owner: {
    name: string;
    avatar_url: string | null;
    member_since: string;
    email_confirmed: boolean;
    kennitala_on_file: boolean;
  } | null;
  published_at: string | null;
  expires_at: string | null;
  /** What the viewer may do here; the server decides again on every action. */
  viewer: { is_owner: boolean; is_staff: boolean };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One listing for its public page: on the market for everyone, otherwise only for its owner (and
 * their team). Staff see other people's listings in /man, not here.
 */
export async function getPublicListing(ctx: ServiceContext, id: string): Promise<PublicListingDto> {
  if (!UUID.test(id)) throw new AppError('not_found');
  const [row] = await ctx.db
    .select({ listing: listings, property: properties, owner: users })
    .from(listings)
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .leftJoin(users, eq(users.id, listings.ownerUserId))
    .where(eq(listings.id, id))
    .limit(1);
  if (!row) throw new AppError('not_found');
  // A published listing past its expiry is off the market even before the expiry job has run.
  const { listing, property, owner } = row;
  const resource = listingResource(listing, ctx.now());
  if (!can(ctx.actor, 'listing.read', resource)) throw new AppError('not_found');
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
    published_at: listing.publishedAt?.toISOString() ?? null,
    expires_at: listing.expiresAt?.toISOString() ?? null,
    viewer: { is_owner: can(ctx.actor, 'listing.update', resource), is_staff: can(ctx.actor, 'staff.access') },
  };
}
