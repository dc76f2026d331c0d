import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, INDEX_MIN_TERM_MONTHS } from './contract-rules.ts';
import {
  type CpiPoint,
  type IndexTerms,
  indexChangePercent,
  indexedAmount,
  indexFor,
  isIndexLinked,
  linkedPayment,
  referenceMonth,
} from './index-linking.ts';
import { scheduleMonths } from './rent-schedule.ts';

// Statistics Iceland's published values (maí 1988 = 100).
const CPI: CpiPoint[] = [
  { month: '2025-08-01', value: 657.6 },
  { month: '2025-10-01', value: 661.4 },
  { month: '2025-11-01', value: 658.2 },
  { month: '2025-12-01', value: 665.8 },
  { month: '2026-01-01', value: 668.3 },
];

const linked: IndexTerms = {
  indexType: 'cpi',
  termKind: 'indefinite',
  startDate: '2025-08-01',
  endDate: null,
  indexBaseMonth: '2025-08-01',
  indexBaseValue: 657.6,
};

const dayArb = fc.integer({ min: 0, max: 7 * 365 }).map((n) => addDays('2023-01-01', n));

describe('the reference month', () => {
  it('is the month before the due month, across year ends and leap days', () => {
    expect(referenceMonth('2026-03-01')).toBe('2026-02-01');
    expect(referenceMonth('2026-01-31')).toBe('2025-12-01');
    expect(referenceMonth('2024-02-29')).toBe('2024-01-01');
    expect(referenceMonth('2024-03-31')).toBe('2024-02-01');
  });

  it('uses the latest entered month up to it, never a later one', () => {
    expect(indexFor('2026-01-01', CPI)).toEqual({ month: '2025-12-01', value: 665.8 });
    expect(indexFor('2025-10-05', CPI)).toEqual({ month: '2025-08-01', value: 657.6 }); // September not entered
    expect(indexFor('2026-09-01', CPI)).toEqual({ month: '2026-01-01', value: 668.3 });
    expect(indexFor('2025-08-31', CPI)).toBe(null);
  });

  it('properties: the month used is entered, not after the reference month, and the latest such', () => {
    fc.assert(
      fc.property(dayArb, fc.uniqueArray(dayArb, { maxLength: 30 }), (due, days) => {
        const cpi = [...new Set(days.map((d) => `${d.slice(0, 7)}-01`))].map((month, i) => ({ month, value: 500 + i }));
        const used = indexFor(due, cpi);
        const eligible = cpi.filter((p) => p.month <= referenceMonth(due));
        if (!eligible.length) expect(used).toBe(null);
        else {
          expect((used?.month ?? '') <= referenceMonth(due)).toBe(true);
          expect(used?.month).toBe(
            eligible
              .map((p) => p.month)
              .sort()
              .at(-1),
          );
        }
      }),
    );
  });
});

describe('indexedAmount', () => {
  it('rent × index ÷ base, whole krónur, half up', () => {
    expect(indexedAmount(240_000, 657.6, 668.3)).toBe(243_905); // 243 905,1
    expect(indexedAmount(240_000, 657.6, 657.6)).toBe(240_000);
    expect(indexedAmount(240_000, 665.8, 658.2)).toBe(237_260); // the index fell: so does the rent
    expect(indexedAmount(3, 2, 1)).toBe(2); // 1,5 -> 2
  });

  it('the change in per cent', () => {
    expect(indexChangePercent(657.6, 668.3)).toBe(1.6);
    expect(indexChangePercent(665.8, 658.2)).toBe(-1.1);
  });

  it('properties: a higher index never gives lower rent; the base index gives the rent', () => {
    const value = fc.integer({ min: 1_000, max: 20_000 }).map((n) => n / 10);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), value, value, value, (rent, baseValue, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(indexedAmount(rent, baseValue, low)).toBeLessThanOrEqual(indexedAmount(rent, baseValue, high));
        expect(indexedAmount(rent, baseValue, baseValue)).toBe(rent);
        expect(Number.isInteger(indexedAmount(rent, baseValue, a))).toBe(true);
      }),
    );
  });
});

describe('37. gr.: index linking and the 12-month edge', () => {
  it('an indefinite lease may follow the index; a 12-month fixed term may not', () => {
    expect(isIndexLinked(linked)).toBe(true);
    expect(isIndexLinked({ ...linked, termKind: 'fixed', endDate: '2026-07-31' })).toBe(false);
    expect(isIndexLinked({ ...linked, termKind: 'fixed', endDate: '2026-12-31' })).toBe(true);
    expect(isIndexLinked({ ...linked, indexType: 'none' })).toBe(false);
    expect(isIndexLinked({ ...linked, indexBaseValue: null })).toBe(false);
  });

  it('properties: a fixed term of 12 months or less is never indexed; longer ones are', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 1, max: 800 }), (start, days) => {
        const end = addDays(start, days);
        const terms = { ...linked, termKind: 'fixed' as const, startDate: start, endDate: end };
        const months = scheduleMonths(
          { startDate: start, termKind: 'fixed', endDate: end, rentIsk: 240_000, paymentDay: 'first', paymentDayOther: null },
          start,
        );
        const cpi = [{ month: addMonths(`${start.slice(0, 7)}-01`, -1), value: 700 }];
        const amounts = months.map((m) => linkedPayment(m.baseAmountIsk, m.dueDate, terms, cpi).amountIsk);
        const twelveMonthsOrLess = days / 30.44 <= INDEX_MIN_TERM_MONTHS;
        if (twelveMonthsOrLess) expect(amounts).toEqual(months.map((m) => m.baseAmountIsk));
        else expect(amounts.some((a, i) => a > months[i].baseAmountIsk)).toBe(true);
      }),
    );
  });

  it('links each month to its own reference month', () => {
    const months = scheduleMonths(
      {
        startDate: '2025-08-01',
        termKind: 'indefinite',
        endDate: null,
        rentIsk: 240_000,
        paymentDay: 'first',
        paymentDayOther: null,
      },
      '2025-08-01',
    ).slice(0, 6);
    const out = months.map((m) => linkedPayment(m.baseAmountIsk, m.dueDate, linked, CPI));
    expect(out.map((o) => o.index?.month ?? null)).toEqual([
      null,
      '2025-08-01',
      '2025-08-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
    ]);
    expect(out.map((o) => o.amountIsk)).toEqual([240_000, 240_000, 240_000, 241_387, 240_219, 242_993]);
  });
});
