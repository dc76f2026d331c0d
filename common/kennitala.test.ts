import { describe, expect, it } from 'vitest';
import { formatKennitala, isCompanyKennitala, isValidKennitala, kennitalaCheckDigit, kennitalaDigits } from './kennitala.ts';

// Samples computed with the algorithm (weights 3,2,7,6,5,4,3,2; check = 11 - sum mod 11).
const VALID_PEOPLE = ['0101302989', '1203894599', '2412904849', '1506953339', '3112007040', '2902005040'];
const VALID_COMPANIES = ['4502101029', '5101112069'];

describe('isValidKennitala', () => {
  it.each(VALID_PEOPLE)('accepts the person %s', (kt) => {
    expect(isValidKennitala(kt)).toBe(true);
  });

  it.each(VALID_COMPANIES)('accepts the company %s', (kt) => {
    expect(isValidKennitala(kt)).toBe(true);
    expect(isCompanyKennitala(kt)).toBe(true);
  });

  it('accepts a hyphen (or a space) after six digits and surrounding spaces', () => {
    expect(isValidKennitala('010130-2989')).toBe(true);
    expect(isValidKennitala('010130 2989')).toBe(true);
    expect(isValidKennitala('  010130-2989 ')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidKennitala('0101302979')).toBe(false);
    expect(isValidKennitala('1203894569')).toBe(false);
  });

  it('rejects a century digit other than 9 or 0', () => {
    expect(isValidKennitala('0101302988')).toBe(false);
    expect(isValidKennitala('0101302981')).toBe(false);
  });

  it('rejects dates that do not exist', () => {
    // Checksum right, but 29 February 1999 never happened.
    expect(kennitalaCheckDigit('29029934')).toBe(9);
    expect(isValidKennitala('2902993499')).toBe(false);
    // Checksums right, dates impossible: month 13, month 00, day 32, company day 72.
    for (const kt of ['0113302909', '0100302939', '3201302989', '7201302979']) {
      expect(kennitalaCheckDigit(kt.slice(0, 8))).toBe(Number(kt[8]));
      expect(isValidKennitala(kt)).toBe(false);
    }
  });

  it('rejects numbers that cannot have a check digit', () => {
    expect(kennitalaCheckDigit('10100032')).toBeNull();
    expect(isValidKennitala('1010003209')).toBe(false);
  });

  it('rejects malformed input', () => {
    for (const value of ['', '010130298', '01013029899', '01-0130-2989', '0101302989a', 'abcdefghij', '010130--2989']) {
      expect(isValidKennitala(value)).toBe(false);
    }
  });
});

describe('kennitalaDigits', () => {
  it('returns the ten digits or null', () => {
    expect(kennitalaDigits('010130-2989')).toBe('0101302989');
    expect(kennitalaDigits('01013-02989')).toBeNull();
  });
});

describe('formatKennitala', () => {
  it('puts the hyphen after six digits', () => {
    expect(formatKennitala('0101302989')).toBe('010130-2989');
    expect(formatKennitala('010130-2989')).toBe('010130-2989');
    expect(formatKennitala(' 010130 2989 ')).toBe('010130-2989');
  });

  it('leaves anything else as typed (trimmed)', () => {
    expect(formatKennitala('01013')).toBe('01013');
    expect(formatKennitala(' abc ')).toBe('abc');
  });

  it('does not flag a person as a company', () => {
    expect(isCompanyKennitala('0101302989')).toBe(false);
  });
});
