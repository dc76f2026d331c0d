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
    date: (d, month, y) => `${d} ${month} ${y}\u00a0р.`,
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
