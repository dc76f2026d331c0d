import { DEFAULT_LOCALE, isLocale, type Locale } from '#common/locales.ts';

/** The interface language from i18next's `i18n.language` (is, en, uk or pl; Icelandic otherwise). */
export function uiLocale(language: string | undefined): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
