import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/fixtures/test-app.ts';
import { searchListings } from '../../domain/listings/listing-search.service.ts';
import { generatedLandlordIds, generateListings } from './generate-listings.ts';

// The listings generator (`npm run db:seed -- --listings N`): published, searchable, spread
// across Iceland, the same for the same seed.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Row = Record<string, unknown> & { id: string };
const rows = () =>
  t.database.query(
    `select id, title_is, description_is, rent_isk, postcode, property_type, size_m2::text, rooms, amenities::text, published_at
       from listings order by title_is, rent_isk, postcode, published_at`,
  ) as Promise<Row[]>;
/** The rows not among `before`, without their ids. */
const added = (all: Row[], before: Row[]) => {
  const old = new Set(before.map((r) => r.id));
  return all.filter((r) => !old.has(r.id)).map(({ id: _id, ...rest }) => rest);
};

describe('generateListings', () => {
  it('adds N published listings across Iceland that the search finds, owned by generated landlords', async () => {
    const made = await generateListings(t.database, { count: 200, seed: 7, now: t.clock.now, batchSize: 64, landlords: 20 });
    expect(made).toBe(200);
    const [counts] = (await t.database.query(
      `select count(*)::int n, count(*) filter (where status = 'published')::int published,
              count(*) filter (where expires_at > now() and published_at <= now())::int live,
              count(distinct region)::int regions, count(*) filter (where region = 'capital')::int capital,
              count(distinct owner_user_id)::int owners, count(property_id)::int with_property,
              count(*) filter (where rent_isk between 80000 and 700000)::int plausible_rent
         from listings`,
    )) as Record<string, number>[];
    expect(counts).toMatchObject({ n: 200, published: 200, live: 200, with_property: 200, plausible_rent: 200 });
    expect(counts.regions).toBeGreaterThanOrEqual(5);
    expect(counts.capital).toBeGreaterThan(90); // about 60%
    expect(counts.capital).toBeLessThan(160);
    const owners = await generatedLandlordIds(t.database.db);
    expect(owners).toHaveLength(20);
    expect(counts.owners).toBeLessThanOrEqual(20);

    const ctx = t.contextFor(null);
    const all = await searchListings(ctx, { sort: 'newest' }, 500);
    expect(all.total).toBe(200);
    expect(all.items.every((i) => i.street && i.town && i.rent_isk > 0)).toBe(true);
    const capital = await searchListings(ctx, { sort: 'price_asc', region: 'capital' });
    expect(capital.total).toBe(counts.capital);
    const rents = capital.items.map((i) => i.rent_isk);
    expect(rents).toEqual([...rents].sort((a, b) => a - b));
    // A town is found in any letter case; a name that is no town finds nothing.
    const [akureyri] = (await t.database.query(`select count(*)::int n from listings where town = 'Akureyri'`)) as {
      n: number;
    }[];
    expect((await searchListings(ctx, { sort: 'newest', town: 'AKUREYRI' }, 500)).total).toBe(akureyri.n);
    expect((await searchListings(ctx, { sort: 'newest', town: 'Atlantis' })).total).toBe(0);
    // Following the cursor reaches every listing exactly once.
    const seen = new Set<string>();
    let cursor: string | undefined;
    do {
      const page = await searchListings(ctx, { sort: 'size_desc', cursor });
      for (const item of page.items) seen.add(item.id);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen.size).toBe(200);
  });

  it('gives the same listings for the same seed and different ones for another', async () => {
    const first = (await rows()).map(({ id: _id, ...rest }) => rest);
    const before = await rows();
    await generateListings(t.database, { count: 200, seed: 7, now: t.clock.now, landlords: 20 });
    const second = added(await rows(), before);
    expect(second).toHaveLength(200);
    expect(second).toEqual(first);
    // The landlords are reused, not made again.
    expect(await generatedLandlordIds(t.database.db)).toHaveLength(20);

    const beforeOther = await rows();
    await generateListings(t.database, { count: 200, seed: 8, now: t.clock.now, landlords: 20 });
    const third = added(await rows(), beforeOther);
    expect(third).toHaveLength(200);
    expect(third).not.toEqual(first);
  });
});
