import { Hono } from 'hono';
import { moderateSchema, rejectSchema } from '#common/staff-listings.ts';
import { getSiteListings, setFeaturedListings } from '#server/domain/listings/featured-listings.service.ts';
import { approveListing, rejectListing, requireStaff, reviewQueue } from '#server/domain/listings/listing-review.service.ts';
import { featuredSchema, parseStaffListingQuery } from '#server/domain/listings/staff-listings.schemas.ts';
import { moderateListing, searchStaffListings, staffListingDetail } from '#server/domain/listings/staff-listings.service.ts';
import { requireBearer } from '#server/http/bearer.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { describeOperation, errorBodySchema } from './openapi.ts';

// Staff moderation of listings and the home page's featured listings. Staff only (403 otherwise).

export const manListingsApi = new Hono<HonoEnv>();
manListingsApi.use('/man/listings/*', requireBearer);
manListingsApi.use('/man/site-listings/*', requireBearer);

const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, { description: `Error ${code}`, schema: errorBodySchema }]));
const tags = ['staff'];

describeOperation({
  method: 'get',
  path: '/api/man/listings/',
  summary: 'Every listing in any status, most recently changed first, with counts per status (staff)',
  tags,
  auth: true,
  query: [
    { name: 'status', description: 'draft, in_review, published, paused, expired, rented, archived or rejected' },
    { name: 'region', description: 'Region id, e.g. capital' },
    { name: 'postcode', description: 'Icelandic postcode, e.g. 101' },
    { name: 'owner', description: "Part of the owner's email or name" },
    { name: 'q', description: 'Part of the title or street address' },
    { name: 'cursor', description: 'next_cursor from the previous page' },
  ],
  responses: { 200: { description: '{ items, next_cursor, counts }' }, ...errors(401, 403) },
});
manListingsApi.get('/man/listings/', async (c) =>
  c.json(await searchStaffListings(serviceContext(c), parseStaffListingQuery(new URL(c.req.url).searchParams))),
);

describeOperation({
  method: 'get',
  path: '/api/man/listings/review-queue/',
  summary: 'Listings waiting for review, the longest-waiting first, with photos, facts and owner (staff)',
  tags,
  auth: true,
  query: [{ name: 'cursor', description: 'next_cursor from the previous page' }],
  responses: { 200: { description: '{ items, next_cursor }' }, ...errors(401, 403) },
});
manListingsApi.get('/man/listings/review-queue/', async (c) =>
  c.json(await reviewQueue(serviceContext(c), c.req.query('cursor'))),
);

describeOperation({
  method: 'get',
  path: '/api/man/listings/{id}/',
  summary: 'One listing in any status with its lifecycle events and audit rows (staff)',
  tags,
  auth: true,
  responses: { 200: { description: '{ listing, events, audit }' }, ...errors(401, 403, 404) },
});
manListingsApi.get('/man/listings/:id/', async (c) => c.json(await staffListingDetail(serviceContext(c), c.req.param('id'))));

describeOperation({
  method: 'post',
  path: '/api/man/listings/{id}/approve/',
  summary: 'Publish a listing in review for 60 days and tell its owner (staff). 409 unless it is in review.',
  tags,
  auth: true,
  responses: { 204: { description: 'Published' }, ...errors(401, 403, 404, 409) },
});
manListingsApi.post('/man/listings/:id/approve/', async (c) => {
  await approveListing(serviceContext(c), c.req.param('id'));
  return c.body(null, 204);
});

describeOperation({
  method: 'post',
  path: '/api/man/listings/{id}/reject/',
  summary: 'Send a listing in review back to its owner with a reason (10-1000 characters) they see (staff)',
  tags,
  auth: true,
  body: rejectSchema,
  responses: { 204: { description: 'Rejected' }, ...errors(401, 403, 404, 409, 422) },
});
manListingsApi.post('/man/listings/:id/reject/', async (c) => {
  const ctx = serviceContext(c);
  requireStaff(ctx); // a non-staff caller is refused before their body is looked at
  const { reason } = await parseJsonBody(c, rejectSchema);
  await rejectListing(ctx, c.req.param('id'), reason);
  return c.body(null, 204);
});

describeOperation({
  method: 'post',
  path: '/api/man/listings/{id}/moderate/',
  summary: 'Pause or archive a published listing that breaks the rules, with a reason the owner is told (staff)',
  tags,
  auth: true,
  body: moderateSchema,
  responses: { 204: { description: 'Done' }, ...errors(401, 403, 404, 409, 422) },
});
manListingsApi.post('/man/listings/:id/moderate/', async (c) => {
  const ctx = serviceContext(c);
  requireStaff(ctx);
  await moderateListing(ctx, c.req.param('id'), await parseJsonBody(c, moderateSchema));
  return c.body(null, 204);
});

describeOperation({
  method: 'get',
  path: '/api/man/site-listings/',
  summary: 'The listings featured on the home page, in order (staff)',
  tags,
  auth: true,
  responses: { 200: { description: '{ featured, max }' }, ...errors(401, 403) },
});
manListingsApi.get('/man/site-listings/', async (c) => c.json(await getSiteListings(serviceContext(c))));

describeOperation({
  method: 'put',
  path: '/api/man/site-listings/',
  summary: 'Replace the featured listings (published ones, at most 8) with these ids in this order (staff)',
  tags,
  auth: true,
  body: featuredSchema,
  responses: { 200: { description: '{ featured, max }' }, ...errors(401, 403, 422) },
});
manListingsApi.put('/man/site-listings/', async (c) => {
  const ctx = serviceContext(c);
  requireStaff(ctx);
  return c.json(await setFeaturedListings(ctx, await parseJsonBody(c, featuredSchema)));
});
