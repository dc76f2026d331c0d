import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('help API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists categories in the asked language', async () => {
    const response = await t.app.request('/api/help/categories/?locale=pl');
    expect(response.status).toBe(200);
    const categories = await response.json();
    expect(categories.map((c: { id: string }) => c.id)).toEqual(['account', 'renting', 'letting', 'privacy']);
    expect(categories[0].articles[0].locale).toBe('pl');
  });

  it('follows Accept-Language without a locale parameter', async () => {
    const response = await t.app.request('/api/help/articles/change-language/', { headers: { 'accept-language': 'uk' } });
    expect(response.status).toBe(200);
    expect((await response.json()).locale).toBe('uk');
  });

  it('searches, and answers 422 with the field for a bad query', async () => {
    const hits = await (await t.app.request('/api/help/search/?q=cookies&locale=en')).json();
    expect(hits.length).toBeGreaterThan(0);
    const bad = await t.app.request('/api/help/search/?q=a&locale=en');
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields.q).toHaveLength(1);
  });

  it('answers 404 for an unknown article', async () => {
    const response = await t.app.request('/api/help/articles/nope/');
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });
});
