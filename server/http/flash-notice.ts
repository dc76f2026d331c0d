import { cookieHeader, readCookie } from '#common/cookies.ts';
import {
  decodeNotice,
  encodeNotice,
  type FlashNotice,
  NOTICE_COOKIE,
  NOTICE_MAX_AGE_S,
  type NoticeKey,
  type NoticeValues,
} from '#common/notices.ts';

// The notice cookie on the server: set by a redirect (app/lib/page-kit.server.ts), read by the
// page's loader, cleared by the host server once a page has been read with it (server/app.ts).

export function noticeCookie(key: NoticeKey, values: NoticeValues, secure: boolean): string {
  return cookieHeader(NOTICE_COOKIE, encodeNotice(key, values), { maxAge: NOTICE_MAX_AGE_S, secure, httpOnly: true });
}

/** The notice the request carries, if it is one of ours. */
export function readNotice(request: Request): FlashNotice | null {
  return decodeNotice(readCookie(request.headers.get('cookie'), NOTICE_COOKIE));
}

/**
 * A page (a document, or single-fetch data for one) read with a notice has shown it: clear the
 * cookie, unless this response sets a new one. A background request (a photo upload's XHR
 * following its redirect) leaves it for the page that comes next.
 */
export function clearShownNotice(request: Request, headers: Headers, secure: boolean): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  if (readCookie(request.headers.get('cookie'), NOTICE_COOKIE) === null) return;
  const dest = request.headers.get('sec-fetch-dest');
  const pageRead = dest === null || dest === 'document' || new URL(request.url).pathname.endsWith('.data');
  if (!pageRead) return;
  if (headers.getSetCookie().some((cookie) => cookie.startsWith(`${NOTICE_COOKIE}=`))) return;
  headers.append('Set-Cookie', cookieHeader(NOTICE_COOKIE, '', { maxAge: 0, secure, httpOnly: true }));
}
