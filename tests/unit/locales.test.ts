import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../../common/content-pages.ts';
import { LOCALES } from '../../common/locales.ts';
import { parseContentPage } from '../../server/domain/content/pages.ts';
import { TERMS_PAGES } from '../../server/domain/content/terms.ts';

const root = path.resolve(__dirname, '../../locales');

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keys(item, `${prefix}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

// Plural forms differ by language (Ukrainian and Polish have "few" and "many"): compare the base key.
function baseKeys(value: unknown): string[] {
  // A "_plain" wording (the sentence for a name that can't be inflected, common/inflection.ts) is
  // Icelandic's own: other languages need no second wording.
  return [...new Set(keys(value).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '').replace(/_plain$/, '')))].sort();
}

function load(locale: string, ns: string): unknown {
  return JSON.parse(readFileSync(path.join(root, locale, `${ns}.json`), 'utf8'));
}

const namespaces = readdirSync(path.join(root, 'is'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

describe('locale files', () => {
  it('has the namespaces every page needs', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'auth', 'errors', 'pages']));
  });

  describe.each(LOCALES.filter((l) => l !== 'is'))('%s', (locale) => {
    it.each(namespaces)('has every key of %s that Icelandic has, and no others', (ns) => {
      const file = path.join(root, locale, `${ns}.json`);
      expect(existsSync(file), `${locale}/${ns}.json is missing`).toBe(true);
      expect(baseKeys(load(locale, ns))).toEqual(baseKeys(load('is', ns)));
    });
  });

  // Staff overrides replace one message at a time, so every message has a key of its own: a list
  // is an object keyed by stable ids ({ "1": ..., "2": ... }), never an array.
  it.each(LOCALES)('%s has no arrays', (locale) => {
    for (const ns of namespaces) {
      expect(
        keys(load(locale, ns)).filter((k) => k.includes('[')),
        `${locale}/${ns}`,
      ).toEqual([]);
    }
  });

  it.each(LOCALES)('%s has no empty strings', (locale) => {
    for (const ns of namespaces) {
      const empty = keys(load(locale, ns)).filter((k) => {
        let node: unknown = load(locale, ns);
        for (const part of k.split(/\.|\[(\d+)\]/).filter(Boolean)) node = (node as Record<string, unknown>)[part];
        return typeof node === 'string' && node.trim() === '';
      });
      expect(empty, `${locale}/${ns}`).toEqual([]);
    }
  });

  it.each(LOCALES)('%s has every marketing page in content/pages, with the same sections as Icelandic', (locale) => {
    for (const page of CONTENT_PAGES) {
      const read = (lng: typeof locale) =>
        parseContentPage(lng, readFileSync(path.resolve(__dirname, `../../content/pages/${lng}/${page}.md`), 'utf8'));
      const own = read(locale);
      const icelandic = read('is');
      expect(own, `${locale}/${page}.md`).not.toBeNull();
      expect(own?.sections.map((s) => s.items.length)).toEqual(icelandic?.sections.map((s) => s.items.length));
      expect(Boolean(own?.cta)).toBe(Boolean(icelandic?.cta));
    }
  });

  it.each(LOCALES)('%s has every terms page', (locale) => {
    for (const page of TERMS_PAGES) {
      expect(existsSync(path.resolve(__dirname, `../../content/terms/${locale}/${page}.md`)), `${locale}/${page}.md`).toBe(true);
    }
  });
});
