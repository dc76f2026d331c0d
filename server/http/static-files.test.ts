import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import { staticFiles } from './static-files.ts';

const script = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `orð-${i}`))};\n`;
let root: string;
let app: Hono;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'heimaleiga-static-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'entry-abc123.js'), script);
  writeFileSync(path.join(root, 'assets', 'tiny-abc123.js'), 'export {};\n');
  writeFileSync(path.join(root, 'assets', 'photo-abc123.webp'), new Uint8Array(4000));
  writeFileSync(path.join(root, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  await precompressDir(root);
  app = new Hono();
  app.use(staticFiles(root));
  app.all('*', (c) => c.text('the app', 404));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (p: string, encoding?: string) => app.request(p, { headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('static files', () => {
  it('writes .br and .gz beside compressible files of 1 KB or more only', async () => {
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(path.join(root, 'assets')).sort()).toEqual([
      'entry-abc123.js',
      'entry-abc123.js.br',
      'entry-abc123.js.gz',
      'photo-abc123.webp',
      'tiny-abc123.js',
    ]);
  });

  it('serves the .br for Accept-Encoding: br, with the script type and the immutable cache', async () => {
    const response = await get('/assets/entry-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('serves the .gz to gzip-only clients and the plain file to the rest', async () => {
    const gz = await get('/assets/entry-abc123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await get('/assets/entry-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
  });

  it('serves small files and images as they are; files outside /assets are kept a day, not for good', async () => {
    const tiny = await get('/assets/tiny-abc123.js', 'br');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    const photo = await get('/assets/photo-abc123.webp', 'br');
    expect(photo.headers.get('content-encoding')).toBeNull();
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const icon = await get('/favicon.svg', 'br');
    expect(icon.headers.get('content-encoding')).toBe('br');
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await get('/listings', 'br')).status).toBe(404);
  });
});
