import { formatDate, formatMoney, formatNumber } from './format.ts';
import type { ListingFilters } from './listing-filters.ts';
import type { Locale } from './locales.ts';
import { findPostcode } from './postcodes.ts';

/** i18next's t, narrowed to what the summary needs. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * A saved search's filters in words, one part per filter, in the order the /listings form shows
 * them ("Capital Region", "101 Reykjavík", "Up to 300.000 kr.", "Pets allowed"). The vocabulary
 * comes from listing.json; the phrasing from savedSearches.json (`summary.*`). No filters: one
 * part saying every listing matches.
 */
export function describeFilters(filters: ListingFilters, t: Translate, locale: Locale): string[] {
  const parts: string[] = [];
  const range = (key: string, min: string | undefined, max: string | undefined) => {
    if (min && max) parts.push(t(`savedSearches:summary.${key}Between`, { min, max }));
    else if (min) parts.push(t(`savedSearches:summary.${key}From`, { min }));
    else if (max) parts.push(t(`savedSearches:summary.${key}UpTo`, { max }));
  };
  const money = (n: number | undefined) => (n ? formatMoney(n, locale) : undefined);
  const size = (n: number | undefined) => (n ? formatNumber(n, locale) : undefined);

  if (filters.region) parts.push(t(`listing:region.${filters.region}`));
  if (filters.postcodes?.length) {
    const named = filters.postcodes.map((code) => {
      const place = findPostcode(code);
      return place ? `${code} ${place.town}` : code;
    });
    parts.push(named.join(', '));
  }
  if (filters.town) parts.push(filters.town);
  if (filters.types?.length) parts.push(filters.types.map((type) => t(`listing:propertyType.${type}`)).join(', '));
  range('price', money(filters.priceMin), money(filters.priceMax));
  range('size', size(filters.sizeMin), size(filters.sizeMax));
  if (filters.roomsMin) parts.push(t('savedSearches:summary.roomsMin', { rooms: filters.roomsMin }));
  if (filters.pets) parts.push(t('savedSearches:summary.pets'));
  if (filters.furnished) parts.push(t('listing:amenity.furnished'));
  if (filters.availableBy) {
    parts.push(t('savedSearches:summary.availableBy', { date: formatDate(filters.availableBy, 'date', locale) }));
  }
  if (filters.lease) parts.push(t(`listing:leaseType.${filters.lease}`));
  return parts.length ? parts : [t('savedSearches:summary.all')];
}

/** A name to start from when saving a search: its first parts, within the name's 80 characters. */
export function suggestName(parts: string[], max = 80): string {
  let name = '';
  for (const part of parts) {
    const next = name ? `${name}, ${part}` : part;
    if (next.length > max) break;
    name = next;
  }
  return name || (parts[0] ?? '').slice(0, max);
}
