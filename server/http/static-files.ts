// The built client files (build/client) for `node server.ts`: the .br or .gz written beside each
// file at build time (scripts/precompress.ts) goes out when the browser accepts it, with the
// original file's Content-Type; /assets/* are content-hashed, so browsers keep them for a year.
import { readdirSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { isCompressible } from './compression.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';

export function staticFiles(root: string): MiddlewareHandler {
  const serve = serveStatic({ root, precompressed: true });
  // Pages are most requests: only paths under what the build wrote (assets/, the favicon) go to
  // the disk, so a page costs no stat of a file that can't exist.
  const entries = new Set(readdirSync(root));
  return async (c, next) => {
    if (!entries.has(c.req.path.split('/')[1] ?? '')) return next();
    const found = await serve(c, next);
    // serveStatic answers with the file's response, or nothing when it passed the request on;
    // headers set in its onFound hook never reach that response, so they are set here.
    if (!(found instanceof Response)) return found;
    // Hashed names under /assets never change; the rest (the favicon) may, so browsers keep it a day.
    if (found.ok) found.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : DAY);
    // A cache must keep the encodings apart even when this client got the plain file.
    if (isCompressible(found.headers.get('content-type')) && !found.headers.has('vary'))
      found.headers.set('Vary', 'Accept-Encoding');
    return found;
  };
}
