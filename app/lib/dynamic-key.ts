import type { ParseKeys } from 'i18next';

/**
 * Translates a key built at run time (an enum value from the server, a step or section name),
 * which tsc can't check against the Icelandic files (app/lib/i18next.d.ts). The one place keys
 * go unchecked: prefer a literal key, or a union type the key is made from. The locales test
 * and the e2e missing-key check still catch a wrong one.
 */
export function tDynamic(t: (...args: never[]) => unknown, key: string | string[], options?: Record<string, unknown>): string {
  return (t as unknown as (key: string | string[], options?: Record<string, unknown>) => string)(key, options);
}

/** Any key useTranslation() without a namespace accepts: common's, or 'ns:key' of any namespace. */
export type MessageKey = ParseKeys;
