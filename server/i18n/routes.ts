import { Hono } from 'hono';
import { DEFAULT_LOCALE, isLocale } from '#common/locales.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { messageFile, parseMessagePath, translate } from './messages.ts';

export const messageRoutes = new Hono<HonoEnv>();

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * One language's namespace, /locales/<lang>/<ns>.<hash>.json (docs/decisions/0011). The URL
 * changes whenever the content or the version stamp does, so the browser keeps it for a year.
 * A stale hash (a page rendered before a new version) still gets the current messages, but
 * uncached. The file is sent compressed when the browser accepts it (brotli, else gzip).
 */
messageRoutes.get('/locales/:lang/:name', (c) => {
  const parsed = parseMessagePath(c.req.param('lang'), c.req.param('name'));
  const file = parsed && messageFile(parsed.locale, parsed.ns);
  if (!parsed || !file) {
    const lang = c.req.param('lang');
    const message = translate(isLocale(lang) ? lang : DEFAULT_LOCALE, 'errors:codes.not_found');
    return c.json({ error: { code: 'not_found', message } }, 404);
  }
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': file.hash === parsed.hash ? IMMUTABLE : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  const accepts = (c.req.header('accept-encoding') ?? '').toLowerCase();
  let body: Uint8Array | string = file.json;
  if (/\bbr\b/.test(accepts)) {
    body = file.brotli();
    headers['Content-Encoding'] = 'br';
  } else if (/\bgzip\b/.test(accepts)) {
    body = file.gzip();
    headers['Content-Encoding'] = 'gzip';
  }
  return c.body(body as never, 200, headers);
});
