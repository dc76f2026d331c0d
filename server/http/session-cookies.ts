import { cookieHeader } from '#common/cookies.ts';
import { ACCESS_COOKIE, LOGGED_IN_COOKIE, REFRESH_COOKIE } from '#common/token-rules.ts';
import type { TokenPair } from '#server/auth/tokens.ts';

/**
 * The web session's cookies (prefix "auth.", path /, HttpOnly, SameSite=Lax, Secure in
 * production). Both token cookies live as long as the refresh token, so an expired access token
 * is still seen (and refreshed), and "both expired" can be told apart from "never signed in".
 */
export function sessionCookies(pair: TokenPair, secure: boolean, now = Date.now()): string[] {
  const maxAge = Math.max(0, Math.floor((pair.refreshExpiresAt.getTime() - now) / 1000)) + 24 * 3600;
  return [
    cookieHeader(ACCESS_COOKIE, pair.access, { maxAge, secure, httpOnly: true }),
    cookieHeader(REFRESH_COOKIE, pair.refresh, { maxAge, secure, httpOnly: true }),
    // Readable by scripts so other tabs can follow; holds no secret.
    cookieHeader(LOGGED_IN_COOKIE, '1', { maxAge, secure }),
  ];
}

export function clearedSessionCookies(secure: boolean): string[] {
  return [ACCESS_COOKIE, REFRESH_COOKIE, LOGGED_IN_COOKIE].map((name) =>
    cookieHeader(name, '', { maxAge: 0, secure, httpOnly: name !== LOGGED_IN_COOKIE }),
  );
}

export function withCookies(cookies: string[], init: Headers = new Headers()): Headers {
  for (const cookie of cookies) init.append('Set-Cookie', cookie);
  return init;
}
