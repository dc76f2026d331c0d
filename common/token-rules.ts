// Token rules from the specification (§4, §9), shared by the server, the pages and the API client.
export const ACCESS_TOKEN_MAX_AGE_S = 3590;
export const REFRESH_TOKEN_MAX_AGE_S = 2_505_600; // 29 days
export const EXPIRY_MARGIN_MS = 500;
export const TOKEN_TYPE = 'Bearer';
export const AUTH_PREFIX = 'auth.';
export const ACCESS_COOKIE = `${AUTH_PREFIX}_token.local`;
export const REFRESH_COOKIE = `${AUTH_PREFIX}_refresh_token.local`;
/** Readable by scripts: tells other tabs whether this browser is signed in. Holds no secret. */
export const LOGGED_IN_COOKIE = `${AUTH_PREFIX}loggedIn`;

export const BOTH_EXPIRED_MESSAGE = 'Both token and refresh token have expired. Your request was aborted.';

export type TokenStatus = 'unknown' | 'valid' | 'expired';

/** A token counts as expired 500 ms before its expiry time. `expiresAtMs` undefined -> unknown. */
export function tokenStatus(expiresAtMs: number | undefined, nowMs: number): TokenStatus {
  if (expiresAtMs === undefined || Number.isNaN(expiresAtMs)) return 'unknown';
  return nowMs >= expiresAtMs - EXPIRY_MARGIN_MS ? 'expired' : 'valid';
}

/** Reads `exp` (seconds) from a JWT without verifying it; undefined when unreadable. */
export function readJwtExpiryMs(token: string | undefined): number | undefined {
  if (!token) return undefined;
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const json = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json.exp === 'number' ? json.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
