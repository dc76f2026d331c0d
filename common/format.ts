// One formatting module for money, numbers and dates. It never calls toLocaleString or Intl,
// because Node's and the browser's ICU disagree (Icelandic "289.000" vs "289,000") and that
// breaks hydration. Iceland keeps UTC all year, so dates are shown in UTC.
import type { Locale } from './locales.ts';

interface LocaleData {
  group: string;
  decimal: string;
  months: string[];
  monthsGenitive?: string[];
  weekdays: string[]; // Sunday first
  money: (amount: string) => string;
  short: (d: number, m: number, y: number) => string;
  date: (d: number, month: string, y: number) => string;
  long: (weekday: string, date: string, time: string) => string;
}

const pad = (n: number) => String(n).padStart(2, '0');

const DATA: Record<Locale, LocaleData> = {
  is: {
    group: '.',
    decimal: ',',
    months: [
      'janúar',
      'febrúar',
      'mars',
      'apríl',
      'maí',
      'júní',
      'júlí',
      'ágúst',
      'september',
      'október',
      'nóvember',
      'desember',
    ],
    weekdays: ['sunnudagur', 'mánudagur', 'þriðjudagur', 'miðvikudagur', 'fimmtudagur', 'föstudagur', 'laugardagur'],
    money: (a) => `${a} kr.`,
    short: (d, m, y) => `${d}.${m}.${y}`,
    date: (d, month, y) => `${d}. ${month} ${y}`,
    long: (w, date, time) => `${w} ${date} kl. ${time}`,
  },
  en: {
    group: ',',
    decimal: '.',
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    money: (a) => `ISK ${a}`,
    short: (d, m, y) => `${pad(d)}/${pad(m)}/${y}`,
    date: (d, month, y) => `${d} ${month} ${y}`,
    long: (w, date, time) => `${w}, ${date} at ${time}`,
  },
  uk: {
    group: '\u00a0',
    decimal: ',',
    months: [
      'січень',
      'лютий',
      'березень',
      'квітень',
      'травень',
      'червень',
      'липень',
      'серпень',
      'вересень',
      'жовтень',
      'листопад',
      'грудень',
    ],
    monthsGenitive: [
      'січня',
      'лютого',
      'березня',
      'квітня',
      'травня',
      'червня',
      'липня',
      'серпня',
      'вересня',
      'жовтня',
      'листопада',
      'грудня',
    ],
    weekdays: ['неділя', 'понеділок', 'вівторок', 'середа', 'четвер', 'пʼятниця', 'субота'],
    money: (a) => `${a}\u00a0ISK`,
    short: (d, m, y) => `${pad(d)}.${pad(m)}.${y}`,
    // "року" written out: the abbreviation "р." gave a double full stop at a sentence's end.
    date: (d, month, y) => `${d} ${month} ${y} року`,
    long: (w, date, time) => `${w}, ${date} о ${time}`,
  },
  pl: {
    group: '\u00a0',
    decimal: ',',
    months: [
      'styczeń',
      'luty',
      'marzec',
      'kwiecień',
      'maj',
      'czerwiec',
      'lipiec',
      'sierpień',
      'wrzesień',
      'październik',
      'listopad',
      'grudzień',
    ],
    monthsGenitive: [
      'stycznia',
      'lutego',
      'marca',
      'kwietnia',
      'maja',
      'czerwca',
      'lipca',
      'sierpnia',
      'września',
      'października',
      'listopada',
      'grudnia',
    ],
    weekdays: ['niedziela', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota'],
    money: (a) => `${a}\u00a0ISK`,
    short: (d, m, y) => `${pad(d)}.${pad(m)}.${y}`,
    date: (d, month, y) => `${d} ${month} ${y}`,
    long: (w, date, time) => `${w}, ${date}, ${time}`,
  },
};

/** Whole numbers with the locale's grouping: is 289.000, en 289,000, uk/pl 289 000. */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  const data = DATA[locale];
  const negative = value < 0;
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole, fraction] = fixed.split('.');
  // Polish does not group four-digit numbers (1000, but 10 000).
  const group = locale === 'pl' && whole.length <= 4 ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, data.group);
  return `${negative ? '-' : ''}${group}${fraction ? data.decimal + fraction : ''}`;
}

/** Money in whole krónur. */
export function formatMoney(krona: number, locale: Locale): string {
  return DATA[locale].money(formatNumber(Math.round(krona), locale));
}

export type DateFormat = 'short' | 'date' | 'year' | 'long' | 'time';

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** The spec's five date formats (§9): short, date, year, long and time. */
export function formatDate(value: Date | string | number, format: DateFormat, locale: Locale): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const data = DATA[locale];
  const d = date.getUTCDate();
  const m = date.getUTCMonth();
  const y = date.getUTCFullYear();
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  const dateText = () => data.date(d, (data.monthsGenitive ?? data.months)[m], y);
  switch (format) {
    case 'short':
      return data.short(d, m + 1, y);
    case 'date':
      return dateText();
    case 'year':
      return String(y);
    case 'time':
      return time;
    case 'long':
      return data.long(data.weekdays[date.getUTCDay()], dateText(), time);
  }
}

/** A weekday's name, ISO numbering: 1 = Monday … 7 = Sunday. */
export function weekdayName(isoDay: number, locale: Locale): string {
  return DATA[locale].weekdays[isoDay % 7] ?? '';
}

export function monthNames(locale: Locale): string[] {
  return DATA[locale].months;
}

/**
 * A number for a form field, written as the language writes it and read back by the form schemas
 * (common/input.ts): whole amounts grouped ("339.000", "339 000"); decimals with the language's
 * decimal mark, no grouping and no trailing zeros ("92,4", "680,1", "1234,5"), so "1.234" is never
 * mistaken for one and a quarter. Empty for no value.
 */
export function formatInputNumber(value: number | null | undefined, locale: Locale, fractionDigits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  if (fractionDigits <= 0) return formatNumber(Math.round(value), locale);
  const fixed = value.toFixed(fractionDigits).replace(/\.?0+$/, '');
  return fixed.replace('.', DATA[locale].decimal);
}

/**
 * A month written out, as the month stands alone: "október 2026", "October 2026", "жовтень 2026",
 * "październik 2026". Takes "YYYY-MM", a day "YYYY-MM-DD" or a Date (UTC); empty when none.
 */
export function formatMonth(value: Date | string, locale: Locale): string {
  let year: number;
  let month: number;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    year = value.getUTCFullYear();
    month = value.getUTCMonth() + 1;
  } else {
    const match = /^(\d{4})-(\d{2})/.exec(value);
    if (!match) return '';
    year = Number(match[1]);
    month = Number(match[2]);
  }
  const name = DATA[locale].months[month - 1];
  return name ? `${name} ${year}` : '';
}
