import { Hono } from 'hono';
import { z } from 'zod';
import { consume, limitFailures, signInLimits } from '#server/auth/rate-limit.ts';
import { credentialsSchema, refreshSchema, tokenPairSchema } from '#server/domain/auth/auth.schemas.ts';
import { refreshTokens, signIn, signOutByRefresh } from '#server/domain/auth/auth.service.ts';
import { twoFactorChallengeSchema, twoFactorSignInSchema } from '#server/domain/auth/two-factor.schemas.ts';
import { challengeUser, completeTwoFactorSignIn } from '#server/domain/auth/two-factor.service.ts';
import { userSchema } from '#server/domain/users/users.schemas.ts';
import { parseJsonBody } from '#server/http/errors.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { defineOperation, errorResponses } from './define.ts';

export const authApi = new Hono<HonoEnv>();

defineOperation(
  authApi,
  {
    method: 'post',
    path: '/api/token/',
    summary: 'Sign in with email and password; returns an access and a refresh token',
    tags: ['auth'],
    auth: false,
    body: credentialsSchema,
    responses: {
      200: {
        description:
          'Token pair; or, for an account with two-factor sign-in, a challenge to answer at /api/token/two-factor/ within expires_in seconds',
        schema: z.union([tokenPairSchema, twoFactorChallengeSchema]),
      },
      ...errorResponses(400, 401, 403, 422, 429),
    },
  },
  async (c) => {
    const input = await parseJsonBody(c, credentialsSchema);
    const ctx = serviceContext(c);
    const limits = signInLimits(c.get('deps').limits, c.get('meta').ip ?? 'unknown', input.email);
    const result = await limitFailures(limits, () => signIn(ctx, input));
    if (result.status === 'two_factor_required') {
      const expiresIn = Math.round((result.expiresAt.getTime() - ctx.now().getTime()) / 1000);
      return c.json({ two_factor_required: true, challenge: result.challenge, expires_in: expiresIn });
    }
    return c.json({ access: result.pair.access, refresh: result.pair.refresh });
  },
);

defineOperation(
  authApi,
  {
    method: 'post',
    path: '/api/token/two-factor/',
    summary: 'Second sign-in step: the challenge from /api/token/ and a code from the authenticator app or a recovery code',
    tags: ['auth'],
    auth: false,
    body: twoFactorSignInSchema,
    responses: { 200: { description: 'Token pair', schema: tokenPairSchema }, ...errorResponses(400, 401, 403, 422, 429) },
  },
  async (c) => {
    const input = await parseJsonBody(c, twoFactorSignInSchema);
    const ctx = serviceContext(c);
    const userId = await challengeUser(ctx, input.challenge);
    const pair = await limitFailures([[c.get('deps').limits.signIn, `two-factor:${userId}`]], () =>
      completeTwoFactorSignIn(ctx, input),
    );
    return c.json({ access: pair.access, refresh: pair.refresh });
  },
);

defineOperation(
  authApi,
  {
    method: 'post',
    path: '/api/token/refresh/',
    summary: 'Rotate a refresh token: returns a new pair and retires the one sent. Reusing a retired token revokes its family.',
    tags: ['auth'],
    auth: false,
    body: refreshSchema,
    responses: { 200: { description: 'New token pair', schema: tokenPairSchema }, ...errorResponses(400, 401, 403, 422, 429) },
  },
  async (c) => {
    await consume(c.get('deps').limits.refresh, c.get('meta').ip ?? 'unknown');
    const input = await parseJsonBody(c, refreshSchema);
    const pair = await refreshTokens(serviceContext(c), input.refresh);
    return c.json({ access: pair.access, refresh: pair.refresh });
  },
);

defineOperation(
  authApi,
  {
    method: 'post',
    path: '/api/token/revoke/',
    summary: 'Sign out: revoke the refresh-token family of the token sent',
    tags: ['auth'],
    auth: false,
    body: refreshSchema,
    responses: { 204: { description: 'Revoked (also when the token was unknown)' }, ...errorResponses(400, 422) },
  },
  async (c) => {
    const input = await parseJsonBody(c, refreshSchema);
    await signOutByRefresh(serviceContext(c), input.refresh);
    return c.body(null, 204);
  },
);

defineOperation(
  authApi,
  {
    method: 'get',
    path: '/api/auth/user/',
    summary: 'The signed-in user, as the object itself (no wrapper)',
    tags: ['auth'],
    auth: true,
    responses: { 200: { description: 'The user', schema: userSchema }, ...errorResponses(401) },
  },
  (c) => c.json(c.get('user')),
);
