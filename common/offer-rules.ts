// Offers of a lease (DOMAIN.md "Applications, open houses, offers, inbox" and "Rental contracts";
// docs/rules/offers.md). Pure: the service enforces these, the pages use them to prefill and to
// show only what is allowed. Legal references are to Húsaleigulög nr. 36/1994. The limits a
// lease shares with the contract it becomes live in common/contract-rules.ts.

import { addDays, addMonths, daysAfter } from './calendar-day.ts';
import {
  contractMaxSecurityIsk,
  MAX_MUTUAL_FUND_FEE_PERCENT,
  MAX_SECURITY_MONTHS,
  MAX_START_DAYS_AHEAD,
  RENT_MAX_ISK,
  RENT_MIN_ISK,
} from './contract-rules.ts';

export { MAX_MUTUAL_FUND_FEE_PERCENT, MAX_SECURITY_MONTHS, MAX_START_DAYS_AHEAD };

export const OFFER_STATUSES = ['sent', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Kinds of security (trygging) a lease may require (40. gr.). */
export const OFFER_SECURITY_TYPES = [
  'bank_guarantee',
  'third_party_guarantee',
  'insurance',
  'cash_deposit',
  'mutual_fund_fee',
  'platform_guarantee',
  'none',
] as const;
export type OfferSecurityType = (typeof OFFER_SECURITY_TYPES)[number];

/** How long the tenant has to answer: 7 days unless the landlord chooses 1-30 (DOMAIN.md: "after 7 days"). */
export const DEFAULT_EXPIRY_DAYS = 7;
export const MIN_EXPIRY_DAYS = 1;
export const MAX_EXPIRY_DAYS = 30;

/** A fixed term of 1-600 months (50 years); no term means an indefinite lease (9. gr.). */
export const MIN_TERM_MONTHS = 1;
export const MAX_TERM_MONTHS = 600;

/** The registry form's bounds on monthly rent (REGISTRY.md "Rent"). */
export const MIN_OFFER_RENT_ISK = RENT_MIN_ISK;
export const MAX_OFFER_RENT_ISK = RENT_MAX_ISK;

/** The tenant is reminded once, this long before an unanswered offer lapses. */
export const REMINDER_HOURS_BEFORE_EXPIRY = 24;

/**
 * The most security this lease may ask for, in krónur. 40. gr.: three months' rent; a mutual
 * fund fee at most 10% of one month's rent (rounded down to whole krónur); none is 0.
 */
export function maxSecurityIsk(type: OfferSecurityType, rentIsk: number): number {
  return contractMaxSecurityIsk(type, rentIsk);
}

/** Whether the amount is allowed for this type and rent (40. gr.). */
export function isSecurityAllowed(type: OfferSecurityType, amountIsk: number, rentIsk: number): boolean {
  return Number.isInteger(amountIsk) && amountIsk >= 0 && amountIsk <= maxSecurityIsk(type, rentIsk);
}

/** When an offer sent now lapses. */
export function offerExpiresAt(sentAt: Date, days: number = DEFAULT_EXPIRY_DAYS): Date {
  return daysAfter(sentAt, days);
}

export function isValidExpiryDays(days: number): boolean {
  return Number.isInteger(days) && days >= MIN_EXPIRY_DAYS && days <= MAX_EXPIRY_DAYS;
}

export function isValidTermMonths(months: number | null): boolean {
  return months === null || (Number.isInteger(months) && months >= MIN_TERM_MONTHS && months <= MAX_TERM_MONTHS);
}

/**
 * The status as a reader should see it: a sent offer past its time is expired even before the
 * expiry job has run, so no page shows it as open.
 */
export function effectiveOfferStatus(status: OfferStatus, expiresAt: Date, now: Date): OfferStatus {
  return status === 'sent' && expiresAt.getTime() <= now.getTime() ? 'expired' : status;
}

/** The last day of a fixed term: the day before the same date `months` later (or null when indefinite). */
export function leaseEndDate(startDate: string, months: number | null): string | null {
  if (months === null) return null;
  // The same day of the month `months` later, one day back; when that month is too short for
  // the day (31 January + 1 month), its last day.
  const same = addMonths(startDate, months);
  return Number(startDate.slice(8)) > Number(same.slice(8)) ? same : addDays(same, -1);
}

/** The start date to prefill: the tenant's wished move-in when it is still ahead, else the listing's availability or tomorrow. */
export function suggestedStartDate(options: { moveIn: string | null; availableFrom: string | null; today: string }): string {
  const { moveIn, availableFrom, today } = options;
  if (moveIn && moveIn > today) return moveIn;
  if (availableFrom && availableFrom > today) return availableFrom;
  return addDays(today, 1);
}

/** A whole number of hours left (rounded up), or 0 once it has lapsed. */
export function hoursLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 3_600_000));
}

/** Seconds from now until the tenant's reminder is due, or null when the offer has no more than a day to run. */
export function reminderDelaySeconds(expiresAt: Date, now: Date): number | null {
  const due = expiresAt.getTime() - REMINDER_HOURS_BEFORE_EXPIRY * 3_600_000;
  return due > now.getTime() ? Math.ceil((due - now.getTime()) / 1000) : null;
}
