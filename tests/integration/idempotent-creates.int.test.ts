import { and, eq } from 'drizzle-orm';
import { redirect } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdOrExisting } from '#app/lib/created-or-existing.server.ts';
import { addDays, dayOf } from '#common/calendar-day.ts';
import { applications } from '#server/db/schema/applications.ts';
import { conversations, messages } from '#server/db/schema/conversations.ts';
import { invitations } from '#server/db/schema/invitations.ts';
import { listings } from '#server/db/schema/listings.ts';
import { offers } from '#server/db/schema/offers.ts';
import { viewingRequests } from '#server/db/schema/open-houses.ts';
import { createApplication } from '#server/domain/applications/applications.service.ts';
import { startConversation } from '#server/domain/inbox/conversations.service.ts';
import { createInvitation } from '#server/domain/invitations/invitations.service.ts';
import { createOffer } from '#server/domain/offers/offers.service.ts';
import { requestViewing } from '#server/domain/open-houses/viewing-requests.service.ts';
import { landlordListing } from '#tests/fixtures/managed-listing.ts';
import { createTestApp, makeUser } from '#tests/fixtures/test-app.ts';

// The second of two identical submissions leads to what the first created (issue 20 §1): two
// identical creates at once store one row, and both pages' answers land on it. Each create form
// runs its service through createdOrExisting, as here.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('identical creates at once: one row, both answers lead to it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const landOn = (base: string) => (id: string) => redirect(`${base}/${id}`);
  const twice = (create: () => Promise<string>, base: string) =>
    Promise.all([createdOrExisting(create, landOn(base)), createdOrExisting(create, landOn(base))]);
  const locations = (answers: Response[]) => answers.map((r) => r.headers.get('location'));

  const terms = () => ({
    rentIsk: 245_000,
    startDate: addDays(dayOf(t.clock.now), 20),
    leaseType: 'fixed' as const,
    termMonths: 12,
    securityType: 'cash_deposit' as const,
    securityAmountIsk: 490_000,
    message: 'Velkomin!',
  });

  it('offers: two identical sends make one offer and both land on it; other terms are still refused', async () => {
    const listing = await landlordListing(t, { published: true });
    const tenant = await makeUser(t.database);
    const [app] = await t.database.db
      .insert(applications)
      .values({ listingId: listing.id, tenantUserId: tenant.id, message: 'Góðan dag.' })
      .returning({ id: applications.id });
    const landlord = t.contextFor(listing.owner);
    const answers = await twice(async () => (await createOffer(landlord, app.id, terms())).id, '/landlord/offers');
    const rows = await t.database.db.select({ id: offers.id }).from(offers).where(eq(offers.applicationId, app.id));
    expect(rows).toHaveLength(1);
    expect(locations(answers)).toEqual([`/landlord/offers/${rows[0].id}`, `/landlord/offers/${rows[0].id}`]);
    // A later identical tap lands there too; different terms are a real conflict.
    const again = await createdOrExisting(async () => (await createOffer(landlord, app.id, terms())).id, landOn('/x'));
    expect(again.headers.get('location')).toBe(`/x/${rows[0].id}`);
    await expect(createOffer(landlord, app.id, { ...terms(), rentIsk: 250_000 })).rejects.toMatchObject({
      code: 'offer_already_open',
      details: undefined,
    });
  });

  it('applications: two identical sends make one application and both land on it', async () => {
    const listing = await landlordListing(t, { published: true });
    const tenant = t.contextFor(await makeUser(t.database));
    const input = {
      message: 'Ég hef mikinn áhuga á íbúðinni.',
      adults: 1,
      children: 0,
      pets: false,
      petsNote: undefined,
      answers: [],
      sharePaychecks: false,
    };
    const answers = await twice(async () => (await createApplication(tenant, listing.id, input)).id, '/tenant/applications');
    const rows = await t.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.listingId, listing.id), eq(applications.tenantUserId, tenant.actor?.userId ?? '')));
    expect(rows).toHaveLength(1);
    expect(locations(answers)).toEqual([`/tenant/applications/${rows[0].id}`, `/tenant/applications/${rows[0].id}`]);
  });

  it('viewing requests: the same time twice is one request; another time is still refused', async () => {
    const listing = await landlordListing(t, { published: true });
    const week = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: '08:00', to: '20:00' }));
    await t.database.db.update(listings).set({ viewingHours: week }).where(eq(listings.id, listing.id));
    const tenant = t.contextFor(await makeUser(t.database));
    const input = { date: addDays(dayOf(t.clock.now), 3), start: '12:00' };
    const answers = await twice(async () => (await requestViewing(tenant, listing.id, input)).id, '/v');
    const rows = await t.database.db
      .select({ id: viewingRequests.id })
      .from(viewingRequests)
      .where(eq(viewingRequests.listingId, listing.id));
    expect(rows).toHaveLength(1);
    expect(locations(answers)).toEqual([`/v/${rows[0].id}`, `/v/${rows[0].id}`]);
    await expect(requestViewing(tenant, listing.id, { ...input, start: '13:00' })).rejects.toMatchObject({
      code: 'viewing_already_requested',
      details: undefined,
    });
  });

  it('household invitations: the same invitation twice is one row and both land on it; another message is still refused', async () => {
    const inviter = t.contextFor(await makeUser(t.database));
    const email = `guest.${Date.now()}@example.is`;
    const input = { kind: 'household' as const, email, message: 'Komdu í heimilið mitt.' };
    const answers = await twice(async () => (await createInvitation(inviter, input)).id, '/i');
    const rows = await t.database.db.select({ id: invitations.id }).from(invitations).where(eq(invitations.inviteeEmail, email));
    expect(rows).toHaveLength(1);
    expect(locations(answers)).toEqual([`/i/${rows[0].id}`, `/i/${rows[0].id}`]);
    await expect(createInvitation(inviter, { ...input, message: 'Annað' })).rejects.toMatchObject({
      code: 'invitation_already_open',
      details: undefined,
    });
  });

  it('first messages: the same start twice is one conversation with one message, and both land on it', async () => {
    const listing = await landlordListing(t, { published: true });
    const tenant = t.contextFor(await makeUser(t.database));
    const start = async () => (await startConversation(tenant, { listing_id: listing.id, body: 'Er íbúðin enn laus?' })).id;
    const answers = await twice(start, '/inbox');
    const rows = await t.database.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.listingId, listing.id));
    expect(rows).toHaveLength(1);
    expect(locations(answers)).toEqual([`/inbox/${rows[0].id}`, `/inbox/${rows[0].id}`]);
    expect(await t.database.db.select().from(messages).where(eq(messages.conversationId, rows[0].id))).toHaveLength(1);
  });
});
