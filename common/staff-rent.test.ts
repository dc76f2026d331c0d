import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '#common/calendar-day.ts';
import { listSearch } from './list-kit.ts';
import { monthEnd, parseStaffRentQuery, referenceNumber, staffRentList } from './staff-rent.ts';

describe('the /man/payments query', () => {
  it('keeps good values and ignores bad ones', () => {
    const q = parseStaffRentQuery(new URLSearchParams('q=%20Laugavegur%20&status=overdue&from=2026-03&to=2026-01&page=2'));
    expect(q).toEqual({ q: 'Laugavegur', status: 'overdue', from: '2026-01', to: '2026-03', page: 2 });
    // Control characters are no search (the list kit's text rule).
    expect(parseStaffRentQuery(new URLSearchParams('q=Lauga%00vegur&status=late&from=2026-13&to=x&page=-1'))).toEqual({
      q: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      page: 1,
    });
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(
        fc.record({
          q: fc.option(
            fc.stringMatching(/^[a-zA-Z0-9 ]{1,20}$/).filter((s) => s.trim() === s && s.length > 0),
            {
              nil: undefined,
            },
          ),
          status: fc.option(fc.constantFrom('pending' as const, 'paid' as const, 'overdue' as const, 'cancelled' as const), {
            nil: undefined,
          }),
          from: fc.option(fc.constantFrom('2026-01', '2026-02'), { nil: undefined }),
          to: fc.option(fc.constant('2026-12'), { nil: undefined }),
          page: fc.integer({ min: 1, max: 10_000 }),
        }),
        (query) => {
          expect(parseStaffRentQuery(new URLSearchParams(listSearch(staffRentList, query, query)))).toEqual(query);
        },
      ),
    );
  });

  it('reads a contract reference', () => {
    expect(referenceNumber('HL-00042')).toBe(42);
    expect(referenceNumber('hl42')).toBe(42);
    expect(referenceNumber('42')).toBe(42);
    expect(referenceNumber('Laugavegur 42')).toBeNull();
  });

  it('knows the last day of every month', () => {
    expect(monthEnd('2026-02')).toBe('2026-02-28');
    expect(monthEnd('2028-02')).toBe('2028-02-29');
    expect(monthEnd('2026-12')).toBe('2026-12-31');
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
        const value = `${y}-${String(m).padStart(2, '0')}`;
        const end = monthEnd(value);
        expect(end.startsWith(`${value}-`)).toBe(true);
        expect(addDays(end, 1).slice(8)).toBe('01');
      }),
    );
  });
});
