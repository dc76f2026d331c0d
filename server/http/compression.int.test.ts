import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASEMAP_PATH } from '#common/basemap.ts';
import { createTestApp } from '../../tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// The compression middleware as the app wires it (createBaseApp: the API, /map/, everything but
// static files), by Accept-Encoding.
describe('compression in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends the OpenAPI document as brotli to a browser, plain to a client that asks for nothing', async () => {
    const br = await t.app.request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(br.headers.get('content-security-policy')).toBeTruthy();
    const document = JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString());
    expect(document.openapi).toMatch(/^3\.1/);

    const plain = await t.app.request('/api/openapi.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).openapi).toBe(document.openapi);
  });

  it('compresses HTML and the basemap with gzip and leaves a small JSON answer alone', async () => {
    const docs = await t.app.request('/api/docs/', { headers: { 'accept-encoding': 'gzip' } });
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await docs.arrayBuffer())).toString()).toMatch(/^<!DOCTYPE html>/i);

    const map = await t.app.request(BASEMAP_PATH, { headers: { 'accept-encoding': 'gzip' } });
    expect(map.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await map.arrayBuffer())).toString()).type).toBe('FeatureCollection');

    const health = await t.app.request('/healthz', { headers: { 'accept-encoding': 'br' } });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
