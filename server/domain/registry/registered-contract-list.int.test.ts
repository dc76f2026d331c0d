import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { createContract } from '#server/domain/contracts/contracts.service.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';

// /man/hms/rental-contracts and GET /api/man/hms/rental-contracts/ on the list kit
// (docs/rules/lists.md): latest registered first by keyset cursor, ties broken by id, one without
// its registration date last; an old page=N link still opens its page, a bad cursor shows the first.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('registered contract list', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let made: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    const pair = await (await postJson(t.app, '/api/token/', { email: staff.email, password: TEST_PASSWORD })).json();
    headers = { authorization: `Bearer ${pair.access}` };
    const landlord = await makeUser(t.database);
    made = [];
    for (let i = 0; i < 24; i++) {
      const draft = await createContract(t.contextFor(landlord), { from: 'blank', side: 'landlord' });
      made.push(draft.id);
    }
    // A day apart, except eight registered at the same moment (the id decides their order) and
    // the last one, registered before the date was kept (no date: last).
    for (const [i, id] of made.entries()) {
      const registeredAt =
        i === 23 ? null : i >= 3 && i < 11 ? new Date('2026-01-05T10:00:00Z') : new Date(Date.UTC(2026, 1, 1 + i, 9));
      await t.database.db
        .update(rentalContracts)
        .set({ registryStatus: 'registered', registryNumber: `LR-${9000 + i}`, registeredAt })
        .where(eq(rentalContracts.id, id));
    }
  });
  afterAll(() => t.close());

  const get = async (query: string) => {
    const response = await t.app.request(`/api/man/hms/rental-contracts/?${query}`, { headers });
    expect(response.status, query).toBe(200);
    return response.json() as Promise<{
      items: { id: string; registered_at: string | null }[];
      total: number;
      next: string | null;
      prev: string | null;
    }>;
  };
  const ids = (page: { items: { id: string }[] }) => page.items.map((c) => c.id);

  it('pages every registered contract once, latest registered first; previous goes back', async () => {
    const first = await get('');
    expect(first).toMatchObject({ total: 24, prev: null });
    expect(first.items).toHaveLength(20);
    const second = await get(`after=${first.next}`);
    expect(second.items).toHaveLength(4);
    expect(second.next).toBeNull();
    const all = [...ids(first), ...ids(second)];
    expect(all).toHaveLength(24);
    expect(new Set(all)).toEqual(new Set(made));
    // Latest registered first, the same moment by id (descending), the one without a date last.
    const rows = [...first.items, ...second.items];
    const expected = [...rows].sort(
      (a, b) =>
        (b.registered_at ? Date.parse(b.registered_at) : 0) - (a.registered_at ? Date.parse(a.registered_at) : 0) ||
        (a.id < b.id ? 1 : -1),
    );
    expect(all).toEqual(ids({ items: expected }));
    expect(all.at(-1)).toBe(made[23]);
    const back = await get(`before=${second.prev}`);
    expect(ids(back)).toEqual(ids(first));
  });

  it('opens an old page=2 link, and shows the first page for a bad cursor', async () => {
    const first = await get('');
    expect(ids(await get('page=2'))).toEqual(ids(await get(`after=${first.next}`)));
    for (const bad of ['after=%00', 'before=eyJ9', `after=${'A'.repeat(3000)}`, 'page=-4']) {
      expect(ids(await get(bad)), bad).toEqual(ids(first));
    }
  });
});
