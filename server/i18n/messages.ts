import { DEFAULT_LOCALE, LOCALES, type Locale } from '#common/locales.ts';

export type Messages = Record<string, Record<string, unknown>>;

// Every locale file, bundled on the server only. The browser receives just its own language.
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

const byLocale = new Map<Locale, Messages>();
for (const [file, content] of Object.entries(files)) {
  const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  const locale = match[1] as Locale;
  if (!(LOCALES as readonly string[]).includes(locale)) continue;
  const messages = byLocale.get(locale) ?? {};
  messages[match[2]] = content;
  byLocale.set(locale, messages);
}

function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prev = out[key];
    out[key] =
      // Lists are replaced whole; only objects are merged key by key.
      value && typeof value === 'object' && !Array.isArray(value) && prev && typeof prev === 'object' && !Array.isArray(prev)
        ? deepMerge(prev as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

const merged = new Map<Locale, Messages>();

/** A locale's messages with Icelandic (the fallback) under any key it lacks. */
export function messagesFor(locale: Locale): Messages {
  let result = merged.get(locale);
  if (!result) {
    const fallback = byLocale.get(DEFAULT_LOCALE) ?? {};
    result = locale === DEFAULT_LOCALE ? fallback : (deepMerge(fallback, byLocale.get(locale) ?? {}) as Messages);
    merged.set(locale, result);
  }
  return result;
}

/** Only the given namespaces (what a page sends to the browser). */
export function pickNamespaces(locale: Locale, names: string[]): Messages {
  const all = messagesFor(locale);
  return Object.fromEntries(names.filter((n) => n in all).map((n) => [n, all[n]]));
}

/** The raw files, for the missing-key test. */
export function rawMessages(): Map<Locale, Messages> {
  return byLocale;
}

export function namespaces(): string[] {
  return Object.keys(messagesFor(DEFAULT_LOCALE));
}

/** A plain lookup for the server (API error messages): "errors:codes.not_found". */
export function translate(locale: Locale, key: string, vars: Record<string, string> = {}): string {
  const [ns, path] = key.includes(':') ? key.split(':', 2) : ['common', key];
  for (const lng of [locale, DEFAULT_LOCALE]) {
    let node: unknown = messagesFor(lng)[ns];
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node === 'string') return node.replace(/\{\{(\w+)\}\}/g, (_, name) => vars[name] ?? '');
  }
  return key;
}
