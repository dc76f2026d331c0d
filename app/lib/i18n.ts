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

const serverInstances = new Map<Locale, { messages: Messages; instance: i18n }>();

/**
 * The server's instance for a language, made once and shared by every request: nothing changes
 * it after init (the language is fixed and missing keys aren't saved on the server). A new
 * messages object (staff overrides, later) makes a new instance.
 */
export function serverI18n(locale: Locale, messages: Messages): i18n {
  const cached = serverInstances.get(locale);
  if (cached && cached.messages === messages) return cached.instance;
  const instance = createI18n(locale, messages);
  serverInstances.set(locale, { messages, instance });
  return instance;
}

const messagesJson = new WeakMap<i18n, string>();

/** The active language's messages as JSON for the page, made once per instance. */
export function messagesJsonOf(instance: i18n): string {
  let json = messagesJson.get(instance);
  if (json === undefined) {
    // "<" is escaped so the JSON can't close the script element.
    json = JSON.stringify(instance.getDataByLanguage(instance.language) ?? {}).replace(/</g, '\\u003c');
    messagesJson.set(instance, json);
  }
  return json;
}
