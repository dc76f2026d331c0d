import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/fixtures/test-app.ts';
import { messageUrls } from './messages.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('message files in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves every namespace of every language at its hashed URL, with the security headers', async () => {
    for (const locale of ['is', 'en', 'uk', 'pl'] as const) {
      for (const url of Object.values(messageUrls(locale))) {
        const response = await t.app.request(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(typeof (await response.json())).toBe('object');
      }
    }
  });

  it('answers a made-up file with a translated 404, not a page', async () => {
    const response = await t.app.request(`/locales/pl/nothing.${'0'.repeat(12)}.json`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe('Nie znaleziono.');
  });
});
