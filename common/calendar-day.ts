// Calendar days: ISO YYYY-MM-DD strings, counted in UTC. Iceland is on UTC all year (no summer
// time), so the day of an instant in Iceland is its UTC day, and no time zone ever moves a day.
// The one place the day is computed: use these instead of slicing toISOString or adding 86 400 000.

export const MS_PER_DAY = 86_400_000;

/** The calendar day (in Iceland) of an instant: 2026-03-15T23:59Z is 2026-03-15. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The instant a calendar day begins (midnight in Iceland). */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`));
}

/** The day `days` after `day` (negative goes back). */
export function addDays(day: string, days: number): string {
  return dayOf(new Date(dayStart(day).getTime() + days * MS_PER_DAY));
}

/** The instant `days` whole days (of 24 hours) after `at` (negative goes back). */
export function daysAfter(at: Date, days: number): Date {
  return new Date(at.getTime() + days * MS_PER_DAY);
}

/** Whole days of 24 hours that have passed from `from` to `to`, rounded down (23 hours is 0; negative when `to` is earlier). */
export function fullDaysBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / MS_PER_DAY);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / MS_PER_DAY);
}

/** How many days the month has (month 1-12): February 29 in a leap year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same date `months` later (negative goes back); when that month is too short (31 January + 1), its last day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const target = m - 1 + months;
  const year = y + Math.floor(target / 12);
  const month = ((target % 12) + 12) % 12;
  return dayOf(new Date(Date.UTC(year, month, Math.min(d, daysInMonth(year, month + 1)))));
}

/** The first day of the day's month. */
export function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month after the day's month. */
export function firstOfNextMonth(day: string): string {
  return addMonths(monthOf(day), 1);
}

/** Orders two days: negative when `a` is earlier, 0 the same day, positive when later. */
export function compareDays(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
