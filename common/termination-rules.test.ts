import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from './contract-rules.ts';
import {
  firstOfNextMonth,
  indefiniteNotice,
  legalEndDate,
  type NoticeInput,
  negotiatedEndRefusal,
  noticeOn,
  noticePeriod,
  paymentDemandDeadline,
  paymentDemandExpired,
  RESCISSION_CASES,
  rentedLongerThan12Months,
  rescissionAllowed,
  rescissionEffectiveDate,
} from './termination-rules.ts';

const day = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const lastDayOf = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Any real day from 2000 to 2060. */
const anyDay = fc
  .record({ y: fc.integer({ min: 2000, max: 2060 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
  .map(({ y, m, d }) => day(y, m, Math.min(d, lastDayOf(y, m))));

const dwelling = (over: Partial<NoticeInput> = {}): NoticeInput => ({
  property: 'dwelling',
  side: 'landlord',
  landlordKind: 'person',
  leaseStart: '2024-01-01',
  noticeDate: '2026-03-15',
  ...over,
});

describe('notice period (56. gr.)', () => {
  it('is 1 month for storage, 3 for a room, 6 for a dwelling, both ways', () => {
    for (const side of ['landlord', 'tenant'] as const) {
      expect(noticePeriod(dwelling({ side, property: 'storage' })).months).toBe(1);
      expect(noticePeriod(dwelling({ side, property: 'room' })).months).toBe(3);
      expect(noticePeriod(dwelling({ side })).months).toBe(6);
    }
  });

  it('runs from the 1st of the next month and ends on the last day of its last month', () => {
    expect(indefiniteNotice(dwelling()).endDate).toBe('2026-09-30');
    expect(indefiniteNotice(dwelling()).rule).toEqual({
      months: 6,
      basis: 'dwelling',
      article: '56. gr.',
      runsFrom: '2026-04-01',
    });
    // On the 1st or on the last day of a month: the same start, the 1st of the next month.
    expect(legalEndDate('2026-03-01', 6)).toBe('2026-09-30');
    expect(legalEndDate('2026-03-31', 6)).toBe('2026-09-30');
    expect(legalEndDate('2026-12-31', 1)).toBe('2027-01-31');
    // A February in a leap year and out of one.
    expect(legalEndDate('2027-12-10', 3)).toBe('2028-03-31');
    expect(legalEndDate('2028-01-10', 1)).toBe('2028-02-29');
    expect(legalEndDate('2027-01-10', 1)).toBe('2027-02-28');
  });

  it('gives 12 months when a company landlord’s tenant has rented more than 12 months, not at exactly 12', () => {
    const company = (leaseStart: string, noticeDate: string) =>
      noticePeriod(dwelling({ landlordKind: 'company', leaseStart, noticeDate }));
    expect(company('2025-03-01', '2026-03-01')).toEqual({ months: 6, basis: 'dwelling' });
    expect(company('2025-03-01', '2026-03-02')).toEqual({ months: 12, basis: 'company_long_lease' });
    // The tenant's notice, a person landlord, a room: never 12.
    expect(noticePeriod(dwelling({ landlordKind: 'company', side: 'tenant', leaseStart: '2020-01-01' })).months).toBe(6);
    expect(noticePeriod(dwelling({ landlordKind: 'person', leaseStart: '2020-01-01' })).months).toBe(6);
    expect(noticePeriod(dwelling({ landlordKind: 'company', property: 'room', leaseStart: '2020-01-01' })).months).toBe(3);
    // Leap day starts: 29 February 2024 + 12 months is 28 February 2025.
    expect(rentedLongerThan12Months('2024-02-29', '2025-02-28')).toBe(false);
    expect(rentedLongerThan12Months('2024-02-29', '2025-03-01')).toBe(true);
  });

  it('property: the end is the last day of a month, after the notice, exactly `months` whole months from the 1st after it', () => {
    fc.assert(
      fc.property(anyDay, fc.constantFrom(1, 3, 6, 12), (notice, months) => {
        const end = legalEndDate(notice, months);
        const next = addDays(end, 1);
        expect(next.slice(8)).toBe('01');
        expect(end > notice).toBe(true);
        expect(next).toBe(addMonths(firstOfNextMonth(notice), months));
        // Every day of one month gives the same end.
        const first = `${notice.slice(0, 8)}01`;
        expect(legalEndDate(first, months)).toBe(end);
      }),
    );
  });

  it('property: over every month boundary, the day before and the 1st land a month apart', () => {
    fc.assert(
      fc.property(anyDay, fc.constantFrom(1, 3, 6, 12), (someDay, months) => {
        const first = `${someDay.slice(0, 8)}01`;
        const before = addDays(first, -1);
        expect(legalEndDate(before, months)).toBe(addDays(firstOfNextMonth(legalEndDate(before, months)), -1));
        expect(addDays(legalEndDate(before, months), 1)).toBe(addMonths(first, months));
        expect(addDays(legalEndDate(first, months), 1)).toBe(addMonths(firstOfNextMonth(first), months));
      }),
    );
  });

  it('property: the 12-month edge is exactly 12 months after the start (12 months + 1 day is more)', () => {
    fc.assert(
      fc.property(anyDay, (start) => {
        const edge = addMonths(start, 12);
        const input = (noticeDate: string) => dwelling({ landlordKind: 'company', leaseStart: start, noticeDate });
        expect(noticePeriod(input(edge)).months).toBe(6);
        expect(noticePeriod(input(addDays(edge, 1))).months).toBe(12);
        expect(noticePeriod(input(addDays(edge, -1))).months).toBe(6);
      }),
    );
  });
});

describe('fixed-term leases (58. gr.)', () => {
  const fixed = { termKind: 'fixed' as const, endDate: '2027-06-30', fixedTermGrounds: null };
  it('refuse notice unless special grounds are written into the contract', () => {
    expect(noticeOn(fixed, dwelling())).toEqual({ ok: false, code: 'termination_fixed_term', article: '58. gr.' });
    expect(noticeOn({ ...fixed, fixedTermGrounds: '  ' }, dwelling())).toMatchObject({ ok: false });
    const allowed = noticeOn({ ...fixed, fixedTermGrounds: 'Sala eignarinnar' }, dwelling({ side: 'tenant' }));
    expect(allowed).toMatchObject({ ok: true, endDate: '2026-06-30', rule: { months: 3, article: '58. gr.' } });
  });
  it('refuse a notice that would end after the term', () => {
    const grounds = { ...fixed, fixedTermGrounds: 'Sala', endDate: '2026-05-31' };
    expect(noticeOn(grounds, dwelling())).toMatchObject({ ok: false, code: 'termination_fixed_term_after_end' });
  });
  it('let an indefinite lease be given notice by 56. gr.', () => {
    const result = noticeOn({ termKind: 'indefinite', endDate: null, fixedTermGrounds: null }, dwelling());
    expect(result).toMatchObject({ ok: true, endDate: '2026-09-30', rule: { article: '56. gr.' } });
  });
});

describe('rescission (61. gr.)', () => {
  it('needs an expired payment demand for unpaid rent and a written warning for misuse', () => {
    const none = { expiredPaymentDemand: false, writtenWarning: false };
    expect(rescissionAllowed('unpaid_rent', none)).toBe(false);
    expect(rescissionAllowed('unpaid_rent', { ...none, expiredPaymentDemand: true })).toBe(true);
    expect(rescissionAllowed('misuse', none)).toBe(false);
    expect(rescissionAllowed('misuse', { ...none, writtenWarning: true })).toBe(true);
    for (const kase of ['damage', 'disturbance', 'unauthorised_sublet'] as const)
      expect(rescissionAllowed(kase, none)).toBe(true);
    expect(RESCISSION_CASES).toHaveLength(5);
  });
  it('takes effect on delivery or on a later named day', () => {
    expect(rescissionEffectiveDate('2026-11-24', null)).toBe('2026-11-24');
    expect(rescissionEffectiveDate('2026-11-24', '2026-12-01')).toBe('2026-12-01');
    expect(rescissionEffectiveDate('2026-11-24', '2026-11-23')).toBeNull();
  });
  it('gives 7 days after a written demand; it expires the day after its last day', () => {
    expect(paymentDemandDeadline('2026-11-24')).toBe('2026-12-01');
    expect(paymentDemandExpired('2026-12-01', '2026-12-01')).toBe(false);
    expect(paymentDemandExpired('2026-12-01', '2026-12-02')).toBe(true);
    fc.assert(
      fc.property(anyDay, (sent) => {
        const deadline = paymentDemandDeadline(sent);
        expect(paymentDemandExpired(deadline, addDays(sent, 7))).toBe(false);
        expect(paymentDemandExpired(deadline, addDays(sent, 8))).toBe(true);
      }),
    );
  });
});

describe('a negotiated end', () => {
  it('is not before today, and not after a fixed term’s end', () => {
    const indefinite = { termKind: 'indefinite' as const, endDate: null };
    expect(negotiatedEndRefusal('2026-11-23', '2026-11-24', indefinite)).toBe('date_in_past');
    expect(negotiatedEndRefusal('2026-11-24', '2026-11-24', indefinite)).toBeNull();
    expect(negotiatedEndRefusal('2027-08-01', '2026-11-24', { termKind: 'fixed', endDate: '2027-06-30' })).toBe(
      'termination_after_term',
    );
  });
});
