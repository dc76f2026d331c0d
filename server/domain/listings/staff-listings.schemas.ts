import { z } from 'zod';
import { id, isCleanText } from '#common/input.ts';
import { LISTING_STATUSES, type ListingStatus } from '#common/listing-rules.ts';
import { isPostcode, REGIONS, type RegionId } from '#common/postcodes.ts';
import type { StaffListingQuery } from '#common/staff-listings.ts';

// Inputs of the staff side of listings (/man/listings, /man/site-listings and their API).

/** How many listings the home page features at most. */
export const MAX_FEATURED = 8;

const clean = (value: string | null, max: number) => {
  const v = value?.trim() ?? '';
  return v && v.length <= max && isCleanText(v) ? v : undefined;
};

/** The staff search from a query string: values that don't parse are dropped, the rest kept. */
export function parseStaffListingQuery(params: URLSearchParams): StaffListingQuery {
  const status = params.get('status');
  const region = params.get('region');
  const postcode = params.get('postcode')?.trim();
  return {
    status: (LISTING_STATUSES as readonly string[]).includes(status ?? '') ? (status as ListingStatus) : undefined,
    region: (REGIONS as readonly string[]).includes(region ?? '') ? (region as RegionId) : undefined,
    postcode: postcode && isPostcode(postcode) ? postcode : undefined,
    owner: clean(params.get('owner'), 200),
    q: clean(params.get('q'), 200),
    cursor: clean(params.get('cursor'), 400),
  };
}

/** The featured listings in the order the home page shows them (replaces the whole list). */
export const featuredSchema = z
  .object({
    ids: z
      .array(id())
      .max(MAX_FEATURED, { error: 'featured_too_many' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'featured_duplicate' }),
  })
  .meta({ id: 'FeaturedListings' });
