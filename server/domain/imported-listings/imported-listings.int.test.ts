import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/fixtures/test-app.ts';
import { importedListings } from '../../db/schema/imported-listings.ts';

// /api/listings/mbl/ on the list kit: newest first by the date the card shows (the source's
// published date, else the import time), keyset paging. A listing whose feed gave no published
// date used to sort first and be skipped by the next page's cursor.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
interface Page {
  items: { id: string; published_at: string }[];
  total: number;
  next: string | null;
  prev: string | null;
  next_cursor: string | null;
}

const REGION = 'east';
const base = Date.parse('2026-11-01T12:00:00.000Z');

describe('imported listings: paging', () => {
  let t: TestApp;
  /** The active rows of the region, in the expected order. */
  let expected: string[];

  beforeAll(async () => {
    t = await createTestApp();
    // 47 rows: every third without a published date (its import time interleaves with the
    // others'), several sharing one timestamp, and two removed from the feed.
    const rows = Array.from({ length: 47 }, (_, i) => {
      const at = new Date(base - Math.floor(i / 2) * 60_000);
      const noDate = i % 3 === 0;
      return {
        id: randomUUID(),
        source: 'paging-test',
        externalId: `p${i}`,
        url: `https://fasteignir.example.is/leiga/p${i}`,
        title: `Íbúð ${i}`,
        rentIsk: 200_000,
        region: REGION,
        sourcePublishedAt: noDate ? null : at,
        createdAt: noDate ? new Date(at.getTime() + 30_000) : new Date(base + 86_400_000),
        lastSeenAt: new Date(base),
        removedAt: i === 5 || i === 20 ? new Date(base) : null,
      };
    });
    await t.database.db.insert(importedListings).values(rows);
    const active = await t.database.db
      .select()
      .from(importedListings)
      .where(and(eq(importedListings.region, REGION), isNull(importedListings.removedAt)));
    const shown = (r: (typeof active)[number]) => (r.sourcePublishedAt ?? r.createdAt).getTime();
    expected = active.sort((a, b) => shown(b) - shown(a) || (a.id < b.id ? 1 : -1)).map((r) => r.id);
  });
  afterAll(async () => {
    await t.close();
  });

  async function get(search: string): Promise<Page> {
    const res = await t.app.request(`/api/listings/mbl/?region=${REGION}${search}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Page;
  }

  it('shows every row once across the pages, those without a published date in their place, and back again', async () => {
    expect(expected).toHaveLength(45);
    const pages: Page[] = [await get('')];
    while (pages.at(-1)?.next) pages.push(await get(`&after=${pages.at(-1)?.next}`));
    expect(pages.map((p) => p.items.length)).toEqual([20, 20, 5]);
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(expected);
    for (const page of pages) {
      expect(page.total).toBe(45);
      expect(page.next_cursor).toBe(page.next);
    }
    expect(pages[0]?.prev).toBeNull();

    // Backwards from the last page, the same pages.
    const middle = await get(`&before=${pages[2]?.prev}`);
    expect(middle.items.map((i) => i.id)).toEqual(pages[1]?.items.map((i) => i.id));
    const first = await get(`&before=${middle.prev}`);
    expect(first.items.map((i) => i.id)).toEqual(expected.slice(0, 20));
    expect(first.prev).toBeNull();
  });

  it('follows next_cursor with cursor= as before, and an old page number or a bad cursor still shows a page', async () => {
    const first = await get('');
    const second = await get(`&cursor=${first.next_cursor}`);
    expect(second.items.map((i) => i.id)).toEqual(expected.slice(20, 40));
    expect((await get('&page=2')).items.map((i) => i.id)).toEqual(expected.slice(20, 40));
    expect((await get('&cursor=ekki-bendill')).items.map((i) => i.id)).toEqual(expected.slice(0, 20));
    expect((await get('&after=%%&max_rent=mikid')).items.map((i) => i.id)).toEqual(expected.slice(0, 20));
    expect((await get('&max_rent=199.000')).total).toBe(0);
    expect((await get('&max_rent=200%20000')).total).toBe(45);
  });
});
