import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareDays,
  dayOf,
  dayStart,
  daysAfter,
  daysBetween,
  daysInMonth,
  firstOfNextMonth,
  fullDaysBetween,
  monthOf,
} from './calendar-day.ts';

// Days from 1900-01-01 to 2199-12-31, as the calendar writes them.
const anyDay = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2199, 11, 31)), noInvalidDate: true })
  .map((d) => dayOf(d));

describe('calendar days (Iceland: UTC, no summer time)', () => {
  it('takes the day of an instant in Iceland, up to the last millisecond', () => {
    expect(dayOf(new Date('2026-03-15T00:00:00Z'))).toBe('2026-03-15');
    expect(dayOf(new Date('2026-03-15T23:59:59.999Z'))).toBe('2026-03-15');
    expect(dayStart('2026-03-15').toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(daysAfter(new Date('2026-03-15T10:00:00Z'), 3).toISOString()).toBe('2026-03-18T10:00:00.000Z');
  });

  it('counts the full days of 24 hours between two instants, rounding down', () => {
    const at = new Date('2026-03-15T10:00:00Z');
    expect(fullDaysBetween(at, new Date('2026-03-16T09:59:59Z'))).toBe(0);
    expect(fullDaysBetween(at, new Date('2026-03-16T10:00:00Z'))).toBe(1);
    expect(fullDaysBetween(at, daysAfter(at, 40))).toBe(40);
    expect(fullDaysBetween(at, new Date('2026-03-15T09:00:00Z'))).toBe(-1);
  });

  it('counts over month ends, year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2100-02-01', '2100-03-01')).toBe(28); // not a leap year
    expect(daysBetween('2000-02-01', '2000-03-01')).toBe(29); // a leap year
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
  });

  it('adds months keeping the day, or the month’s last day when it is too short', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
    expect(monthOf('2026-05-17')).toBe('2026-05-01');
    expect(firstOfNextMonth('2026-12-31')).toBe('2027-01-01');
    expect(firstOfNextMonth('2026-02-01')).toBe('2026-03-01');
  });

  it('addDays and daysBetween undo each other, and the order of days is the order of strings', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -2000, max: 2000 }), (day, n) => {
        const later = addDays(day, n);
        expect(daysBetween(day, later)).toBe(n);
        expect(addDays(later, -n)).toBe(day);
        expect(compareDays(day, later)).toBe(n > 0 ? -1 : n < 0 ? 1 : 0);
      }),
    );
  });

  it('addMonths lands in the right month, never past its end, and keeps the day when it fits', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -600, max: 600 }), (day, n) => {
        const result = addMonths(day, n);
        const [y, m, d] = day.split('-').map(Number);
        const [ry, rm, rd] = result.split('-').map(Number);
        expect(ry * 12 + rm - (y * 12 + m)).toBe(n);
        expect(rd).toBe(Math.min(d, daysInMonth(ry, rm)));
        expect(dayOf(dayStart(result))).toBe(result);
      }),
    );
  });

  it('the first of the next month is after the day, at most 31 days on, and a first', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const next = firstOfNextMonth(day);
        expect(next.endsWith('-01')).toBe(true);
        expect(daysBetween(day, next)).toBeGreaterThanOrEqual(1);
        expect(daysBetween(day, next)).toBeLessThanOrEqual(31);
        expect(addDays(next, -1).slice(0, 7)).toBe(day.slice(0, 7));
      }),
    );
  });
});
