import { Hono } from 'hono';
import { z } from 'zod';
import { consumeMail } from '#server/auth/rate-limit.ts';
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
import { parseJsonBody } from '#server/http/errors.ts';
import { withPasswordAgain } from '#server/http/password-again.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/errors.ts';
import { defineOperation, errorResponses } from './define.ts';

export const accountsApi = new Hono<HonoEnv>();

defineOperation(
  accountsApi,
  {
    method: 'post',
    path: '/api/users/',
    summary: 'Create an account (then sign in with POST /api/token/). Sends a confirmation mail in `locale`.',
    tags: ['accounts'],
    auth: false,
    body: signUpSchema,
    responses: { 201: { description: 'The new user', schema: userSchema }, ...errorResponses(400, 409, 422, 429) },
  },
  async (c) => {
    const input = await parseJsonBody(c, signUpSchema);
    await consumeMail(c.get('deps').limits, `signup:${c.get('meta').ip}`, input.email);
    return c.json(await signUp(serviceContext(c), input), 201);
  },
);

defineOperation(
  accountsApi,
  {
    method: 'post',
    path: '/api/users/me/email-confirmation/',
    summary: 'Send a new confirmation link to the signed-in user (5 an hour)',
    tags: ['accounts'],
    auth: true,
    responses: {
      200: { description: 'Sent, or already confirmed', schema: z.object({ already_confirmed: z.boolean() }) },
      ...errorResponses(401, 429),
    },
  },
  async (c) => {
    await consumeMail(c.get('deps').limits, `resend:${c.get('actor')?.userId}`, c.get('user')?.email ?? '');
    const result = await resendConfirmation(serviceContext(c));
    return c.json({ already_confirmed: result.alreadyConfirmed });
  },
);

defineOperation(
  accountsApi,
  {
    method: 'post',
    path: '/api/email-confirmation/',
    summary: 'Confirm an email address with the token from the mail (single use, 48 hours)',
    tags: ['accounts'],
    auth: false,
    body: tokenSchema,
    responses: { 200: { description: 'Confirmed', schema: z.object({ email: z.string() }) }, ...errorResponses(400, 422) },
  },
  async (c) => {
    const input = await parseJsonBody(c, tokenSchema);
    const result = await confirmEmail(serviceContext(c), input.token);
    if (!result.ok) {
      // The new address was taken by another account after the link was sent.
      if (result.reason === 'taken') throw new AppError('email_taken', undefined, { fields: { token: ['email_taken'] } });
      throw new AppError(`link_${result.reason}`, undefined, { fields: { token: [`token_${result.reason}`] } });
    }
    return c.json({ email: result.email });
  },
);

defineOperation(
  accountsApi,
  {
    method: 'post',
    path: '/api/password-reset/',
    summary: 'Ask for a password-reset link. Always 202, whether or not the account exists.',
    tags: ['accounts'],
    auth: false,
    body: emailSchema,
    responses: { 202: { description: 'Accepted' }, ...errorResponses(400, 422, 429) },
  },
  async (c) => {
    const input = await parseJsonBody(c, emailSchema);
    await consumeMail(c.get('deps').limits, `reset:${c.get('meta').ip}`, input.email);
    await requestPasswordReset(serviceContext(c), input);
    return c.body(null, 202);
  },
);

defineOperation(
  accountsApi,
  {
    method: 'post',
    path: '/api/password-reset/confirm/',
    summary: 'Set a new password with the token from the mail (single use, 1 hour). Signs the account out everywhere.',
    tags: ['accounts'],
    auth: false,
    body: resetPasswordSchema,
    responses: { 204: { description: 'Password changed' }, ...errorResponses(400, 422) },
  },
  async (c) => {
    const input = await parseJsonBody(c, resetPasswordSchema);
    await resetPassword(serviceContext(c), input);
    return c.body(null, 204);
  },
);

defineOperation(
  accountsApi,
  {
    method: 'post',
    path: '/api/users/me/email/',
    summary:
      'Change your email: needs your password; the address changes when the link sent to the new address is opened (48 hours)',
    tags: ['accounts'],
    auth: true,
    body: emailChangeSchema,
    responses: { 202: { description: 'Link sent to the new address' }, ...errorResponses(401, 409, 422, 429) },
  },
  async (c) => {
    const input = await parseJsonBody(c, emailChangeSchema);
    await consumeMail(c.get('deps').limits, `email:${c.get('actor')?.userId}`, input.newEmail);
    await withPasswordAgain(c, () => requestEmailChange(serviceContext(c), input));
    return c.body(null, 202);
  },
);
