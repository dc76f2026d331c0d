import { describe, expect, it } from 'vitest';
import { isRentPlausible, plausibleRentRange, RENT_FLOOR_ISK } from './rent-plausibility.ts';

const flat = { sizeM2: 70, region: 'capital', propertyType: 'apartment' };

describe('rent plausibility', () => {
  it('takes an ordinary Reykjavík rent', () => {
    expect(isRentPlausible({ ...flat, rentIsk: 320_000 })).toBe(true);
    expect(isRentPlausible({ ...flat, rentIsk: 105_000 })).toBe(true);
    expect(isRentPlausible({ ...flat, rentIsk: 840_000 })).toBe(true);
  });

  it('asks about 2 kr. a month, a missing zero and an extra one', () => {
    expect(isRentPlausible({ ...flat, rentIsk: 2 })).toBe(false);
    expect(isRentPlausible({ ...flat, rentIsk: 32_000 })).toBe(false);
    expect(isRentPlausible({ ...flat, rentIsk: 3_200_000 })).toBe(false);
  });

  it('has a floor that holds whatever the size, also when the size is not known yet', () => {
    expect(isRentPlausible({ rentIsk: RENT_FLOOR_ISK - 1, sizeM2: 5, region: 'east', propertyType: 'room' })).toBe(false);
    expect(isRentPlausible({ rentIsk: 2, sizeM2: null, region: 'capital', propertyType: 'apartment' })).toBe(false);
    expect(plausibleRentRange({ sizeM2: null, region: 'capital', propertyType: 'apartment' })).toEqual({
      low: RENT_FLOOR_ISK,
      high: null,
    });
    expect(isRentPlausible({ rentIsk: 9_000_000, sizeM2: null, region: 'capital', propertyType: 'apartment' })).toBe(true);
  });

  it('differs by region: a rent plausible in Reykjavík is high for the Westfjords', () => {
    const big = { sizeM2: 100, propertyType: 'house', rentIsk: 1_000_000 };
    expect(isRentPlausible({ ...big, region: 'capital' })).toBe(true);
    expect(isRentPlausible({ ...big, region: 'westfjords' })).toBe(false);
    expect(isRentPlausible({ ...big, region: 'westfjords', rentIsk: 90_000 })).toBe(true);
    expect(isRentPlausible({ ...big, region: 'capital', rentIsk: 90_000 })).toBe(false);
  });

  it('lets a small room cost more per m² than a flat', () => {
    expect(isRentPlausible({ rentIsk: 140_000, sizeM2: 12, region: 'capital', propertyType: 'room' })).toBe(true);
  });

  it('uses the widest band for an unknown region and its own band for storage', () => {
    expect(isRentPlausible({ rentIsk: 400_000, sizeM2: 60, region: null, propertyType: 'apartment' })).toBe(true);
    expect(isRentPlausible({ rentIsk: 8_000, sizeM2: 10, region: 'capital', propertyType: 'storage' })).toBe(true);
    expect(isRentPlausible({ rentIsk: 2, sizeM2: 10, region: 'capital', propertyType: 'storage' })).toBe(false);
    expect(isRentPlausible({ rentIsk: 300_000, sizeM2: 10, region: 'capital', propertyType: 'storage' })).toBe(false);
  });
});
