import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('saved searches API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signedIn() {
    const user = await makeUser(t.database);
    const pair = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json();
    return (path: string, init: RequestInit = {}) =>
      t.app.request(`/api/users/me/saved-searches/${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.access}`, 'accept-language': 'en' },
      });
  }
  const body = (value: unknown) => JSON.stringify(value);

  it('saves a search with normalised filters, lists, changes and deletes it', async () => {
    const call = await signedIn();
    const created = await call('', {
      method: 'POST',
      body: body({
        name: '  Hlíðar með gæludýr ',
        frequency: 'instant',
        query: '?postcode=105,101,999&priceMax=300000&priceMin=350000&pets=true&sort=price_asc&type=flat',
      }),
    });
    expect(created.status).toBe(201);
    const search = await created.json();
    expect(search).toMatchObject({
      name: 'Hlíðar með gæludýr',
      frequency: 'instant',
      filters: { postcodes: ['101', '105'], priceMin: 300000, priceMax: 350000, pets: true },
      query: 'postcode=101%2C105&priceMin=300000&priceMax=350000&pets=true',
      new_matches: 0,
    });
    expect(search.filters).not.toHaveProperty('sort');

    expect((await (await call('')).json()).map((s: { id: string }) => s.id)).toEqual([search.id]);
    expect((await (await call(`${search.id}/`)).json()).name).toBe('Hlíðar með gæludýr');

    const changed = await call(`${search.id}/`, { method: 'PUT', body: body({ frequency: 'weekly', query: 'region=capital' }) });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      name: 'Hlíðar með gæludýr',
      frequency: 'weekly',
      filters: { region: 'capital' },
    });

    expect((await call(`${search.id}/`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`${search.id}/`)).status).toBe(404);
    expect(await (await call('')).json()).toEqual([]);
  });

  it('refuses a bad frequency and a missing or long name, field by field', async () => {
    const call = await signedIn();
    const bad = await call('', { method: 'POST', body: body({ name: '', frequency: 'hourly', query: '' }) });
    expect(bad.status).toBe(422);
    const { error } = await bad.json();
    expect(error.fields).toMatchObject({
      name: ['This field is required.'],
      frequency: ['Choose how often to be told: instantly, daily, weekly or never.'],
    });
    const long = await call('', { method: 'POST', body: body({ name: 'x'.repeat(81), frequency: 'daily' }) });
    expect((await long.json()).error.fields).toMatchObject({ name: ['This is too long.'] });
    expect(await (await call('')).json()).toEqual([]);
  });

  it("keeps people's searches apart: another person's id is 404 for read, change and delete", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const mine = await (await alice('', { method: 'POST', body: body({ name: 'Mín leit', frequency: 'daily' }) })).json();
    expect((await bob(`${mine.id}/`)).status).toBe(404);
    expect((await bob(`${mine.id}/`, { method: 'PUT', body: body({ name: 'Stolin' }) })).status).toBe(404);
    expect((await bob(`${mine.id}/`, { method: 'DELETE' })).status).toBe(404);
    expect((await bob('not-an-id/')).status).toBe(404);
    expect(await (await bob('')).json()).toEqual([]);
    expect((await (await alice(`${mine.id}/`)).json()).name).toBe('Mín leit');
  });

  it('needs a sign-in', async () => {
    expect((await t.app.request('/api/users/me/saved-searches/')).status).toBe(401);
  });

  it('allows at most 20 saved searches per person', async () => {
    const call = await signedIn();
    for (let i = 0; i < 20; i++) {
      expect((await call('', { method: 'POST', body: body({ name: `Leit ${i}`, frequency: 'off' }) })).status).toBe(201);
    }
    const over = await call('', { method: 'POST', body: body({ name: 'Ein í viðbót', frequency: 'off' }) });
    expect(over.status).toBe(409);
    expect((await over.json()).error).toMatchObject({
      code: 'saved_search_limit',
      message: expect.stringMatching(/at most 20 searches/),
    });
  });

  it('stores identical searches sent at once once: every answer is the one saved', async () => {
    const call = await signedIn();
    const same = body({ name: 'Tvísmellt', frequency: 'daily', query: 'postcode=105&priceMax=300000' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('', { method: 'POST', body: same })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(await Promise.all(answers.map(async (a) => (await a.json()).id)));
    expect(ids.size).toBe(1);
    // Another name, or another frequency, is another search.
    const other = body({ name: 'Tvísmellt', frequency: 'weekly', query: 'postcode=105&priceMax=300000' });
    expect((await call('', { method: 'POST', body: other })).status).toBe(201);
    expect(await (await call('')).json()).toHaveLength(2);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await (await t.app.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths['/api/users/me/saved-searches/{id}/'])).toEqual(
      expect.arrayContaining(['get', 'put', 'delete']),
    );
    expect(Object.keys(doc.paths['/api/users/me/saved-searches/'])).toEqual(expect.arrayContaining(['get', 'post']));
  });
});
