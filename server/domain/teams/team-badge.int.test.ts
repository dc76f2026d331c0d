import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '#server/db/schema/listings.ts';
import { teams } from '#server/db/schema/teams.ts';
import { landlordListing } from '#tests/fixtures/managed-listing.ts';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser } from '#tests/fixtures/test-app.ts';
import { searchListings } from '../listings/listing-search.service.ts';
import { getPublicListing } from '../listings/public-listing.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('the verified badge and the team on its listings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the team (name, badge once verified, contact details) on cards and the listing page; none on a person’s', async () => {
    const owner = await makeUser(t.database);
    const team = await makeTeam(t.database, [{ userId: owner.id, role: 'owner' }], { name: 'Vitinn Leigumiðlun ehf.' });
    await t.database.db
      .update(teams)
      .set({ contactEmail: 'leiga@vitinn.is', contactPhone: '+3545551234', website: 'https://vitinn.is' })
      .where(eq(teams.id, team.id));
    const teamListing = await landlordListing(t, { published: true, title: 'Íbúð hjá Vitanum' });
    await t.database.db.update(listings).set({ ownerUserId: null, ownerTeamId: team.id }).where(eq(listings.id, teamListing.id));
    const personal = await landlordListing(t, { published: true, title: 'Íbúð einstaklings' });
    const visitor = t.contextFor(null);

    const cards = async () => (await searchListings(visitor, { sort: 'newest' }, 100)).items;
    const cardOf = async (id: string) => (await cards()).find((c) => c.id === id);
    expect((await cardOf(teamListing.id))?.team).toEqual({ name: 'Vitinn Leigumiðlun ehf.', verified: false, logo_url: null });
    expect((await cardOf(personal.id))?.team).toBeNull();

    await t.database.db
      .update(teams)
      .set({ verificationStatus: 'verified', logoKey: 'teams/logo-1' })
      .where(eq(teams.id, team.id));
    const verified = await cardOf(teamListing.id);
    expect(verified?.team).toMatchObject({ name: 'Vitinn Leigumiðlun ehf.', verified: true });
    expect(verified?.team?.logo_url).toMatch(new RegExp(`^/api/teams/${team.id}/logo/\\?v=\\d+$`));

    const page = await getPublicListing(visitor, teamListing.id);
    expect(page.owner).toBeNull();
    expect(page.team).toMatchObject({
      name: 'Vitinn Leigumiðlun ehf.',
      verified: true,
      contact_email: 'leiga@vitinn.is',
      contact_phone: '+3545551234',
      website: 'https://vitinn.is',
    });
    expect((await getPublicListing(visitor, personal.id)).team).toBeNull();
  });
});
