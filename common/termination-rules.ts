// Ending a lease (húsaleigulög nr. 36/1994): notice on an indefinite lease (56. gr.), the
// landlord's reasons (51. gr.), fixed-term leases (58. gr.), rescission (61. gr.) and the written
// demand before rescission for unpaid rent. Pure: the pages, the API and the services decide on
// these (docs/rules/terminations.md).

import { firstOfNextMonth } from './calendar-day.ts';
import { addDays, addMonths } from './contract-rules.ts';

export const TERMINATION_KINDS = ['default', 'negotiate', 'violate'] as const;
export type TerminationKind = (typeof TERMINATION_KINDS)[number];

export const TERMINATION_SIDES = ['landlord', 'tenant'] as const;
export type TerminationSide = (typeof TERMINATION_SIDES)[number];

/** draft -> sent -> accepted | rejected | countered; a draft (or an unanswered proposal) can be withdrawn. */
export const TERMINATION_STATUSES = ['draft', 'sent', 'accepted', 'rejected', 'countered', 'withdrawn'] as const;
export type TerminationStatus = (typeof TERMINATION_STATUSES)[number];

/** What is let, as 56. gr. counts the notice: storage, a single room, or a dwelling. */
export const NOTICE_PROPERTY_KINDS = ['storage', 'room', 'dwelling'] as const;
export type NoticePropertyKind = (typeof NOTICE_PROPERTY_KINDS)[number];

/** A landlord who is a natural person, or a legal person (a company, a team with a company kennitala). */
export type LandlordKind = 'person' | 'company';

/** The reasons a landlord may give for ending an indefinite lease (51. gr., 56. gr.). */
export const LANDLORD_REASONS = [
  'own_use',
  'sale',
  'major_repairs',
  'employment_ended',
  'tenant_breach',
  'other_reasonable',
] as const;
export type LandlordReason = (typeof LANDLORD_REASONS)[number];

/** Reasons that need the landlord's own words beside the code. */
export const REASONS_NEEDING_TEXT: readonly LandlordReason[] = ['tenant_breach', 'other_reasonable'];

/** Rescission by the landlord (61. gr.). */
export const RESCISSION_CASES = ['unpaid_rent', 'damage', 'disturbance', 'unauthorised_sublet', 'misuse'] as const;
export type RescissionCase = (typeof RESCISSION_CASES)[number];

export const DEMAND_KINDS = ['payment_demand', 'written_warning'] as const;
export type DemandKind = (typeof DEMAND_KINDS)[number];

/** A written demand for unpaid rent gives the tenant this many days to pay (61. gr. 1. tölul.). */
export const PAYMENT_DEMAND_DAYS = 7;
/** Special grounds written into a fixed-term lease: this many months' notice, both ways (58. gr.). */
export const FIXED_TERM_SPECIAL_NOTICE_MONTHS = 3;
/** A company landlord whose tenant has rented longer than this gives the longer notice (56. gr.). */
export const COMPANY_LONG_LEASE_MONTHS = 12;
export const COMPANY_NOTICE_MONTHS = 12;

export const NOTICE_MONTHS: Record<NoticePropertyKind, number> = { storage: 1, room: 3, dwelling: 6 };

export const ARTICLES = {
  notice: '56. gr.',
  reasons: '51. gr.',
  fixedTerm: '58. gr.',
  rescission: '61. gr.',
} as const;

/** Which rule gave the notice period, for the words shown beside the date. */
export type NoticeBasis = NoticePropertyKind | 'company_long_lease' | 'fixed_term_special';

/** The rule applied, stored with the termination as data. */
export interface NoticeRule {
  months: number;
  article: string;
  basis: NoticeBasis;
  /** The first day the period runs: the 1st of the month after the notice. */
  runsFrom: string;
}

/**
 * Whether the tenant has rented for more than 12 months on the notice day: the notice day is
 * after the day 12 months from the start (started 1 March 2025: 1 March 2026 is exactly 12
 * months, not more; 2 March 2026 is more).
 */
export function rentedLongerThan12Months(leaseStart: string, noticeDate: string): boolean {
  return noticeDate > addMonths(leaseStart, COMPANY_LONG_LEASE_MONTHS);
}

export interface NoticeInput {
  property: NoticePropertyKind;
  /** Who gives notice. */
  side: TerminationSide;
  landlordKind: LandlordKind;
  /** The lease's first day (ISO). */
  leaseStart: string;
  noticeDate: string;
}

/**
 * The notice period of an indefinite lease (56. gr.): storage 1 month, a room 3, a dwelling 6,
 * both ways. Our reading of the longer period: when the landlord gives notice, the landlord is a
 * legal person, what is let is a dwelling, and on the notice day the tenant has rented for more
 * than 12 months (rentedLongerThan12Months), the landlord gives 12 months.
 */
export function noticePeriod(input: NoticeInput): { months: number; basis: NoticeBasis } {
  if (
    input.side === 'landlord' &&
    input.landlordKind === 'company' &&
    input.property === 'dwelling' &&
    rentedLongerThan12Months(input.leaseStart, input.noticeDate)
  )
    return { months: COMPANY_NOTICE_MONTHS, basis: 'company_long_lease' };
  return { months: NOTICE_MONTHS[input.property], basis: input.property };
}

/** The first day of the month after the day's month (common/calendar-day.ts). */
export { firstOfNextMonth };

/**
 * The legal end date: the period runs from the 1st of the month after the notice and ends on the
 * last day of its last month (notice 15 March, 6 months: from 1 April to 30 September).
 */
export function legalEndDate(noticeDate: string, months: number): string {
  return addDays(addMonths(firstOfNextMonth(noticeDate), months), -1);
}

/** The notice's rule and its legal end date, for an indefinite lease. */
export function indefiniteNotice(input: NoticeInput): { rule: NoticeRule; endDate: string } {
  const { months, basis } = noticePeriod(input);
  const runsFrom = firstOfNextMonth(input.noticeDate);
  return { rule: { months, basis, article: ARTICLES.notice, runsFrom }, endDate: legalEndDate(input.noticeDate, months) };
}

export type NoticeRefusal = 'termination_fixed_term' | 'termination_fixed_term_after_end';

/**
 * Notice on a lease: an indefinite lease by 56. gr.; a fixed-term one only when special grounds
 * for ending it are written into the contract (58. gr.), then with 3 months' notice both ways,
 * and never past the term's own end. Otherwise the refusal's code (a fixed-term lease ends at
 * the end of its term, or by rescission).
 */
export function noticeOn(
  lease: {
    termKind: 'fixed' | 'indefinite';
    endDate: string | null;
    /** The special grounds written into a fixed-term contract, or null. */
    fixedTermGrounds: string | null;
  },
  input: NoticeInput,
): { ok: true; rule: NoticeRule; endDate: string } | { ok: false; code: NoticeRefusal; article: string } {
  if (lease.termKind === 'indefinite') return { ok: true, ...indefiniteNotice(input) };
  if (!lease.fixedTermGrounds?.trim()) return { ok: false, code: 'termination_fixed_term', article: ARTICLES.fixedTerm };
  const months = FIXED_TERM_SPECIAL_NOTICE_MONTHS;
  const endDate = legalEndDate(input.noticeDate, months);
  if (lease.endDate !== null && endDate > lease.endDate)
    return { ok: false, code: 'termination_fixed_term_after_end', article: ARTICLES.fixedTerm };
  return {
    ok: true,
    rule: { months, basis: 'fixed_term_special', article: ARTICLES.fixedTerm, runsFrom: firstOfNextMonth(input.noticeDate) },
    endDate,
  };
}

/** What a rescission case needs before it may be used. */
export type RescissionPrecondition = 'expired_payment_demand' | 'written_warning' | 'none';

export const RESCISSION_PRECONDITIONS: Record<RescissionCase, RescissionPrecondition> = {
  unpaid_rent: 'expired_payment_demand',
  misuse: 'written_warning',
  damage: 'none',
  disturbance: 'none',
  unauthorised_sublet: 'none',
};

/** What the contract's demands and warnings show, for deciding the preconditions. */
export interface DemandFacts {
  /** A payment demand whose 7 days passed with the rent still unpaid. */
  expiredPaymentDemand: boolean;
  /** A written warning was sent before. */
  writtenWarning: boolean;
}

export function rescissionAllowed(kase: RescissionCase, facts: DemandFacts): boolean {
  const need = RESCISSION_PRECONDITIONS[kase];
  if (need === 'expired_payment_demand') return facts.expiredPaymentDemand;
  if (need === 'written_warning') return facts.writtenWarning;
  return true;
}

/**
 * When a rescission takes effect: on delivery of the written notice (the day it is sent), or on
 * a later day the landlord names. A day before the notice is refused.
 */
export function rescissionEffectiveDate(sentDay: string, chosen: string | null): string | null {
  if (chosen === null) return sentDay;
  return chosen < sentDay ? null : chosen;
}

/** The last day the tenant may pay after a written demand sent on `sentDay`. */
export function paymentDemandDeadline(sentDay: string): string {
  return addDays(sentDay, PAYMENT_DEMAND_DAYS);
}

/** A demand whose deadline has passed (the day after its last day) while unpaid. */
export function paymentDemandExpired(deadline: string, today: string): boolean {
  return today > deadline;
}

/**
 * A mutual end date one side proposes: not before today, and for a fixed-term lease not after
 * its own end (a later end is a renewal). A code, or null when the date may be proposed.
 */
export function negotiatedEndRefusal(
  proposed: string,
  today: string,
  lease: { termKind: 'fixed' | 'indefinite'; endDate: string | null },
): 'date_in_past' | 'termination_after_term' | null {
  if (proposed < today) return 'date_in_past';
  if (lease.termKind === 'fixed' && lease.endDate !== null && proposed > lease.endDate) return 'termination_after_term';
  return null;
}

export function isLandlordReason(value: unknown): value is LandlordReason {
  return typeof value === 'string' && (LANDLORD_REASONS as readonly string[]).includes(value);
}

export function isRescissionCase(value: unknown): value is RescissionCase {
  return typeof value === 'string' && (RESCISSION_CASES as readonly string[]).includes(value);
}

/** The other side. */
export function otherSide(side: TerminationSide): TerminationSide {
  return side === 'landlord' ? 'tenant' : 'landlord';
}
