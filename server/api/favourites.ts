import { Hono } from 'hono';
import { z } from 'zod';
import { addFavourite, listFavourites, removeFavourite } from '#server/domain/favourites/favourites.service.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';
import { cardSchema } from './listings-public.ts';

// Saved homes (favourites): the signed-in person's own list (docs/rules/favourites.md).
export const favouritesApi = new Hono<HonoEnv>();

const base = '/api/users/me/favourites/';
const tags = ['favourites'];

const favouriteSchema = z
  .object({
    listing_id: z.string(),
    saved_at: z.string(),
    on_market: z.boolean().meta({ description: 'false: the listing has left the market (kept in the list until removed)' }),
    listing: cardSchema,
  })
  .meta({ id: 'Favourite' });

defineOperation(
  favouritesApi,
  {
    method: 'get',
    path: base,
    summary: 'Your saved homes, the latest saved first; a listing that has left the market stays with on_market false',
    tags,
    auth: true,
    responses: { 200: { description: 'Saved homes', schema: z.array(favouriteSchema) }, ...errorResponses(401) },
  },
  async (c) => c.json(await listFavourites(serviceContext(c))),
);

defineOperation(
  favouritesApi,
  {
    method: 'put',
    path: `${base}{listingId}/`,
    summary:
      'Save a listing on the market (saving it again changes nothing). At most 200. ' +
      'A listing that has left the market: 410 listing_unavailable.',
    tags,
    auth: true,
    responses: {
      200: { description: 'Saved', schema: favouriteSchema },
      ...errorResponses(401, 404, 409, 410),
    },
  },
  async (c) => c.json(await addFavourite(serviceContext(c), c.req.param('listingId'))),
);

defineOperation(
  favouritesApi,
  {
    method: 'delete',
    path: `${base}{listingId}/`,
    summary: 'Remove a listing from your saved homes (removing one that is not saved changes nothing)',
    tags,
    auth: true,
    responses: { 204: { description: 'Removed' }, ...errorResponses(401, 404) },
  },
  async (c) => {
    await removeFavourite(serviceContext(c), c.req.param('listingId'));
    return c.body(null, 204);
  },
);
