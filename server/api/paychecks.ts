import { Hono } from 'hono';
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
import { requireBearer } from '#server/http/bearer.ts';
import { downloadResponse } from '#server/http/downloads.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { parseMultipart } from '#server/http/multipart.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import { describeOperation, errorBodySchema } from './openapi.ts';

// The signed-in person's income documents (paychecks).
export const paychecksApi = new Hono<HonoEnv>();
paychecksApi.use('/users/me/paychecks/*', requireBearer);

const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, { description: `Error ${code}`, schema: errorBodySchema }]));
const base = '/api/users/me/paychecks/';
const op = (method: 'get' | 'post' | 'patch' | 'delete', path: string, summary: string, extra: object) =>
  describeOperation({ method, path: `${base}${path}`, summary, tags: ['account'], auth: true, responses: {}, ...extra });

op('get', '', 'Your income documents, oldest first, and whether landlords you apply to may see them', {
  responses: { 200: { description: 'Documents', schema: paycheckListSchema }, ...errors(401) },
});
paychecksApi.get('/users/me/paychecks/', async (c) => c.json(await listPaychecks(serviceContext(c))));

op(
  'post',
  '',
  'Upload one to five documents (multipart field `files`, repeated): PDF, JPEG, PNG, WebP or AVIF by content, at most 10 MB each, at most 20 kept. All or nothing; a bad file has its error under `files[<index>]`. PDFs are stored as sent; pictures are turned upright and re-encoded without metadata (PNG stays PNG, others become JPEG).',
  {
    body: paycheckUploadSchema,
    bodyType: 'multipart',
    responses: { 201: { description: 'Added', schema: z.array(paycheckDtoSchema) }, ...errors(400, 401, 413, 422) },
  },
);
paychecksApi.post('/users/me/paychecks/', async (c) => {
  const files = await filesFromForm(await parseMultipart(c), 'files');
  return c.json(await uploadPaychecks(serviceContext(c), files), 201);
});

op('patch', 'sharing/', 'Choose whether landlords you apply to may see your income documents', {
  body: paycheckSharingSchema,
  responses: { 200: { description: 'The setting', schema: z.object({ shared: z.boolean() }) }, ...errors(401, 422) },
});
paychecksApi.patch('/users/me/paychecks/sharing/', async (c) =>
  c.json(await setPaycheckSharing(serviceContext(c), await parseJsonBody(c, paycheckSharingSchema))),
);

op('get', '{id}/', 'One of your documents', {
  responses: { 200: { description: 'The document', schema: paycheckDtoSchema }, ...errors(401, 404) },
});
paychecksApi.get('/users/me/paychecks/:id/', async (c) => c.json(await getPaycheck(serviceContext(c), c.req.param('id'))));

op('get', '{id}/download/', 'Download one of your documents (as an attachment)', {
  responses: { 200: { description: 'The file', binary: 'application/octet-stream' }, ...errors(401, 404) },
});
paychecksApi.get('/users/me/paychecks/:id/download/', async (c) => {
  const actor = c.get('actor');
  return downloadResponse(await openPaycheck(serviceContext(c), c.req.param('id'), { ownerId: actor?.userId ?? '' }));
});

op('delete', '{id}/', 'Delete one of your documents', {
  responses: { 204: { description: 'Deleted' }, ...errors(401, 404) },
});
paychecksApi.delete('/users/me/paychecks/:id/', async (c) => {
  await deletePaycheck(serviceContext(c), c.req.param('id'));
  return c.body(null, 204);
});
