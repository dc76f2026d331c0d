import { z } from 'zod';
import { line } from '#common/input.ts';
import { HELP_CATEGORIES } from './help.content.ts';

/** The help search's query (GET /api/help/search/ and /help?q=). */
export const helpSearchSchema = z.object({
  q: line(200).min(2, { error: 'too_small' }).describe('Words to find in the title, summary and body (2-200 characters)'),
});

export const helpSlugSchema = z.string().regex(/^[a-z0-9-]{1,80}$/);

export const helpArticleSummarySchema = z
  .object({ slug: z.string(), category: z.enum(HELP_CATEGORIES), title: z.string(), summary: z.string(), locale: z.string() })
  .meta({ id: 'HelpArticleSummary' });

export const helpArticleSchema = helpArticleSummarySchema.extend({ html: z.string() }).meta({ id: 'HelpArticle' });

export const helpCategorySchema = z
  .object({ id: z.enum(HELP_CATEGORIES), articles: z.array(helpArticleSummarySchema) })
  .meta({ id: 'HelpCategory' });
