import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '#common/locales.ts';

export type Messages = Record<string, Record<string, unknown>>;

/** One i18next instance per request on the server, one per language in the browser. */
export function createI18n(locale: Locale, messages: Messages): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: messages },
    ns: Object.keys(messages),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    // Missing keys are collected in the browser so tests (and developers) can see them.
    saveMissing: typeof window !== 'undefined',
    missingKeyHandler: (_lngs, ns, key) => {
      const store = globalThis as { __i18nMissing?: string[] };
      store.__i18nMissing ??= [];
      store.__i18nMissing.push(`${ns}:${key}`);
    },
  });
  return instance;
}
