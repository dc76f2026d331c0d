import type { OwnerListingDto } from '#common/listing-dtos.ts';
import { allowedActions, canRenew, type ListingStatus } from '#common/listing-rules.ts';
import type { listingPhotos, listings } from '#server/db/schema/listings.ts';
import type { properties } from '#server/db/schema/properties.ts';
import { pricingOf, propertyFacts } from './listing-facts.ts';
import { photoUrls } from './photo-urls.ts';

type ListingRow = typeof listings.$inferSelect;
type PropertyRow = typeof properties.$inferSelect;
type PhotoRow = typeof listingPhotos.$inferSelect;

/** The steps a listing needs before it can be sent for review. */
const REQUIRED_STEPS = ['location', 'property', 'description', 'house-rules', 'photos', 'pricing'] as const;

export function missingForSubmit(row: ListingRow, hasPhoto: boolean): string[] {
  return REQUIRED_STEPS.filter((step) => (step === 'photos' ? !hasPhoto : !row.stepsDone.includes(step)));
}

export function toOwnerListing(row: ListingRow, property: PropertyRow | null, photos: PhotoRow[], now: Date): OwnerListingDto {
  const [quietFrom, quietTo] = row.quietHours?.split('-') ?? [null, null];
  const status = row.status as ListingStatus;
  return {
    id: row.id,
    status,
    steps_done: row.stepsDone,
    missing: missingForSubmit(row, photos.length > 0),
    actions: allowedActions(status),
    can_renew: canRenew(status, row.expiresAt, now),
    rejection_reason: row.rejectionReason,
    rent_outlier_at: row.rentOutlierAt?.toISOString() ?? null,
    location: property
      ? {
          street: property.street,
          house_number: property.houseNumber,
          unit: property.unit,
          postcode: property.postcode,
          town: row.town,
          fastanumer: property.fastanumer,
        }
      : null,
    property: { ...propertyFacts(property), amenities: row.amenities },
    description: {
      title_is: row.titleIs,
      description_is: row.descriptionIs,
      title_en: row.titleEn,
      description_en: row.descriptionEn,
    },
    house_rules: {
      pets_allowed: row.petsAllowed,
      smoking_allowed: row.smokingAllowed,
      subletting_allowed: row.sublettingAllowed,
      max_occupants: row.maxOccupants,
      quiet_from: quietFrom ?? null,
      quiet_to: quietTo ?? null,
    },
    pricing: pricingOf(row),
    viewing_hours: row.viewingHours,
    available_until: row.availableUntil,
    photos: photos.map((p) => ({ id: p.id, width: p.width, height: p.height, position: p.position, ...photoUrls(p.storageKey) })),
    published_at: row.publishedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}
