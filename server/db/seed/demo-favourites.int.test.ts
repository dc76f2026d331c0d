import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/fixtures/test-app.ts';
import { seedDemo } from './seed.ts';

// The demo tenants' saved homes: added once, one of tenant@'s has left the market since.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const saved = () =>
  t.database.query(
    `select u.email, l.status, count(*)::int n from favourite_listings f
       join users u on u.id = f.user_id join listings l on l.id = f.listing_id
      group by 1, 2 order by 1, 2`,
  ) as Promise<{ email: string; status: string; n: number }[]>;

describe('demo saved homes', () => {
  it('are added once, with one that left the market', { timeout: 120_000 }, async () => {
    await seedDemo(t.database, t.storage);
    const first = await saved();
    expect(first).toEqual([
      { email: 'tenant2@demo.heimaleiga.is', status: 'published', n: 2 },
      { email: 'tenant@demo.heimaleiga.is', status: 'paused', n: 1 },
      { email: 'tenant@demo.heimaleiga.is', status: 'published', n: 3 },
    ]);
    await seedDemo(t.database, t.storage);
    expect(await saved()).toEqual(first);
  });
});
