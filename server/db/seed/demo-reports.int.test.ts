import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/fixtures/test-app.ts';
import { seedDemoReports } from './demo-reports.ts';
import { seedDemo } from './seed.ts';

// The demo reports: an open report of a listing, a resolved one and an open report of a person, once.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const reports = () =>
  t.database.query(
    `select 'listing' kind, r.status, r.resolution is not null resolved_with_message, u.email reporter
       from listing_reports r join users u on u.id = r.reporter_id
     union all
     select 'user', r.status, r.resolution is not null, u.email
       from user_reports r join users u on u.id = r.reporter_id
     order by 1, 2, 4`,
  ) as Promise<{ kind: string; status: string; resolved_with_message: boolean; reporter: string }[]>;

describe('demo reports', () => {
  it('gives staff an open listing report, a resolved one and an open person report, added once', {
    timeout: 120_000,
  }, async () => {
    await seedDemo(t.database, t.storage);
    const first = await reports();
    expect(first).toEqual([
      { kind: 'listing', status: 'open', resolved_with_message: false, reporter: 'tenant2@demo.heimaleiga.is' },
      { kind: 'listing', status: 'resolved', resolved_with_message: true, reporter: 'tenant@demo.heimaleiga.is' },
      { kind: 'user', status: 'open', resolved_with_message: false, reporter: 'tenant@demo.heimaleiga.is' },
    ]);
    await seedDemoReports(t.database);
    expect(await reports()).toEqual(first);
  });
});
