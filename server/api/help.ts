import { Hono } from 'hono';
import { z } from 'zod';
import { isLocale, negotiateLocale } from '#common/locales.ts';
import {
  helpArticleSchema,
  helpArticleSummarySchema,
  helpCategorySchema,
  helpSearchSchema,
} from '#server/domain/help/help.schemas.ts';
import { getHelpArticle, listHelpCategories, searchHelp } from '#server/domain/help/help.service.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation } from './define.ts';
import { errorBodySchema } from './openapi.ts';

export const helpApi = new Hono<HonoEnv>();

/** `?locale=` when it names a language, else Accept-Language, else Icelandic. */
function localeOf(c: { req: { query(name: string): string | undefined; header(name: string): string | undefined } }) {
  const asked = c.req.query('locale');
  return isLocale(asked) ? asked : negotiateLocale(undefined, c.req.header('accept-language'));
}

const notFound = { 404: { description: 'No such article', schema: errorBodySchema } };

defineOperation(
  helpApi,
  {
    method: 'get',
    path: '/api/help/categories/',
    summary: 'Help centre categories with their articles (query `locale`: is, en, uk, pl)',
    tags: ['help'],
    auth: false,
    responses: { 200: { description: 'Categories', schema: z.array(helpCategorySchema) } },
  },
  (c) => c.json(listHelpCategories(localeOf(c))),
);

defineOperation(
  helpApi,
  {
    method: 'get',
    path: '/api/help/search/',
    summary: 'Search help articles by title, summary and body (query `q`, 2-200 characters)',
    tags: ['help'],
    auth: false,
    querySchema: helpSearchSchema,
    responses: {
      200: { description: 'Matching articles, best first', schema: z.array(helpArticleSummarySchema) },
      422: { description: 'Query too short or too long', schema: errorBodySchema },
    },
  },
  (c) => c.json(searchHelp(localeOf(c), { q: c.req.query('q') ?? '' })),
);

defineOperation(
  helpApi,
  {
    method: 'get',
    path: '/api/help/articles/{slug}/',
    summary: 'One help article, rendered to HTML',
    tags: ['help'],
    auth: false,
    responses: { 200: { description: 'The article', schema: helpArticleSchema }, ...notFound },
  },
  (c) => c.json(getHelpArticle(localeOf(c), c.req.param('slug'))),
);
