import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { inflectName, isNameCase, onDay } from '#common/inflection.ts';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '#common/locales.ts';
import { MESSAGES_VERSION } from './version.ts';

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

/**
 * One language's namespace as the browser gets it: /locales/<lang>/<ns>.<hash>.json, where the
 * hash covers the content and the version stamp, so the file can be cached for ever.
 */
export interface MessageFile {
  json: string;
  hash: string;
  url: string;
  gzip(): Buffer;
  brotli(): Buffer;
}

const fileCache = new Map<string, MessageFile>();

function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

export function messageFile(locale: Locale, ns: string): MessageFile | null {
  const key = `${MESSAGES_VERSION}|${locale}|${ns}`;
  let file = fileCache.get(key);
  if (!file) {
    const content = messagesFor(locale)[ns];
    if (!content) return null;
    const json = JSON.stringify(content);
    const hash = createHash('sha256').update(`${MESSAGES_VERSION}\0${json}`).digest('hex').slice(0, 12);
    const buffer = Buffer.from(json);
    file = {
      json,
      hash,
      url: `/locales/${locale}/${ns}.${hash}.json`,
      gzip: lazily(() => gzipSync(buffer, { level: 9 })),
      brotli: lazily(() => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    };
    fileCache.set(key, file);
  }
  return file;
}

/** Every namespace's URL for a language: the page carries this small map, not the messages. */
const urlCache = new Map<string, Record<string, string>>();

export function messageUrls(locale: Locale): Record<string, string> {
  const key = `${MESSAGES_VERSION}|${locale}`;
  let urls = urlCache.get(key);
  if (!urls) {
    urls = Object.fromEntries(namespaces().map((ns) => [ns, (messageFile(locale, ns) as MessageFile).url]));
    urlCache.set(key, urls);
  }
  return urls;
}

/** Reads "/locales/<lang>/<ns>.<hash>.json" parts; null for anything else. */
export function parseMessagePath(lang: string, name: string): { locale: Locale; ns: string; hash: string } | null {
  const match = /^([A-Za-z][\w-]*)\.([0-9a-f]{12})\.json$/.exec(name);
  if (!match || !isLocale(lang)) return null;
  return { locale: lang, ns: match[1], hash: match[2] };
}

/** The raw files, for the missing-key test. */
export function rawMessages(): Map<Locale, Messages> {
  return byLocale;
}

export function namespaces(): string[] {
  return Object.keys(messagesFor(DEFAULT_LOCALE));
}

function lookup(locale: Locale, ns: string, path: string): string | null {
  let node: unknown = messagesFor(locale)[ns];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : null;
}

/**
 * A plain lookup for the server (API error messages, mail, notifications): "errors:codes.not_found".
 * A name written "{{name, acc}}" (or dat, gen) is put in that case; where it can't be with
 * confidence, the message's "_plain" wording is used if it has one (common/inflection.ts). A date
 * written "{{when, on}}" has its weekday in the accusative ("föstudaginn 27. nóvember").
 */
export function translate(locale: Locale, key: string, vars: Record<string, string> = {}): string {
  const [ns, path] = key.includes(':') ? key.split(':', 2) : ['common', key];
  for (const lng of [locale, DEFAULT_LOCALE]) {
    const message = lookup(lng, ns, path);
    if (message === null) continue;
    let unsure = false;
    const text = message.replace(/\{\{(\w+)(?:,\s*(\w+))?\}\}/g, (_, name: string, format?: string) => {
      const value = vars[name] ?? '';
      if (format === 'on') return onDay(value);
      if (!format || !isNameCase(format)) return value;
      const inflected = inflectName(value, format);
      if (inflected === null) unsure = true;
      return inflected ?? value;
    });
    const plain = unsure ? lookup(lng, ns, `${path}_plain`) : null;
    return plain === null ? text : plain.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
  }
  return key;
}
