import { Hono } from 'hono';
import {
  importedListingPageSchema,
  importedListingSchema,
  parseImportedQuery,
} from '#server/domain/imported-listings/imported-listings.schemas.ts';
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
      '`cursor` (from `next_cursor`); values that do not parse are ignored. Apply on the source site (`url`).',
    tags: ['listings'],
    auth: false,
    responses: { 200: { description: 'A page of imported listings', schema: importedListingPageSchema } },
  },
  async (c) => {
    const query = parseImportedQuery(new URL(c.req.url).searchParams);
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
