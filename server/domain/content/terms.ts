import { marked } from 'marked';
import { DEFAULT_LOCALE, type Locale } from '#common/locales.ts';

// The terms pages are markdown files per locale in content/terms/<locale>/<slug>.md.
export const TERMS_PAGES = [
  'user-terms',
  'service-terms',
  'payment-terms',
  'privacy-policy',
  'privacy-policy-is',
  'privacy-policy-old',
  'cookie-policy',
  'communication-declaration',
] as const;
export type TermsPage = (typeof TERMS_PAGES)[number];

export function isTermsPage(value: unknown): value is TermsPage {
  return typeof value === 'string' && (TERMS_PAGES as readonly string[]).includes(value);
}

const files = import.meta.glob<string>('../../../content/terms/*/*.md', { eager: true, query: '?raw', import: 'default' });

function source(locale: Locale, page: TermsPage): string | undefined {
  const suffix = `/content/terms/${locale}/${page}.md`;
  return Object.entries(files).find(([path]) => path.endsWith(suffix))?.[1];
}

/** The page's HTML in the visitor's language, falling back to Icelandic. */
export function termsPageHtml(locale: Locale, page: TermsPage): { html: string; locale: Locale } | null {
  for (const lng of [locale, DEFAULT_LOCALE]) {
    const text = source(lng, page);
    if (text) {
      // Wide tables scroll on their own (and can be reached by keyboard) instead of the page.
      const html = marked
        .parse(text, { async: false })
        .replaceAll('<table>', '<div class="table-scroll" tabindex="0"><table>')
        .replaceAll('</table>', '</table></div>');
      return { html, locale: lng };
    }
  }
  return null;
}
