import { randomUUID } from 'node:crypto';
import { and, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/fixtures/test-db.ts';
import type { Database } from './client.ts';
import { key, keysetOrder, keysetPage, type PageRequest } from './keyset.ts';

// The keyset helper on the database: a stable order with ties on the sort key broken by id, and
// no row skipped or shown twice while rows are inserted between pages, either way.

const probe = pgTable('keyset_probe', {
  id: uuid('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  n: integer('n').notNull(),
  label: text('label').notNull(),
});
type Probe = typeof probe.$inferSelect;

const newest = keysetOrder<Probe>('probe.newest', [
  key({ sql: probe.at, type: 'date', desc: true, of: (r: Probe) => r.at }),
  key({ sql: probe.id, type: 'uuid', desc: true, of: (r: Probe) => r.id }),
]);
const byNumber = keysetOrder<Probe>('probe.number', [
  key({ sql: probe.n, type: 'number', of: (r: Probe) => r.n }),
  key({ sql: probe.at, type: 'date', desc: true, of: (r: Probe) => r.at }),
  key({ sql: probe.id, type: 'uuid', of: (r: Probe) => r.id }),
]);

describe('keyset paging on the database', () => {
  let database: Database;
  const base = Date.parse('2026-11-01T12:00:00.000Z');

  async function insert(count: number, at: (i: number) => string, n: (i: number) => number, label: string) {
    const rows = Array.from({ length: count }, (_, i) => ({
      id: randomUUID(),
      at: sql`${at(i)}::timestamptz`,
      n: n(i),
      label,
    }));
    await database.db.insert(probe).values(rows as never);
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(
      sql`create table keyset_probe (id uuid primary key, at timestamptz not null, n integer not null, label text not null)`,
    );
    // 23 rows: many share one timestamp, several differ only in microseconds inside one millisecond.
    await insert(
      10,
      () => '2026-11-01T12:00:00.000Z',
      (i) => i % 3,
      'tie',
    );
    await insert(
      6,
      (i) => `2026-11-01T11:00:00.123${100 + i}Z`,
      (i) => i % 2,
      'micro',
    );
    await insert(
      7,
      (i) => new Date(base - (i + 2) * 3_600_000).toISOString(),
      () => 5,
      'spread',
    );
  });
  afterAll(() => database.close());

  const page = (order = newest, request: PageRequest = {}, size = 4, filter?: string) =>
    keysetPage(
      order,
      request,
      size,
      ({ where, orderBy, limit, offset }) =>
        database.db
          .select()
          .from(probe)
          .where(and(filter ? sql`${probe.label} <> ${filter}` : undefined, where))
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      async () => {
        const [row] = await database.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(probe)
          .where(filter ? sql`${probe.label} <> ${filter}` : undefined);
        return row.n;
      },
    );

  async function walk(order = newest, size = 4, between?: (step: number) => Promise<void>) {
    const seen: string[] = [];
    let request: PageRequest = {};
    for (let step = 0; step < 100; step++) {
      const result = await page(order, request, size);
      seen.push(...result.items.map((r) => r.id));
      if (!result.next) break;
      await between?.(step);
      request = { after: result.next };
    }
    return seen;
  }

  async function all(order: 'newest' | 'number') {
    const rows = await database.db
      .select()
      .from(probe)
      .orderBy(
        ...(order === 'newest'
          ? [sql`date_trunc('milliseconds', ${probe.at}) desc`, sql`${probe.id} desc`]
          : [sql`${probe.n} asc`, sql`date_trunc('milliseconds', ${probe.at}) desc`, sql`${probe.id} asc`]),
      );
    return rows.map((r) => r.id);
  }

  it('walks every row once, in a stable order, ties on the key broken by id', async () => {
    const seen = await walk();
    expect(seen).toEqual(await all('newest'));
    expect(new Set(seen).size).toBe(23);
    const mixed = await walk(byNumber, 3);
    expect(mixed).toEqual(await all('number'));
  });

  it('skips and repeats nothing while rows are inserted between pages', async () => {
    const before = new Set(await all('newest'));
    const seen = await walk(newest, 4, async (step) => {
      // New rows land at the top, among the ties and inside the microsecond millisecond.
      await insert(
        1,
        () => '2026-11-02T00:00:00.000Z',
        () => 1,
        `new-top-${step}`,
      );
      await insert(
        1,
        () => '2026-11-01T12:00:00.000Z',
        () => 1,
        `new-tie-${step}`,
      );
      await insert(
        1,
        () => '2026-11-01T11:00:00.123999Z',
        () => 1,
        `new-micro-${step}`,
      );
    });
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
    await database.db.execute(sql`delete from keyset_probe where label like 'new-%'`);
  });

  it('goes back with "previous" to the same rows, and from near the start to the whole first page', async () => {
    const first = await page();
    expect(first.prev).toBeNull();
    const second = await page(newest, { after: first.next as string });
    const third = await page(newest, { after: second.next as string });
    const back = await page(newest, { before: third.prev as string });
    expect(back.items.map((r) => r.id)).toEqual(second.items.map((r) => r.id));
    expect(back.next).toBe(second.next);
    const start = await page(newest, { before: back.prev as string });
    expect(start.items.map((r) => r.id)).toEqual(first.items.map((r) => r.id));
    expect(start.prev).toBeNull();
    // A row added at the top: "previous" from page 2 still shows a full first page.
    await insert(
      1,
      () => '2026-11-03T00:00:00.000Z',
      () => 1,
      'new-top',
    );
    const again = await page(newest, { before: second.prev as string });
    expect(again.items.map((r) => r.id)).toEqual(first.items.map((r) => r.id));
    expect(again.prev).not.toBeNull();
    const top = await page(newest, { before: again.prev as string });
    expect(top.items).toHaveLength(4);
    expect(top.items[0].label).toBe('new-top');
    expect(top.prev).toBeNull();
    await database.db.execute(sql`delete from keyset_probe where label like 'new-%'`);
  });

  it('counts the rows matching the filters, not the page', async () => {
    const result = await page(newest, {}, 4, 'tie');
    expect(result.total).toBe(13);
    expect(result.items.every((r) => r.label !== 'tie')).toBe(true);
  });

  it('opens an old page=N link by offset once, then pages by cursor; past the end, the first page', async () => {
    const everything = await all('newest');
    const third = await page(newest, { page: 3 });
    expect(third.items.map((r) => r.id)).toEqual(everything.slice(8, 12));
    expect(third.prev).not.toBeNull();
    const fourth = await page(newest, { after: third.next as string });
    expect(fourth.items.map((r) => r.id)).toEqual(everything.slice(12, 16));
    const far = await page(newest, { page: 999 });
    expect(far.items.map((r) => r.id)).toEqual(everything.slice(0, 4));
    expect(far.prev).toBeNull();
  });

  it('shows the first page for a tampered cursor or one from another order, never an error', async () => {
    const first = await page();
    const other = await page(byNumber);
    const tampered = [
      'not-base64-!!',
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from(JSON.stringify(['probe.newest', 'yesterday', randomUUID()])).toString('base64url'),
      Buffer.from(JSON.stringify(['probe.newest', '2026-11-01T12:00:00.000Z', "1' or '1'='1"])).toString('base64url'),
      Buffer.from(JSON.stringify(['probe.newest', '2026-11-01T12:00:00.000Z'])).toString('base64url'),
      other.next as string,
      'x'.repeat(5000),
    ];
    for (const cursor of tampered) {
      for (const request of [{ after: cursor }, { before: cursor }]) {
        const result = await page(newest, request);
        expect(result.items.map((r) => r.id)).toEqual(first.items.map((r) => r.id));
        expect(result.prev).toBeNull();
      }
    }
  });

  it('reads a well-formed but invented cursor as a place to start, within the filters', async () => {
    const cursor = Buffer.from(
      JSON.stringify(['probe.newest', '2026-11-01T11:30:00.000Z', 'ffffffff-ffff-ffff-ffff-ffffffffffff']),
    ).toString('base64url');
    const result = await page(newest, { after: cursor }, 50);
    expect(result.items.map((r) => r.label)).toEqual([...Array(6).fill('micro'), ...Array(7).fill('spread')]);
    expect(result.prev).not.toBeNull();
    expect(result.items.every((r) => r.at.getTime() < Date.parse('2026-11-01T11:30:00.000Z'))).toBe(true);
  });
});
