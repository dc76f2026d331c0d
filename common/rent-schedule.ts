import type { PaymentDay, TermKind } from './contract-model.ts';
import { addDays, addMonths, daysBetween, monthOf } from './contract-rules.ts';

// The rent payment schedule of a contract (docs/rules/rent-payments.md): one row per month the
// rent covers, from the start date to the end date of a fixed term, or up to a rolling horizon for
// an indefinite lease. Rent is paid in advance (DOMAIN.md "Rental contracts"). Pure: the database
// side is server/domain/rent-schedule/.

/** An indefinite lease has its months made up to this many months after the current one (extended daily). */
export const ROLLING_HORIZON_MONTHS = 12;

export interface ScheduleTerms {
  startDate: string;
  termKind: TermKind;
  /** The last day of a fixed term (ignored for an indefinite lease). */
  endDate: string | null;
  rentIsk: number;
  paymentDay: PaymentDay;
  /** Free text for 'other' ("the 5th of each month"); its first day number 1-31 is used. */
  paymentDayOther: string | null;
}

export interface ScheduleMonth {
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  /** The rent of the period, pro rata for a part month (whole krónur, half up). */
  baseAmountIsk: number;
}

/** The last day of the day's month. */
export function lastDayOfMonth(day: string): string {
  return addDays(addMonths(monthOf(day), 1), -1);
}

/** How many days the day's month has (28-31). */
export function daysInMonth(day: string): number {
  return Number(lastDayOfMonth(day).slice(8));
}

/**
 * Rent for `days` days of a month of `monthDays` days: rent × days / monthDays, rounded to whole
 * krónur, half up. A whole month is exactly the rent. Integer arithmetic: no float drift.
 */
export function proRata(rentIsk: number, days: number, monthDays: number): number {
  if (days >= monthDays) return rentIsk;
  return Math.floor((2 * rentIsk * days + monthDays) / (2 * monthDays));
}

/** The day of the month 'other' names: the first number 1-31 in the text, or null. */
export function otherPaymentDay(text: string | null): number | null {
  const match = /\b([1-9]|[12]\d|3[01])\b/.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * When the rent for the month starting at `month` (a first day) is due, paid in advance:
 * 'first' the 1st of that month; 'last' the last day of the month before; 'other' that day of
 * the month, clamped to the month's length (the 31st is the 30th in April, the 28th or 29th in
 * February); 'other' without a day number in its text is treated as 'first'.
 */
export function nominalDueDate(month: string, paymentDay: PaymentDay, paymentDayOther: string | null): string {
  if (paymentDay === 'last') return addDays(month, -1);
  if (paymentDay === 'other') {
    const dayNumber = otherPaymentDay(paymentDayOther);
    if (dayNumber !== null) {
      const day = Math.min(dayNumber, daysInMonth(month));
      return `${month.slice(0, 8)}${String(day).padStart(2, '0')}`;
    }
  }
  return month;
}

/**
 * The schedule's months. A fixed term runs from the start date to its end date; an indefinite
 * lease up to the month ROLLING_HORIZON_MONTHS after `today`'s. The first and last periods may be
 * part months (pro rata: days covered / days in that month). A part first month is due on its
 * first day (the lease's start); every other month on its nominal due date.
 */
export function scheduleMonths(terms: ScheduleTerms, today: string): ScheduleMonth[] {
  const lastDay =
    terms.termKind === 'fixed' && terms.endDate
      ? terms.endDate
      : lastDayOfMonth(addMonths(monthOf(today > terms.startDate ? today : terms.startDate), ROLLING_HORIZON_MONTHS));
  const months: ScheduleMonth[] = [];
  let month = monthOf(terms.startDate);
  while (month <= lastDay) {
    const periodStart = [month, terms.startDate].sort()[1];
    const monthEnd = lastDayOfMonth(month);
    const periodEnd = [monthEnd, lastDay].sort()[0];
    const days = daysBetween(periodStart, periodEnd) + 1;
    const partFirst = periodStart !== month;
    months.push({
      periodStart,
      periodEnd,
      dueDate: partFirst ? periodStart : nominalDueDate(month, terms.paymentDay, terms.paymentDayOther),
      baseAmountIsk: proRata(terms.rentIsk, days, daysInMonth(month)),
    });
    month = addMonths(month, 1);
  }
  return months;
}
