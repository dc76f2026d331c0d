import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  filtersOf,
  type ListingFacts,
  matchesFilters,
  parseListingQuery,
  toSearchParams,
} from './listing-filters.ts';

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

const flat: ListingFacts = {
  region: 'capital',
  postcode: '105',
  town: 'Reykjavík',
  rentIsk: 285_000,
  sizeM2: 72.5,
  rooms: 3,
  propertyType: 'apartment',
  petsAllowed: true,
  furnished: false,
  availableFrom: '2026-12-01',
  leaseType: 'fixed',
};

describe('listing query', () => {
  it('reads every filter from the URL', () => {
    expect(
      parse(
        'region=capital&postcode=105,101&town=Reykjavík&priceMin=200000&priceMax=300000&sizeMin=50&sizeMax=90' +
          '&roomsMin=2&type=apartment&type=studio&pets=true&furnished=true&availableBy=2027-01-01&lease=fixed&sort=price_asc',
      ),
    ).toEqual({
      region: 'capital',
      postcodes: ['101', '105'],
      town: 'Reykjavík',
      priceMin: 200_000,
      priceMax: 300_000,
      sizeMin: 50,
      sizeMax: 90,
      roomsMin: 2,
      types: ['apartment', 'studio'],
      pets: true,
      furnished: true,
      availableBy: '2027-01-01',
      lease: 'fixed',
      sort: 'price_asc',
    });
  });

  it('drops what does not parse and keeps the rest', () => {
    expect(
      parse(
        'region=atlantis&postcode=999,abc,101&priceMin=-5&priceMax=lots&sizeMin=1e9&roomsMin=2.5&type=castle&pets=maybe' +
          '&availableBy=2027-02-30&lease=forever&sort=random&cursor=%3Cscript%3E',
      ),
    ).toEqual({ postcodes: ['101'], sort: 'newest' });
  });

  it('swaps ranges given the wrong way round', () => {
    expect(parse('priceMin=300000&priceMax=200000')).toMatchObject({ priceMin: 200_000, priceMax: 300_000 });
  });

  it('writes a canonical URL that reads back the same', () => {
    const query = parse('sort=size_desc&type=studio,apartment&postcode=105&priceMax=250000&pets=true');
    const params = toSearchParams(query);
    expect(params.toString()).toBe('postcode=105&priceMax=250000&type=apartment%2Cstudio&pets=true&sort=size_desc');
    expect(parseListingQuery(params)).toEqual(query);
    expect(filtersOf(query)).not.toHaveProperty('sort');
  });
});

describe('matching a listing', () => {
  it('matches when every filter holds', () => {
    expect(matchesFilters({}, flat)).toBe(true);
    expect(matchesFilters(parse('region=capital&priceMax=300000&roomsMin=3&pets=true&town=reykjavík'), flat)).toBe(true);
    expect(matchesFilters(parse('availableBy=2026-12-01&lease=fixed&type=apartment,room'), flat)).toBe(true);
  });

  it('fails on any filter that does not hold, or a fact the listing lacks', () => {
    expect(matchesFilters(parse('region=south'), flat)).toBe(false);
    expect(matchesFilters(parse('postcode=101'), flat)).toBe(false);
    expect(matchesFilters(parse('priceMax=280000'), flat)).toBe(false);
    expect(matchesFilters(parse('sizeMin=80'), flat)).toBe(false);
    expect(matchesFilters(parse('furnished=true'), flat)).toBe(false);
    expect(matchesFilters(parse('availableBy=2026-11-30'), flat)).toBe(false);
    expect(matchesFilters(parse('lease=indefinite'), flat)).toBe(false);
    expect(matchesFilters(parse('sizeMin=10'), { ...flat, sizeM2: null })).toBe(false);
  });
});

describe('cursor', () => {
  it('round-trips and refuses anything else', () => {
    const id = '0b6f1c1e-8d3a-4b7e-9f10-2c3d4e5f6a7b';
    expect(decodeCursor(encodeCursor(285000, id))).toEqual({ value: 285000, id });
    expect(decodeCursor(encodeCursor('2026-11-22T10:00:00.000Z', id))).toEqual({ value: '2026-11-22T10:00:00.000Z', id });
    expect(decodeCursor('not-a-cursor')).toBeNull();
    expect(decodeCursor(encodeCursor(1, 'x'))).toBeNull();
  });

  it('refuses crafted parts PostgreSQL would choke on (a stale or garbled URL starts at page one)', () => {
    const id = '0b6f1c1e-8d3a-4b7e-9f10-2c3d4e5f6a7b';
    expect(decodeCursor(encodeCursor(1, '-'.repeat(36)))).toBeNull();
    expect(decodeCursor(encodeCursor(1, 'ffffffff-ffff-ffff-ffff-ffffffffffff'))).not.toBeNull();
    expect(decodeCursor(encodeCursor(1e300, id))).toBeNull();
    expect(decodeCursor(encodeCursor(2_147_483_648, id))).toBeNull();
    expect(decodeCursor(encodeCursor('+275760-09-13T00:00:00.000Z', id))).toBeNull();
    expect(decodeCursor(encodeCursor('2027-02-30T00:00:00.000Z', id))).toBeNull();
    expect(decodeCursor(encodeCursor('x', id))).toBeNull();
    expect(decodeCursor(encodeCursor(null, id))).toEqual({ value: null, id });
    expect(decodeCursor(btoa('[1,"a",3]'))).toBeNull();
    expect(decodeCursor('%%%')).toBeNull();
    expect(decodeCursor('a'.repeat(5000))).toBeNull();
  });
});
