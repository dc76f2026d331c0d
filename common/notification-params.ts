import { dayOf, dayStart } from './calendar-day.ts';
import { formatDate, formatMoney } from './format.ts';
import type { Locale } from './locales.ts';

// A notification's params as its words show them (docs/rules/notifications.md): a param whose
// name ends in `Isk` is an amount in krónur, stored as a number and shown in the reader's
// language (289.000 kr., ISK 289,000); a calendar day (stored YYYY-MM-DD; older rows DD.MM.YYYY)
// is written out in the reader's language ("1. nóvember 2026", "1 November 2026"); anything else
// as it is.

const DOTTED_DAY = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && dayOf(dayStart(value)) === value;

function shown(key: string, value: string | number, locale: Locale): string {
  if (key.endsWith('Isk') && typeof value === 'number') return formatMoney(value, locale);
  if (typeof value !== 'string') return String(value);
  const dotted = DOTTED_DAY.exec(value);
  const day = dotted ? `${dotted[3]}-${dotted[2]}-${dotted[1]}` : value;
  return isDay(day) ? formatDate(dayStart(day), 'date', locale) : value;
}

export function notificationVars(params: Record<string, string | number>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, shown(key, value, locale)]));
}
