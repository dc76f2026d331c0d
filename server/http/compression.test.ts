import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESSION_MIN_BYTES, chooseEncoding, compression, isCompressible } from './compression.ts';

const big = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Íbúð í Reykjavík ${i}` })) });
const html = `<!DOCTYPE html><html><body>${'<p>Heimaleiga</p>'.repeat(200)}</body></html>`;

function app() {
  const a = new Hono();
  a.use(compression);
  a.get('/json', (c) => c.json(JSON.parse(big)));
  a.get('/small', (c) => c.json({ ok: true }));
  a.get('/html', () => {
    const body = Buffer.from(html);
    return new Response(body, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.byteLength), etag: '"abc"' },
    });
  });
  a.get('/events', () => new Response('data: x\n\n'.repeat(300), { headers: { 'content-type': 'text/event-stream' } }));
  a.get('/png', () => new Response(new Uint8Array(5000), { headers: { 'content-type': 'image/png' } }));
  a.get(
    '/encoded',
    () => new Response('x'.repeat(5000), { headers: { 'content-type': 'text/plain', 'content-encoding': 'identity-ish' } }),
  );
  a.get('/empty', (c) => c.body(null, 204));
  a.get('/stream', () => {
    // A body of unknown length that arrives in pieces: compressed as it comes.
    const chunks = ['{"a":"', 'x'.repeat(3000), '","b":"', 'y'.repeat(3000), '"}'];
    const body = new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  });
  return a;
}

const get = (path: string, encoding?: string, method = 'GET') =>
  app().request(path, { method, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('knows which types compress', () => {
    expect(isCompressible('text/html; charset=utf-8')).toBe(true);
    expect(isCompressible('application/json')).toBe(true);
    expect(isCompressible('application/geo+json')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('text/event-stream')).toBe(false);
    expect(isCompressible('image/webp')).toBe(false);
    expect(isCompressible('application/pdf')).toBe(false);
    expect(isCompressible(null)).toBe(false);
  });
});

describe('compression middleware', () => {
  it('sends brotli to a browser that accepts it, with Vary and the right length', async () => {
    const response = await get('/json', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(big.length / 3);
    expect(brotliDecompressSync(body).toString()).toBe(big);
  });

  it('sends gzip when brotli is not accepted, and a weak ETag for the encoded body', async () => {
    const response = await get('/html', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('etag')).toBe('W/"abc"');
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    expect(gunzipSync(body).toString()).toBe(html);
  });

  it('sends the body as it is without Accept-Encoding, but still says it varies', async () => {
    const response = await get('/html');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(html);
  });

  it('leaves bodies under 1 KB alone, even without a Content-Length', async () => {
    const response = await get('/small', 'br');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ ok: true });
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(COMPRESSION_MIN_BYTES);
  });

  it('compresses a body of unknown length as a stream', async () => {
    const response = await get('/stream', 'br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-length')).toBeNull();
    const text = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(JSON.parse(text)).toEqual({ a: 'x'.repeat(3000), b: 'y'.repeat(3000) });
  });

  it('never touches server-sent events, images, encoded bodies, HEAD or 204', async () => {
    for (const path of ['/events', '/png', '/encoded']) {
      const response = await get(path, 'br, gzip');
      expect(response.headers.get('content-encoding') ?? 'none', path).not.toMatch(/br|gzip/);
      expect(response.headers.get('vary'), path).toBeNull();
    }
    const events = await get('/events', 'br');
    expect(await events.text()).toBe('data: x\n\n'.repeat(300));
    const empty = await get('/empty', 'br');
    expect(empty.status).toBe(204);
    expect(empty.headers.get('content-encoding')).toBeNull();
    const head = await get('/html', 'br', 'HEAD');
    expect(head.headers.get('content-encoding')).toBeNull();
  });
});
