import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/fixtures/test-app.ts';
import { listingFeedImportQueue } from '../jobs/queues/listing-feed-import.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

interface Card {
  id: string;
  source: string;
  source_host: string;
  url: string;
  title: string;
  rent_isk: number | null;
  region: string | null;
  published_at: string;
}

describe('imported listings API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.jobs.runNow(listingFeedImportQueue); // the sample feed: 20 listings
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await t.app.request(`/api/listings/mbl/${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as { items: Card[]; next_cursor: string | null };
  };

  it('lists imported listings newest first, with attribution and the source link', async () => {
    const page = await list();
    expect(page.items).toHaveLength(20);
    expect(page.next_cursor).toBeNull();
    expect(page.items[0]).toMatchObject({
      source: 'mbl',
      source_host: 'fasteignir.example.is',
      url: 'https://fasteignir.example.is/leiga/1047321',
      title: 'Björt 3ja herbergja íbúð við Hverfisgötu',
    });
    const times = page.items.map((i) => i.published_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by region and highest rent, ignoring values that do not parse', async () => {
    const north = await list('?region=northeast');
    expect(north.items.map((i) => i.title)).toEqual(['Nýuppgerð íbúð á Brekkunni á Akureyri']);
    const cheap = await list('?max_rent=200000');
    expect(cheap.items.length).toBeGreaterThan(0);
    expect(cheap.items.every((i) => i.rent_isk !== null && i.rent_isk <= 200000)).toBe(true);
    expect((await list('?region=mars&max_rent=lots&cursor=%%%')).items).toHaveLength(20);
  });

  it('pages with a keyset cursor: after a listing comes the rest, and a cursor that is not one shows the first page', async () => {
    const all = (await list()).items;
    const first = await list('?region=capital');
    const capital = all.filter((i) => i.region === 'capital');
    expect(first.items).toEqual(capital);
    // The list kit's cursor (server/db/keyset.ts): the order's name and the row's keys (the date
    // shown on the card, then the id). `cursor=`, what older clients send, is read as `after=`.
    const after = all[9];
    const cursor = Buffer.from(JSON.stringify(['imported.newest', after.published_at, after.id])).toString('base64url');
    expect((await list(`?after=${cursor}`)).items).toEqual(all.slice(10));
    expect((await list(`?cursor=${cursor}`)).items).toEqual(all.slice(10));
    const stale = Buffer.from(JSON.stringify([after.published_at, after.id])).toString('base64url');
    expect((await list(`?cursor=${stale}`)).items).toEqual(all);
  });

  it('returns one listing with its description and 404 for unknown ids', async () => {
    const [first] = (await list()).items;
    const res = await t.app.request(`/api/listings/mbl/${first.id}/`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { description: string; lat: number };
    expect(body.description).toContain('Falleg og björt');
    expect(body.description).not.toContain('<p>');
    expect(body.lat).toBeCloseTo(64.1466);
    expect((await t.app.request('/api/listings/mbl/00000000-0000-4000-8000-000000000000/')).status).toBe(404);
    expect((await t.app.request('/api/listings/mbl/not-an-id/')).status).toBe(404);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/listings/mbl/', '/api/listings/mbl/{id}/']));
  });
});
