import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/fixtures/test-app.ts';
import { searchListings } from '../../domain/listings/listing-search.service.ts';
import { seedDemo } from './seed.ts';

// The demo landlords' listings in the seed: made once, spread over the lifecycle, with photos.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const statuses = () =>
  t.database.query(
    `select u.email, l.status, count(*)::int n from listings l join users u on u.id = l.owner_user_id
      group by 1, 2 order by 1, 2`,
  ) as Promise<{ email: string; status: string; n: number }[]>;

describe('demo listings', () => {
  it('are added once, with every status staff and landlords need to see', { timeout: 120_000 }, async () => {
    await seedDemo(t.database, t.storage);
    const first = await statuses();
    const total = first.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBe(14);
    const count = (status: string) => first.filter((r) => r.status === status).reduce((sum, r) => sum + r.n, 0);
    expect(count('in_review')).toBe(2);
    expect(count('draft')).toBe(1);
    expect(count('rejected')).toBe(1);
    expect(count('paused')).toBe(1);
    // One published listing was let through an accepted demo offer (demo-offers.ts).
    expect(count('published')).toBe(8);
    expect(count('rented_pending')).toBe(1);
    expect(new Set(first.map((r) => r.email))).toEqual(new Set(['landlord@demo.heimaleiga.is', 'landlord2@demo.heimaleiga.is']));

    await seedDemo(t.database, t.storage);
    expect(await statuses()).toEqual(first);
    const [photos] = (await t.database.query(
      `select count(*)::int n, count(distinct listing_id)::int listings from listing_photos`,
    )) as { n: number; listings: number }[];
    expect(photos.listings).toBe(14);
    expect(photos.n).toBeGreaterThanOrEqual(14 * 2);
  });

  it('publishes with covers, real lifecycle dates, featured ranks and a rejection reason', async () => {
    const ctx = t.contextFor(null);
    const result = await searchListings(ctx, { sort: 'newest' });
    expect(result.total).toBe(8); // nine published, one of them let through a demo offer
    expect(result.items.every((i) => i.cover?.srcset.includes('1600w'))).toBe(true);
    const cover = result.items[0].cover?.src.replace('/media/', '') as string;
    const stored = await t.storage.get(cover);
    expect(stored?.contentType).toBe('image/webp');

    const rows = (await t.database.query(
      `select status, featured_rank, rejection_reason, published_at, expires_at from listings`,
    )) as {
      status: string;
      featured_rank: number | null;
      rejection_reason: string | null;
      published_at: Date | null;
      expires_at: Date | null;
    }[];
    expect(
      rows
        .filter((r) => r.featured_rank !== null)
        .map((r) => r.featured_rank)
        .sort(),
    ).toEqual([1, 2, 3]);
    expect(rows.find((r) => r.status === 'rejected')?.rejection_reason).toMatch(/\S{10,}/);
    const week = Date.now() + 7 * 86_400_000;
    const published = rows.filter((r) => r.status === 'published');
    expect(published.some((r) => (r.expires_at as Date).getTime() < week)).toBe(true);
    for (const r of published) {
      expect((r.expires_at as Date).getTime() - (r.published_at as Date).getTime()).toBe(60 * 86_400_000);
    }
    const [events] = (await t.database.query(
      `select count(*) filter (where kind = 'approved')::int approved, count(*) filter (where kind = 'rejected')::int rejected
         from listing_events`,
    )) as { approved: number; rejected: number }[];
    expect(events).toEqual({ approved: 10, rejected: 1 });
  });
});
