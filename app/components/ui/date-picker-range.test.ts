import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { datePickerRange, parseIsoDate } from './date-picker-range.ts';

describe('datePickerRange', () => {
  it('runs from 100 years back to 10 years ahead', () => {
    const { minValue, maxValue } = datePickerRange(new CalendarDate(2026, 3, 14));
    expect(minValue.toString()).toBe('1926-03-14');
    expect(maxValue.toString()).toBe('2036-03-14');
  });

  it('moves 29 February to 28 February in years without it', () => {
    const { minValue, maxValue } = datePickerRange(new CalendarDate(2024, 2, 29));
    expect(minValue.toString()).toBe('1924-02-29'); // 1924 was a leap year
    expect(maxValue.toString()).toBe('2034-02-28');
    expect(datePickerRange(new CalendarDate(2000, 2, 29)).minValue.toString()).toBe('1900-02-28');
  });

  it('contains today', () => {
    const today = new CalendarDate(2025, 12, 31);
    const { minValue, maxValue } = datePickerRange(today);
    expect(minValue.compare(today)).toBeLessThan(0);
    expect(maxValue.compare(today)).toBeGreaterThan(0);
  });
});

describe('parseIsoDate', () => {
  it('reads ISO dates', () => {
    expect(parseIsoDate('2026-03-14')?.toString()).toBe('2026-03-14');
  });

  it('returns null for anything else', () => {
    expect(parseIsoDate('')).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
    expect(parseIsoDate('14.3.2026')).toBeNull();
    expect(parseIsoDate('2026-13-40')).toBeNull();
  });
});
