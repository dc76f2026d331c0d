// Viewing hours and times of day (docs/rules/viewings.md). Iceland keeps UTC all year, so a
// day and a clock time on the form are an instant in UTC, and the weekday is the UTC weekday.

import { dayOf } from './calendar-day.ts';

/** One weekly window: day 1 = Monday … 7 = Sunday, "HH:MM" from before to. */
export interface ViewingWindow {
  day: number;
  from: string;
  to: string;
}

/** How long a private viewing lasts. */
export const VIEWING_MINUTES = 30;

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant of a calendar day and a clock time in Iceland (UTC), or null when either is malformed. */
export function instantOf(day: string, clock: string): Date | null {
  if (!DAY.test(day) || !CLOCK.test(clock)) return null;
  const date = new Date(`${day}T${clock}:00Z`);
  if (Number.isNaN(date.getTime()) || dayOf(date) !== day) return null;
  return date;
}

/** "HH:MM" of an instant, in Iceland. */
export function clockOf(date: Date): string {
  return date.toISOString().slice(11, 16);
}

/** ISO weekday of an instant, in Iceland: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: Date): number {
  return ((date.getUTCDay() + 6) % 7) + 1;
}

/**
 * True when the whole visit, from `start` to `end`, lies inside one of the listing's viewing
 * windows on that weekday (a visit can't run past midnight or across two windows).
 */
export function isWithinViewingHours(hours: readonly ViewingWindow[], start: Date, end: Date): boolean {
  if (!(end > start)) return false;
  if (dayOf(start) !== dayOf(new Date(end.getTime() - 1))) return false;
  const day = isoWeekday(start);
  const from = clockOf(start);
  const endClock = clockOf(end) === '00:00' ? '24:00' : clockOf(end);
  return hours.some((h) => h.day === day && h.from <= from && endClock <= h.to);
}
