import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '#common/calendar-day.ts';
import { MAX_LISTING_GROUPS } from '#common/team-rules.ts';
import { applications } from '#server/db/schema/applications.ts';
import { conversationParticipants, conversations, messages } from '#server/db/schema/conversations.ts';
import { listings } from '#server/db/schema/listings.ts';
import { teamListingGroups, teamMembers, teams } from '#server/db/schema/teams.ts';
import { applyForm, createApplication, getApplication } from '#server/domain/applications/applications.service.ts';
import { listConversations } from '#server/domain/inbox/conversations.service.ts';
import { cancelRegistration, createOpenHouse, registerForOpenHouse } from '#server/domain/open-houses/open-houses.service.ts';
import { requestViewing } from '#server/domain/open-houses/viewing-requests.service.ts';
import { landlordListing } from '#tests/fixtures/managed-listing.ts';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser } from '#tests/fixtures/test-app.ts';
import { groupQuestionId } from './group-form.ts';
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from './listing-groups.service.ts';
import { getTeamServices, servicesOnListing, setTeamService } from './team-services.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const ALL_ON = ['open_houses', 'viewing_requests', 'application_auto_reply'];

describe('team application forms and services', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  /** A team (owner = the listing's maker, plus admin, agent, viewer) owning one published listing. */
  async function agency(services: string[] = ALL_ON) {
    const home = await landlordListing(t, { published: true });
    const [admin, agent, viewer] = await Promise.all([makeUser(t.database), makeUser(t.database), makeUser(t.database)]);
    const team = await makeTeam(t.database, [
      { userId: home.owner.id, role: 'owner' },
      { userId: admin.id, role: 'admin' },
      { userId: agent.id, role: 'agent' },
      { userId: viewer.id, role: 'viewer' },
    ]);
    await t.database.db.update(teams).set({ services }).where(eq(teams.id, team.id));
    await t.database.db.update(listings).set({ ownerUserId: null, ownerTeamId: team.id }).where(eq(listings.id, home.id));
    const as = (userId: string) => t.contextForMember(userId);
    return { team, listingId: home.id, owner: home.owner, admin, agent, viewer, as };
  }

  const application = {
    message: 'Halló, við erum tvö og reyklaus.',
    adults: 2,
    children: 0,
    pets: false,
    petsNote: undefined,
    sharePaychecks: false,
  };

  describe('listing groups', () => {
    it('creates, lists, updates with listings, and deletes a group (listings fall back to none)', async () => {
      const a = await agency();
      const admin = await a.as(a.admin.id);
      const made = await createGroup(admin, a.team.slug, {
        name: 'Miðbær',
        questions: ['Hvar vinnur þú?', 'Reykir þú?'],
        autoReply: 'Takk fyrir umsóknina!',
      });
      expect(made).toMatchObject({
        name: 'Miðbær',
        questions: ['Hvar vinnur þú?', 'Reykir þú?'],
        auto_reply: 'Takk fyrir umsóknina!',
      });
      expect(made.listings).toEqual([expect.objectContaining({ id: a.listingId, in_group: false, other_group: null })]);

      const saved = await updateGroup(admin, a.team.slug, made.id, {
        name: 'Miðbær 101',
        questions: ['Reykir þú?'],
        autoReply: null,
        listingIds: [a.listingId],
      });
      expect(saved).toMatchObject({ name: 'Miðbær 101', questions: ['Reykir þú?'], auto_reply: null });
      expect(saved.listings[0].in_group).toBe(true);
      const viewer = await a.as(a.viewer.id);
      expect(await listGroups(viewer, a.team.slug)).toEqual([
        { id: made.id, name: 'Miðbær 101', listing_count: 1, question_count: 1, auto_reply: false },
      ]);

      // A second group taking the listing moves it there.
      const other = await createGroup(admin, a.team.slug, { name: 'Hafnarfjörður', questions: [], autoReply: null });
      await updateGroup(admin, a.team.slug, other.id, {
        name: 'Hafnarfjörður',
        questions: [],
        autoReply: null,
        listingIds: [a.listingId],
      });
      expect((await getGroup(admin, a.team.slug, made.id)).listings[0]).toMatchObject({
        in_group: false,
        other_group: 'Hafnarfjörður',
      });

      await deleteGroup(admin, a.team.slug, other.id);
      const [row] = await t.database.db
        .select({ group: listings.teamGroupId })
        .from(listings)
        .where(eq(listings.id, a.listingId));
      expect(row.group).toBeNull();
      await expect(getGroup(admin, a.team.slug, other.id)).rejects.toMatchObject({ code: 'not_found' });
    });

    it('lets every role read and only owners and admins change; others and strangers get 404', async () => {
      const a = await agency();
      const group = await createGroup(await a.as(a.owner.id), a.team.slug, { name: 'A', questions: [], autoReply: null });
      const stranger = await makeUser(t.database);
      const otherOwner = await makeUser(t.database);
      await makeTeam(t.database, [{ userId: otherOwner.id, role: 'owner' }]);
      for (const who of [a.agent.id, a.viewer.id]) {
        const ctx = await a.as(who);
        expect((await getGroup(ctx, a.team.slug, group.id)).name).toBe('A');
        await expect(createGroup(ctx, a.team.slug, { name: 'B', questions: [], autoReply: null })).rejects.toMatchObject({
          code: 'not_found',
        });
        await expect(deleteGroup(ctx, a.team.slug, group.id)).rejects.toMatchObject({ code: 'not_found' });
      }
      for (const who of [stranger.id, otherOwner.id]) {
        const ctx = await a.as(who);
        await expect(listGroups(ctx, a.team.slug)).rejects.toMatchObject({ code: 'not_found' });
        await expect(getGroup(ctx, a.team.slug, group.id)).rejects.toMatchObject({ code: 'not_found' });
      }
    });

    it("refuses another team's group and a listing that is not the team's own with 404", async () => {
      const a = await agency();
      const b = await agency();
      const theirs = await createGroup(await b.as(b.owner.id), b.team.slug, { name: 'B', questions: [], autoReply: null });
      const ours = await createGroup(await a.as(a.owner.id), a.team.slug, { name: 'A', questions: [], autoReply: null });
      const owner = await a.as(a.owner.id);
      await expect(getGroup(owner, a.team.slug, theirs.id)).rejects.toMatchObject({ code: 'not_found' });
      const input = { name: 'A', questions: [], autoReply: null };
      await expect(updateGroup(owner, a.team.slug, ours.id, { ...input, listingIds: [b.listingId] })).rejects.toMatchObject({
        code: 'not_found',
      });
      const personal = await landlordListing(t, { published: true });
      await expect(updateGroup(owner, a.team.slug, ours.id, { ...input, listingIds: [personal.id] })).rejects.toMatchObject({
        code: 'not_found',
      });
      const [row] = await t.database.db
        .select({ group: listings.teamGroupId })
        .from(listings)
        .where(eq(listings.id, b.listingId));
      expect(row.group).toBeNull();
    });

    it('holds the group limit when adds race', async () => {
      const a = await agency();
      const owner = await a.as(a.owner.id);
      await t.database.db
        .insert(teamListingGroups)
        .values(Array.from({ length: MAX_LISTING_GROUPS - 2 }, (_, i) => ({ teamId: a.team.id, name: `Hópur ${i}` })));
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, (_, i) =>
          createGroup(owner, a.team.slug, { name: `Nýr ${i}`, questions: [], autoReply: null }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      for (const r of results.filter((r) => r.status === 'rejected'))
        expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'team_group_limit' });
      expect((await listGroups(owner, a.team.slug)).length).toBe(MAX_LISTING_GROUPS);
    });
  });

  describe('the apply form and the auto-reply', () => {
    async function grouped(services = ALL_ON, autoReply: string | null = 'Takk! Við svörum innan tveggja daga.') {
      const a = await agency(services);
      const owner = await a.as(a.owner.id);
      const group = await createGroup(owner, a.team.slug, { name: 'Miðbær', questions: ['Hvar vinnur þú?'], autoReply });
      await updateGroup(owner, a.team.slug, group.id, {
        name: 'Miðbær',
        questions: ['Hvar vinnur þú?'],
        autoReply,
        listingIds: [a.listingId],
      });
      return { ...a, groupId: group.id };
    }

    it("asks the group's questions, requires them and stores the answer with the question's words", async () => {
      const a = await grouped();
      const tenant = await makeUser(t.database);
      const ctx = t.contextFor(tenant);
      const form = await applyForm(ctx, a.listingId);
      const qid = groupQuestionId(a.groupId, 'Hvar vinnur þú?');
      expect(form.questions).toEqual([{ id: qid, question: 'Hvar vinnur þú?', required: true }]);
      await expect(createApplication(ctx, a.listingId, { ...application, answers: [] })).rejects.toMatchObject({
        code: 'validation_failed',
        fields: { 'answers[0].answer': ['required'] },
      });
      const made = await createApplication(ctx, a.listingId, {
        ...application,
        answers: [{ questionId: qid, answer: 'Á Landspítala' }],
      });
      expect(made.answers).toEqual([{ question_id: qid, question: 'Hvar vinnur þú?', answer: 'Á Landspítala' }]);
      // The landlord side (an agent) reads the same answers.
      const seen = await getApplication(await a.as(a.agent.id), made.id);
      expect(seen.answers).toEqual(made.answers);
    });

    it('sends the auto-reply once, from the listing maker, in the team-owned conversation the tenant sees', async () => {
      const a = await grouped();
      const tenant = await makeUser(t.database);
      const ctx = t.contextFor(tenant);
      const qid = groupQuestionId(a.groupId, 'Hvar vinnur þú?');
      const answers = [{ questionId: qid, answer: 'Heima' }];
      // Two sends at once: one application, one auto-reply.
      const results = await Promise.allSettled([
        createApplication(ctx, a.listingId, { ...application, answers }),
        createApplication(ctx, a.listingId, { ...application, answers }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const [conversation] = await t.database.db
        .select()
        .from(conversations)
        .where(and(eq(conversations.listingId, a.listingId), eq(conversations.tenantUserId, tenant.id)));
      expect(conversation).toMatchObject({ ownerTeamId: a.team.id, landlordUserId: a.owner.id });
      const [app] = await t.database.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.tenantUserId, tenant.id));
      expect(conversation.applicationId).toBe(app.id);
      const sent = await t.database.db.select().from(messages).where(eq(messages.conversationId, conversation.id));
      expect(sent.map((m) => [m.senderUserId, m.body])).toEqual([[a.owner.id, 'Takk! Við svörum innan tveggja daga.']]);
      const inbox = await listConversations(ctx);
      expect(inbox.items.map((c) => c.id)).toContain(conversation.id);
      const people = await t.database.db
        .select({ userId: conversationParticipants.userId })
        .from(conversationParticipants)
        .where(eq(conversationParticipants.conversationId, conversation.id));
      expect(people.map((p) => p.userId).sort()).toEqual([a.owner.id, tenant.id].sort());
    });

    it('reuses the conversation the tenant already has about the listing, and falls back to an owner as sender', async () => {
      const a = await grouped();
      // The listing's maker left the team: the owner row goes, a new owner stays.
      const newOwner = await makeUser(t.database);
      await t.database.db.insert(teamMembers).values({ teamId: a.team.id, userId: newOwner.id, role: 'owner' });
      await t.database.db.delete(teamMembers).where(eq(teamMembers.userId, a.owner.id));
      const tenant = await makeUser(t.database);
      const [existing] = await t.database.db
        .insert(conversations)
        .values({ listingId: a.listingId, tenantUserId: tenant.id, ownerTeamId: a.team.id })
        .returning();
      await createApplication(t.contextFor(tenant), a.listingId, {
        ...application,
        answers: [{ questionId: groupQuestionId(a.groupId, 'Hvar vinnur þú?'), answer: 'Heima' }],
      });
      const rows = await t.database.db.select().from(conversations).where(eq(conversations.tenantUserId, tenant.id));
      expect(rows.map((r) => r.id)).toEqual([existing.id]);
      const sent = await t.database.db.select().from(messages).where(eq(messages.conversationId, existing.id));
      expect(sent.map((m) => m.senderUserId)).toEqual([newOwner.id]);
    });

    it('sends nothing with the auto-reply service off or without an auto-reply text', async () => {
      for (const a of [await grouped(['open_houses']), await grouped(ALL_ON, null)]) {
        const tenant = await makeUser(t.database);
        await createApplication(t.contextFor(tenant), a.listingId, {
          ...application,
          answers: [{ questionId: groupQuestionId(a.groupId, 'Hvar vinnur þú?'), answer: 'Heima' }],
        });
        const rows = await t.database.db.select().from(conversations).where(eq(conversations.tenantUserId, tenant.id));
        expect(rows).toEqual([]);
      }
    });
  });

  describe('services', () => {
    it('reads the switches for every member and lets only owners and admins change them', async () => {
      const a = await agency(['open_houses']);
      expect(await getTeamServices(await a.as(a.viewer.id), a.team.slug)).toEqual({
        services: [
          { service: 'open_houses', on: true },
          { service: 'viewing_requests', on: false },
          { service: 'application_auto_reply', on: false },
        ],
        can_change: false,
      });
      await expect(
        setTeamService(await a.as(a.agent.id), a.team.slug, { service: 'open_houses', on: false }),
      ).rejects.toMatchObject({
        code: 'not_found',
      });
      const admin = await a.as(a.admin.id);
      await setTeamService(admin, a.team.slug, { service: 'viewing_requests', on: true });
      await setTeamService(admin, a.team.slug, { service: 'viewing_requests', on: true });
      const after = await setTeamService(admin, a.team.slug, { service: 'open_houses', on: false });
      expect(after.services.filter((s) => s.on).map((s) => s.service)).toEqual(['viewing_requests']);
      const [row] = await t.database.db.select({ services: teams.services }).from(teams).where(eq(teams.id, a.team.id));
      expect(row.services).toEqual(['viewing_requests']);
    });

    it('with open houses off refuses new registrations and keeps the ones made', async () => {
      const a = await agency();
      const owner = await a.as(a.owner.id);
      const date = addDays(dayOf(t.clock.now), 5);
      const slot = await createOpenHouse(owner, a.listingId, { date, start: '17:00', end: '18:00', capacity: 10 });
      const early = t.contextFor(await makeUser(t.database));
      await registerForOpenHouse(early, slot.id);
      await setTeamService(owner, a.team.slug, { service: 'open_houses', on: false });
      const late = t.contextFor(await makeUser(t.database));
      await expect(registerForOpenHouse(late, slot.id)).rejects.toMatchObject({ code: 'team_service_off' });
      expect(await servicesOnListing(late, a.listingId)).toEqual({ openHouses: false, viewingRequests: true });
      await expect(cancelRegistration(early, slot.id)).resolves.toBeDefined();
    });

    it('with viewing requests off refuses a request before anything else', async () => {
      const a = await agency(['open_houses']);
      const tenant = t.contextFor(await makeUser(t.database));
      const date = addDays(dayOf(t.clock.now), 5);
      await expect(requestViewing(tenant, a.listingId, { date, start: '17:00' })).rejects.toMatchObject({
        code: 'team_service_off',
      });
      await setTeamService(await a.as(a.owner.id), a.team.slug, { service: 'viewing_requests', on: true });
      // On again: the request gets as far as the listing's viewing hours (it has none).
      await expect(requestViewing(tenant, a.listingId, { date, start: '17:00' })).rejects.toMatchObject({
        code: 'viewing_outside_hours',
      });
    });
  });
});
