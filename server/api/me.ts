import { type Handler, Hono } from 'hono';
import { z } from 'zod';
import {
  changePassword,
  deleteAccount,
  exportData,
  getProfile,
  listSessions,
  revokeAllSessions,
  revokeSession,
  updateProfile,
} from '#server/domain/accounts/profile.service.ts';
import {
  changePasswordSchema,
  passwordConfirmSchema,
  profileDtoSchema,
  profileSchema,
  sessionDtoSchema,
} from '#server/domain/users/profile.schemas.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { withPasswordAgain } from '#server/http/password-again.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses, type HonoPath } from './define.ts';
import { accountExportSchema } from './me.responses.ts';
import type { ApiOperation } from './openapi.ts';
import { answer } from './responses.ts';

// The signed-in person's own account. Every handler needs a bearer token; services scope by it.
export const meApi = new Hono<HonoEnv>();

const me = <P extends string>(
  method: 'get' | 'post' | 'patch' | 'delete',
  path: P,
  summary: string,
  extra: Partial<ApiOperation>,
  handler: Handler<HonoEnv, HonoPath<`/api/users/me/${P}`>>,
) =>
  defineOperation(
    meApi,
    { method, path: `/api/users/me/${path}` as const, summary, tags: ['account'], auth: true, responses: {}, ...extra },
    handler,
  );

me(
  'get',
  '',
  'Your profile',
  { responses: { 200: { description: 'Profile', schema: profileDtoSchema }, ...errorResponses(401) } },
  async (c) => c.json(await getProfile(serviceContext(c))),
);

me(
  'patch',
  '',
  'Update your profile (name, phone, kennitala, language, bio)',
  {
    body: profileSchema,
    responses: { 200: { description: 'Profile', schema: profileDtoSchema }, ...errorResponses(401, 409, 422) },
  },
  async (c) => c.json(await updateProfile(serviceContext(c), await parseJsonBody(c, profileSchema))),
);

me(
  'post',
  'password/',
  'Change your password; signs out your other devices',
  {
    body: changePasswordSchema,
    responses: { 204: { description: 'Changed' }, ...errorResponses(401, 422, 429) },
  },
  async (c) => {
    const input = await parseJsonBody(c, changePasswordSchema);
    await withPasswordAgain(c, () => changePassword(serviceContext(c), input));
    return c.body(null, 204);
  },
);

me(
  'get',
  'sessions/',
  'Your signed-in devices',
  {
    responses: { 200: { description: 'Sessions', schema: z.array(sessionDtoSchema) }, ...errorResponses(401) },
  },
  async (c) => c.json(await listSessions(serviceContext(c))),
);

me(
  'delete',
  'sessions/{id}/',
  'Sign out one device',
  { responses: { 204: { description: 'Signed out' }, ...errorResponses(401, 404) } },
  async (c) => {
    await revokeSession(serviceContext(c), c.req.param('id'));
    return c.body(null, 204);
  },
);

me(
  'post',
  'sessions/revoke-all/',
  'Sign out everywhere, this device too',
  {
    responses: { 204: { description: 'Signed out' }, ...errorResponses(401) },
  },
  async (c) => {
    await revokeAllSessions(serviceContext(c));
    return c.body(null, 204);
  },
);

me(
  'get',
  'export/',
  'Everything we hold about you, as JSON',
  {
    responses: { 200: { description: 'Your data', schema: accountExportSchema }, ...errorResponses(401) },
  },
  async (c) => {
    c.header('Content-Disposition', 'attachment; filename="heimaleiga-data.json"');
    return answer(c, accountExportSchema, await exportData(serviceContext(c)));
  },
);

me(
  'post',
  'delete/',
  'Delete your account (needs your password). Personal data is anonymised.',
  {
    body: passwordConfirmSchema,
    responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 422, 429) },
  },
  async (c) => {
    const input = await parseJsonBody(c, passwordConfirmSchema);
    await withPasswordAgain(c, () => deleteAccount(serviceContext(c), input));
    return c.body(null, 204);
  },
);
