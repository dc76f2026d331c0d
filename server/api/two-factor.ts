import { Hono } from 'hono';
import {
  recoveryCodesSchema,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '#server/domain/auth/two-factor.schemas.ts';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
} from '#server/domain/auth/two-factor.service.ts';
import { passwordConfirmSchema } from '#server/domain/users/profile.schemas.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { withPasswordAgain } from '#server/http/password-again.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';

export const twoFactorApi = new Hono<HonoEnv>();

const base = '/api/users/me/two-factor/';

defineOperation(
  twoFactorApi,
  {
    method: 'get',
    path: base,
    summary: 'Whether two-factor sign-in is on, and how many recovery codes are unused',
    tags: ['account'],
    auth: true,
    responses: { 200: { description: 'Status', schema: twoFactorStatusSchema }, ...errorResponses(401) },
  },
  async (c) => c.json(await getTwoFactorStatus(serviceContext(c))),
);

defineOperation(
  twoFactorApi,
  {
    method: 'post',
    path: `${base}setup/`,
    summary: 'Start setup: a new secret and its otpauth:// address for the authenticator app (replaces an unconfirmed one)',
    tags: ['account'],
    auth: true,
    responses: { 201: { description: 'Secret to scan', schema: twoFactorSetupSchema }, ...errorResponses(401, 409) },
  },
  async (c) => c.json(await startTwoFactorSetup(serviceContext(c)), 201),
);

defineOperation(
  twoFactorApi,
  {
    method: 'post',
    path: `${base}confirm/`,
    summary: 'Finish setup with the first code from the app. Returns ten recovery codes, shown this once.',
    tags: ['account'],
    auth: true,
    body: twoFactorCodeSchema,
    responses: { 200: { description: 'Turned on', schema: recoveryCodesSchema }, ...errorResponses(401, 409, 422) },
  },
  async (c) => {
    const input = await parseJsonBody(c, twoFactorCodeSchema);
    return c.json({ recovery_codes: await confirmTwoFactorSetup(serviceContext(c), input) });
  },
);

defineOperation(
  twoFactorApi,
  {
    method: 'post',
    path: `${base}disable/`,
    summary: 'Turn two-factor sign-in off with the password and a code (or a recovery code)',
    tags: ['account'],
    auth: true,
    body: twoFactorDisableSchema,
    responses: { 204: { description: 'Turned off' }, ...errorResponses(401, 409, 422, 429) },
  },
  async (c) => {
    const input = await parseJsonBody(c, twoFactorDisableSchema);
    await withPasswordAgain(c, () => disableTwoFactor(serviceContext(c), input));
    return c.body(null, 204);
  },
);

defineOperation(
  twoFactorApi,
  {
    method: 'post',
    path: `${base}recovery-codes/`,
    summary: 'Ten new recovery codes with the password; the old ones stop working',
    tags: ['account'],
    auth: true,
    body: passwordConfirmSchema,
    responses: { 200: { description: 'New codes', schema: recoveryCodesSchema }, ...errorResponses(401, 409, 422, 429) },
  },
  async (c) => {
    const input = await parseJsonBody(c, passwordConfirmSchema);
    const codes = await withPasswordAgain(c, () => regenerateRecoveryCodes(serviceContext(c), input));
    return c.json({ recovery_codes: codes });
  },
);
