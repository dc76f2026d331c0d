import { Hono } from 'hono';
import { z } from 'zod';
import {
  changePasswordSchema,
  passwordConfirmSchema,
  profileDtoSchema,
  profileSchema,
  sessionDtoSchema,
} from '#server/domain/users/profile.schemas.ts';
import {
  changePassword,
  deleteAccount,
  exportData,
  getProfile,
  listSessions,
  revokeAllSessions,
  revokeSession,
  updateProfile,
} from '#server/domain/users/profile.service.ts';
import { requireBearer } from '#server/http/bearer.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { describeOperation, errorBodySchema } from './openapi.ts';

// The signed-in person's own account. Every handler needs a bearer token; services scope by it.
export const meApi = new Hono<HonoEnv>();
meApi.use('/users/me/*', requireBearer);

const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, { description: `Error ${code}`, schema: errorBodySchema }]));
const me = (
  method: 'get' | 'post' | 'patch' | 'delete',
  path: string,
  summary: string,
  extra: Partial<Parameters<typeof describeOperation>[0]>,
) =>
  describeOperation({ method, path: `/api/users/me/${path}`, summary, tags: ['account'], auth: true, responses: {}, ...extra });

me('get', '', 'Your profile', { responses: { 200: { description: 'Profile', schema: profileDtoSchema }, ...errors(401) } });
meApi.get('/users/me/', async (c) => c.json(await getProfile(serviceContext(c))));

me('patch', '', 'Update your profile (name, phone, kennitala, language, bio)', {
  body: profileSchema,
  responses: { 200: { description: 'Profile', schema: profileDtoSchema }, ...errors(401, 409, 422) },
});
meApi.patch('/users/me/', async (c) => c.json(await updateProfile(serviceContext(c), await parseJsonBody(c, profileSchema))));

me('post', 'password/', 'Change your password; signs out your other devices', {
  body: changePasswordSchema,
  responses: { 204: { description: 'Changed' }, ...errors(401, 422) },
});
meApi.post('/users/me/password/', async (c) => {
  await changePassword(serviceContext(c), await parseJsonBody(c, changePasswordSchema));
  return c.body(null, 204);
});

me('get', 'sessions/', 'Your signed-in devices', {
  responses: { 200: { description: 'Sessions', schema: z.array(sessionDtoSchema) }, ...errors(401) },
});
meApi.get('/users/me/sessions/', async (c) => c.json(await listSessions(serviceContext(c))));

me('delete', 'sessions/{id}/', 'Sign out one device', { responses: { 204: { description: 'Signed out' }, ...errors(401, 404) } });
meApi.delete('/users/me/sessions/:id/', async (c) => {
  await revokeSession(serviceContext(c), c.req.param('id'));
  return c.body(null, 204);
});

me('post', 'sessions/revoke-all/', 'Sign out everywhere, this device too', {
  responses: { 204: { description: 'Signed out' }, ...errors(401) },
});
meApi.post('/users/me/sessions/revoke-all/', async (c) => {
  await revokeAllSessions(serviceContext(c));
  return c.body(null, 204);
});

me('get', 'export/', 'Everything we hold about you, as JSON', {
  responses: { 200: { description: 'Your data' }, ...errors(401) },
});
meApi.get('/users/me/export/', async (c) => {
  c.header('Content-Disposition', 'attachment; filename="heimaleiga-data.json"');
  return c.json(await exportData(serviceContext(c)));
});

me('post', 'delete/', 'Delete your account (needs your password). Personal data is anonymised.', {
  body: passwordConfirmSchema,
  responses: { 204: { description: 'Deleted' }, ...errors(401, 422) },
});
meApi.post('/users/me/delete/', async (c) => {
  await deleteAccount(serviceContext(c), await parseJsonBody(c, passwordConfirmSchema));
  return c.body(null, 204);
});
