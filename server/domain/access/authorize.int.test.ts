import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '#server/db/schema/listings.ts';
import { landlordListing } from '#tests/fixtures/managed-listing.ts';
import { createTestApp, makeUser } from '#tests/fixtures/test-app.ts';
import { authorize } from './authorize.ts';
import { canAsync } from './can.ts';
import { listingResource } from './resources.ts';
import { ownedListings, visibleListings } from './scopes.ts';

// authorize() and the scope builders against real rows.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function row(id: string) {
  const [found] = await t.database.db.select().from(listings).where(eq(listings.id, id));
  return found;
}

describe('authorize', () => {
  it('answers 401 without an actor, 404 for someone else’s listing, 403 for a staff area', async () => {
    const { id, owner } = await landlordListing(t);
    const draft = listingResource(await row(id), t.clock.now);
    const stranger = t.contextFor(await makeUser(t.database));
    const staff = t.contextFor({ ...(await makeUser(t.database, { scope: ['user', 'staff'] })), scope: ['user', 'staff'] });

    await expect(authorize(t.contextFor(null), 'listing.update', draft)).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(authorize(stranger, 'listing.update', draft)).rejects.toMatchObject({ code: 'not_found' });
    await expect(authorize(staff, 'listing.manage.read', draft)).rejects.toMatchObject({ code: 'not_found' });
    expect((await authorize(t.contextFor(owner), 'listing.update', draft)).userId).toBe(owner.id);

    await expect(authorize(stranger, 'staff.listings.moderate')).rejects.toMatchObject({ code: 'forbidden' });
    expect((await authorize(staff, 'staff.listings.moderate')).userId).toBe(staff.actor?.userId);
  });

  it('shows a tenant profile to the tenant only while no application links a landlord to them', async () => {
    const tenant = await makeUser(t.database);
    const landlord = await makeUser(t.database);
    const profile = { type: 'tenant_profile', userId: tenant.id } as const;
    expect((await authorize(t.contextFor(tenant), 'tenant_profile.read', profile)).userId).toBe(tenant.id);
    await expect(authorize(t.contextFor(landlord), 'tenant_profile.read', profile)).rejects.toMatchObject({ code: 'not_found' });
    expect(
      await canAsync(t.contextFor(landlord), 'paycheck.read', { type: 'paycheck', ownerUserId: tenant.id, shared: true }),
    ).toBe(false);
  });
});

describe('scope builders', () => {
  it('list the owner’s listings and those on the market, for staff too', async () => {
    const mine = await landlordListing(t);
    const onMarket = await landlordListing(t, { published: true });
    const staff = t.contextFor({ ...(await makeUser(t.database, { scope: ['user', 'staff'] })), scope: ['user', 'staff'] });
    const ids = async (where: ReturnType<typeof visibleListings>) =>
      (await t.database.db.select({ id: listings.id }).from(listings).where(where)).map((r) => r.id);

    const ownerActor = t.contextFor(mine.owner).actor;
    if (!ownerActor || !staff.actor) throw new Error('no actor');
    expect(await ids(ownedListings(ownerActor))).toEqual([mine.id]);
    const visibleToOwner = await ids(visibleListings(ownerActor, t.clock.now));
    expect(visibleToOwner).toContain(mine.id);
    expect(visibleToOwner).toContain(onMarket.id);
    const visibleToStaff = await ids(visibleListings(staff.actor, t.clock.now));
    expect(visibleToStaff).toContain(onMarket.id);
    expect(visibleToStaff).not.toContain(mine.id);
    expect(await ids(visibleListings(null, t.clock.now))).not.toContain(mine.id);
  });
});
