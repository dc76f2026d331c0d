import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/fixtures/test-app.ts';
import { seedDemo } from './seed.ts';

// The demo offers: one waiting for tenant@'s answer, one accepted with its contract draft (the
// listing rented_pending), one expired; running the seed twice adds nothing.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const offerRows = () =>
  t.database.query(
    `select u.email tenant, o.status, l.status listing_status, a.status application_status,
            (select count(*)::int from rental_contracts c where c.offer_id = o.id) contracts,
            (select count(*)::int from rental_contract_parties p join rental_contracts c on c.id = p.contract_id where c.offer_id = o.id) parties
       from offers o join users u on u.id = o.tenant_user_id join listings l on l.id = o.listing_id
       join applications a on a.id = o.application_id order by o.status`,
  ) as Promise<Record<string, unknown>[]>;

describe('demo offers', () => {
  it('are added once: sent, accepted with a contract draft, expired', { timeout: 120_000 }, async () => {
    await seedDemo(t.database, t.storage);
    const first = await offerRows();
    expect(first).toEqual([
      {
        tenant: 'tenant2@demo.heimaleiga.is',
        status: 'accepted',
        listing_status: 'rented_pending',
        application_status: 'accepted',
        contracts: 1,
        parties: 2,
      },
      {
        tenant: 'tenant@demo.heimaleiga.is',
        status: 'expired',
        listing_status: 'published',
        application_status: 'accepted',
        contracts: 0,
        parties: 0,
      },
      {
        tenant: 'tenant@demo.heimaleiga.is',
        status: 'sent',
        listing_status: 'published',
        application_status: 'accepted',
        contracts: 0,
        parties: 0,
      },
    ]);
    await seedDemo(t.database, t.storage);
    expect(await offerRows()).toEqual(first);
  });
});
