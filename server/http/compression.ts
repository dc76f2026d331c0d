// On-the-fly compression of documents and JSON (docs/decisions/0010-compression.md). Static assets
// are compressed at build time instead (scripts/precompress.ts, served by server/http/static-files.ts).
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import { createMiddleware } from 'hono/factory';

/** Brotli quality 4 and gzip level 5: chosen by npm run bench:compression (docs/decisions/0010-compression.md). */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 5;
/** Below this many bytes compression saves less than it costs. */
export const COMPRESSION_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

// Text, JSON, JavaScript, XML and SVG compress well; never server-sent events, which must flow
// unbuffered, one event at a time.
const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream)[^;\s]+|application\/(?:json|javascript|xml|manifest\+json|[^;\s]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

export function isCompressible(contentType: string | null | undefined): boolean {
  return Boolean(contentType && COMPRESSIBLE.test(contentType));
}

/** The encoding to use for an Accept-Encoding header: brotli when accepted, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') weight = Number(value);
    }
    q.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepted = (name: Encoding) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses a whole body at once (documents and JSON are complete before they are sent). */
export function compressBuffer(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
      })
    : gzipAsync(body, { level: GZIP_LEVEL });
}

/** Compresses a body of unknown length as it comes, flushing after every chunk so nothing waits. */
function compressStream(head: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>, encoding: Encoding) {
  const zip =
    encoding === 'br'
      ? createBrotliCompress({
          params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
          flush: constants.BROTLI_OPERATION_FLUSH,
        })
      : createGzip({ level: GZIP_LEVEL, flush: constants.Z_SYNC_FLUSH });
  const pump = async () => {
    for (const chunk of head) zip.write(chunk);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!zip.write(value)) await new Promise((resolve) => zip.once('drain', resolve));
    }
    zip.end();
  };
  zip.once('close', () => void reader.cancel().catch(() => {}));
  pump().catch((error: unknown) => zip.destroy(error as Error));
  return Readable.toWeb(zip) as unknown as ReadableStream<Uint8Array>;
}

function appendVary(headers: Headers) {
  const vary = headers.get('vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  if (chunks.length === 1) return chunks[0] as Uint8Array<ArrayBuffer>;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/**
 * Compresses compressible responses of 1 KB or more by the request's Accept-Encoding (brotli,
 * else gzip) and marks them `Vary: Accept-Encoding`. Leaves alone HEAD, 204/304 and bodiless
 * responses, bodies already encoded, `Cache-Control: no-transform` and server-sent events.
 */
export const compression = createMiddleware(async (c, next) => {
  await next();
  const res = c.res;
  if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 304) return;
  if (!isCompressible(res.headers.get('content-type'))) return;
  if (res.headers.has('content-encoding') || /no-transform/i.test(res.headers.get('cache-control') ?? '')) return;
  const declared = res.headers.get('content-length');
  if (declared !== null && Number(declared) < COMPRESSION_MIN_BYTES) return;
  appendVary(res.headers);
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  if (!encoding) return;

  // Read up to the threshold: a body that ends before it goes out as it is.
  const reader = res.body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  // Past the threshold, one more read tells a complete body (c.json's single chunk) from a stream.
  let extra = 1;
  while (size < COMPRESSION_MIN_BYTES || declared !== null || extra-- > 0) {
    const { done, value } = await reader.read();
    if (done) {
      ended = true;
      break;
    }
    head.push(value);
    size += value.byteLength;
  }
  const headers = new Headers(res.headers);
  const init = { status: res.status, statusText: res.statusText, headers };
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  c.res = undefined; // replace the response whole (Hono would copy the old Content-Length over)
  if (ended && size < COMPRESSION_MIN_BYTES) {
    c.res = new Response(concat(head, size), init);
    return;
  }
  headers.set('Content-Encoding', encoding);
  if (ended) {
    const body = await compressBuffer(concat(head, size), encoding);
    headers.set('Content-Length', String(body.byteLength));
    c.res = new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), init);
  } else {
    headers.delete('Content-Length');
    c.res = new Response(compressStream(head, reader, encoding), init);
  }
});
