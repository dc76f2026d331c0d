import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrySubmissions } from '#server/db/schema/rental-contracts.ts';
import { createContract } from '#server/domain/contracts/contracts.service.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';

// /man/rental-contracts/hms-submits and GET /api/man/rental-contracts/hms-submits/ on the list kit
// (docs/rules/lists.md): newest made first by keyset cursor (not by updated_at, which a retry
// changes), ties broken by id, the filter kept across pages, an old page=N link still opens its
// page, and a bad cursor or filter shows the first page, never an error.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('staff submission list', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let failed: string[];
  let accepted: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    const pair = await (await postJson(t.app, '/api/token/', { email: staff.email, password: TEST_PASSWORD })).json();
    headers = { authorization: `Bearer ${pair.access}` };
    const landlord = await makeUser(t.database);
    failed = [];
    accepted = [];
    for (let i = 0; i < 24; i++) {
      const draft = await createContract(t.contextFor(landlord), { from: 'blank', side: 'landlord' });
      // Eight made at the same moment (the id decides their order); the rest a minute apart.
      const createdAt = i >= 4 && i < 12 ? new Date('2026-01-05T10:00:00Z') : new Date(Date.UTC(2026, 0, 6, 9, i));
      const [sub] = await t.database.db
        .insert(registrySubmissions)
        .values({
          contractId: draft.id,
          kind: 'register',
          idempotencyKey: `list-test-${draft.id}`,
          status: i < 22 ? 'failed' : 'accepted',
          attempts: 1,
          lastError: [{ code: 'registry_unavailable', message: 'down' }],
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: registrySubmissions.id });
      (i < 22 ? failed : accepted).push(sub.id);
    }
  });
  afterAll(() => t.close());

  type Page = { items: { id: string; created_at: string }[]; total: number; next: string | null; prev: string | null };
  const get = async (query: string) => {
    const response = await t.app.request(`/api/man/rental-contracts/hms-submits/?${query}`, { headers });
    expect(response.status, query).toBe(200);
    return response.json() as Promise<Page>;
  };
  const ids = (page: { items: { id: string }[] }) => page.items.map((c) => c.id);
  const newestFirst = (rows: Page['items']) =>
    [...rows].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || (a.id < b.id ? 1 : -1)).map((r) => r.id);

  it('pages every problem once, newest made first, with the filter kept; previous goes back', async () => {
    const first = await get('filter=problems');
    expect(first).toMatchObject({ total: 22, prev: null });
    expect(first.items).toHaveLength(20);
    // A retry between two pages changes updated_at: the row keeps its place.
    await t.database.db
      .update(registrySubmissions)
      .set({ updatedAt: new Date('2027-01-01T00:00:00Z') })
      .where(eq(registrySubmissions.id, first.items[19].id));
    const second = await get(`filter=problems&after=${first.next}`);
    expect(second.items).toHaveLength(2);
    expect(second.next).toBeNull();
    const all = [...ids(first), ...ids(second)];
    expect(all).toHaveLength(22);
    expect(new Set(all)).toEqual(new Set(failed));
    expect(all).toEqual(newestFirst([...first.items, ...second.items]));
    expect(ids(await get(`filter=problems&before=${second.prev}`))).toEqual(ids(first));
    // All of them: the accepted ones too.
    const every = await get('filter=all');
    const rest = await get(`filter=all&after=${every.next}`);
    expect(every.total).toBe(24);
    expect(new Set([...ids(every), ...ids(rest)])).toEqual(new Set([...failed, ...accepted]));
  });

  it('opens an old page=2 link, and shows the first page for a bad cursor or filter', async () => {
    const first = await get('');
    expect(first.total).toBe(22); // open: queued, failed and refused
    expect(ids(await get('page=2'))).toEqual(ids(await get(`after=${first.next}`)));
    for (const bad of ['after=%00', 'before=eyJ9', `after=${'A'.repeat(3000)}`, 'filter=__proto__&page=-4']) {
      expect(ids(await get(bad)), bad).toEqual(ids(first));
    }
  });
});
