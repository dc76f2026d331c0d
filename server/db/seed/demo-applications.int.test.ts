import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/fixtures/test-app.ts';
import { seedDemo } from './seed.ts';

// The demo applications: among the demo people, in every status, with questions; added once.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const counts = () =>
  t.database.query(
    `select u.email, a.status, count(*)::int n from applications a join users u on u.id = a.tenant_user_id
      group by 1, 2 order by 1, 2`,
  ) as Promise<{ email: string; status: string; n: number }[]>;

describe('demo applications', () => {
  it('are added once, in every status, with timelines and questions', { timeout: 120_000 }, async () => {
    await seedDemo(t.database, t.storage);
    const first = await counts();
    // Eight from demo-applications.ts; the demo offers (demo-offers.ts) add two and move the
    // applications they answer to accepted.
    expect(first.reduce((sum, r) => sum + r.n, 0)).toBe(10);
    expect(new Set(first.map((r) => r.status))).toEqual(new Set(['submitted', 'viewed', 'accepted', 'declined', 'withdrawn']));
    expect(first.filter((r) => r.email === 'tenant2@demo.heimaleiga.is').reduce((s, r) => s + r.n, 0)).toBe(3);
    const [questions] = (await t.database.query('select count(*)::int n from listing_questions')) as { n: number }[];
    expect(questions.n).toBe(3);
    const [events] = (await t.database.query(
      `select count(*)::int n from applications a where not exists
        (select 1 from application_events e where e.application_id = a.id and e.to_status = a.status)`,
    )) as { n: number }[];
    expect(events.n).toBe(0);

    await seedDemo(t.database, t.storage);
    expect(await counts()).toEqual(first);
    const [again] = (await t.database.query('select count(*)::int n from listing_questions')) as { n: number }[];
    expect(again.n).toBe(3);
  });
});
