import { z } from 'zod';
import { HELP_CATEGORIES } from './help.content.ts';

export const helpSearchSchema = z.object({
  q: z.string({ error: 'required' }).trim().min(2, { error: 'too_small' }).max(200, { error: 'too_long' }),
});

export const helpSlugSchema = z.string().regex(/^[a-z0-9-]{1,80}$/);

export const helpArticleSummarySchema = z
  .object({ slug: z.string(), category: z.enum(HELP_CATEGORIES), title: z.string(), summary: z.string(), locale: z.string() })
  .meta({ id: 'HelpArticleSummary' });

export const helpArticleSchema = helpArticleSummarySchema.extend({ html: z.string() }).meta({ id: 'HelpArticle' });

export const helpCategorySchema = z
  .object({ id: z.enum(HELP_CATEGORIES), articles: z.array(helpArticleSummarySchema) })
  .meta({ id: 'HelpCategory' });
