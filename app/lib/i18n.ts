import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addNameFormats, namesPostProcessor } from '#app/lib/i18n-names.ts';
import type { Locale } from '#common/locales.ts';

export type Messages = Record<string, Record<string, unknown>>;

/** The namespaces every page has (root's handle.i18n): the header, footer and error pages. */
export const ROOT_NAMESPACES = ['common', 'errors'] as const;

/**
 * What the document tells the browser about messages (docs/decisions/0011): every namespace's
 * content-hashed URL for the page's language, and which of them the page was rendered with.
 */
export interface MessagesManifest {
  files: Record<string, string>;
  load: string[];
}

/** The namespaces a chain of matched routes declares in `handle.i18n`, root's included. */
export function namespacesOf(handles: unknown[]): string[] {
  const names = new Set<string>(ROOT_NAMESPACES);
  for (const handle of handles) {
    const declared = (handle as { i18n?: readonly string[] } | undefined)?.i18n;
    if (declared) for (const name of declared) names.add(name);
  }
  return [...names].sort();
}

/** One i18next instance per set of namespaces on the server, one per page load in the browser. */
export function createI18n(locale: Locale, messages: Messages): i18n {
  const instance = i18next.createInstance();
  instance
    .use(initReactI18next)
    .use(namesPostProcessor)
    .init({
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: messages },
      ns: Object.keys(messages),
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      postProcess: ['names'],
      react: { useSuspense: false },
      // Missing keys are collected in the browser so tests (and developers) can see them.
      saveMissing: typeof window !== 'undefined',
      missingKeyHandler: (_lngs, ns, key) => {
        const store = globalThis as { __i18nMissing?: string[] };
        store.__i18nMissing ??= [];
        store.__i18nMissing.push(`${ns}:${key}`);
      },
    });
  addNameFormats(instance);
  return instance;
}

const serverInstances = new Map<string, { all: Messages; instance: i18n }>();

/**
 * The server's instance for a language and a page's namespaces, made once and shared by every
 * request for the same set: nothing changes it after init (the language is fixed and missing keys
 * aren't saved on the server). The page renders with exactly the namespaces its routes declare, as
 * the browser will. A new messages object (staff overrides, later) makes new instances.
 */
export function serverI18n(locale: Locale, all: Messages, names: readonly string[]): i18n {
  const key = `${locale}|${names.join(',')}`;
  const cached = serverInstances.get(key);
  if (cached && cached.all === all) return cached.instance;
  const picked = Object.fromEntries(names.filter((n) => n in all).map((n) => [n, all[n]]));
  const instance = createI18n(locale, picked);
  serverInstances.set(key, { all, instance });
  return instance;
}

const loading = new Map<string, Promise<void>>();

/**
 * Fetches the namespaces the instance doesn't have yet from their hashed URLs (cached by the
 * browser for a year) and adds them. The same promise for the same request, so React's `use`
 * can wait on it while a client-side navigation keeps showing the previous page.
 */
export function loadNamespaces(instance: i18n, files: Record<string, string>, names: readonly string[]): Promise<void> {
  const missing = names.filter((ns) => files[ns] && !instance.hasResourceBundle(instance.language, ns));
  const key = `${instance.language}|${missing.join(',')}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = Promise.all(
      missing.map(async (ns) => {
        const response = await fetch(files[ns]);
        if (!response.ok) throw new Error(`messages ${ns}: HTTP ${response.status}`);
        instance.addResourceBundle(instance.language, ns, await response.json());
      }),
    ).then(
      () => {
        loading.delete(key);
      },
      (error) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}
