import { Hono } from 'hono';
import { z } from 'zod';
import { listingCreateSchema, locationSchema, STEP_SCHEMAS } from '#server/domain/listings/listing.schemas.ts';
import {
  deleteListingPhoto,
  readListingPhoto,
  setPhotoOrder,
  uploadListingPhotos,
} from '#server/domain/listings/listing-photos.service.ts';
import {
  getOwnListing,
  loadManagedListing,
  type StepInput,
  saveListingStep,
  startListing,
  submitListing,
  updateLocation,
} from '#server/domain/listings/listings.service.ts';
import {
  API_STEPS,
  listingCreatedSchema,
  ownerListingDtoSchema,
  ownerPhotoDtoSchema,
  photoOrderSchema,
  photoUploadSchema,
} from '#server/domain/listings/owner-api.schemas.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { parseMultipart } from '#server/http/multipart.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import { defineOperation, errorResponses } from './define.ts';

// The owner's side of a listing over JSON: the wizard's steps, photos and submitting for review.
// Someone else's listing is 404 on every endpoint (docs/rules/listings.md). The public reads
// (GET /api/listings/ and /api/listings/{id}/) live in their own file.
export const listingsOwnerApi = new Hono<HonoEnv>();

const tags = ['listings'];
const photos = z.array(ownerPhotoDtoSchema);

defineOperation(
  listingsOwnerApi,
  {
    method: 'post',
    path: '/api/listings/',
    summary: 'Start a listing from its address; the same property is reused when you list it again. Returns the draft’s id.',
    tags,
    auth: true,
    body: listingCreateSchema,
    responses: { 201: { description: 'The new draft', schema: listingCreatedSchema }, ...errorResponses(401, 403, 422) },
  },
  async (c) => {
    const { team, ...location } = await parseJsonBody(c, listingCreateSchema);
    return c.json(await startListing(serviceContext(c), location, { team }), 201);
  },
);

defineOperation(
  listingsOwnerApi,
  {
    method: 'get',
    path: '/api/listings/{id}/draft/',
    summary: 'Everything about your listing as you edit it, with the steps still missing',
    tags,
    auth: true,
    responses: { 200: { description: 'The listing', schema: ownerListingDtoSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await getOwnListing(serviceContext(c), c.req.param('id'))),
);

for (const step of API_STEPS) {
  const schema = STEP_SCHEMAS[step as keyof typeof STEP_SCHEMAS];
  defineOperation(
    listingsOwnerApi,
    {
      method: 'put',
      path: `/api/listings/{id}/steps/${step}/`,
      summary: `Save the ${step} step of your listing`,
      tags,
      auth: true,
      body: schema,
      responses: {
        200: { description: 'The listing', schema: ownerListingDtoSchema },
        ...errorResponses(401, 404, 409, 422),
      },
    },
    async (c) => {
      const id = c.req.param('id') ?? '';
      const ctx = serviceContext(c);
      // The listing is looked up first, so someone else's listing is 404 whatever the body says.
      await loadManagedListing(ctx, id);
      await saveListingStep(ctx, id, step as keyof StepInput, (await parseJsonBody(c, schema)) as StepInput[keyof StepInput]);
      return c.json(await getOwnListing(ctx, id));
    },
  );
}

defineOperation(
  listingsOwnerApi,
  {
    method: 'put',
    path: '/api/listings/{id}/location/',
    summary: 'Change the address of a listing that has never been published',
    tags,
    auth: true,
    body: locationSchema,
    responses: { 200: { description: 'The listing', schema: ownerListingDtoSchema }, ...errorResponses(401, 404, 409, 422) },
  },
  async (c) => {
    const ctx = serviceContext(c);
    const id = c.req.param('id');
    await loadManagedListing(ctx, id);
    await updateLocation(ctx, id, await parseJsonBody(c, locationSchema));
    return c.json(await getOwnListing(ctx, id));
  },
);

defineOperation(
  listingsOwnerApi,
  {
    method: 'post',
    path: '/api/listings/{id}/photos/',
    summary:
      'Upload photos (multipart field `files`, repeated): checked by content, turned upright, stored as WebP in several widths without metadata (no GPS). All or nothing; errors per file under `files[<index>]`.',
    tags,
    auth: true,
    body: photoUploadSchema,
    bodyType: 'multipart',
    responses: {
      201: { description: 'Every photo of the listing, cover first', schema: photos },
      ...errorResponses(400, 401, 404, 409, 413, 422),
    },
  },
  async (c) => {
    const ctx = serviceContext(c);
    const id = c.req.param('id');
    await loadManagedListing(ctx, id);
    return c.json(await uploadListingPhotos(ctx, id, await filesFromForm(await parseMultipart(c), 'files')), 201);
  },
);

defineOperation(
  listingsOwnerApi,
  {
    method: 'put',
    path: '/api/listings/{id}/photos/order/',
    summary: 'Put the photos in a new order; the first is the cover',
    tags,
    auth: true,
    body: photoOrderSchema,
    responses: { 200: { description: 'The photos in their new order', schema: photos }, ...errorResponses(401, 404, 409, 422) },
  },
  async (c) => {
    const ctx = serviceContext(c);
    const id = c.req.param('id');
    await loadManagedListing(ctx, id);
    const body = await parseJsonBody(c, photoOrderSchema);
    return c.json(await setPhotoOrder(ctx, id, body.photo_ids));
  },
);

defineOperation(
  listingsOwnerApi,
  {
    method: 'delete',
    path: '/api/listings/{id}/photos/{photoId}/',
    summary: 'Delete a photo and its files',
    tags,
    auth: true,
    responses: { 200: { description: 'The photos left', schema: photos }, ...errorResponses(401, 404, 409) },
  },
  async (c) => c.json(await deleteListingPhoto(serviceContext(c), c.req.param('id'), c.req.param('photoId'))),
);

defineOperation(
  listingsOwnerApi,
  {
    method: 'post',
    path: '/api/listings/{id}/submit/',
    summary: 'Send a complete listing to staff for review; missing steps come back as field errors',
    tags,
    auth: true,
    responses: {
      200: { description: 'The listing, now in review', schema: ownerListingDtoSchema },
      ...errorResponses(401, 404, 409, 422),
    },
  },
  async (c) => {
    const ctx = serviceContext(c);
    await submitListing(ctx, c.req.param('id'));
    return c.json(await getOwnListing(ctx, c.req.param('id')));
  },
);

/** Listing photos: random, unguessable addresses that change with every upload, cached for a year. */
export const listingMediaRoutes = new Hono<HonoEnv>();
listingMediaRoutes.get('/media/listings/:listingId/:file', async (c) => {
  const stored = await readListingPhoto(serviceContext(c), c.req.param('listingId'), c.req.param('file'));
  if (!stored) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
  return c.body(stored.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'image/webp',
    'Content-Length': String(stored.bytes.byteLength),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Disposition': 'inline',
    'X-Content-Type-Options': 'nosniff',
  });
});
