import { describe, expect, it } from 'vitest';
import { translate } from '#server/i18n/messages.ts';
import { describeFilters, suggestName } from './filter-summary.ts';
import { parseListingQuery } from './listing-filters.ts';
import type { Locale } from './locales.ts';

const tFor =
  (locale: Locale) =>
  (key: string, vars: Record<string, string | number> = {}) =>
    translate(locale, key, Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, String(v)])));
const summary = (query: string, locale: Locale) =>
  describeFilters(parseListingQuery(new URLSearchParams(query)), tFor(locale), locale);

describe('describeFilters', () => {
  it('puts every filter in words, in the listings vocabulary', () => {
    expect(
      summary(
        'region=capital&postcode=105,101&type=apartment,studio&priceMax=300000&sizeMin=50&roomsMin=2&pets=true&furnished=true&lease=indefinite',
        'en',
      ),
    ).toEqual([
      'Capital Region',
      '101 Reykjavík, 105 Reykjavík',
      'Apartment, Studio',
      'Up to ISK 300,000 a month',
      'From 50 m²',
      'At least 2 rooms',
      'Pets allowed',
      'Furnished',
      'Open-ended lease',
    ]);
  });

  it('reads naturally in Icelandic, with ranges and dates', () => {
    const parts = summary('priceMin=150000&priceMax=250000&sizeMin=40&sizeMax=90&availableBy=2027-03-01', 'is');
    expect(parts[0]).toBe('150.000 kr. til 250.000 kr. á mánuði');
    expect(parts[1]).toBe('40 til 90 m²');
    expect(parts[2]).toMatch(/^Laus í síðasta lagi 1\. mars 2027$/);
  });

  it('says every listing matches when there are no filters, and ignores sort and cursor', () => {
    expect(summary('sort=price_asc', 'en')).toEqual(['All listings']);
    expect(summary('', 'pl')).toEqual(['Wszystkie ogłoszenia']);
  });

  it('leaves no key untranslated in any language', () => {
    for (const locale of ['is', 'en', 'uk', 'pl'] as const) {
      const parts = summary('region=west&priceMin=1&priceMax=2&sizeMax=3&roomsMin=1&pets=true&availableBy=2027-01-02', locale);
      expect(parts.join(' ')).not.toMatch(/savedSearches:|listing:/);
    }
  });
});

describe('suggestName', () => {
  it('joins the first parts within 80 characters', () => {
    expect(suggestName(['Capital Region', 'Up to 300,000 kr. a month'])).toBe('Capital Region, Up to 300,000 kr. a month');
    expect(suggestName(['a'.repeat(50), 'b'.repeat(40)])).toBe('a'.repeat(50));
    expect(suggestName(['x'.repeat(100)])).toHaveLength(80);
  });
});
