import { describe, expect, it } from 'vitest';
import { formatInputNumber, formatMoney } from './format.ts';
import { LOCALES } from './locales.ts';
import { parseDecimal, parseWhole } from './number-parse.ts';

describe('parseWhole', () => {
  it.each([
    ['198.000', 198000],
    ['198 000', 198000],
    ['198000', 198000],
    ['198.000 kr.', 198000],
    ['198.000 kr', 198000],
    ['kr. 198.000,-', 198000],
    ['198.000,00', 198000],
    ['1.198.000', 1198000],
    ['  198000  ', 198000],
    ['ISK 198,000', 198000],
  ])('Icelandic: %j is %d', (typed, value) => expect(parseWhole(typed)).toBe(value));

  it.each([
    ['198,000', 198000],
    ['1,198,000', 1198000],
    ['198,000.00', 198000],
    ['ISK 198,000', 198000],
  ])('English: %j is %d', (typed, value) => expect(parseWhole(typed)).toBe(value));

  it.each([
    ['198\u00a0000', 198000],
    ['198\u202f000\u00a0ISK', 198000],
    ['1 198 000', 1198000],
    ['198 000 kr', 198000],
  ])('Ukrainian and Polish spaces: %j is %d', (typed, value) => expect(parseWhole(typed)).toBe(value));

  it('is empty for nothing typed', () => {
    expect(parseWhole('')).toBeNull();
    expect(parseWhole(' \u00a0 ')).toBeNull();
  });

  it('gives a fraction back as a fraction (for the schema to refuse), never a guess', () => {
    expect(parseWhole('12,5')).toBe(12.5);
    expect(parseWhole('1.5')).toBe(1.5);
    expect(parseWhole('198.00')).toBe(198);
    expect(parseWhole('19.8000')).toBe(19.8);
  });

  it('reads a sign, including a typographic minus', () => {
    expect(parseWhole('-5.000')).toBe(-5000);
    expect(parseWhole('\u22125')).toBe(-5);
    expect(parseWhole('-0')).toBe(0);
  });

  it.each([
    'abc',
    '198.000.00',
    '1.98.000',
    '1,234.567.8',
    '12a',
    '-',
    'kr.',
    '1e5',
    '0x10',
    'Infinity',
    'NaN',
    '+-5',
    '198..000',
    '.',
    '1'.repeat(41),
    '<script>1</script>',
    '1\u00002',
  ])('refuses hostile or ambiguous %j', (typed) => expect(parseWhole(typed)).toBe('invalid'));
});

describe('parseDecimal', () => {
  it.each([
    ['680,1', 680.1],
    ['680.1', 680.1],
    ['92,4', 92.4],
    ['92,4 m²', 92.4],
    ['3,5 %', 3.5],
    [',5', 0.5],
    ['5,', 5],
    ['680', 680],
    ['1.234,5', 1234.5],
    ['1,234.5', 1234.5],
    ['1 234,5', 1234.5],
    ['1\u00a0234,56', 1234.56],
    ['-2,5', -2.5],
  ])('%j is %d', (typed, value) => expect(parseDecimal(typed)).toBe(value));

  it('reads a lone mark followed by three digits as grouping only in a language that groups with it', () => {
    expect(parseDecimal('1.234')).toBe(1.234);
    expect(parseDecimal('1.234', '.')).toBe(1234);
    expect(parseDecimal('1,234', ',')).toBe(1234);
    expect(parseDecimal('1,234', '.')).toBe(1.234);
    expect(parseDecimal('680,1', '.')).toBe(680.1);
    expect(parseDecimal('1.234.567')).toBe(1234567);
  });

  it.each(['abc', '1,2,3', '1.2,3', '1,234,5', '6.80,1', ',', '1e3', '1,2a', '--1', '680,1,'])('refuses %j', (typed) =>
    expect(parseDecimal(typed)).toBe('invalid'),
  );

  it('is empty for nothing typed', () => expect(parseDecimal('  ')).toBeNull());
});

describe('what the fields show is read back as the same number', () => {
  it.each(LOCALES)('%s', (locale) => {
    for (const amount of [0, 7, 1000, 15000, 198000, 1234567]) {
      expect(parseWhole(formatInputNumber(amount, locale))).toBe(amount);
      expect(parseWhole(formatMoney(amount, locale))).toBe(amount);
    }
    for (const value of [0.5, 92.4, 680.1, 1234.5, 5000]) expect(parseDecimal(formatInputNumber(value, locale, 1))).toBe(value);
  });
});
