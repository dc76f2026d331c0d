import { describe, expect, it } from 'vitest';
import {
  effectiveOfferStatus,
  hoursLeft,
  isSecurityAllowed,
  isValidExpiryDays,
  isValidTermMonths,
  leaseEndDate,
  maxSecurityIsk,
  offerExpiresAt,
  reminderDelaySeconds,
  suggestedStartDate,
} from './offer-rules.ts';

describe('security (40. gr.)', () => {
  it('allows exactly three months of rent and refuses one króna more', () => {
    expect(maxSecurityIsk('cash_deposit', 250_000)).toBe(750_000);
    expect(isSecurityAllowed('cash_deposit', 750_000, 250_000)).toBe(true);
    expect(isSecurityAllowed('cash_deposit', 750_001, 250_000)).toBe(false);
    for (const type of ['bank_guarantee', 'third_party_guarantee', 'insurance', 'platform_guarantee'] as const) {
      expect(isSecurityAllowed(type, 750_000, 250_000)).toBe(true);
      expect(isSecurityAllowed(type, 750_001, 250_000)).toBe(false);
    }
  });

  it('caps a mutual fund fee at 10% of one month, rounded down to whole krónur', () => {
    expect(maxSecurityIsk('mutual_fund_fee', 250_000)).toBe(25_000);
    expect(isSecurityAllowed('mutual_fund_fee', 25_000, 250_000)).toBe(true);
    expect(isSecurityAllowed('mutual_fund_fee', 25_001, 250_000)).toBe(false);
    expect(maxSecurityIsk('mutual_fund_fee', 249_999)).toBe(24_999);
  });

  it('takes nothing for none, and no negative or fractional amounts', () => {
    expect(isSecurityAllowed('none', 0, 250_000)).toBe(true);
    expect(isSecurityAllowed('none', 1, 250_000)).toBe(false);
    expect(isSecurityAllowed('cash_deposit', -1, 250_000)).toBe(false);
    expect(isSecurityAllowed('cash_deposit', 10.5, 250_000)).toBe(false);
  });
});

describe('term and expiry bounds', () => {
  it('takes 1-30 days to answer', () => {
    expect(isValidExpiryDays(0)).toBe(false);
    expect(isValidExpiryDays(1)).toBe(true);
    expect(isValidExpiryDays(30)).toBe(true);
    expect(isValidExpiryDays(31)).toBe(false);
    expect(isValidExpiryDays(2.5)).toBe(false);
  });

  it('takes a fixed term of 1-600 months, or none (indefinite)', () => {
    expect(isValidTermMonths(null)).toBe(true);
    expect(isValidTermMonths(0)).toBe(false);
    expect(isValidTermMonths(1)).toBe(true);
    expect(isValidTermMonths(600)).toBe(true);
    expect(isValidTermMonths(601)).toBe(false);
  });

  it('expires 7 days after sending by default', () => {
    const sent = new Date('2026-03-01T12:00:00Z');
    expect(offerExpiresAt(sent).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(offerExpiresAt(sent, 1).toISOString()).toBe('2026-03-02T12:00:00.000Z');
  });

  it('reads a sent offer past its time as expired, to the millisecond', () => {
    const at = new Date('2026-03-08T12:00:00Z');
    expect(effectiveOfferStatus('sent', at, new Date(at.getTime() - 1))).toBe('sent');
    expect(effectiveOfferStatus('sent', at, at)).toBe('expired');
    expect(effectiveOfferStatus('accepted', at, new Date(at.getTime() + 1))).toBe('accepted');
    expect(hoursLeft(at, new Date(at.getTime() - 3_600_001))).toBe(2);
    expect(hoursLeft(at, new Date(at.getTime() + 1))).toBe(0);
  });
});

describe('lease end date', () => {
  it('ends the day before the same date after the term', () => {
    expect(leaseEndDate('2026-01-01', 12)).toBe('2026-12-31');
    expect(leaseEndDate('2026-03-15', 6)).toBe('2026-09-14');
    expect(leaseEndDate('2026-11-01', 3)).toBe('2027-01-31');
  });
  it('ends on the last day of a month too short for the start day', () => {
    expect(leaseEndDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(leaseEndDate('2027-01-30', 13)).toBe('2028-02-29');
  });
  it('has no end when indefinite', () => {
    expect(leaseEndDate('2026-01-01', null)).toBeNull();
  });
});

describe('suggested start date', () => {
  it("takes the tenant's move-in when ahead, else the listing's availability, else tomorrow", () => {
    expect(suggestedStartDate({ moveIn: '2026-05-01', availableFrom: '2026-04-01', today: '2026-03-01' })).toBe('2026-05-01');
    expect(suggestedStartDate({ moveIn: '2026-02-01', availableFrom: '2026-04-01', today: '2026-03-01' })).toBe('2026-04-01');
    expect(suggestedStartDate({ moveIn: null, availableFrom: null, today: '2026-02-28' })).toBe('2026-03-01');
  });
});

describe('reminder', () => {
  it('is due a day before expiry, and not queued for an offer with a day or less to run', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(reminderDelaySeconds(new Date('2026-03-08T12:00:00Z'), now)).toBe(6 * 86_400);
    expect(reminderDelaySeconds(new Date('2026-03-02T12:00:01Z'), now)).toBe(1);
    expect(reminderDelaySeconds(new Date('2026-03-02T12:00:00Z'), now)).toBeNull();
  });
});
