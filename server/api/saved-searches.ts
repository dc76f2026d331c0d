import { Hono } from 'hono';
import { z } from 'zod';
import {
  savedSearchCreateSchema,
  savedSearchDtoSchema,
  savedSearchUpdateSchema,
} from '#server/domain/saved-searches/saved-searches.schemas.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  getSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from '#server/domain/saved-searches/saved-searches.service.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';

export const savedSearchesApi = new Hono<HonoEnv>();

const base = '/api/users/me/saved-searches/';
const tags = ['saved-searches'];

defineOperation(
  savedSearchesApi,
  {
    method: 'get',
    path: base,
    summary: 'Your saved searches, newest first, with how many new matches each has',
    tags,
    auth: true,
    responses: { 200: { description: 'Saved searches', schema: z.array(savedSearchDtoSchema) }, ...errorResponses(401) },
  },
  async (c) => c.json(await listSavedSearches(serviceContext(c))),
);

defineOperation(
  savedSearchesApi,
  {
    method: 'post',
    path: base,
    summary:
      'Save a /listings search: a name (1-80 characters), how often to be told of new matches ' +
      '(instant, daily, weekly or off) and the /listings query string. Filters that do not parse are dropped. At most 20.',
    tags,
    auth: true,
    body: savedSearchCreateSchema,
    responses: { 201: { description: 'Saved', schema: savedSearchDtoSchema }, ...errorResponses(401, 409, 422) },
  },
  async (c) => c.json(await createSavedSearch(serviceContext(c), await parseJsonBody(c, savedSearchCreateSchema)), 201),
);

defineOperation(
  savedSearchesApi,
  {
    method: 'get',
    path: `${base}{id}/`,
    summary: 'One of your saved searches',
    tags,
    auth: true,
    responses: { 200: { description: 'The saved search', schema: savedSearchDtoSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await getSavedSearch(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  savedSearchesApi,
  {
    method: 'put',
    path: `${base}{id}/`,
    summary: 'Change the name, the alert frequency and/or the filters (a /listings query string) of a saved search',
    tags,
    auth: true,
    body: savedSearchUpdateSchema,
    responses: { 200: { description: 'Changed', schema: savedSearchDtoSchema }, ...errorResponses(401, 404, 422) },
  },
  async (c) =>
    c.json(await updateSavedSearch(serviceContext(c), c.req.param('id'), await parseJsonBody(c, savedSearchUpdateSchema))),
);

defineOperation(
  savedSearchesApi,
  {
    method: 'delete',
    path: `${base}{id}/`,
    summary: 'Delete a saved search (its alerts stop)',
    tags,
    auth: true,
    responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
  },
  async (c) => {
    await deleteSavedSearch(serviceContext(c), c.req.param('id'));
    return c.body(null, 204);
  },
);
