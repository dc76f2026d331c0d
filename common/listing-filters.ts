import { isCleanText, isCursorInstant, isDay, isId } from './input.ts';
import { LEASE_TYPES, type LeaseType, PROPERTY_TYPES, type PropertyType } from './listing-rules.ts';
import { isPostcode, REGIONS, type RegionId } from './postcodes.ts';

// The /listings query: parsed from the URL (which holds the whole search, so it can be shared
// and works without JavaScript), stored in saved searches, turned into SQL on the server and
// matched against new listings by the watcher. One meaning everywhere.

export const SORTS = ['newest', 'price_asc', 'price_desc', 'size_desc'] as const;
export type Sort = (typeof SORTS)[number];

export interface ListingFilters {
  region?: RegionId;
  postcodes?: string[];
  town?: string;
  priceMin?: number;
  priceMax?: number;
  sizeMin?: number;
  sizeMax?: number;
  roomsMin?: number;
  types?: PropertyType[];
  pets?: true;
  furnished?: true;
  /** Available on or before this day (YYYY-MM-DD). */
  availableBy?: string;
  lease?: LeaseType;
}

export interface ListingQuery extends ListingFilters {
  sort: Sort;
  cursor?: string;
}

/** The facts of a listing the filters look at. */
export interface ListingFacts {
  region: string | null;
  postcode: string | null;
  town: string | null;
  rentIsk: number | null;
  sizeM2: number | null;
  rooms: number | null;
  propertyType: string | null;
  petsAllowed: boolean | null;
  furnished: boolean;
  availableFrom: string | null;
  leaseType: string | null;
}

const MAX_POSTCODES = 20;
const MAX_PRICE = 10_000_000;
const MAX_SIZE = 5_000;

function wholeNumber(value: string | null, max: number): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n <= max ? n : undefined;
}

function list(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * Reads a /listings URL query. Anything that doesn't parse is left out and the rest is kept:
 * a bad parameter never breaks a search. Ranges given the wrong way round are swapped.
 */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const query: ListingQuery = { sort: 'newest' };
  const region = params.get('region');
  if (region && (REGIONS as readonly string[]).includes(region)) query.region = region as RegionId;
  const postcodes = [...new Set(list(params, 'postcode').filter(isPostcode))].slice(0, MAX_POSTCODES).sort();
  if (postcodes.length) query.postcodes = postcodes;
  const town = params.get('town')?.trim();
  if (town && town.length <= 60 && isCleanText(town)) query.town = town;
  let [priceMin, priceMax] = [wholeNumber(params.get('priceMin'), MAX_PRICE), wholeNumber(params.get('priceMax'), MAX_PRICE)];
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  if (priceMin) query.priceMin = priceMin;
  if (priceMax) query.priceMax = priceMax;
  let [sizeMin, sizeMax] = [wholeNumber(params.get('sizeMin'), MAX_SIZE), wholeNumber(params.get('sizeMax'), MAX_SIZE)];
  if (sizeMin !== undefined && sizeMax !== undefined && sizeMin > sizeMax) [sizeMin, sizeMax] = [sizeMax, sizeMin];
  if (sizeMin) query.sizeMin = sizeMin;
  if (sizeMax) query.sizeMax = sizeMax;
  const roomsMin = wholeNumber(params.get('roomsMin'), 20);
  if (roomsMin) query.roomsMin = roomsMin;
  const types = [...new Set(list(params, 'type'))].filter((t): t is PropertyType =>
    (PROPERTY_TYPES as readonly string[]).includes(t),
  );
  if (types.length) query.types = types.sort();
  if (params.get('pets') === 'true') query.pets = true;
  if (params.get('furnished') === 'true') query.furnished = true;
  const availableBy = params.get('availableBy');
  if (availableBy && isDay(availableBy)) query.availableBy = availableBy;
  const lease = params.get('lease');
  if (lease && (LEASE_TYPES as readonly string[]).includes(lease)) query.lease = lease as LeaseType;
  const sort = params.get('sort');
  if (sort && (SORTS as readonly string[]).includes(sort)) query.sort = sort as Sort;
  const cursor = params.get('cursor');
  if (cursor && /^[\w-]{1,200}$/.test(cursor)) query.cursor = cursor;
  return query;
}

/** Only the filters (no sort, no cursor): what a saved search keeps. */
export function filtersOf(query: ListingFilters): ListingFilters {
  const { sort: _sort, cursor: _cursor, ...filters } = query as ListingQuery;
  return filters;
}

/** The canonical URL query for a search, in a fixed order, without defaults. */
export function toSearchParams(query: Partial<ListingQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.region) params.set('region', query.region);
  if (query.postcodes?.length) params.set('postcode', query.postcodes.join(','));
  if (query.town) params.set('town', query.town);
  if (query.priceMin) params.set('priceMin', String(query.priceMin));
  if (query.priceMax) params.set('priceMax', String(query.priceMax));
  if (query.sizeMin) params.set('sizeMin', String(query.sizeMin));
  if (query.sizeMax) params.set('sizeMax', String(query.sizeMax));
  if (query.roomsMin) params.set('roomsMin', String(query.roomsMin));
  if (query.types?.length) params.set('type', query.types.join(','));
  if (query.pets) params.set('pets', 'true');
  if (query.furnished) params.set('furnished', 'true');
  if (query.availableBy) params.set('availableBy', query.availableBy);
  if (query.lease) params.set('lease', query.lease);
  if (query.sort && query.sort !== 'newest') params.set('sort', query.sort);
  if (query.cursor) params.set('cursor', query.cursor);
  return params;
}

export function hasFilters(filters: ListingFilters): boolean {
  return Object.keys(filtersOf(filters)).length > 0;
}

/**
 * Whether a listing matches the filters: the same meaning as the SQL the search runs, used by
 * the watcher for new listings. A filter on a fact the listing lacks does not match.
 */
export function matchesFilters(filters: ListingFilters, listing: ListingFacts): boolean {
  const within = (value: number | null, min?: number, max?: number) =>
    (min === undefined && max === undefined) ||
    (value !== null && (min === undefined || value >= min) && (max === undefined || value <= max));
  if (filters.region && listing.region !== filters.region) return false;
  if (filters.postcodes?.length && !(listing.postcode && filters.postcodes.includes(listing.postcode))) return false;
  if (filters.town && listing.town?.toLocaleLowerCase('is') !== filters.town.toLocaleLowerCase('is')) return false;
  if (!within(listing.rentIsk, filters.priceMin, filters.priceMax)) return false;
  if (!within(listing.sizeM2, filters.sizeMin, filters.sizeMax)) return false;
  if (!within(listing.rooms, filters.roomsMin)) return false;
  if (filters.types?.length && !(listing.propertyType && (filters.types as string[]).includes(listing.propertyType)))
    return false;
  if (filters.pets && listing.petsAllowed !== true) return false;
  if (filters.furnished && !listing.furnished) return false;
  if (filters.availableBy && !(listing.availableFrom && listing.availableFrom <= filters.availableBy)) return false;
  if (filters.lease && listing.leaseType !== filters.lease) return false;
  return true;
}

// base64url without Buffer, so this module also runs in the browser.
function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** Keyset cursor: the last row's sort value and id, opaque to clients. */
export function encodeCursor(value: string | number | null, id: string): string {
  return toBase64Url(JSON.stringify([value, id]));
}

/**
 * The cursor's parts, or null when it is not one of ours (a garbled or crafted URL): then the
 * list starts at its first page. The id is a uuid; the value null, an ISO instant PostgreSQL can
 * hold, or a finite number within the range of an integer column.
 */
export function decodeCursor(cursor: string | undefined): { value: string | number | null; id: string } | null {
  if (!cursor || cursor.length > 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(cursor));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return null;
  const [value, id] = parsed as unknown[];
  if (!isId(id)) return null;
  if (value === null || isCursorInstant(value)) return { value, id };
  if (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 2_147_483_647) return { value, id };
  return null;
}
