import { describe, expect, it } from 'vitest';
import { checkPhone, formatIcelandicNumber, formatPhone, normalizeCountryCode } from './phone.ts';

describe('normalizeCountryCode', () => {
  it('accepts +, 00 or bare digits', () => {
    expect(normalizeCountryCode('+354')).toBe('+354');
    expect(normalizeCountryCode('354')).toBe('+354');
    expect(normalizeCountryCode('00354')).toBe('+354');
    expect(normalizeCountryCode(' +1 ')).toBe('+1');
  });

  it('rejects anything else', () => {
    for (const code of ['', '+', '+0', '+3544', 'abc', '+35a']) expect(normalizeCountryCode(code)).toBeNull();
  });
});

describe('checkPhone', () => {
  it('accepts seven-digit Icelandic numbers, with or without spaces', () => {
    expect(checkPhone('+354', '5812345')).toEqual({
      ok: true,
      e164: '+3545812345',
    });
    expect(checkPhone('+354', '581 2345')).toEqual({
      ok: true,
      e164: '+3545812345',
    });
    expect(checkPhone('+354', '581-2345')).toEqual({
      ok: true,
      e164: '+3545812345',
    });
    expect(checkPhone('354', '777 1234')).toEqual({
      ok: true,
      e164: '+3547771234',
    });
  });

  it('rejects Icelandic numbers that are not seven digits', () => {
    expect(checkPhone('+354', '58123')).toEqual({
      ok: false,
      problem: 'icelandic',
    });
    expect(checkPhone('+354', '58123456')).toEqual({
      ok: false,
      problem: 'icelandic',
    });
    expect(checkPhone('+354', '581234a')).toEqual({
      ok: false,
      problem: 'icelandic',
    });
  });

  it('accepts numbers that carry their own country code', () => {
    expect(checkPhone('+354', '+44 20 7946 0958')).toEqual({
      ok: true,
      e164: '+442079460958',
    });
    expect(checkPhone('+354', '0048 601 234 567')).toEqual({
      ok: true,
      e164: '+48601234567',
    });
    expect(checkPhone('+48', '+354 581 2345')).toEqual({
      ok: true,
      e164: '+3545812345',
    });
    expect(checkPhone('+354', '+354 581 234')).toEqual({
      ok: false,
      problem: 'icelandic',
    });
  });

  it('accepts other countries with the code in its own field', () => {
    expect(checkPhone('+48', '601 234 567')).toEqual({
      ok: true,
      e164: '+48601234567',
    });
    expect(checkPhone('+380', '067 123 4567')).toEqual({
      ok: true,
      e164: '+380671234567',
    });
    expect(checkPhone('+44', '07911 123456')).toEqual({
      ok: true,
      e164: '+447911123456',
    });
    expect(checkPhone('+39', '06 1234 5678')).toEqual({
      ok: true,
      e164: '+390612345678',
    });
  });

  it('rejects too short, too long and bad codes', () => {
    expect(checkPhone('+48', '123')).toEqual({
      ok: false,
      problem: 'international',
    });
    expect(checkPhone('+48', '1234567890123456')).toEqual({
      ok: false,
      problem: 'international',
    });
    expect(checkPhone('+354', '+1234')).toEqual({
      ok: false,
      problem: 'international',
    });
    expect(checkPhone('+0', '5812345')).toEqual({
      ok: false,
      problem: 'countryCode',
    });
    expect(checkPhone('', '5812345')).toEqual({
      ok: false,
      problem: 'countryCode',
    });
  });

  it('reports an empty number', () => {
    expect(checkPhone('+354', '  ')).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('formatIcelandicNumber', () => {
  it('groups seven digits 3 + 4', () => {
    expect(formatIcelandicNumber('5812345')).toBe('581 2345');
    expect(formatIcelandicNumber('581-2345')).toBe('581 2345');
    expect(formatIcelandicNumber(' 12 ')).toBe('12');
  });
});

describe('formatPhone', () => {
  it('groups Icelandic, Polish and Ukrainian numbers, with or without the country code', () => {
    expect(formatPhone('+3545551234')).toBe('+354 555 1234');
    expect(formatPhone('5551234')).toBe('555 1234');
    expect(formatPhone('00354 555-1234')).toBe('+354 555 1234');
    expect(formatPhone('+48123456789')).toBe('+48 123 456 789');
    expect(formatPhone('+380501234567')).toBe('+380 50 123 4567');
  });

  it('shows anything else as stored', () => {
    expect(formatPhone(' +4915112345678 ')).toBe('+4915112345678');
    expect(formatPhone('+35455512')).toBe('+35455512');
    expect(formatPhone('call me')).toBe('call me');
  });
});
