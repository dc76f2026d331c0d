import { Hono } from 'hono';
import { parseImportedListingQuery } from '#common/imported-listings-list.ts';
import { importedListingPageSchema, importedListingSchema } from '#server/domain/imported-listings/imported-listings.schemas.ts';
import { getImportedListing, listImportedListings } from '#server/domain/imported-listings/imported-listings.service.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation } from './define.ts';
import { errorBodySchema } from './openapi.ts';

/** Listings imported from an outside property feed (/listings/mbl). Read-only and public. */
export const importedListingsApi = new Hono<HonoEnv>();

defineOperation(
  importedListingsApi,
  {
    method: 'get',
    path: '/api/listings/mbl/',
    summary:
      'Listings imported from an outside property feed, newest first, 20 a page. Query: `region`, `max_rent` (ISK), ' +
      '`after` / `before` (the `next` / `prev` cursors; `cursor` is read as `after`), `page` (an old page number); ' +
      'values that do not parse are ignored. Apply on the source site (`url`).',
    tags: ['listings'],
    auth: false,
    query: [
      { name: 'region', description: 'Region id, e.g. capital' },
      { name: 'max_rent', description: 'Highest rent in ISK, e.g. 250000' },
      { name: 'after', description: 'The next page: `next` of the previous answer (20 a page)' },
      { name: 'before', description: 'The previous page: `prev` of the previous answer' },
      { name: 'cursor', description: 'Read as `after` (older clients follow `next_cursor`, the same as `next`)' },
      { name: 'page', description: 'An old page number, read once when no cursor is given' },
    ],
    responses: { 200: { description: 'A page of imported listings', schema: importedListingPageSchema } },
  },
  async (c) => {
    const query = parseImportedListingQuery(new URL(c.req.url).searchParams);
    return c.json(await listImportedListings(serviceContext(c), query));
  },
);

defineOperation(
  importedListingsApi,
  {
    method: 'get',
    path: '/api/listings/mbl/{id}/',
    summary: 'One imported listing, with the link to it on its source site',
    tags: ['listings'],
    auth: false,
    responses: {
      200: { description: 'The listing', schema: importedListingSchema },
      404: { description: 'Unknown, or no longer in the feed', schema: errorBodySchema },
    },
  },
  async (c) => c.json(await getImportedListing(serviceContext(c), c.req.param('id'))),
);
