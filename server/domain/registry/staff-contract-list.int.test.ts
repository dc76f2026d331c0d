import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { createContract } from '#server/domain/contracts/contracts.service.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';

// /man/rental-contracts and GET /api/man/rental-contracts/ on the list kit (docs/rules/lists.md):
// newest first by keyset cursor, ties broken by id, filters kept across pages, an old page=N
// link still opens its page, and a bad cursor or filter shows the first page, never an error.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('staff contract list', () => {
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
    for (let i = 0; i < 23; i++) {
      const draft = await createContract(t.contextFor(landlord), { from: 'blank', side: 'landlord' });
      made.push(draft.id);
    }
    await t.database.db.update(rentalContracts).set({ address: 'Listagata 9' }).where(inArray(rentalContracts.id, made));
    // Eight made at the same moment: the id decides their order.
    for (const id of made.slice(3, 11))
      await t.database.db
        .update(rentalContracts)
        .set({ createdAt: new Date('2026-01-05T10:00:00Z') })
        .where(eq(rentalContracts.id, id));
  });
  afterAll(() => t.close());

  const get = async (query: string) => {
    const response = await t.app.request(`/api/man/rental-contracts/?${query}`, { headers });
    expect(response.status, query).toBe(200);
    return response.json() as Promise<{ items: { id: string }[]; total: number; next: string | null; prev: string | null }>;
  };
  const ids = (page: { items: { id: string }[] }) => page.items.map((c) => c.id);

  it('pages every contract once, newest first, with the filters kept; previous goes back', async () => {
    const first = await get('q=Listagata&status=draft');
    expect(first).toMatchObject({ total: 23, prev: null });
    expect(first.items).toHaveLength(20);
    const second = await get(`q=Listagata&status=draft&after=${first.next}`);
    expect(second.items).toHaveLength(3);
    expect(second.next).toBeNull();
    expect(new Set([...ids(first), ...ids(second)])).toEqual(new Set(made));
    const back = await get(`q=Listagata&status=draft&before=${second.prev}`);
    expect(ids(back)).toEqual(ids(first));
    // A filter that matches none of them, on a cursor from the filtered list: nothing, not an error.
    expect((await get(`q=Listagata&status=active&after=${first.next}`)).items).toEqual([]);
  });

  it('opens an old page=2 link, and shows the first page for a bad cursor or values', async () => {
    const first = await get('q=Listagata');
    expect(ids(await get('q=Listagata&page=2'))).toEqual(ids(await get(`q=Listagata&after=${first.next}`)));
    for (const bad of ['after=%00', 'before=eyJ9', `after=${'A'.repeat(3000)}`, 'status=__proto__&registry=x&page=-4']) {
      expect(ids(await get(`q=Listagata&${bad}`)), bad).toEqual(ids(first));
    }
  });
});
