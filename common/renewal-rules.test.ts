import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './contract-rules.ts';
import {
  answerDeadline,
  hasLapsed,
  isNoticeLate,
  isReasonRequired,
  isReasonTextRequired,
  landlordReminderDue,
  mayGiveNotice,
  noticeDeadline,
  promptFrom,
  renewalPhase,
  renewalStartDate,
  tenantReminderDue,
} from './renewal-rules.ts';

// Days from 2000-01-01 to 2099-12-31, as ISO strings.
const isoDay = fc.integer({ min: 0, max: daysBetween('2000-01-01', '2099-12-31') }).map((n) => addDays('2000-01-01', n));

const lastDayOfMonth = (day: string) => {
  const [y, m] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

describe('noticeDeadline (51. gr.: 3 calendar months before the end)', () => {
  it('keeps the day of the month when the earlier month has it', () => {
    expect(noticeDeadline('2027-06-15')).toBe('2027-03-15');
    expect(noticeDeadline('2027-01-31')).toBe('2026-10-31');
    expect(noticeDeadline('2027-03-01')).toBe('2026-12-01');
  });

  it('takes the last day of a shorter month: 29-31 May to February, leap years counted', () => {
    expect(noticeDeadline('2027-05-31')).toBe('2027-02-28');
    expect(noticeDeadline('2027-05-29')).toBe('2027-02-28');
    expect(noticeDeadline('2028-05-31')).toBe('2028-02-29');
    expect(noticeDeadline('2028-05-29')).toBe('2028-02-29');
    expect(noticeDeadline('2027-12-31')).toBe('2027-09-30');
    expect(noticeDeadline('2100-05-31')).toBe('2100-02-28'); // 2100 is not a leap year
  });

  it('is always 89 to 92 days before the end', () => {
    fc.assert(
      fc.property(isoDay, (end) => {
        const gap = daysBetween(noticeDeadline(end), end);
        return gap >= 89 && gap <= 92;
      }),
    );
  });

  it('has the end day of the month, or the last day of its own month when that month is shorter', () => {
    fc.assert(
      fc.property(isoDay, (end) => {
        const deadline = noticeDeadline(end);
        const endDay = Number(end.slice(8));
        const day = Number(deadline.slice(8));
        return day === Math.min(endDay, lastDayOfMonth(deadline));
      }),
    );
  });

  it('never moves backwards when the end moves forwards', () => {
    fc.assert(
      fc.property(
        isoDay,
        fc.integer({ min: 0, max: 400 }),
        (end, later) => noticeDeadline(end) <= noticeDeadline(addDays(end, later)),
      ),
    );
  });

  it('is exactly three months on in the calendar: the month index differs by 3', () => {
    fc.assert(
      fc.property(isoDay, (end) => {
        const [ey, em] = end.split('-').map(Number);
        const [dy, dm] = noticeDeadline(end).split('-').map(Number);
        return ey * 12 + em - (dy * 12 + dm) === 3;
      }),
    );
  });
});

describe('the tenant’s answer (51. gr.: 30 days)', () => {
  it('is due 30 days after the notice was delivered', () => {
    expect(answerDeadline('2027-01-15')).toBe('2027-02-14');
    expect(answerDeadline('2028-02-10')).toBe('2028-03-11');
    fc.assert(fc.property(isoDay, (sent) => daysBetween(sent, answerDeadline(sent)) === 30));
  });

  it('lapses the day after the answer day, not on it', () => {
    expect(hasLapsed('2027-02-14', '2027-02-14')).toBe(false);
    expect(hasLapsed('2027-02-14', '2027-02-15')).toBe(true);
  });

  it('is reminded once 7 days or fewer remain, not after the answer day', () => {
    expect(tenantReminderDue('2027-02-14', '2027-02-06')).toBe(false);
    expect(tenantReminderDue('2027-02-14', '2027-02-07')).toBe(true);
    expect(tenantReminderDue('2027-02-14', '2027-02-14')).toBe(true);
    expect(tenantReminderDue('2027-02-14', '2027-02-15')).toBe(false);
  });
});

describe('late notices', () => {
  it('a notice on the deadline is in time; the day after is late (still sent)', () => {
    expect(isNoticeLate('2027-03-15', '2027-06-15')).toBe(false);
    expect(isNoticeLate('2027-03-16', '2027-06-15')).toBe(true);
  });

  it('a notice is late exactly when it comes after the deadline', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -200, max: 200 }), (end, offset) => {
        const sent = addDays(noticeDeadline(end), offset);
        return isNoticeLate(sent, end) === offset > 0;
      }),
    );
  });
});

describe('renewalPhase', () => {
  const fixed = (endDate: string | null, status = 'active', termKind = 'fixed') => ({ status, termKind, endDate });

  it('applies only to active fixed-term contracts with an end date', () => {
    expect(renewalPhase(fixed('2027-06-15', 'draft'), '2027-02-01')).toBe('not_applicable');
    expect(renewalPhase(fixed(null, 'active', 'indefinite'), '2027-02-01')).toBe('not_applicable');
    expect(renewalPhase(fixed('2027-06-15', 'ended'), '2027-02-01')).toBe('not_applicable');
  });

  it('is early before the 6 months, open up to the deadline, late until the end, then ended', () => {
    expect(renewalPhase(fixed('2027-06-15'), '2026-12-14')).toBe('early');
    expect(renewalPhase(fixed('2027-06-15'), '2026-12-15')).toBe('open');
    expect(renewalPhase(fixed('2027-06-15'), '2027-03-15')).toBe('open');
    expect(renewalPhase(fixed('2027-06-15'), '2027-03-16')).toBe('late');
    expect(renewalPhase(fixed('2027-06-15'), '2027-06-15')).toBe('late');
    expect(renewalPhase(fixed('2027-06-15'), '2027-06-16')).toBe('ended');
    expect(promptFrom('2027-08-31')).toBe('2027-02-28');
  });

  it('lets the landlord give notice exactly while open or late', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -400, max: 30 }), (end, offset) => {
        const today = addDays(end, offset);
        const phase = renewalPhase(fixed(end), today);
        return mayGiveNotice(phase) === (today >= promptFrom(end) && today <= end);
      }),
    );
  });
});

describe('landlord reminders (30 and 7 days before the deadline)', () => {
  const end = '2027-06-15'; // deadline 2027-03-15
  it('is none early, 30 from 30 days before, 7 from 7 days before, none after the deadline', () => {
    expect(landlordReminderDue(end, '2027-02-12')).toBeNull();
    expect(landlordReminderDue(end, '2027-02-13')).toBe(30);
    expect(landlordReminderDue(end, '2027-03-07')).toBe(30);
    expect(landlordReminderDue(end, '2027-03-08')).toBe(7);
    expect(landlordReminderDue(end, '2027-03-15')).toBe(7);
    expect(landlordReminderDue(end, '2027-03-16')).toBeNull();
  });
});

describe('reasons for not renewing', () => {
  it('are asked for where the tenant has a priority right (housing)', () => {
    expect(isReasonRequired('dwelling')).toBe(true);
    expect(isReasonRequired('room')).toBe(true);
    expect(isReasonRequired('commercial')).toBe(false);
  });

  it('need words for a breach and for another reason', () => {
    expect(isReasonTextRequired('tenant_breach')).toBe(true);
    expect(isReasonTextRequired('other_lawful')).toBe(true);
    expect(isReasonTextRequired('sale')).toBe(false);
  });

  it('renewal starts the day after the end', () => {
    expect(renewalStartDate('2027-12-31')).toBe('2028-01-01');
    expect(renewalStartDate('2028-02-28')).toBe('2028-02-29');
  });
});
