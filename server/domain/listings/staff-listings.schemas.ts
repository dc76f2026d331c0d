import { z } from 'zod';
import { id } from '#common/input.ts';
import { parseList } from '#common/list-kit.ts';
import { type StaffListingQuery, staffListingList } from '#common/staff-listings.ts';

// Inputs of the staff side of listings (/man/listings, /man/site-listings and their API).

/** How many listings the home page features at most. */
export const MAX_FEATURED = 8;

/** The staff search from a query string (the list kit): values that don't parse are dropped, the rest kept. */
export function parseStaffListingQuery(params: URLSearchParams): StaffListingQuery {
  return parseList(staffListingList, params);
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
