import { Hono } from 'hono';
import { z } from 'zod';
import { dateTimeSchema } from '#server/domain/listings/listing.schemas.ts';
import {
  applyOwnerAction,
  duplicateListing,
  getOwnListing,
  type OwnerAction,
  saveDateTime,
} from '#server/domain/listings/listings.service.ts';
import {
  listOwnListingSummaries,
  ownerListingStateSchema,
  ownListingSummarySchema,
} from '#server/domain/listings/own-listing-summary.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';

// The landlord's management of their own listings: the list, lifecycle actions, date and time.
// Another person's listing is 404 for every call (its existence is not revealed).
export const listingsManageApi = new Hono<HonoEnv>();

defineOperation(
  listingsManageApi,
  {
    method: 'get',
    path: '/api/users/me/listings/',
    summary: 'Your listings in every status, newest change first',
    tags: ['listings'],
    auth: true,
    responses: { 200: { description: 'Listings', schema: z.array(ownListingSummarySchema) }, ...errorResponses(401) },
  },
  async (c) => c.json(await listOwnListingSummaries(serviceContext(c))),
);

const ACTIONS: { path: string; action: OwnerAction; summary: string }[] = [
  { path: 'pause', action: 'pause', summary: 'Pause a published listing (hidden from search until resumed)' },
  { path: 'resume', action: 'resume', summary: 'Resume a paused listing (public again, same expiry date)' },
  {
    path: 'renew',
    action: 'renew',
    summary: 'Renew a listing for 60 days from now: offered in its last 7 days and any time after it expired',
  },
  { path: 'mark-rented', action: 'mark_rented', summary: 'Mark a published or paused listing as rented' },
  { path: 'archive', action: 'archive', summary: 'Archive a listing (any status); it can still be duplicated' },
];

for (const { path, action, summary } of ACTIONS) {
  defineOperation(
    listingsManageApi,
    {
      method: 'post',
      path: `/api/listings/{id}/${path}/`,
      summary,
      tags: ['listings'],
      auth: true,
      responses: {
        200: { description: 'The listing after the change', schema: ownerListingStateSchema },
        ...errorResponses(401, 404, 409),
      },
    },
    async (c) => {
      const ctx = serviceContext(c);
      await applyOwnerAction(ctx, c.req.param('id'), action);
      return c.json(await getOwnListing(ctx, c.req.param('id')));
    },
  );
}

defineOperation(
  listingsManageApi,
  {
    method: 'post',
    path: '/api/listings/{id}/duplicate/',
    summary: 'Copy a listing into a new draft (same property and terms; no photos, no dates)',
    tags: ['listings'],
    auth: true,
    responses: {
      201: { description: 'The new draft', schema: z.object({ id: z.string() }) },
      ...errorResponses(401, 404),
    },
  },
  async (c) => c.json(await duplicateListing(serviceContext(c), c.req.param('id')), 201),
);

defineOperation(
  listingsManageApi,
  {
    method: 'put',
    path: '/api/listings/{id}/date-time/',
    summary:
      'Set the availability window end (availableUntil, optional) and weekly viewing hours (at most one window per weekday, day 1 = Monday, times HH:MM, from before to). Replaces what was there.',
    tags: ['listings'],
    auth: true,
    body: dateTimeSchema,
    responses: {
      200: { description: 'The listing after the change', schema: ownerListingStateSchema },
      ...errorResponses(401, 404, 409, 422),
    },
  },
  async (c) => {
    const ctx = serviceContext(c);
    await saveDateTime(ctx, c.req.param('id'), await parseJsonBody(c, dateTimeSchema));
    return c.json(await getOwnListing(ctx, c.req.param('id')));
  },
);
