import type { Context, MiddlewareHandler } from 'hono';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '#common/inbox.ts';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_UPLOAD } from '#common/listing-photos.ts';
import { pagePath } from '#common/page-path.ts';
import { MAX_TEAM_DOCUMENT_BYTES, MAX_TEAM_DOCUMENTS_PER_UPLOAD } from '#common/team-verification.ts';
import { MAX_AVATAR_BYTES, MAX_CONTRACT_PDF_BYTES, MAX_PAYCHECK_BYTES, MAX_PAYCHECKS_PER_UPLOAD } from '#common/uploads.ts';
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
  // A contract PDF to verify (docs/rules/contract-signing.md): the API and the public page.
  {
    method: 'POST',
    path: '/api/rental-contracts/verify/',
    maxSize: MAX_CONTRACT_PDF_BYTES + FORM_OVERHEAD,
    error: 'upload_too_large',
    field: 'file',
  },
  {
    method: 'POST',
    path: '/rental-contracts/verify',
    maxSize: MAX_CONTRACT_PDF_BYTES + FORM_OVERHEAD,
    error: 'upload_too_large',
    field: 'file',
  },
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
  // A team's logo (docs/rules/teams.md): the API and the team details page.
  {
    method: 'PUT',
    path: '/api/teams/{slug}/profile/logo/',
    pattern: /^\/api\/teams\/[a-z0-9-]{1,40}\/profile\/logo\/$/,
    maxSize: MAX_AVATAR_BYTES + FORM_OVERHEAD,
    error: 'avatar_too_large',
    field: 'file',
  },
  {
    method: 'POST',
    path: '/teams/{slug}/settings/team',
    pattern: /^\/teams\/[a-z0-9-]{1,40}\/settings\/team$/,
    maxSize: MAX_AVATAR_BYTES + FORM_OVERHEAD,
    error: 'avatar_too_large',
    field: 'file',
  },
  // Message attachments (docs/rules/inbox.md): the API and the conversation page's reply form.
  {
    method: 'POST',
    path: '/api/conversations/{id}/messages/',
    pattern: /^\/api\/conversations\/[0-9a-f-]{36}\/messages\/$/i,
    maxSize: MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + FORM_OVERHEAD,
    error: 'upload_too_large',
    field: 'files',
  },
  {
    method: 'POST',
    path: '/inbox/{id}',
    pattern: /^\/inbox\/[0-9a-f-]{36}$/i,
    maxSize: MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + FORM_OVERHEAD,
    error: 'upload_too_large',
    field: 'files',
  },
  // The team inbox's answer form (docs/rules/team-inbox.md): the same files as the personal inbox.
  {
    method: 'POST',
    path: '/teams/{slug}/inbox/{id}',
    pattern: /^\/teams\/[a-z0-9-]{1,40}\/inbox\/[0-9a-f-]{36}$/i,
    maxSize: MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + FORM_OVERHEAD,
    error: 'upload_too_large',
    field: 'files',
  },
  // A team's verification documents (docs/rules/team-verification.md): the API and the two pages.
  {
    method: 'POST',
    path: '/api/teams/{slug}/verification/documents/',
    pattern: /^\/api\/teams\/[a-z0-9-]{1,40}\/verification\/documents\/$/,
    maxSize: MAX_TEAM_DOCUMENTS_PER_UPLOAD * MAX_TEAM_DOCUMENT_BYTES + FORM_OVERHEAD,
    error: 'upload_too_large',
    field: 'files',
  },
  {
    method: 'POST',
    path: '/teams/{slug}/settings/verification',
    pattern: /^\/teams\/[a-z0-9-]{1,40}\/settings\/verification(\/sub-entities)?$/,
    maxSize: MAX_TEAM_DOCUMENTS_PER_UPLOAD * MAX_TEAM_DOCUMENT_BYTES + FORM_OVERHEAD,
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

/**
 * A refused body is read to its end and thrown away, up to this much, before answering: a
 * browser reports a dropped connection, not the answer, if we answer before it has sent
 * everything, and only a connection whose request was read completely can be kept alive.
 */
export const MAX_DRAIN_BYTES = 200 * 1024 * 1024;

type BodyReader = ReadableStreamDefaultReader<Uint8Array>;

/** Reads and discards the rest of a refused body. True when all of it was read. */
async function drain(rest: BodyReader | null): Promise<boolean> {
  if (!rest) return false;
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await rest.read();
      if (done) return true;
      read += value.byteLength;
      if (read > MAX_DRAIN_BYTES) {
        await rest.cancel().catch(() => {});
        return false;
      }
    }
  } catch {
    return false; // the client went away; nobody is left to answer
  }
}

/**
 * Over the limit: the JSON API answers 413 with the field's message; a page is sent back to
 * itself with `?upload_error=<key>`, which it shows beside the file field (a form post without
 * JavaScript can't receive anything better than a page). The rest of the body is read first
 * (see MAX_DRAIN_BYTES); when it can't be, the answer says `Connection: close` rather than
 * promising a connection that is about to be dropped.
 */
async function tooLarge(c: Context<HonoEnv>, route: UploadRoute | undefined, rest: BodyReader | null): Promise<Response> {
  const drained = await drain(rest);
  const isPage = route && !c.req.path.startsWith('/api/') && !c.req.path.endsWith('.data');
  let response: Response;
  if (isPage) {
    const back = route.pattern ? pagePath(c.req.path).replace(/(.)\/$/, '$1') : route.path;
    response = c.redirect(`${back}?upload_error=${route.error}`, 303);
  } else {
    const fields = route ? { [route.field]: [route.error] } : undefined;
    response = apiErrorResponse(c, new AppError('payload_too_large', undefined, { fields }));
  }
  if (!drained) response.headers.set('Connection', 'close');
  return response;
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Holds one request's body to maxSize: by its Content-Length, or by counting a chunked one. */
function limitBody(maxSize: number, route: UploadRoute | undefined): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.raw.headers.has('transfer-encoding') ? null : c.req.raw.headers.get('content-length');
    if (declared !== null) {
      // Node refuses a body longer than its Content-Length, so the header is enough here.
      const length = Number.parseInt(declared, 10) || 0;
      if (length <= maxSize) return next();
      return tooLarge(c, route, length <= MAX_DRAIN_BYTES ? body.getReader() : null);
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) return tooLarge(c, route, reader);
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: concat(chunks, size) as Uint8Array<ArrayBuffer> });
    return next();
  };
}

export function requestBodyLimits(config: Env): MiddlewareHandler<HonoEnv> {
  const standard = limitBody(config.BODY_LIMIT_BYTES, undefined);
  const uploads = new Map(
    UPLOAD_ROUTES.map((route) => [route, limitBody(Math.max(route.maxSize, config.BODY_LIMIT_BYTES), route)]),
  );
  return (c, next) => {
    const route = uploadRoute(c.req.method, c.req.path);
    const limit = route ? uploads.get(route) : undefined;
    return (limit ?? standard)(c, next) as Promise<Response | undefined>;
  };
}
