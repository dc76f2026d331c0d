import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { messageFile } from './messages.ts';
import { messageRoutes } from './routes.ts';

describe('GET /locales/<lang>/<ns>.<hash>.json', () => {
  it('serves the namespace compressed and cached for a year', async () => {
    const file = messageFile('uk', 'pages');
    const response = await messageRoutes.request(file?.url ?? '', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(file?.json);
  });

  it('sends a stale hash the current messages, uncached', async () => {
    const response = await messageRoutes.request(`/locales/is/common.${'0'.repeat(12)}.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(messageFile('is', 'common')?.json);
  });

  it('answers an unknown language or namespace with a translated 404', async () => {
    for (const url of [
      `/locales/xx/common.${'0'.repeat(12)}.json`,
      `/locales/en/nothing.${'0'.repeat(12)}.json`,
      '/locales/en/common.json',
    ]) {
      const response = await messageRoutes.request(url);
      expect(response.status, url).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    }
  });
});
