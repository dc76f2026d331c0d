import { Hono } from 'hono';
import { moderateSchema, parseReviewQueueQuery, rejectSchema } from '#common/staff-listings.ts';
import { getSiteListings, setFeaturedListings } from '#server/domain/listings/featured-listings.service.ts';
import { approveListing, rejectListing, reviewQueue } from '#server/domain/listings/listing-review.service.ts';
import { featuredSchema, parseStaffListingQuery } from '#server/domain/listings/staff-listings.schemas.ts';
import { moderateListing, searchStaffListings, staffListingDetail } from '#server/domain/listings/staff-listings.service.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';
import {
  reviewQueueSchema,
  siteListingsSchema,
  staffListingDetailSchema,
  staffListingSearchSchema,
} from './man-listings.responses.ts';
import { answer } from './responses.ts';

// Staff moderation of listings and the home page's featured listings. Each operation names the
// staff permission it needs: anyone without it gets 403 before their body is looked at.

export const manListingsApi = new Hono<HonoEnv>();

const tags = ['staff'];

defineOperation(
  manListingsApi,
  {
    method: 'get',
    path: '/api/man/listings/',
    summary: 'Every listing in any status, most recently changed first, with counts per status (staff)',
    tags,
    auth: true,
    permission: 'staff.listings.read',
    query: [
      { name: 'status', description: 'draft, in_review, published, paused, expired, rented, archived or rejected' },
      { name: 'region', description: 'Region id, e.g. capital' },
      { name: 'postcode', description: 'Icelandic postcode, e.g. 101' },
      { name: 'owner', description: "Part of the owner's email or name" },
      { name: 'q', description: 'Part of the title or street address' },
      { name: 'after', description: 'The next page: `next` of the previous answer (20 a page)' },
      { name: 'before', description: 'The previous page: `prev` of the previous answer' },
    ],
    responses: { 200: { description: 'One page', schema: staffListingSearchSchema }, ...errorResponses(401, 403) },
  },
  async (c) =>
    answer(
      c,
      staffListingSearchSchema,
      await searchStaffListings(serviceContext(c), parseStaffListingQuery(new URL(c.req.url).searchParams)),
    ),
);

defineOperation(
  manListingsApi,
  {
    method: 'get',
    path: '/api/man/listings/review-queue/',
    summary:
      'Listings waiting for review, the longest-waiting first, with photos, facts and owner (staff). ' +
      'rent_outlier_at: the owner confirmed a rent far outside the usual range; earlier_rejection: the reason and ' +
      'date of the last rejection of a resubmitted listing.',
    tags,
    auth: true,
    permission: 'staff.listings.moderate',
    query: [
      { name: 'after', description: 'The next page: `next` of the previous answer (10 a page)' },
      { name: 'before', description: 'The previous page: `prev` of the previous answer' },
      { name: 'cursor', description: 'Read as `after` (older clients follow `next_cursor`, the same as `next`)' },
    ],
    responses: { 200: { description: 'One page', schema: reviewQueueSchema }, ...errorResponses(401, 403) },
  },
  async (c) =>
    answer(c, reviewQueueSchema, await reviewQueue(serviceContext(c), parseReviewQueueQuery(new URL(c.req.url).searchParams))),
);

defineOperation(
  manListingsApi,
  {
    method: 'get',
    path: '/api/man/listings/{id}/',
    summary: 'One listing in any status with its lifecycle events and audit rows (staff)',
    tags,
    auth: true,
    permission: 'staff.listings.read',
    responses: { 200: { description: 'The listing', schema: staffListingDetailSchema }, ...errorResponses(401, 403, 404) },
  },
  async (c) => answer(c, staffListingDetailSchema, await staffListingDetail(serviceContext(c), c.req.param('id'))),
);

defineOperation(
  manListingsApi,
  {
    method: 'post',
    path: '/api/man/listings/{id}/approve/',
    summary: 'Publish a listing in review for 60 days and tell its owner (staff). 409 unless it is in review.',
    tags,
    auth: true,
    permission: 'staff.listings.moderate',
    responses: { 204: { description: 'Published' }, ...errorResponses(401, 403, 404, 409) },
  },
  async (c) => {
    await approveListing(serviceContext(c), c.req.param('id'));
    return c.body(null, 204);
  },
);

defineOperation(
  manListingsApi,
  {
    method: 'post',
    path: '/api/man/listings/{id}/reject/',
    summary: 'Send a listing in review back to its owner with a reason (10-1000 characters) they see (staff)',
    tags,
    auth: true,
    permission: 'staff.listings.moderate',
    body: rejectSchema,
    responses: { 204: { description: 'Rejected' }, ...errorResponses(401, 403, 404, 409, 422) },
  },
  async (c) => {
    const ctx = serviceContext(c);
    const { reason } = await parseJsonBody(c, rejectSchema);
    await rejectListing(ctx, c.req.param('id'), reason);
    return c.body(null, 204);
  },
);

defineOperation(
  manListingsApi,
  {
    method: 'post',
    path: '/api/man/listings/{id}/moderate/',
    summary: 'Pause or archive a published listing that breaks the rules, with a reason the owner is told (staff)',
    tags,
    auth: true,
    permission: 'staff.listings.moderate',
    body: moderateSchema,
    responses: { 204: { description: 'Done' }, ...errorResponses(401, 403, 404, 409, 422) },
  },
  async (c) => {
    const ctx = serviceContext(c);
    await moderateListing(ctx, c.req.param('id'), await parseJsonBody(c, moderateSchema));
    return c.body(null, 204);
  },
);

defineOperation(
  manListingsApi,
  {
    method: 'get',
    path: '/api/man/site-listings/',
    summary: 'The listings featured on the home page, in order (staff)',
    tags,
    auth: true,
    permission: 'staff.listings.feature',
    responses: { 200: { description: 'The featured listings', schema: siteListingsSchema }, ...errorResponses(401, 403) },
  },
  async (c) => answer(c, siteListingsSchema, await getSiteListings(serviceContext(c))),
);

defineOperation(
  manListingsApi,
  {
    method: 'put',
    path: '/api/man/site-listings/',
    summary: 'Replace the featured listings (published ones, at most 8) with these ids in this order (staff)',
    tags,
    auth: true,
    permission: 'staff.listings.feature',
    body: featuredSchema,
    responses: { 200: { description: 'The featured listings', schema: siteListingsSchema }, ...errorResponses(401, 403, 422) },
  },
  async (c) => {
    const ctx = serviceContext(c);
    return answer(c, siteListingsSchema, await setFeaturedListings(ctx, await parseJsonBody(c, featuredSchema)));
  },
);
