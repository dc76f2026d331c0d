import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/fixtures/test-app.ts';
import { isoWeekday } from '../../../common/viewing-hours.ts';
import { nextWeekdayAt } from './demo-open-houses.ts';
import { seedDemo } from './seed.ts';

// The demo open houses and viewing requests: upcoming, consistent counters, added once.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const counts = async () =>
  (
    (await t.database.query(
      `select (select count(*)::int from open_houses) slots,
              (select count(*)::int from open_house_registrations) registrations,
              (select count(*)::int from viewing_requests) requests,
              (select count(*)::int from open_houses where registered = capacity) full_slots,
              (select count(*)::int from open_houses o where o.registered <>
                 (select count(*) from open_house_registrations r where r.open_house_id = o.id and r.cancelled_at is null)) off_counts,
              (select count(*)::int from open_houses where starts_at <= now()) past`,
    )) as Record<string, number>[]
  )[0];

describe('demo open houses', () => {
  it('dates a slot on the next given weekday at least two days ahead', () => {
    const now = new Date('2026-11-24T13:00:00Z'); // a Tuesday
    const next = nextWeekdayAt(now, 2, '17:00');
    expect(next.toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(isoWeekday(nextWeekdayAt(now, 6, '12:00'))).toBe(6);
    expect(nextWeekdayAt(now, 6, '12:00').toISOString()).toBe('2026-11-28T12:00:00.000Z');
  });

  it('are added once: upcoming slots with registrations, one full, a pending and an accepted request', {
    timeout: 120_000,
  }, async () => {
    await seedDemo(t.database, t.storage);
    const first = await counts();
    expect(first.slots).toBeGreaterThanOrEqual(4);
    expect(first.registrations).toBeGreaterThanOrEqual(4);
    expect(first.full_slots).toBe(1);
    expect(first.off_counts).toBe(0);
    expect(first.past).toBe(0);
    const statuses = (await t.database.query('select status from viewing_requests order by status')) as { status: string }[];
    expect(statuses.map((s) => s.status)).toEqual(['accepted', 'requested']);
    await seedDemo(t.database, t.storage);
    expect(await counts()).toEqual(first);
  });
});
