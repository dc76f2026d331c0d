import { z } from 'zod';
import { line, required } from '#common/input.ts';
import { filtersOf, type ListingFilters, parseListingQuery } from '#common/listing-filters.ts';

export const FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const MAX_SAVED_SEARCHES = 20;
export const NAME_MAX = 80;

/** The canonical filters of a /listings query string ("region=capital&priceMax=300000"). */
export function filtersFromQuery(query: string | undefined): ListingFilters {
  return filtersOf(parseListingQuery(new URLSearchParams((query ?? '').replace(/^\?/, ''))));
}

const name = required(line(NAME_MAX));
const frequency = z.enum(FREQUENCIES, { error: 'frequency_invalid' });
// The search as the /listings URL holds it; what doesn't parse is dropped, as on /listings.
const query = line(2000).describe('The /listings query string, e.g. "region=capital&priceMax=300000&pets=true"');

export const savedSearchCreateSchema = z.object({ name, frequency, query: query.optional() }).meta({ id: 'SavedSearchInput' });

export const savedSearchUpdateSchema = z
  .object({ name: name.optional(), frequency: frequency.optional(), query: query.optional() })
  .meta({ id: 'SavedSearchUpdate' });

export type SavedSearchCreate = z.infer<typeof savedSearchCreateSchema>;
export type SavedSearchUpdate = z.infer<typeof savedSearchUpdateSchema>;

export const savedSearchDtoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    frequency: z.enum(FREQUENCIES),
    filters: z.record(z.string(), z.unknown()).describe('The normalised filters'),
    query: z.string().describe('The canonical /listings query string for these filters'),
    new_matches: z.number().int().describe('Matches found in the last 7 days that are still on the market'),
    last_sent_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'SavedSearch' });
