import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseReviewQueueQuery } from '#common/staff-listings.ts';
import { landlordListing } from '../../../tests/fixtures/managed-listing.ts';
import { createTestApp, makeUser } from '../../../tests/fixtures/test-app.ts';
import { listings } from '../../db/schema/listings.ts';
import { reviewQueue } from './listing-review.service.ts';
import { submitListing } from './listings.service.ts';

// The review queue on the list kit: the longest-waiting first, keyset pages that neither skip nor
// repeat a listing (two sent in the same millisecond, one without a recorded send time), and
// `cursor=` from before the kit read as `after=`.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('the review queue pages', () => {
  let t: TestApp;
  let staff: ReturnType<TestApp['contextFor']>;
  const mine: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    staff = t.contextFor(await makeUser(t.database, { scope: ['user', 'staff'] }));
    for (let i = 0; i < 5; i++) {
      const { ctx, id } = await landlordListing(t);
      await submitListing(ctx, id);
      mine.push(id);
      if (i !== 1) t.advance(60); // the second and third are sent at the same time
    }
    // The last one's send time was never recorded: it waits from when it was made.
    await t.database.db
      .update(listings)
      .set({ submittedAt: null })
      .where(eq(listings.id, mine[4] as string));
  });
  afterAll(() => t.close());

  const page = (search: string) => reviewQueue(staff, parseReviewQueueQuery(new URLSearchParams(search)), 2);

  it('shows each listing once, oldest first, forwards and back', async () => {
    const rows = await t.database.db.select().from(listings).where(inArray(listings.id, mine));
    const waited = (id: string) => {
      const row = rows.find((r) => r.id === id);
      return (row?.submittedAt ?? row?.createdAt)?.getTime() ?? 0;
    };
    const pages = [await page('')];
    while (pages.at(-1)?.next) pages.push(await page(`after=${pages.at(-1)?.next}`));
    const seen = pages.flatMap((p) => p.items.map((i) => i.id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(pages[0]?.total);
    const ours = seen.filter((id) => mine.includes(id));
    expect(ours.sort((a, b) => waited(a) - waited(b) || (a < b ? -1 : 1))).toEqual(seen.filter((id) => mine.includes(id)));
    expect(new Set(ours)).toEqual(new Set(mine));
    for (const p of pages) expect(p.next_cursor).toBe(p.next);

    // Back from the last page: the pages before it, the same rows.
    const last = pages.at(-1);
    const before = await page(`before=${last?.prev}`);
    expect(before.items.map((i) => i.id)).toEqual(pages.at(-2)?.items.map((i) => i.id));
  });

  it('reads an old cursor= link as after=, and a broken one as the first page', async () => {
    const first = await page('');
    const second = await page(`cursor=${first.next_cursor}`);
    expect(second.items.map((i) => i.id)).toEqual((await page(`after=${first.next}`)).items.map((i) => i.id));
    expect(second.prev).not.toBeNull();
    expect((await page('cursor=%%')).items.map((i) => i.id)).toEqual(first.items.map((i) => i.id));
  });
});
