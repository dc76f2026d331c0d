import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '#common/calendar-day.ts';
import { listings } from '#server/db/schema/listings.ts';
import { listingAssignees } from '#server/db/schema/teams.ts';
import { applicationCreateSchema } from '#server/domain/applications/applications.schemas.ts';
import { createApplication } from '#server/domain/applications/applications.service.ts';
import { listLandlordApplications } from '#server/domain/applications/landlord.service.ts';
import { offerCreateSchema } from '#server/domain/offers/offers.schemas.ts';
import { createOffer, listLandlordOffers, listTenantOffers } from '#server/domain/offers/offers.service.ts';
import { createOpenHouse, listManagedOpenHouses } from '#server/domain/open-houses/open-houses.service.ts';
import { landlordListing } from '#tests/fixtures/managed-listing.ts';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser } from '#tests/fixtures/test-app.ts';

// Whose each row of the landlord's lists is (docs/rules/team-mode.md "Whose each row is"): a
// person who lets a flat of their own and works for an agency sees both in one list, each row
// saying whose it is and, for the team's, who looks after the listing.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const day = (days: number) => addDays(dayOf(t.clock.now), days);

describe('whose each landlord row is', () => {
  it('marks team rows with the team and its listing’s assignees, personal rows with no team', async () => {
    const own = await landlordListing(t, { published: true, title: 'Eigin íbúð' });
    const colleague = await makeUser(t.database, { name: 'Anna Nowak' });
    const team = await makeTeam(t.database, [
      { userId: colleague.id, role: 'owner' },
      { userId: own.owner.id, role: 'agent' },
    ]);
    const other = await landlordListing(t, { published: true, title: 'Íbúð teymisins' });
    await t.database.db
      .update(listings)
      .set({ ownerUserId: null, ownerTeamId: team.id, createdBy: colleague.id })
      .where(eq(listings.id, other.id));
    await t.database.db.insert(listingAssignees).values({ listingId: other.id, userId: colleague.id });

    const tenant = await makeUser(t.database, { name: 'Hildur Björnsdóttir' });
    const apply = applicationCreateSchema.parse({ message: 'Góðan dag, ég er reyklaus.', adults: 1 });
    const applications = [
      await createApplication(t.contextFor(tenant), own.id, apply),
      await createApplication(t.contextFor(tenant), other.id, apply),
    ];
    const agent = await t.contextForMember(own.owner.id);
    const teamWhose = { team: { slug: team.slug, name: team.name }, assignees: [{ id: colleague.id, name: 'Anna Nowak' }] };
    const personal = { team: null, assignees: [] };
    const byListing = <T extends { whose?: unknown }>(rows: T[], listingOf: (row: T) => string) =>
      Object.fromEntries(rows.map((row) => [listingOf(row), row.whose]));

    const listed = await listLandlordApplications(agent, {});
    expect(byListing(listed.items, (a) => a.listing.id)).toEqual({ [own.id]: personal, [other.id]: teamWhose });

    const offer = offerCreateSchema.parse({
      rentIsk: 245_000,
      startDate: day(20),
      leaseType: 'indefinite',
      securityType: 'none',
    });
    await createOffer(agent, applications[0].id, offer);
    await createOffer(agent, applications[1].id, offer);
    const offers = await listLandlordOffers(agent);
    expect(byListing(offers.items, (o) => o.listing.id)).toEqual({ [own.id]: personal, [other.id]: teamWhose });
    // The tenant's own list says nothing of the landlord side's people.
    expect((await listTenantOffers(t.contextFor(tenant))).items.every((o) => o.whose === undefined)).toBe(true);

    await createOpenHouse(agent, own.id, { date: day(3), start: '17:00', end: '18:00', capacity: 5 });
    await createOpenHouse(agent, other.id, { date: day(4), start: '17:00', end: '18:00', capacity: 5 });
    const slots = await listManagedOpenHouses(agent);
    expect(byListing(slots.upcoming, (s) => s.listing.id)).toEqual({ [own.id]: personal, [other.id]: teamWhose });

    // The team's owner sees the team's rows only, each the team's.
    const owner = await t.contextForMember(colleague.id);
    expect((await listLandlordApplications(owner, {})).items.map((a) => a.whose)).toEqual([teamWhose]);
  });
});
