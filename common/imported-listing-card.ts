import { z } from 'zod';
import { PROPERTY_TYPES } from './listing-rules.ts';
import { REGIONS } from './postcodes.ts';

/** An imported listing in a list. Never editable here; `url` is the listing on its source site. */
export const importedListingCardSchema = z.object({
  id: z.uuid(),
  source: z.string(),
  /** The source site's host name, for the attribution ("Frá fasteignir.example.is"). */
  source_host: z.string(),
  url: z.url(),
  title: z.string(),
  rent_isk: z.number().int().nullable(),
  street: z.string().nullable(),
  postcode: z.string().nullable(),
  town: z.string().nullable(),
  region: z.enum(REGIONS).nullable(),
  property_type: z.enum(PROPERTY_TYPES).nullable(),
  size_m2: z.number().nullable(),
  rooms: z.number().int().nullable(),
  published_at: z.iso.datetime({ offset: true }),
});
export type ImportedListingCardDto = z.infer<typeof importedListingCardSchema>;
