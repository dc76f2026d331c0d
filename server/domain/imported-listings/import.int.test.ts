import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/fixtures/test-app.ts';
import { importedListings } from '../../db/schema/imported-listings.ts';
import { fileListingFeed } from '../../integrations/listing-feed/file-feed.ts';
import { listingFeedImportQueue } from '../../jobs/queues/listing-feed-import.ts';
import { runListingImport } from './import.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

interface Spec {
  id: string;
  price?: string;
  postcode?: string;
  town?: string;
  published?: string;
}

function feedXml(items: Spec[]): string {
  const listing = (s: Spec) => `
  <listing>
    <id>${s.id}</id>
    <url>https://fasteignir.example.is/leiga/${s.id}</url>
    <title>Íbúð númer ${s.id}</title>
    <type>Fjölbýlishús</type>
    <address><street>Bárugata ${s.id.length}</street><postcode>${s.postcode ?? '101'}</postcode><town>${s.town ?? 'Reykjavík'}</town></address>
    <price currency="ISK">${s.price ?? '250.000'}</price>
    <size unit="m2">55,5</size>
    <rooms>2</rooms>
    <published>${s.published ?? '2026-11-01T10:00:00Z'}</published>
    <description><![CDATA[<p>Góð íbúð.</p>]]></description>
  </listing>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<feed>${items.map(listing).join('')}\n</feed>\n`;
}

describe('imported listings: the feed import', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(path.join(tmpdir(), 'heimaleiga-feed-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  let feeds = 0;
  /** A feed of its own source, so tests don't see each other's rows. */
  function feedFor() {
    feeds++;
    const source = `test-${feeds}`;
    const file = path.join(dir, `${source}.xml`);
    const feed = fileListingFeed(source, file);
    return {
      source,
      write: (items: Spec[]) => writeFileSync(file, feedXml(items)),
      writeRaw: (text: string) => writeFileSync(file, text),
      run: () => runListingImport(t.database.db, feed, t.clock.now),
      rows: () => t.database.db.select().from(importedListings).where(eq(importedListings.source, source)),
      row: async (externalId: string) =>
        (
          await t.database.db
            .select()
            .from(importedListings)
            .where(and(eq(importedListings.source, source), eq(importedListings.externalId, externalId)))
        )[0],
    };
  }

  it('imports the sample feed through the worker, and a second run changes nothing', async () => {
    await t.jobs.runNow(listingFeedImportQueue);
    const first = await t.database.db.select().from(importedListings).where(eq(importedListings.source, 'mbl'));
    expect(first).toHaveLength(20);
    const hverfisgata = first.find((r) => r.externalId === '1047321');
    expect(hverfisgata).toMatchObject({ rentIsk: 329000, sizeM2: 78.4, rooms: 3, town: 'Reykjavík', region: 'capital' });
    expect(hverfisgata?.lat).toBeCloseTo(64.1466);
    expect(hverfisgata?.description).not.toMatch(/<|>/);
    expect(first.find((r) => r.externalId === '1046938')?.rentIsk).toBeNull(); // "Tilboð" is no number

    t.advance(3600);
    await t.jobs.runNow(listingFeedImportQueue);
    const second = await t.database.db.select().from(importedListings).where(eq(importedListings.source, 'mbl'));
    expect(second).toHaveLength(20);
    for (const row of second) {
      const before = first.find((r) => r.id === row.id);
      expect(row.updatedAt.getTime()).toBe(before?.updatedAt.getTime());
      expect(row.lastSeenAt.getTime()).toBe(t.clock.now.getTime());
      expect(row.removedAt).toBeNull();
    }
  });

  it('inserts new items, then a second run with the same feed reports and changes nothing', async () => {
    const f = feedFor();
    f.write([{ id: 'a1' }, { id: 'a2' }, { id: 'a3' }]);
    expect(await f.run()).toMatchObject({ inserted: 3, updated: 0, unchanged: 0, removed: 0, skipped: 0 });
    const before = await f.rows();
    t.advance(60);
    expect(await f.run()).toMatchObject({ inserted: 0, updated: 0, unchanged: 3, removed: 0 });
    const after = await f.rows();
    expect(after.map((r) => r.updatedAt.getTime()).sort()).toEqual(before.map((r) => r.updatedAt.getTime()).sort());
  });

  it('updates a changed price and only that row', async () => {
    const f = feedFor();
    f.write([{ id: 'b1' }, { id: 'b2' }]);
    await f.run();
    const untouched = await f.row('b2');
    t.advance(60);
    f.write([{ id: 'b1', price: '275.000 kr.' }, { id: 'b2' }]);
    expect(await f.run()).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    const changed = await f.row('b1');
    expect(changed.rentIsk).toBe(275000);
    expect(changed.updatedAt.getTime()).toBe(t.clock.now.getTime());
    expect((await f.row('b2')).updatedAt.getTime()).toBe(untouched.updatedAt.getTime());
  });

  it('marks an item gone from the feed as removed, and restores it when it comes back', async () => {
    const f = feedFor();
    f.write([{ id: 'c1' }, { id: 'c2' }]);
    await f.run();
    t.advance(60);
    f.write([{ id: 'c1' }]);
    expect(await f.run()).toMatchObject({ removed: 1, unchanged: 1 });
    const gone = await f.row('c2');
    expect(gone.removedAt?.getTime()).toBe(t.clock.now.getTime());
    const res = await t.app.request(`/api/listings/mbl/${gone.id}/`);
    expect(res.status).toBe(404);

    t.advance(60);
    expect(await f.run()).toMatchObject({ removed: 0, unchanged: 1 }); // already removed: stays as it was
    expect((await f.row('c2')).removedAt?.getTime()).toBe(gone.removedAt?.getTime());

    t.advance(60);
    f.write([{ id: 'c1' }, { id: 'c2' }]);
    expect(await f.run()).toMatchObject({ updated: 1, unchanged: 1 });
    expect((await f.row('c2')).removedAt).toBeNull();
    expect((await t.app.request(`/api/listings/mbl/${gone.id}/`)).status).toBe(200);
  });

  it('keeps an unknown postcode without region, and skips items it cannot use', async () => {
    const f = feedFor();
    f.writeRaw(
      feedXml([
        { id: 'd1', postcode: '161', town: 'Reykjavík' },
        { id: 'd2', postcode: '600' },
      ]).replace(
        '</feed>',
        '<listing><id>d3</id><url>javascript:alert(1)</url><title>Slæm slóð</title></listing>' +
          '<listing><url>https://fasteignir.example.is/leiga/x</url><title>Ekkert auðkenni</title></listing></feed>',
      ),
    );
    expect(await f.run()).toMatchObject({ inserted: 2, skipped: 2 });
    expect(await f.row('d1')).toMatchObject({ postcode: '161', town: 'Reykjavík', region: null, lat: null, lng: null });
    expect(await f.row('d2')).toMatchObject({ postcode: '600', town: 'Akureyri', region: 'northeast' });
  });

  it('changes nothing when the feed is empty or unreadable', async () => {
    const f = feedFor();
    f.write([{ id: 'e1' }]);
    await f.run();
    t.advance(60);
    f.write([]);
    expect(await f.run()).toMatchObject({ removed: 0 });
    expect((await f.row('e1')).removedAt).toBeNull();
    f.writeRaw('{"this": "is not a feed"}');
    await expect(f.run()).rejects.toThrow(/not a listing feed/i);
    expect((await f.row('e1')).removedAt).toBeNull();
  });
});
