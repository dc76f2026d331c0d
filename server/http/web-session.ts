import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '#common/token-rules.ts';
import type { TokenPair } from '#server/auth/tokens.ts';
import { isDatabaseUnavailable } from '#server/db/db-errors.ts';
import { authenticate, refreshTokens } from '#server/domain/auth/auth.service.ts';
import type { Actor } from '#server/domain/context.ts';
import type { UserDto } from '#server/domain/users/users.dto.ts';
import { isAppError } from '#server/lib/errors.ts';
import { serviceContext } from './service-context.ts';
import { clearedSessionCookies, sessionCookies } from './session-cookies.ts';
import type { HonoEnv } from './types.ts';

export type WebSession = { state: 'signed_in'; user: UserDto; actor: Actor } | { state: 'anonymous' } | { state: 'both_expired' };

// Requests that arrive together with the same old refresh cookie share one rotation, so a page
// and its assets don't trip reuse detection against each other. Kept for a few seconds only.
const inFlight = new Map<string, Promise<TokenPair>>();
const SHARE_MS = 10_000;

function rotateOnce(c: Context<HonoEnv>, refresh: string): Promise<TokenPair> {
  let pending = inFlight.get(refresh);
  if (!pending) {
    pending = refreshTokens(serviceContext(c), refresh);
    inFlight.set(refresh, pending);
    const forget = () => setTimeout(() => inFlight.delete(refresh), SHARE_MS).unref();
    // A rotation the database outage stopped is not remembered: the next request tries again.
    pending.then(forget, (error) => (isDatabaseUnavailable(error) ? inFlight.delete(refresh) : forget()));
  }
  return pending;
}

function setCookies(c: Context<HonoEnv>, cookies: string[]): void {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
}

/** Reads the session cookies: signed in, refreshed on the way, or reset. */
export async function resolveWebSession(c: Context<HonoEnv>): Promise<WebSession> {
  const access = getCookie(c, ACCESS_COOKIE);
  const refresh = getCookie(c, REFRESH_COOKIE);
  const secure = c.get('deps').env.isProduction;
  if (!access && !refresh) return { state: 'anonymous' };

  if (access) {
    const result = await authenticate(serviceContext(c), access);
    if (result.ok) return { state: 'signed_in', user: result.user, actor: result.actor };
    if (result.reason === 'revoked' || !refresh) {
      setCookies(c, clearedSessionCookies(secure));
      return { state: 'anonymous' };
    }
  }
  try {
    const pair = await rotateOnce(c, refresh as string);
    const result = await authenticate(serviceContext(c), pair.access);
    if (!result.ok) throw new Error('fresh token refused');
    setCookies(c, sessionCookies(pair, secure));
    return { state: 'signed_in', user: result.user, actor: result.actor };
  } catch (error) {
    // The database being away is no reason to sign anyone out: the caller answers 503.
    if (isDatabaseUnavailable(error)) throw error;
    setCookies(c, clearedSessionCookies(secure));
    if (isAppError(error) && error.code === 'token_expired') return { state: 'both_expired' };
    return { state: 'anonymous' };
  }
}
