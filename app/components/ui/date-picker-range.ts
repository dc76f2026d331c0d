import { type CalendarDate, parseDate, today as todayIn } from '@internationalized/date';

/** Iceland keeps UTC all year (common/format.ts shows dates in UTC too). */
export const ICELAND_TIME_ZONE = 'Atlantic/Reykjavik';

export interface DatePickerRange {
  minValue: CalendarDate;
  maxValue: CalendarDate;
}

/** The dates a DatePicker accepts: from 100 years before `today` to 10 years after it. */
export function datePickerRange(today: CalendarDate): DatePickerRange {
  return {
    minValue: today.subtract({ years: 100 }),
    maxValue: today.add({ years: 10 }),
  };
}

/** Today's date in Iceland. Call it in an effect or a loader, never while rendering (hydration). */
export function icelandToday(): CalendarDate {
  return todayIn(ICELAND_TIME_ZONE);
}

/** "2026-03-14" -> CalendarDate, or null for anything else. */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}
