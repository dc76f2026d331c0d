import { createMiddleware } from 'hono/factory';
import { authenticate } from '#server/domain/auth/auth.service.ts';
import { AppError } from '#server/lib/errors.ts';
import { serviceContext } from './service-context.ts';
import type { HonoEnv } from './types.ts';

/**
 * Reads `Authorization: Bearer <access>` for the JSON API; a bad token is a 401, never ignored.
 * Which endpoints need a token is declared with each (server/api/define.ts).
 */
export const bearerActor = createMiddleware<HonoEnv>(async (c, next) => {
  c.set('actor', null);
  c.set('user', null);
  const header = c.req.header('authorization');
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new AppError('unauthorized');
    const result = await authenticate(serviceContext(c), match[1]);
    if (!result.ok) throw new AppError(result.reason === 'expired' ? 'token_expired' : 'unauthorized');
    c.set('actor', result.actor);
    c.set('user', result.user);
  }
  await next();
});
