import { Hono } from 'hono';
import { z } from 'zod';
import { consume } from '#server/auth/rate-limit.ts';
import {
  emailChangeSchema,
  emailSchema,
  resetPasswordSchema,
  signUpSchema,
  tokenSchema,
} from '#server/domain/accounts/accounts.schemas.ts';
import {
  confirmEmail,
  requestEmailChange,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signUp,
} from '#server/domain/accounts/accounts.service.ts';
import { userSchema } from '#server/domain/users/users.schemas.ts';
import { requireBearer } from '#server/http/bearer.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/errors.ts';
import { describeOperation, errorBodySchema } from './openapi.ts';

export const accountsApi = new Hono<HonoEnv>();

const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, { description: `Error ${code}`, schema: errorBodySchema }]));

describeOperation({
  method: 'post',
  path: '/api/users/',
  summary: 'Create an account (then sign in with POST /api/token/). Sends a confirmation mail in `locale`.',
  tags: ['accounts'],
  auth: false,
  body: signUpSchema,
  responses: { 201: { description: 'The new user', schema: userSchema }, ...errors(400, 409, 422, 429) },
});
accountsApi.post('/users/', async (c) => {
  await consume(c.get('deps').limits.mail, `signup:${c.get('meta').ip}`);
  const input = await parseJsonBody(c, signUpSchema);
  return c.json(await signUp(serviceContext(c), input), 201);
});

describeOperation({
  method: 'post',
  path: '/api/users/me/email-confirmation/',
  summary: 'Send a new confirmation link to the signed-in user (5 an hour)',
  tags: ['accounts'],
  auth: true,
  responses: {
    200: { description: 'Sent, or already confirmed', schema: z.object({ already_confirmed: z.boolean() }) },
    ...errors(401, 429),
  },
});
accountsApi.post('/users/me/email-confirmation/', requireBearer, async (c) => {
  await consume(c.get('deps').limits.mail, `resend:${c.get('actor')?.userId}`);
  const result = await resendConfirmation(serviceContext(c));
  return c.json({ already_confirmed: result.alreadyConfirmed });
});

describeOperation({
  method: 'post',
  path: '/api/email-confirmation/',
  summary: 'Confirm an email address with the token from the mail (single use, 48 hours)',
  tags: ['accounts'],
  auth: false,
  body: tokenSchema,
  responses: { 200: { description: 'Confirmed', schema: z.object({ email: z.string() }) }, ...errors(400, 422) },
});
accountsApi.post('/email-confirmation/', async (c) => {
  const input = await parseJsonBody(c, tokenSchema);
  const result = await confirmEmail(serviceContext(c), input.token);
  if (!result.ok) {
    // The new address was taken by another account after the link was sent.
    if (result.reason === 'taken') throw new AppError('email_taken', undefined, { fields: { token: ['email_taken'] } });
    throw new AppError(`link_${result.reason}`, undefined, { fields: { token: [`token_${result.reason}`] } });
  }
  return c.json({ email: result.email });
});

describeOperation({
  method: 'post',
  path: '/api/password-reset/',
  summary: 'Ask for a password-reset link. Always 202, whether or not the account exists.',
  tags: ['accounts'],
  auth: false,
  body: emailSchema,
  responses: { 202: { description: 'Accepted' }, ...errors(400, 422, 429) },
});
accountsApi.post('/password-reset/', async (c) => {
  const input = await parseJsonBody(c, emailSchema);
  await consume(c.get('deps').limits.mail, `reset:${c.get('meta').ip}`);
  await requestPasswordReset(serviceContext(c), input);
  return c.body(null, 202);
});

describeOperation({
  method: 'post',
  path: '/api/password-reset/confirm/',
  summary: 'Set a new password with the token from the mail (single use, 1 hour). Signs the account out everywhere.',
  tags: ['accounts'],
  auth: false,
  body: resetPasswordSchema,
  responses: { 204: { description: 'Password changed' }, ...errors(400, 422) },
});
accountsApi.post('/password-reset/confirm/', async (c) => {
  const input = await parseJsonBody(c, resetPasswordSchema);
  await resetPassword(serviceContext(c), input);
  return c.body(null, 204);
});

describeOperation({
  method: 'post',
  path: '/api/users/me/email/',
  summary:
    'Change your email: needs your password; the address changes when the link sent to the new address is opened (48 hours)',
  tags: ['accounts'],
  auth: true,
  body: emailChangeSchema,
  responses: { 202: { description: 'Link sent to the new address' }, ...errors(401, 409, 422, 429) },
});
accountsApi.post('/users/me/email/', requireBearer, async (c) => {
  const input = await parseJsonBody(c, emailChangeSchema);
  await consume(c.get('deps').limits.mail, `email:${c.get('actor')?.userId}`);
  await requestEmailChange(serviceContext(c), input);
  return c.body(null, 202);
});
