import { defineList, filter, parseList, type QueryOf, withLegacyCursor } from './list-kit.ts';
import { REGIONS } from './postcodes.ts';

// The query of /listings/mbl and GET /api/listings/mbl/ on the list kit (docs/rules/lists.md):
// region, highest rent, keyset paging newest first. What doesn't parse is ignored.

/** A rent in whole krónur, written as people write it ("250.000", "250 000"): 1 to 8 digits. */
export function rentFilterValue(value: string | undefined): number | undefined {
  const digits = value?.replace(/[\s.]/g, '');
  return digits && /^\d{1,8}$/.test(digits) && Number(digits) > 0 ? Number(digits) : undefined;
}

export const importedListingList = defineList({
  filters: {
    region: filter.enum(REGIONS),
    max_rent: filter.text(20, (value) => rentFilterValue(value) !== undefined),
  },
  paging: 'keyset',
});
export type ImportedListingQuery = QueryOf<typeof importedListingList>;

export const IMPORTED_LISTINGS_PATH = '/listings/mbl';

/** The query from the URL; `cursor=` (the parameter before the kit) is read as `after=`. */
export function parseImportedListingQuery(params: URLSearchParams): ImportedListingQuery {
  return parseList(importedListingList, withLegacyCursor(params));
}
