import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_UPLOAD } from '#common/listing-photos.ts';
import { pagePath } from '#common/page-path.ts';
import { MAX_AVATAR_BYTES, MAX_PAYCHECK_BYTES, MAX_PAYCHECKS_PER_UPLOAD } from '#common/uploads.ts';
import type { Env } from '#server/lib/env.ts';
import { AppError } from '#server/lib/errors.ts';
import { apiErrorResponse } from './errors.ts';
import type { HonoEnv } from './types.ts';

// Every request body is held to BODY_LIMIT_BYTES, except on the few routes that take uploads,
// which get room for their files plus the multipart wrapping around them (docs/rules/accounts.md).

/** Room for the multipart boundaries, headers and the other form fields. */
const FORM_OVERHEAD = 256 * 1024;

interface UploadRoute {
  method: string;
  path: string;
  maxSize: number;
  /** The field error a person sees when the body is still too large. */
  error: string;
  /** The form field the error belongs to. */
  field: string;
  /** For addresses with an id in them: matched instead of `path`. */
  pattern?: RegExp;
}

export const UPLOAD_ROUTES: UploadRoute[] = [
  {
    method: 'PUT',
    path: '/api/users/me/avatar/',
    maxSize: MAX_AVATAR_BYTES + FORM_OVERHEAD,
    error: 'avatar_too_large',
    field: 'file',
  },
  { method: 'POST', path: '/profile/edit', maxSize: MAX_AVATAR_BYTES + FORM_OVERHEAD, error: 'avatar_too_large', field: 'file' },
  {
    method: 'POST',
    path: '/api/users/me/paychecks/',
    maxSize: MAX_PAYCHECKS_PER_UPLOAD * MAX_PAYCHECK_BYTES + FORM_OVERHEAD,
    error: 'upload_too_large',
    field: 'files',
  },
  {
    method: 'POST',
    path: '/profile/edit/paychecks',
    maxSize: MAX_PAYCHECKS_PER_UPLOAD * MAX_PAYCHECK_BYTES + FORM_OVERHEAD,
    error: 'upload_too_large',
    field: 'files',
  },
  // Listing photos (docs/rules/listings.md): the API and the wizard's photos page.
  {
    method: 'POST',
    path: '/api/listings/{id}/photos/',
    pattern: /^\/api\/listings\/[0-9a-f-]{36}\/photos\/$/i,
    maxSize: MAX_PHOTOS_PER_UPLOAD * MAX_PHOTO_BYTES + FORM_OVERHEAD,
    error: 'upload_too_large',
    field: 'files',
  },
  {
    method: 'POST',
    path: '/start-listing/{id}/photos',
    pattern: /^\/start-listing\/[0-9a-f-]{36}\/photos$/i,
    maxSize: MAX_PHOTOS_PER_UPLOAD * MAX_PHOTO_BYTES + FORM_OVERHEAD,
    error: 'upload_too_large',
    field: 'files',
  },
  {
    method: 'POST',
    path: '/landlord/my-listings/{id}/images',
    pattern: /^\/landlord\/my-listings\/[0-9a-f-]{36}\/images$/i,
    maxSize: MAX_PHOTOS_PER_UPLOAD * MAX_PHOTO_BYTES + FORM_OVERHEAD,
    error: 'upload_too_large',
    field: 'files',
  },
];

function uploadRoute(method: string, pathname: string): UploadRoute | undefined {
  // Page routes also answer React Router's single-fetch form of the address ("/profile/edit.data").
  const path = pathname.startsWith('/api/') ? pathname : pagePath(pathname).replace(/(.)\/$/, '$1');
  return UPLOAD_ROUTES.find(
    (route) => route.method === method && (route.pattern ? route.pattern.test(path) : route.path === path),
  );
}

/** A browser reports a dropped connection, not the answer, if we answer before it has sent everything. */
const MAX_DRAIN_BYTES = 200 * 1024 * 1024;

async function drain(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body || body.locked) return;
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > MAX_DRAIN_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away; nobody is left to answer.
  }
}

/**
 * Over the limit: the JSON API answers 413 with the field's message; a page is sent back to
 * itself with `?upload_error=<key>`, which it shows beside the file field (a form post without
 * JavaScript can't receive anything better than a page). The page's body is read and thrown
 * away first, so the browser gets to see the answer.
 */
async function tooLarge(c: Context<HonoEnv>, route: UploadRoute | undefined): Promise<Response> {
  const isPage = route && !c.req.path.startsWith('/api/') && !c.req.path.endsWith('.data');
  if (isPage) {
    await drain(c.req.raw.body);
    const back = route.pattern ? pagePath(c.req.path).replace(/(.)\/$/, '$1') : route.path;
    return c.redirect(`${back}?upload_error=${route.error}`, 303);
  }
  const fields = route ? { [route.field]: [route.error] } : undefined;
  return apiErrorResponse(c, new AppError('payload_too_large', undefined, { fields }));
}

export function requestBodyLimits(config: Env): MiddlewareHandler<HonoEnv> {
  const standard = bodyLimit({ maxSize: config.BODY_LIMIT_BYTES, onError: (c) => tooLarge(c as never, undefined) });
  const uploads = new Map(
    UPLOAD_ROUTES.map((route) => [
      route,
      bodyLimit({ maxSize: Math.max(route.maxSize, config.BODY_LIMIT_BYTES), onError: (c) => tooLarge(c as never, route) }),
    ]),
  );
  return (c, next) => {
    const route = uploadRoute(c.req.method, c.req.path);
    const limit = route ? uploads.get(route) : undefined;
    return (limit ?? standard)(c as never, next) as Promise<Response | undefined>;
  };
}
