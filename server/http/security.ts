import { randomBytes } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Env } from '#server/lib/env.ts';
import type { HonoEnv } from './types.ts';

export const PIXEL_SCRIPT_ORIGIN = 'https://connect.facebook.net';
export const PIXEL_IMAGE_ORIGIN = 'https://www.facebook.com';

/** The Content-Security-Policy: scripts only from us (with a per-request nonce); the pixel only when configured. */
export function contentSecurityPolicy(env: Env, nonce: string, dev: boolean): string {
  const pixel = Boolean(env.PIXEL_ID);
  const script = ["'self'", `'nonce-${nonce}'`, ...(pixel ? [PIXEL_SCRIPT_ORIGIN] : []), ...(dev ? ["'unsafe-eval'"] : [])];
  // The listings map fetches its style, tiles, glyphs and sprites from the configured style's origin.
  const map = env.MAP_STYLE_URL ? [new URL(env.MAP_STYLE_URL).origin] : [];
  const connect = [
    "'self'",
    ...map,
    ...(pixel ? [PIXEL_IMAGE_ORIGIN, PIXEL_SCRIPT_ORIGIN] : []),
    ...(dev ? ['ws:', 'wss:'] : []),
  ];
  // Signing with electronic ID posts the sign form and is redirected to the broker (its issuer's origin).
  const formAction = ["'self'", ...(env.SIGNING_PROVIDER === 'eid' && env.EID_ISSUER ? [new URL(env.EID_ISSUER).origin] : [])];
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    // react-aria positions overlays with inline styles
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${pixel ? ` ${PIXEL_IMAGE_ORIGIN}` : ''}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${formAction.join(' ')}`,
    "object-src 'none'",
  ].join('; ');
}

export const securityHeaders = createMiddleware<HonoEnv>(async (c, next) => {
  const nonce = randomBytes(16).toString('base64');
  c.set('nonce', nonce);
  await next();
  const { env } = c.get('deps');
  const headers = c.res.headers;
  const dev = Boolean(c.get('deps').dev);
  if (!c.req.path.startsWith('/api/docs')) headers.set('Content-Security-Policy', contentSecurityPolicy(env, nonce, dev));
  else headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (env.isProduction) headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
});

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie-authenticated posts: SameSite=Lax cookies plus this Origin check.
 * A browser sends Origin on every cross-site POST; a different origin is refused.
 * The JSON API uses bearer tokens, not cookies, so it is not exposed to CSRF.
 */
export const originCheck = createMiddleware<HonoEnv>(async (c, next) => {
  if (UNSAFE.has(c.req.method) && !c.req.path.startsWith('/api/')) {
    const origin = c.req.header('origin');
    const secFetchSite = c.req.header('sec-fetch-site');
    const expected = new URL(c.req.url).origin;
    const publicUrl = c.get('deps').env.PUBLIC_URL;
    const allowed = new Set([expected, ...(publicUrl ? [new URL(publicUrl).origin] : [])]);
    const badOrigin = origin !== undefined && origin !== 'null' && !allowed.has(origin);
    const crossSite = secFetchSite === 'cross-site';
    if (badOrigin || crossSite || origin === 'null') {
      return c.text('Forbidden: cross-site form submission', 403);
    }
  }
  await next();
});
