import { describe, expect, it } from 'vitest';
import { clockOf, instantOf, isoWeekday, isWithinViewingHours, VIEWING_MINUTES } from './viewing-hours.ts';

const at = (iso: string) => new Date(iso);
const plus = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
// Tuesday 17:00-19:00 and Saturday 11:00-13:00.
const HOURS = [
  { day: 2, from: '17:00', to: '19:00' },
  { day: 6, from: '11:00', to: '13:00' },
];

describe('viewing hours', () => {
  it('reads a day and a clock time as an instant in Iceland (UTC), refusing what is not a time', () => {
    expect(instantOf('2026-12-01', '17:30')?.toISOString()).toBe('2026-12-01T17:30:00.000Z');
    expect(instantOf('2026-02-30', '17:30')).toBeNull();
    expect(instantOf('2026-12-01', '24:00')).toBeNull();
    expect(instantOf('2026-12-01', '7:30')).toBeNull();
    expect(clockOf(at('2026-12-01T08:05:00Z'))).toBe('08:05');
  });

  it('numbers weekdays from Monday = 1 to Sunday = 7', () => {
    expect(isoWeekday(at('2026-11-30T12:00:00Z'))).toBe(1); // Monday
    expect(isoWeekday(at('2026-12-01T12:00:00Z'))).toBe(2); // Tuesday
    expect(isoWeekday(at('2026-12-06T12:00:00Z'))).toBe(7); // Sunday
  });

  it('accepts a visit inside a window, from its first minute to one that ends exactly at its close', () => {
    const tuesday = at('2026-12-01T17:00:00Z');
    expect(isWithinViewingHours(HOURS, tuesday, plus(tuesday, VIEWING_MINUTES))).toBe(true);
    const last = at('2026-12-01T18:30:00Z');
    expect(isWithinViewingHours(HOURS, last, plus(last, VIEWING_MINUTES))).toBe(true);
    const saturday = at('2026-12-05T12:00:00Z');
    expect(isWithinViewingHours(HOURS, saturday, plus(saturday, 60))).toBe(true);
  });

  it('refuses a visit that starts before, runs past the close, or falls on another day', () => {
    const early = at('2026-12-01T16:45:00Z');
    expect(isWithinViewingHours(HOURS, early, plus(early, VIEWING_MINUTES))).toBe(false);
    const late = at('2026-12-01T18:45:00Z');
    expect(isWithinViewingHours(HOURS, late, plus(late, VIEWING_MINUTES))).toBe(false);
    const wednesday = at('2026-12-02T17:30:00Z');
    expect(isWithinViewingHours(HOURS, wednesday, plus(wednesday, VIEWING_MINUTES))).toBe(false);
    const tuesday = at('2026-12-01T17:30:00Z');
    expect(isWithinViewingHours(HOURS, tuesday, tuesday)).toBe(false);
  });

  it('refuses every time when the landlord gave no viewing hours', () => {
    const tuesday = at('2026-12-01T17:00:00Z');
    expect(isWithinViewingHours([], tuesday, plus(tuesday, VIEWING_MINUTES))).toBe(false);
  });

  it('accepts a window that closes at midnight only for a visit ending by then', () => {
    const hours = [{ day: 2, from: '22:00', to: '24:00' }];
    const start = at('2026-12-01T23:30:00Z');
    expect(isWithinViewingHours(hours, start, plus(start, 30))).toBe(true);
    expect(isWithinViewingHours(hours, start, plus(start, 45))).toBe(false);
  });
});
