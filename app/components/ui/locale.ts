import { DEFAULT_LOCALE, isLocale, type Locale } from '#common/locales.ts';

/** The interface language from i18next's `i18n.language` (is, en, uk or pl; Icelandic otherwise). */
export function uiLocale(language: string | undefined): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

// The locale react-aria formats dates with (Intl underneath). Chrome ships no Icelandic locale
// data, so "is-IS" would give US month/day order in Chrome, and a different date input on the
// server (Node has Icelandic) than in the browser: a hydration mismatch. Icelandic therefore uses
// British English, which every engine has: day/month/year, Monday first. DatePicker then shows
// Icelandic placeholders, "." separators and Icelandic weekday and month names itself.
const ARIA_LOCALES: Record<Locale, string> = {
  is: 'en-GB',
  en: 'en-GB',
  uk: 'uk-UA',
  pl: 'pl-PL',
};

/** The BCP 47 tag react-aria uses for the interface language (date segment order, week start). */
export function ariaLocale(locale: Locale): string {
  return ARIA_LOCALES[locale];
}

/** Whether react-aria's Intl output is in another language than the interface (and needs our words). */
export function ariaSpeaksOtherLanguage(locale: Locale): boolean {
  return !ARIA_LOCALES[locale].startsWith(`${locale}-`);
}
