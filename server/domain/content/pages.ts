import { marked } from 'marked';
import type { ContentPageData, ContentPageSlug } from '#common/content-pages.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#common/locales.ts';

// Marketing pages are markdown files per locale in content/pages/<locale>/<slug>.md, not messages:
// only the page that shows them loads them (docs/decisions/0011-messages-per-namespace.md).
// A small front matter (title, lead, an optional call to action), then "## " sections; the home
// page's sections hold "### " items, shown as cards.
function splitBy(marker: string, text: string): { head: string; parts: { heading: string; body: string }[] } {
  const chunks = `\n${text}`.split(new RegExp(`\\n${marker} `));
  return {
    head: chunks[0].trim(),
    parts: chunks.slice(1).map((chunk) => {
      const newline = chunk.indexOf('\n');
      return newline === -1
        ? { heading: chunk.trim(), body: '' }
        : { heading: chunk.slice(0, newline).trim(), body: chunk.slice(newline + 1).trim() };
    }),
  };
}

function html(markdown: string): string {
  return markdown ? marked.parse(markdown, { async: false }) : '';
}

/** Reads one page file; null when it doesn't follow the format. */
export function parseContentPage(locale: Locale, source: string): ContentPageData | null {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) return null;
  const meta = Object.fromEntries(
    match[1].split('\n').map((line) => {
      const index = line.indexOf(':');
      return [line.slice(0, index).trim(), line.slice(index + 1).trim()];
    }),
  );
  if (!meta.title) return null;
  const cta =
    meta.cta_text && meta.cta_label && meta.cta_to ? { text: meta.cta_text, label: meta.cta_label, to: meta.cta_to } : null;
  const sections = splitBy('##', match[2]).parts.map((section) => {
    const { head, parts } = splitBy('###', section.body);
    return {
      heading: section.heading,
      html: html(head),
      items: parts.map((item) => ({ heading: item.heading, html: html(item.body) })),
    };
  });
  return { locale, title: meta.title, lead: meta.lead || null, cta, sections };
}

const files = import.meta.glob<string>('../../../content/pages/*/*.md', { eager: true, query: '?raw', import: 'default' });

const pages = new Map<string, ContentPageData>();
for (const [path, source] of Object.entries(files)) {
  const match = /content\/pages\/([a-z]{2})\/([a-z0-9-]+)\.md$/.exec(path);
  if (!match || !(LOCALES as readonly string[]).includes(match[1])) continue;
  const page = parseContentPage(match[1] as Locale, source);
  if (page) pages.set(`${match[1]}/${match[2]}`, page);
}

/** The page in the visitor's language, Icelandic standing in for one not yet translated. */
export function contentPage(locale: Locale, slug: ContentPageSlug): ContentPageData {
  const page = pages.get(`${locale}/${slug}`) ?? pages.get(`${DEFAULT_LOCALE}/${slug}`);
  if (!page) throw new Error(`content/pages/${DEFAULT_LOCALE}/${slug}.md is missing or malformed`);
  return page;
}
