import { z } from 'zod';
import { id } from '#common/input.ts';
import { LISTING_STATUSES, WIZARD_STEPS } from '#common/listing-rules.ts';

// What the owner's JSON API sends and answers, beyond the wizard steps' own schemas
// (listing.schemas.ts). The DTO shapes mirror owner-listing.dto.ts for the OpenAPI document.

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();

export const ownerPhotoDtoSchema = z
  .object({
    id: z.uuid(),
    width: z.number().int(),
    height: z.number().int(),
    position: z.number().int().describe('0 is the cover'),
    src: z.string().describe('The 1024 px WebP'),
    srcset: z.string().describe('Every width, for <img srcset>'),
  })
  .meta({ id: 'OwnerListingPhoto' });

/** A listing's property facts (PropertyFactsDto). */
export const propertyFactsSchema = z.object({
  type: nullable(z.string()),
  size_m2: nullable(z.number()),
  rooms: nullable(z.number().int()),
  bedrooms: nullable(z.number().int()),
  bathrooms: nullable(z.number().int()),
  floor: nullable(z.number().int()),
  elevator: nullable(z.boolean()),
  year_built: nullable(z.number().int()),
});

/** A listing's rent and terms (PricingDto). */
export const pricingDtoSchema = z.object({
  rent_isk: nullable(z.number().int()),
  security_type: nullable(z.string()),
  security_months: nullable(z.number()),
  available_from: nullable(z.string()),
  lease_type: nullable(z.string()),
  lease_months: nullable(z.number().int()),
  utilities_included: z.array(z.string()),
});

export const ownerListingDtoSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(LISTING_STATUSES),
    steps_done: z.array(z.string()),
    missing: z.array(z.string()).describe('Steps still needed before the listing can be submitted'),
    actions: z.array(z.string()),
    can_renew: z.boolean(),
    rejection_reason: nullable(z.string()),
    rent_outlier_at: nullable(z.string()).describe(
      'When you confirmed a rent far outside the usual range for the size and region (rentConfirmed); null when plausible',
    ),
    location: nullable(
      z.object({
        street: z.string(),
        house_number: z.string(),
        unit: nullable(z.string()),
        postcode: z.string(),
        town: nullable(z.string()),
        fastanumer: nullable(z.string()),
      }),
    ),
    property: propertyFactsSchema.extend({ amenities: z.array(z.string()) }),
    description: z.object({
      title_is: nullable(z.string()),
      description_is: nullable(z.string()),
      title_en: nullable(z.string()),
      description_en: nullable(z.string()),
    }),
    house_rules: z.object({
      pets_allowed: nullable(z.boolean()),
      smoking_allowed: nullable(z.boolean()),
      subletting_allowed: nullable(z.boolean()),
      max_occupants: nullable(z.number().int()),
      quiet_from: nullable(z.string()),
      quiet_to: nullable(z.string()),
    }),
    pricing: pricingDtoSchema,
    viewing_hours: z.array(z.object({ day: z.number(), from: z.string(), to: z.string() })),
    available_until: nullable(z.string()),
    photos: z.array(ownerPhotoDtoSchema),
    published_at: nullable(z.string()),
    expires_at: nullable(z.string()),
    submitted_at: nullable(z.string()),
    updated_at: z.string(),
  })
  .meta({ id: 'OwnerListing' });

export const listingCreatedSchema = z.object({ id: z.uuid() }).meta({ id: 'ListingCreated' });

export const photoOrderSchema = z
  .object({ photo_ids: z.array(id(), { error: 'required' }).describe('Every photo id of the listing, cover first') })
  .meta({ id: 'ListingPhotoOrder' });

export const photoUploadSchema = z
  .object({
    files: z
      .array(z.string().meta({ format: 'binary' }))
      .describe('1-10 pictures (JPEG, PNG, WebP or AVIF by content), at most 15 MB each; 30 per listing'),
  })
  .meta({ id: 'ListingPhotoUpload' });

/** The steps the API saves with PUT /api/listings/{id}/steps/{step}/. */
export const API_STEPS = WIZARD_STEPS.filter((s) => s !== 'photos' && s !== 'summary');
