import { DEFAULT_LOCALE, isLocale, type Locale } from '#common/locales.ts';

/** The interface language from i18next's `i18n.language` (is, en, uk or pl; Icelandic otherwise). */
export function uiLocale(language: string | undefined): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

const ARIA_LOCALES: Record<Locale, string> = {
  is: 'is-IS',
  en: 'en-GB', // day/month/year, like formatDate's English short date
  uk: 'uk-UA',
  pl: 'pl-PL',
};

/** The BCP 47 tag react-aria uses for the interface language (date segment order, week start). */
export function ariaLocale(locale: Locale): string {
  return ARIA_LOCALES[locale];
}
