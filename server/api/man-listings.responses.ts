import { z } from 'zod';
import { LISTING_STATUSES } from '#common/listing-rules.ts';
import { ownerListingDtoSchema } from '#server/domain/listings/owner-api.schemas.ts';
import { cardSchema } from './listings-public.ts';
import { counts, details, keysetPage } from './responses.ts';

// What the staff listing operations answer (/api/man/listings/, /api/man/site-listings/).

const staffListingRow = z
  .object({
    id: z.uuid(),
    status: z.enum(LISTING_STATUSES),
    title_is: z.string().nullable(),
    title_en: z.string().nullable(),
    address: z.string().nullable(),
    postcode: z.string().nullable(),
    town: z.string().nullable(),
    rent_isk: z.number().int().nullable(),
    owner_name: z.string().nullable(),
    owner_email: z.string().nullable(),
    featured_rank: z.number().int().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'StaffListingRow' });

export const staffListingSearchSchema = keysetPage(staffListingRow)
  .extend({ counts: counts.describe('Listings per status for the filters other than status') })
  .meta({ id: 'StaffListingSearch' });

export const staffListingSchema = ownerListingDtoSchema
  .extend({
    owner: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
    featured_rank: z.number().int().nullable(),
    earlier_rejection: z
      .object({ reason: z.string(), at: z.string() })
      .nullable()
      .describe('The last time staff rejected it (a resubmitted listing)'),
  })
  .meta({ id: 'StaffListing' });

export const reviewQueueSchema = keysetPage(staffListingSchema)
  .extend({ next_cursor: z.string().nullable().describe('The same as `next`, for clients that page with `cursor=`') })
  .meta({ id: 'ListingReviewQueue' });

const listingEvent = z.object({
  id: z.uuid(),
  kind: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string(),
  reason: z.string().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});

/** One row of the audit trail about something staff changed. */
export const auditRowSchema = z
  .object({
    id: z.uuid(),
    action: z.string(),
    actor_name: z.string().nullable(),
    details: details('What changed, by the action'),
    created_at: z.string(),
  })
  .meta({ id: 'AuditRow' });

export const staffListingDetailSchema = z
  .object({ listing: staffListingSchema, events: z.array(listingEvent), audit: z.array(auditRowSchema) })
  .meta({ id: 'StaffListingDetail' });

export const siteListingsSchema = z.object({ featured: z.array(cardSchema), max: z.number().int() }).meta({ id: 'SiteListings' });
