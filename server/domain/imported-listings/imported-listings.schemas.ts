import { z } from 'zod';
import { importedListingCardSchema } from '#common/imported-listing-card.ts';
import { REGIONS, type RegionId } from '#common/postcodes.ts';

export const importedListingSchema = importedListingCardSchema.extend({
  description: z.string().nullable(),
  /** Approximate (the postcode's centre), never the door. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  last_seen_at: z.iso.datetime({ offset: true }),
});
export type ImportedListingDto = z.infer<typeof importedListingSchema>;

export const importedListingPageSchema = z.object({
  items: z.array(importedListingCardSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type ImportedListingPage = z.infer<typeof importedListingPageSchema>;

export interface ImportedListingQuery {
  region?: RegionId;
  maxRent?: number;
  cursor?: string;
}

/** The list's query (`region`, `max_rent`, `cursor`). What doesn't parse is ignored, the rest kept. */
export function parseImportedQuery(params: URLSearchParams): ImportedListingQuery {
  const query: ImportedListingQuery = {};
  const region = params.get('region');
  if (region && (REGIONS as readonly string[]).includes(region)) query.region = region as RegionId;
  const maxRent = params.get('max_rent')?.replace(/[\s.]/g, '');
  if (maxRent && /^\d{1,8}$/.test(maxRent) && Number(maxRent) > 0) query.maxRent = Number(maxRent);
  const cursor = params.get('cursor');
  if (cursor && cursor.length <= 200) query.cursor = cursor;
  return query;
}
