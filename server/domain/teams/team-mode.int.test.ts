import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '#server/db/schema/listings.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { properties } from '#server/db/schema/properties.ts';
import { savedSearches, savedSearchHits } from '#server/db/schema/saved-searches.ts';
import { listingAssignees, teamMembers } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';
import { matchPublishedListing } from '#server/domain/saved-searches/watcher.worker.ts';
import { landlordListing } from '#tests/fixtures/managed-listing.ts';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';
import { landlordRecipients } from './landlord-recipients.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('team mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function person() {
    const user = await makeUser(t.database);
    const pair = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json();
    const call = (path: string, init: { method?: string; json?: unknown } = {}) =>
      t.app.request(`/api/${path}`, {
        method: init.method ?? 'GET',
        body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.access}`, 'accept-language': 'en' },
      });
    return { user, call };
  }

  async function agency() {
    const [owner, admin, agent, viewer] = [await person(), await person(), await person(), await person()];
    const team = await makeTeam(t.database, [
      { userId: owner.user.id, role: 'owner' },
      { userId: admin.user.id, role: 'admin' },
      { userId: agent.user.id, role: 'agent' },
      { userId: viewer.user.id, role: 'viewer' },
    ]);
    return { team, owner, admin, agent, viewer };
  }

  /** A published listing handed to the team, made by `creator` (its property stays where it was: not asked here). */
  async function teamListing(teamId: string, creator: string) {
    const home = await landlordListing(t, { published: true });
    await t.database.db
      .update(listings)
      .set({ ownerUserId: null, ownerTeamId: teamId, createdBy: creator })
      .where(eq(listings.id, home.id));
    return home.id;
  }

  const address = { street: 'Laugavegur', houseNumber: '148', postcode: '105' };

  it('switches to a team, remembers it, and a listing started then belongs to the team', async () => {
    const { team, agent } = await agency();
    const put = await agent.call('users/me/acting-team/', { method: 'PUT', json: { team: team.slug } });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({
      acting_team: team.slug,
      teams: [{ slug: team.slug, name: team.name, role: 'agent' }],
    });
    const [stored] = await t.database.db.select({ acting: users.actingTeamId }).from(users).where(eq(users.id, agent.user.id));
    expect(stored.acting).toBe(team.id);

    const created = await agent.call('listings/', { method: 'POST', json: address });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({ ownerTeamId: team.id, ownerUserId: null, createdBy: agent.user.id });
    const [property] = await t.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, row.propertyId ?? ''));
    expect(property).toMatchObject({ ownerTeamId: team.id, ownerUserId: null });

    // `team: null` overrides the mode: personally.
    const mine = await (await agent.call('listings/', { method: 'POST', json: { ...address, team: null } })).json();
    const [own] = await t.database.db.select().from(listings).where(eq(listings.id, mine.id));
    expect(own).toMatchObject({ ownerUserId: agent.user.id, ownerTeamId: null });

    // Back to acting personally.
    const back = await agent.call('users/me/acting-team/', { method: 'PUT', json: { team: null } });
    expect((await back.json()).acting_team).toBeNull();
  });

  it('refuses a viewer starting a team listing, and a team one does not belong to', async () => {
    const { team, viewer } = await agency();
    const refused = await viewer.call('listings/', { method: 'POST', json: { ...address, team: team.slug } });
    expect(refused.status).toBe(403);
    const stranger = await person();
    const notMine = await stranger.call('users/me/acting-team/', { method: 'PUT', json: { team: team.slug } });
    expect(notMine.status).toBe(403);
    expect((await notMine.json()).error.code).toBe('team_membership_ended');
    const bad = await stranger.call('users/me/acting-team/', { method: 'PUT', json: { team: 42 } });
    expect(bad.status).toBe(422);
  });

  it('stops acting for a team one has left: the mode reads as personal and creating for it is refused', async () => {
    const { team, agent } = await agency();
    await agent.call('users/me/acting-team/', { method: 'PUT', json: { team: team.slug } });
    await t.database.db.delete(teamMembers).where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, agent.user.id)));
    const mode = await (await agent.call('users/me/acting-team/')).json();
    expect(mode).toEqual({ teams: [], acting_team: null });
    const refused = await agent.call('listings/', { method: 'POST', json: { ...address, team: team.slug } });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('team_membership_ended');
    // Without naming the team, the listing is the person's own (the mode ended with the membership).
    const own = await (await agent.call('listings/', { method: 'POST', json: address })).json();
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, own.id));
    expect(row.ownerUserId).toBe(agent.user.id);
  });

  it('bulk pauses what may be paused and says why the others were not', async () => {
    const { team, agent, viewer } = await agency();
    const a = await teamListing(team.id, agent.user.id);
    const b = await teamListing(team.id, agent.user.id);
    const elsewhere = (await landlordListing(t, { published: true })).id;
    const res = await agent.call(`teams/${team.slug}/listings/bulk/`, {
      method: 'POST',
      json: { action: 'pause', listingIds: [a, b, elsewhere] },
    });
    expect(res.status).toBe(200);
    const result = await res.json();
    expect(result.done.sort()).toEqual([a, b].sort());
    expect(result.refused).toEqual([{ id: elsewhere, code: 'not_found' }]);
    const again = await (
      await agent.call(`teams/${team.slug}/listings/bulk/`, { method: 'POST', json: { action: 'pause', listingIds: [a] } })
    ).json();
    expect(again.refused).toEqual([{ id: a, code: 'listing_action_not_allowed' }]);

    const denied = await viewer.call(`teams/${team.slug}/listings/bulk/`, {
      method: 'POST',
      json: { action: 'pause', listingIds: [a] },
    });
    expect(denied.status).toBe(404);
    const empty = await agent.call(`teams/${team.slug}/listings/bulk/`, {
      method: 'POST',
      json: { action: 'pause', listingIds: [] },
    });
    expect(empty.status).toBe(422);
    expect((await empty.json()).error.fields.listingIds).toEqual(['Choose at least one listing.']);
    const list = await (await viewer.call(`teams/${team.slug}/listings/`)).json();
    expect(list.listings.map((l: { id: string }) => l.id).sort()).toEqual([a, b].sort());
    expect(list).toMatchObject({ can_change: false, can_assign: false });
  });

  it('assigns only working members, and the assignees are the ones told', async () => {
    const { team, owner, admin, agent, viewer } = await agency();
    const id = await teamListing(team.id, agent.user.id);
    const outsider = await person();
    const refused = await owner.call(`listings/${id}/assignees/`, { method: 'PUT', json: { userIds: [outsider.user.id] } });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.code).toBe('team_assignee_not_member');
    const asViewer = await owner.call(`listings/${id}/assignees/`, { method: 'PUT', json: { userIds: [viewer.user.id] } });
    expect(asViewer.status).toBe(422);
    const byViewer = await viewer.call(`listings/${id}/assignees/`, { method: 'PUT', json: { userIds: [] } });
    expect(byViewer.status).toBe(404);

    const facts = { id, ownerUserId: null, ownerTeamId: team.id, createdBy: agent.user.id };
    expect(await landlordRecipients(t.database.db, facts)).toEqual([agent.user.id]);
    const ok = await owner.call(`listings/${id}/assignees/`, { method: 'PUT', json: { userIds: [admin.user.id] } });
    expect(ok.status).toBe(200);
    expect((await ok.json()).members.filter((m: { assigned: boolean }) => m.assigned)).toMatchObject([{ id: admin.user.id }]);
    expect(await landlordRecipients(t.database.db, facts)).toEqual([admin.user.id]);

    // A new application is told to the assignee, not to the creator.
    const tenant = await person();
    const applied = await tenant.call(`listings/${id}/applications/`, {
      method: 'POST',
      json: { message: 'Halló, við erum tvö og reyklaus.', adults: 2, children: 0 },
    });
    expect(applied.status).toBe(201);
    const told = async (userId: string) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.event);
    expect(await told(admin.user.id)).toContain('application_received');
    expect(await told(agent.user.id)).not.toContain('application_received');

    // The assignee leaves: the creator is told again; the creator leaves too: owners and admins.
    await t.database.db.delete(teamMembers).where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, admin.user.id)));
    expect(await landlordRecipients(t.database.db, facts)).toEqual([agent.user.id]);
    await t.database.db.delete(teamMembers).where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, agent.user.id)));
    expect(await landlordRecipients(t.database.db, facts)).toEqual([owner.user.id]);
    const [left] = await t.database.db.select().from(listingAssignees).where(eq(listingAssignees.listingId, id));
    expect(left.userId).toBe(admin.user.id);
  });

  it('bulk assigns a member, and refuses one who is not', async () => {
    const { team, owner, agent } = await agency();
    const id = await teamListing(team.id, owner.user.id);
    const res = await owner.call(`teams/${team.slug}/listings/bulk/`, {
      method: 'POST',
      json: { action: 'assign', listingIds: [id], assignee: agent.user.id },
    });
    expect((await res.json()).done).toEqual([id]);
    const outsider = await person();
    const refused = await owner.call(`teams/${team.slug}/listings/bulk/`, {
      method: 'POST',
      json: { action: 'assign', listingIds: [id], assignee: outsider.user.id },
    });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.fields.assignee).toEqual(['Choose a member of the team.']);
  });

  it('shows the dashboard to members and 404 to anyone else', async () => {
    const { team, owner, agent } = await agency();
    const draft = await (await agent.call('listings/', { method: 'POST', json: { ...address, team: team.slug } })).json();
    const dash = await owner.call(`teams/${team.slug}/dashboard/`);
    expect(dash.status).toBe(200);
    const body = await dash.json();
    expect(body.listings.count).toBe(1);
    expect(body.listings.items[0]).toMatchObject({ id: draft.id, detail: 'draft', link: `/landlord/my-listings/${draft.id}` });
    expect(body.applications).toEqual({ count: 0, items: [] });
    const stranger = await person();
    expect((await stranger.call(`teams/${team.slug}/dashboard/`)).status).toBe(404);
  });

  it('never alerts the owning team’s members of their own team listing', async () => {
    const { team, owner, viewer } = await agency();
    const outsider = await makeUser(t.database);
    const id = await teamListing(team.id, owner.user.id);
    for (const userId of [viewer.user.id, outsider.id])
      await t.database.db.insert(savedSearches).values({ userId, name: 'Allt', query: {}, frequency: 'daily' });
    await matchPublishedListing({ ...t.contextFor(null), db: t.database.db }, id);
    const hits = await t.database.db
      .select({ userId: savedSearches.userId })
      .from(savedSearchHits)
      .innerJoin(savedSearches, eq(savedSearches.id, savedSearchHits.savedSearchId))
      .where(eq(savedSearchHits.listingId, id));
    const who = hits.map((h) => h.userId);
    expect(who).toContain(outsider.id);
    expect(who).not.toContain(viewer.user.id);
  });
});
