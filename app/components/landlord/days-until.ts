import { MS_PER_DAY } from '#common/calendar-day.ts';

/** Whole days from now until `iso`, rounded up (a listing expiring in 3 h has 1 day left). */
export function daysUntil(iso: string, now: number): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / MS_PER_DAY));
}
