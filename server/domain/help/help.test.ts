import { describe, expect, it } from 'vitest';
import { parseHelpArticle } from './help.content.ts';
import { foldText, getHelpArticle, listHelpCategories, searchHelp } from './help.service.ts';

describe('help articles', () => {
  it('reads the front matter and title', () => {
    const article = parseHelpArticle('en', 'x', '---\ncategory: renting\nsummary: Short.\n---\n# A title\n\nBody text.');
    expect(article).toMatchObject({ category: 'renting', summary: 'Short.', title: 'A title', markdown: 'Body text.' });
  });

  it('refuses files without a known category', () => {
    expect(parseHelpArticle('en', 'x', '---\ncategory: nope\nsummary: S\n---\n# T\n')).toBeNull();
    expect(parseHelpArticle('en', 'x', '# No front matter')).toBeNull();
  });

  it('folds Icelandic and Polish letters for search', () => {
    expect(foldText('Þjónusta Ðð Æ')).toBe('thjonusta dd ae');
    expect(foldText('Źródło Łódź')).toBe('zrodlo lodz');
  });

  it('lists every category in every locale', () => {
    for (const locale of ['is', 'en', 'uk', 'pl'] as const) {
      const categories = listHelpCategories(locale);
      expect(categories.map((c) => c.id)).toEqual(['account', 'renting', 'letting', 'privacy']);
      expect(categories.every((c) => c.articles.length > 0)).toBe(true);
    }
  });

  it('finds articles by words in any case and without accents', () => {
    const hits = searchHelp('is', { q: 'UPPSAGNARFREST' });
    expect(hits.map((h) => h.slug)).toContain('notice-periods');
    expect(searchHelp('en', { q: 'cookies' })[0]?.slug).toBe('cookies-and-choices');
  });

  it('refuses a query that is too short or too long', () => {
    expect(() => searchHelp('en', { q: 'a' })).toThrow();
    expect(() => searchHelp('en', { q: 'x'.repeat(201) })).toThrow();
  });

  it('answers not found for unknown or hostile slugs', () => {
    expect(() => getHelpArticle('en', 'no-such-article')).toThrow('not_found');
    expect(() => getHelpArticle('en', '../../etc/passwd')).toThrow('not_found');
  });
});
