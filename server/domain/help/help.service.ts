import type { Locale } from '#common/locales.ts';
import { AppError } from '#server/lib/errors.ts';
import {
  HELP_CATEGORIES,
  type HelpArticle,
  type HelpCategory,
  helpArticles,
  isHelpCategory,
  renderHelpMarkdown,
} from './help.content.ts';
import { helpSearchSchema, helpSlugSchema } from './help.schemas.ts';

export interface HelpArticleSummary {
  slug: string;
  category: HelpCategory;
  title: string;
  summary: string;
  locale: Locale;
}

function summarise(article: HelpArticle): HelpArticleSummary {
  return {
    slug: article.slug,
    category: article.category,
    title: article.title,
    summary: article.summary,
    locale: article.locale,
  };
}

/** The help centre's front page: every category with its articles. Public. */
export function listHelpCategories(locale: Locale): { id: HelpCategory; articles: HelpArticleSummary[] }[] {
  const all = helpArticles(locale);
  return HELP_CATEGORIES.map((id) => ({ id, articles: all.filter((a) => a.category === id).map(summarise) }));
}

export function getHelpCategory(locale: Locale, id: unknown) {
  if (!isHelpCategory(id)) throw new AppError('not_found');
  return listHelpCategories(locale).find((c) => c.id === id) as { id: HelpCategory; articles: HelpArticleSummary[] };
}

export function getHelpArticle(locale: Locale, slug: unknown): HelpArticleSummary & { html: string } {
  const parsed = helpSlugSchema.safeParse(slug);
  const article = parsed.success ? helpArticles(locale).find((a) => a.slug === parsed.data) : undefined;
  if (!article) throw new AppError('not_found');
  return { ...summarise(article), html: renderHelpMarkdown(article.markdown) };
}

/** Folds case and accents so "þjonusta" finds "Þjónusta" and "zrodlo" finds "źródło". */
export function foldText(value: string): string {
  return value
    .toLowerCase()
    .replace(/ð/g, 'd')
    .replace(/þ/g, 'th')
    .replace(/æ/g, 'ae')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/** Searches titles, summaries and bodies; every word must match; title matches rank first. */
export function searchHelp(locale: Locale, input: { q?: unknown }): HelpArticleSummary[] {
  const parsed = helpSearchSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError('validation_failed', undefined, { fields: { q: parsed.error.issues.map((i) => i.message) } });
  }
  const words = foldText(parsed.data.q).split(/\s+/).filter(Boolean).slice(0, 10);
  return helpArticles(locale)
    .map((article) => {
      const title = foldText(article.title);
      const rest = foldText(`${article.summary} ${article.markdown}`);
      if (!words.every((w) => title.includes(w) || rest.includes(w))) return null;
      return { article, score: words.filter((w) => title.includes(w)).length };
    })
    .filter((hit): hit is { article: HelpArticle; score: number } => hit !== null)
    .sort((a, b) => b.score - a.score || a.article.title.localeCompare(b.article.title))
    .map((hit) => summarise(hit.article));
}
