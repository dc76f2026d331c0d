import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween } from './contract-rules.ts';
import {
  daysInMonth,
  lastDayOfMonth,
  nominalDueDate,
  otherPaymentDay,
  proRata,
  ROLLING_HORIZON_MONTHS,
  type ScheduleTerms,
  scheduleMonths,
} from './rent-schedule.ts';

const base: ScheduleTerms = {
  startDate: '2026-03-01',
  termKind: 'fixed',
  endDate: '2027-02-28',
  rentIsk: 240_000,
  paymentDay: 'first',
  paymentDayOther: null,
};

// Every day from 2023 to 2029: covers leap years (2024, 2028) and every month boundary.
const dayArb = fc.integer({ min: 0, max: 7 * 365 }).map((n) => addDays('2023-01-01', n));

describe('calendar helpers', () => {
  it('knows month lengths, leap years included', () => {
    expect(daysInMonth('2024-02-10')).toBe(29);
    expect(daysInMonth('2025-02-10')).toBe(28);
    expect(daysInMonth('2026-04-30')).toBe(30);
    expect(daysInMonth('2026-12-01')).toBe(31);
    expect(lastDayOfMonth('2028-02-01')).toBe('2028-02-29');
  });

  it('pro rata is whole krónur, half up, and a whole month is the rent', () => {
    expect(proRata(240_000, 30, 30)).toBe(240_000);
    expect(proRata(240_000, 15, 30)).toBe(120_000);
    expect(proRata(100_000, 1, 31)).toBe(3_226); // 3 225,8 -> 3 226
    expect(proRata(100_001, 1, 2)).toBe(50_001); // 50 000,5 -> 50 001 (half up)
  });

  it('reads the day number of an "other" payment day', () => {
    expect(otherPaymentDay('5. hvers mánaðar')).toBe(5);
    expect(otherPaymentDay('the 31st')).toBe(null); // "31st" is not a bare number
    expect(otherPaymentDay('31')).toBe(31);
    expect(otherPaymentDay('Fyrsta virka dag')).toBe(null);
    expect(otherPaymentDay(null)).toBe(null);
  });
});

describe('due dates (rent paid in advance)', () => {
  it('first: the 1st of the month; last: the last day of the month before', () => {
    expect(nominalDueDate('2026-03-01', 'first', null)).toBe('2026-03-01');
    expect(nominalDueDate('2026-03-01', 'last', null)).toBe('2026-02-28');
    expect(nominalDueDate('2024-03-01', 'last', null)).toBe('2024-02-29');
    expect(nominalDueDate('2027-01-01', 'last', null)).toBe('2026-12-31');
  });

  it('other: that day, clamped to the month; without a number, the 1st', () => {
    expect(nominalDueDate('2026-04-01', 'other', '31')).toBe('2026-04-30');
    expect(nominalDueDate('2024-02-01', 'other', '30')).toBe('2024-02-29');
    expect(nominalDueDate('2025-02-01', 'other', '30')).toBe('2025-02-28');
    expect(nominalDueDate('2026-05-01', 'other', '5. hvers mánaðar')).toBe('2026-05-05');
    expect(nominalDueDate('2026-05-01', 'other', 'eftir samkomulagi')).toBe('2026-05-01');
  });
});

describe('scheduleMonths', () => {
  it('a 12-month fixed term from the 1st is twelve whole months', () => {
    const months = scheduleMonths(base, '2026-03-01');
    expect(months).toHaveLength(12);
    expect(months.every((m) => m.baseAmountIsk === 240_000)).toBe(true);
    expect(months[0]).toEqual({
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      dueDate: '2026-03-01',
      baseAmountIsk: 240_000,
    });
    expect(months[11].periodEnd).toBe('2027-02-28');
  });

  it('a start on the 15th gives a part first and last month, pro rata; the part month is due on its first day', () => {
    const months = scheduleMonths({ ...base, startDate: '2026-04-15', endDate: '2027-04-14' }, '2026-04-01');
    expect(months[0]).toEqual({
      periodStart: '2026-04-15',
      periodEnd: '2026-04-30',
      dueDate: '2026-04-15',
      baseAmountIsk: 128_000,
    });
    expect(months.at(-1)).toEqual({
      periodStart: '2027-04-01',
      periodEnd: '2027-04-14',
      dueDate: '2027-04-01',
      baseAmountIsk: 112_000,
    });
    expect(months).toHaveLength(13);
  });

  it('a start on 29 February of a leap year', () => {
    const months = scheduleMonths({ ...base, startDate: '2028-02-29', endDate: '2029-02-28' }, '2028-02-01');
    expect(months[0]).toEqual({
      periodStart: '2028-02-29',
      periodEnd: '2028-02-29',
      dueDate: '2028-02-29',
      baseAmountIsk: 8_276,
    });
    expect(months.at(-1)?.periodEnd).toBe('2029-02-28');
  });

  it('an indefinite lease reaches the month 12 months after the current one', () => {
    const months = scheduleMonths({ ...base, termKind: 'indefinite', endDate: null }, '2026-07-20');
    expect(months[0].periodStart).toBe('2026-03-01');
    expect(months.at(-1)?.periodStart).toBe(addMonths('2026-07-01', ROLLING_HORIZON_MONTHS));
  });

  it('properties: periods tile the term exactly, one per month, amounts never above the rent', () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.integer({ min: 1, max: 800 }),
        fc.integer({ min: 1_000, max: 2_000_000 }),
        fc.constantFrom('first', 'last', 'other' as const),
        fc.integer({ min: 1, max: 31 }),
        (start, length, rent, paymentDay, other) => {
          const end = addDays(start, length);
          const months = scheduleMonths(
            { startDate: start, termKind: 'fixed', endDate: end, rentIsk: rent, paymentDay, paymentDayOther: String(other) },
            start,
          );
          expect(months[0].periodStart).toBe(start);
          expect(months.at(-1)?.periodEnd).toBe(end);
          let covered = 0;
          months.forEach((m, i) => {
            if (i > 0) expect(m.periodStart).toBe(addDays(months[i - 1].periodEnd, 1));
            expect(m.periodStart.slice(0, 7)).toBe(m.periodEnd.slice(0, 7));
            expect(m.baseAmountIsk).toBeGreaterThan(0);
            expect(m.baseAmountIsk).toBeLessThanOrEqual(rent);
            const whole = m.periodStart.endsWith('-01') && m.periodEnd === lastDayOfMonth(m.periodStart);
            if (whole) expect(m.baseAmountIsk).toBe(rent);
            // Paid in advance: never due after the period starts (a part first month on its first day).
            if (paymentDay !== 'other') expect(m.dueDate <= m.periodStart).toBe(true);
            covered += daysBetween(m.periodStart, m.periodEnd) + 1;
          });
          expect(covered).toBe(length + 1);
        },
      ),
    );
  });

  it('properties: an "other" due date is always a real day of the period’s month', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 1, max: 31 }), (day, other) => {
        const month = `${day.slice(0, 7)}-01`;
        const due = nominalDueDate(month, 'other', String(other));
        expect(due.slice(0, 7)).toBe(month.slice(0, 7));
        expect(Number(due.slice(8))).toBe(Math.min(other, daysInMonth(month)));
        expect(addDays(due, 0)).toBe(due); // a valid calendar day
      }),
    );
  });
});
