import { z } from 'zod';
import { importedListingCardSchema } from '#common/imported-listing-card.ts';

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
  /** Listings matching the filters (every page). */
  total: z.number().int(),
  /** Pass as `after` (or `before`) for the next (previous) page; null at either end. */
  next: z.string().nullable(),
  prev: z.string().nullable(),
  /** The same as `next`, kept for clients that page with `cursor=`. */
  next_cursor: z.string().nullable(),
});
export type ImportedListingPage = z.infer<typeof importedListingPageSchema>;
