import { marked } from 'marked';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#common/locales.ts';

// Help articles are markdown files per locale in content/help/<locale>/<slug>.md, with a small
// front matter (category, summary). The content capability will move them into the database.
export const HELP_CATEGORIES = ['account', 'renting', 'letting', 'privacy'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export interface HelpArticle {
  slug: string;
  locale: Locale;
  category: HelpCategory;
  title: string;
  summary: string;
  markdown: string;
}

export function isHelpCategory(value: unknown): value is HelpCategory {
  return typeof value === 'string' && (HELP_CATEGORIES as readonly string[]).includes(value);
}

/** Reads one article file; null when it doesn't follow the format. */
export function parseHelpArticle(locale: Locale, slug: string, source: string): HelpArticle | null {
  const match = /^---\n([\s\S]*?)\n---\n+#\s+(.+)\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) return null;
  const meta = Object.fromEntries(
    match[1].split('\n').map((line) => {
      const index = line.indexOf(':');
      return [line.slice(0, index).trim(), line.slice(index + 1).trim()];
    }),
  );
  if (!isHelpCategory(meta.category) || !meta.summary) return null;
  return { slug, locale, category: meta.category, title: match[2].trim(), summary: meta.summary, markdown: match[3].trim() };
}

const files = import.meta.glob<string>('../../../content/help/*/*.md', { eager: true, query: '?raw', import: 'default' });

const articles = new Map<Locale, HelpArticle[]>();
for (const [path, source] of Object.entries(files)) {
  const match = /content\/help\/([a-z]{2})\/([a-z0-9-]+)\.md$/.exec(path);
  if (!match || !(LOCALES as readonly string[]).includes(match[1])) continue;
  const article = parseHelpArticle(match[1] as Locale, match[2], source);
  if (!article) continue;
  const list = articles.get(article.locale) ?? [];
  list.push(article);
  articles.set(article.locale, list);
}

/** Every article in the locale, Icelandic standing in for any not yet translated. */
export function helpArticles(locale: Locale): HelpArticle[] {
  const own = articles.get(locale) ?? [];
  const fallback = (articles.get(DEFAULT_LOCALE) ?? []).filter((a) => !own.some((o) => o.slug === a.slug));
  return [...own, ...fallback].sort((a, b) => a.slug.localeCompare(b.slug));
}

export function renderHelpMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
