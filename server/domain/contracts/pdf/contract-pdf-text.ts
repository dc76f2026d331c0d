import { formatDate, formatMoney, formatMonth, formatNumber } from '#common/format.ts';
import { formatKennitala } from '#common/kennitala.ts';
import type { Locale } from '#common/locales.ts';
import { formatPhone } from '#common/phone.ts';
import { translate } from '#server/i18n/messages.ts';

/** What an unfilled value reads as, in every language: never "null" or "undefined". */
export const EMPTY = '—';

/** The contract's fixed texts and value formats in one language (locales/<lang>/contractPdf.json). */
export interface PdfText {
  locale: Locale;
  t(key: string, vars?: Record<string, string>): string;
  /** Free text as written (NFC), or "—". */
  text(value: string | null | undefined): string;
  money(krona: number | null | undefined): string;
  number(value: number | null | undefined, fractionDigits?: number): string;
  /** An ISO day (YYYY-MM-DD) or instant as a date. */
  day(value: string | null | undefined): string;
  /** An ISO day as its month and year ("mars 2026"). */
  month(value: string | null | undefined): string;
  /** An ISO instant as date and time (UTC, Iceland's time all year). */
  instant(value: string | null | undefined): string;
  kennitala(value: string | null | undefined): string;
  phone(value: string | null | undefined): string;
  yesNo(value: boolean): string;
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

export function pdfText(locale: Locale): PdfText {
  const t = (key: string, vars: Record<string, string> = {}) => translate(locale, `contractPdf:${key}`, vars);
  const valid = (value: string | null | undefined) => filled(value) && !Number.isNaN(new Date(value).getTime());
  return {
    locale,
    t,
    // NFC: a name typed as "i" + combining accent prints as the one letter "í" (one glyph, one character in the text layer).
    text: (value) => (filled(value) ? value.trim().normalize('NFC') : EMPTY),
    money: (krona) => (typeof krona === 'number' && Number.isFinite(krona) ? formatMoney(krona, locale) : EMPTY),
    number: (value, fractionDigits = 0) =>
      typeof value === 'number' && Number.isFinite(value) ? formatNumber(value, locale, fractionDigits) : EMPTY,
    day: (value) => (valid(value) ? formatDate(value as string, 'date', locale) : EMPTY),
    month: (value) => {
      if (!valid(value)) return EMPTY;
      // "1. mars 2026" without the day: the month's name in the nominative and the year.
      return formatMonth(new Date(value as string), locale) || EMPTY;
    },
    instant: (value) =>
      valid(value)
        ? t('signatures.at', {
            date: formatDate(value as string, 'date', locale),
            time: formatDate(value as string, 'time', locale),
          })
        : EMPTY,
    kennitala: (value) => (filled(value) ? formatKennitala(value) : EMPTY),
    phone: (value) => (filled(value) ? formatPhone(value) : EMPTY),
    yesNo: (value) => t(value ? 'yes' : 'no'),
  };
}
