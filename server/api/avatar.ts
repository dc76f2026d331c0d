import { Hono } from 'hono';
import { avatarDtoSchema, avatarUploadSchema } from '#server/domain/users/avatar.schemas.ts';
import { getAvatar, readAvatar, removeAvatar, setAvatar } from '#server/domain/users/avatar.service.ts';
import { parseMultipart } from '#server/http/multipart.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import { defineOperation, errorResponses } from './define.ts';

// The signed-in person's picture (JSON API) and the public address every picture is served at.
export const avatarApi = new Hono<HonoEnv>();

const path = '/api/users/me/avatar/';

defineOperation(
  avatarApi,
  {
    method: 'get',
    path,
    summary: 'Your picture’s address, or null when you have none',
    tags: ['account'],
    auth: true,
    responses: { 200: { description: 'The picture', schema: avatarDtoSchema }, ...errorResponses(401) },
  },
  async (c) => c.json(await getAvatar(serviceContext(c))),
);

defineOperation(
  avatarApi,
  {
    method: 'put',
    path,
    summary:
      'Upload a picture (multipart field `file`): JPEG, PNG, WebP or AVIF by content, at most 5 MB. It is turned upright, cropped to a square and stored as a 512 px WebP without metadata; the old picture is deleted.',
    tags: ['account'],
    auth: true,
    body: avatarUploadSchema,
    bodyType: 'multipart',
    responses: { 200: { description: 'The new picture', schema: avatarDtoSchema }, ...errorResponses(400, 401, 413, 422) },
  },
  async (c) => {
    const [file] = await filesFromForm(await parseMultipart(c), 'file');
    return c.json(await setAvatar(serviceContext(c), file));
  },
);

defineOperation(
  avatarApi,
  {
    method: 'delete',
    path,
    summary: 'Remove your picture',
    tags: ['account'],
    auth: true,
    responses: { 204: { description: 'Removed' }, ...errorResponses(401) },
  },
  async (c) => {
    await removeAvatar(serviceContext(c));
    return c.body(null, 204);
  },
);

/** Pictures are public (like a profile picture anywhere); each upload has a new address, cached for a year. */
export const mediaRoutes = new Hono<HonoEnv>();
mediaRoutes.get('/media/avatars/:file', async (c) => {
  const stored = await readAvatar(serviceContext(c), c.req.param('file'));
  if (!stored) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
  return c.body(stored.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'image/webp',
    'Content-Length': String(stored.bytes.byteLength),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Disposition': 'inline',
  });
});
