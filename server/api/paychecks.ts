import { type Handler, Hono } from 'hono';
import { z } from 'zod';
import {
  paycheckDtoSchema,
  paycheckListSchema,
  paycheckSharingSchema,
  paycheckUploadSchema,
} from '#server/domain/paychecks/paychecks.schemas.ts';
import {
  deletePaycheck,
  getPaycheck,
  listPaychecks,
  openPaycheck,
  setPaycheckSharing,
  uploadPaychecks,
} from '#server/domain/paychecks/paychecks.service.ts';
import { DOCUMENT_TYPES } from '#server/domain/uploads/documents.service.ts';
import { downloadResponse } from '#server/http/downloads.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { parseMultipart } from '#server/http/multipart.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import { defineOperation, errorResponses, type HonoPath } from './define.ts';
import type { ApiOperation } from './openapi.ts';

// The signed-in person's income documents (paychecks).
export const paychecksApi = new Hono<HonoEnv>();

const base = '/api/users/me/paychecks/';
const op = <P extends string>(
  method: 'get' | 'post' | 'patch' | 'delete',
  path: P,
  summary: string,
  extra: Partial<ApiOperation>,
  handler: Handler<HonoEnv, HonoPath<`${typeof base}${P}`>>,
) =>
  defineOperation(
    paychecksApi,
    { method, path: `${base}${path}` as const, summary, tags: ['account'], auth: true, responses: {}, ...extra },
    handler,
  );

op(
  'get',
  '',
  'Your income documents, oldest first, and whether landlords you apply to may see them',
  {
    responses: { 200: { description: 'Documents', schema: paycheckListSchema }, ...errorResponses(401) },
  },
  async (c) => c.json(await listPaychecks(serviceContext(c))),
);

op(
  'post',
  '',
  'Upload one to five documents (multipart field `files`, repeated): PDF, JPEG, PNG, WebP or AVIF by content, at most 10 MB each, at most 20 kept. All or nothing; a bad file has its error under `files[<index>]`. PDFs are stored as sent; pictures are turned upright and re-encoded without metadata (PNG stays PNG, others become JPEG).',
  {
    body: paycheckUploadSchema,
    bodyType: 'multipart',
    responses: { 201: { description: 'Added', schema: z.array(paycheckDtoSchema) }, ...errorResponses(400, 401, 413, 422) },
  },
  async (c) => {
    const files = await filesFromForm(await parseMultipart(c), 'files');
    return c.json(await uploadPaychecks(serviceContext(c), files), 201);
  },
);

op(
  'patch',
  'sharing/',
  'Choose whether landlords you apply to may see your income documents',
  {
    body: paycheckSharingSchema,
    responses: { 200: { description: 'The setting', schema: z.object({ shared: z.boolean() }) }, ...errorResponses(401, 422) },
  },
  async (c) => c.json(await setPaycheckSharing(serviceContext(c), await parseJsonBody(c, paycheckSharingSchema))),
);

op(
  'get',
  '{id}/',
  'One of your documents',
  {
    responses: { 200: { description: 'The document', schema: paycheckDtoSchema }, ...errorResponses(401, 404) },
  },
  async (c) => c.json(await getPaycheck(serviceContext(c), c.req.param('id'))),
);

op(
  'get',
  '{id}/download/',
  'Download one of your documents (as an attachment)',
  {
    responses: { 200: { description: 'The file', binary: DOCUMENT_TYPES }, ...errorResponses(401, 404) },
  },
  async (c) => {
    const actor = c.get('actor');
    return downloadResponse(await openPaycheck(serviceContext(c), c.req.param('id'), { ownerId: actor?.userId ?? '' }));
  },
);

op(
  'delete',
  '{id}/',
  'Delete one of your documents',
  {
    responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
  },
  async (c) => {
    await deletePaycheck(serviceContext(c), c.req.param('id'));
    return c.body(null, 204);
  },
);
