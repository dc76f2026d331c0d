import { addDays, addMonths, daysBetween } from './contract-rules.ts';

// Renewal and the tenant's priority right (forgangsréttur), 51. gr. húsaleigulaga nr. 36/1994
// (DOMAIN.md "Renewal / priority right"; the choices made where the sources are silent:
// docs/rules/renewals.md). Pure, no I/O: the service, the pages, the API and the daily job ask
// these. Every rule cites its article here, in one place (RENEWAL_ARTICLES).

/** The articles each rule rests on, shown beside the deadlines and reasons. */
export const RENEWAL_ARTICLES = {
  /** The landlord who will keep renting notifies the tenant at least 3 months before the end. */
  notice: '51. gr.',
  /** The tenant answers within 30 days of the notice, or the priority right lapses. */
  answer: '51. gr.',
  /** The grounds on which a landlord may refuse the priority right. */
  reasons: '51. gr.',
  /** A fixed-term lease ends on its end date without notice. */
  fixedTermEnds: '58. gr.',
} as const;

/** 51. gr.: the landlord notifies the tenant at least this many calendar months before the end. */
export const NOTICE_MONTHS = 3;
/** 51. gr.: the tenant has this many days from the notice to accept the offer. */
export const ANSWER_DAYS = 30;
/** Product choice: the contract page starts showing the renewal block this many months before the end. */
export const PROMPT_MONTHS = 6;
/** Product choice: the landlord is reminded this many days before the notice deadline (once each). */
export const LANDLORD_REMINDER_DAYS = [30, 7] as const;
/** Product choice: the tenant is reminded once when this many days (or fewer) remain to answer. */
export const TENANT_REMINDER_DAYS = 7;

export const RENEWAL_KINDS = ['offer', 'not_renew'] as const;
export type RenewalKind = (typeof RENEWAL_KINDS)[number];

export const RENEWAL_STATUSES = ['sent', 'accepted', 'declined', 'lapsed', 'withdrawn'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

/**
 * The grounds 51. gr. lets a landlord give for refusing the tenant's priority right: the
 * landlord or a close relative will live there, the property is to be sold, significant repairs
 * or renovation make it unfit to live in, the tenant breached the lease, the home was tied to
 * the tenant's employment which has ended, or another fair and lawful reason.
 */
export const NOT_RENEW_REASONS = ['own_use', 'sale', 'renovation', 'tenant_breach', 'employment_ended', 'other_lawful'] as const;
export type NotRenewReason = (typeof NOT_RENEW_REASONS)[number];

/** Reasons that need the landlord's own words too (which breach; which other reason). */
export const REASONS_NEEDING_TEXT: readonly NotRenewReason[] = ['tenant_breach', 'other_lawful'];

/** The kinds of property whose tenant has the priority right of 51. gr.: housing (a dwelling or a room). */
export const PRIORITY_RIGHT_CATEGORIES = ['dwelling', 'room'] as const;

/**
 * Our reading of "with the reason where the law asks": where the tenant has a priority right
 * (housing: a dwelling or a room, 51. gr.), the landlord may refuse it only on one of the grounds
 * of 51. gr., so a notice that the contract will not be renewed names its ground. Every lease made
 * here is for housing, so in practice the ground is always asked for.
 */
export function isReasonRequired(category: string): boolean {
  return (PRIORITY_RIGHT_CATEGORIES as readonly string[]).includes(category);
}

export function isReasonTextRequired(reason: NotRenewReason): boolean {
  return REASONS_NEEDING_TEXT.includes(reason);
}

/**
 * The last day the landlord may notify the tenant (51. gr.): the end date less 3 calendar
 * months, the same day of the month; when that month is shorter (31 May → February), its last
 * day (28 or 29 February). Never later than the end date less 89 days, never earlier than less 92.
 */
export function noticeDeadline(endDay: string): string {
  return addMonths(endDay, -NOTICE_MONTHS);
}

/** The day the product starts asking the landlord (6 months before the end, same month arithmetic). */
export function promptFrom(endDay: string): string {
  return addMonths(endDay, -PROMPT_MONTHS);
}

/** The last day the tenant may accept: the day the notice was delivered + 30 days (51. gr.). */
export function answerDeadline(deliveredDay: string): string {
  return addDays(deliveredDay, ANSWER_DAYS);
}

/** A notice delivered after the deadline is still sent, and shown as late (51. gr.). */
export function isNoticeLate(deliveredDay: string, endDay: string): boolean {
  return deliveredDay > noticeDeadline(endDay);
}

/** An offer unanswered after its answer day has lapsed: the tenant's priority right is gone. */
export function hasLapsed(answerDue: string, today: string): boolean {
  return today > answerDue;
}

/** The first day of the renewed lease: the day after the old one ends. */
export function renewalStartDate(endDay: string): string {
  return addDays(endDay, 1);
}

export type RenewalPhase =
  /** Not a fixed-term active contract with an end date: renewal does not apply. */
  | 'not_applicable'
  /** More than 6 months to go: nothing to do yet. */
  | 'early'
  /** Within 6 months and on or before the notice deadline. */
  | 'open'
  /** Past the notice deadline, the end date not yet passed: a notice is still possible, shown as late. */
  | 'late'
  /** The end date has passed. */
  | 'ended';

/** Where a contract stands on `today` (ISO days). */
export function renewalPhase(
  contract: { status: string; termKind: string; endDate: string | null },
  today: string,
): RenewalPhase {
  if (contract.status !== 'active' || contract.termKind !== 'fixed' || !contract.endDate) return 'not_applicable';
  if (today > contract.endDate) return 'ended';
  if (today > noticeDeadline(contract.endDate)) return 'late';
  if (today < promptFrom(contract.endDate)) return 'early';
  return 'open';
}

/** Whether the landlord side may send a notice (offer or not-renew) now: in the window, late included. */
export function mayGiveNotice(phase: RenewalPhase): boolean {
  return phase === 'open' || phase === 'late';
}

/**
 * Which landlord reminder (days before the notice deadline) is due on `today`, if any: the
 * smallest of LANDLORD_REMINDER_DAYS whose day has come, from the deadline back; none after the
 * deadline. The job sends each once; when it first runs inside the 7-day reminder, the 30-day
 * one is not sent as well.
 */
export function landlordReminderDue(endDay: string, today: string): (typeof LANDLORD_REMINDER_DAYS)[number] | null {
  const left = daysBetween(today, noticeDeadline(endDay));
  if (left < 0) return null;
  let due: (typeof LANDLORD_REMINDER_DAYS)[number] | null = null;
  for (const days of LANDLORD_REMINDER_DAYS) if (left <= days && (due === null || days < due)) due = days;
  return due;
}

/** Whether the tenant's one reminder is due: the offer is open and 7 days or fewer remain. */
export function tenantReminderDue(answerDue: string, today: string): boolean {
  const left = daysBetween(today, answerDue);
  return left >= 0 && left <= TENANT_REMINDER_DAYS;
}

/** Days left until `day` (negative once past). */
export function daysLeft(today: string, day: string): number {
  return daysBetween(today, day);
}
