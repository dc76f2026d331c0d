import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '#common/inbox.ts';
import { conversationParticipants, conversations } from '#server/db/schema/conversations.ts';
import { listings } from '#server/db/schema/listings.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { exportData } from '#server/domain/accounts/profile.service.ts';
import { getConversation, messagesAfter, startConversation, unreadCounts } from '#server/domain/inbox/conversations.service.ts';
import { tellOfUnreadMessages } from '#server/domain/inbox/message-mail.worker.ts';
import { addNote } from '#server/domain/team-inbox/notes.service.ts';
import { assignConversation, replyAsTeam } from '#server/domain/team-inbox/team-inbox.service.ts';
import { conversationEventStream } from '#server/http/sse.ts';
import { readOutbox, readOutboxMessage } from '#server/integrations/mail/mailer.ts';
import { conversationMailQueue } from '#server/jobs/queues/conversation-mail.ts';
import { landlordListing } from '#tests/fixtures/managed-listing.ts';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<typeof makeUser>>;

// The team inbox (docs/rules/team-inbox.md): by role through the access module, notes that never
// reach the tenant, unread per member, assignment, and who on the team side is told.

describe('the team inbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function tokenFor(user: { email: string }) {
    const pair = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json();
    return pair.access as string;
  }

  function caller(token: string) {
    return (path: string, init: { method?: string; json?: unknown } = {}) =>
      t.app.request(path, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      });
  }

  /** A team (owner, two agents, a viewer) with a published listing of its own, and a tenant who wrote about it. */
  async function teamConversation(first = 'Er íbúðin laus í mars?') {
    const listing = await landlordListing(t, { published: true, title: 'Björt íbúð teymisins' });
    const owner = listing.owner;
    const [agentA, agentB, viewer, tenant, stranger] = await Promise.all([
      makeUser(t.database, { name: 'Anna Umboðsdóttir' }),
      makeUser(t.database, { name: 'Bjarni Umboðsson' }),
      makeUser(t.database, { name: 'Vala Áhorfandi' }),
      makeUser(t.database, { name: 'Tumi Leigjandi' }),
      makeUser(t.database),
    ]);
    const team = await makeTeam(t.database, [
      { userId: owner.id, role: 'owner' },
      { userId: agentA.id, role: 'agent' },
      { userId: agentB.id, role: 'agent' },
      { userId: viewer.id, role: 'viewer' },
    ]);
    await t.database.db
      .update(listings)
      .set({ ownerUserId: null, ownerTeamId: team.id, createdBy: owner.id })
      .where(eq(listings.id, listing.id));
    const { id } = await startConversation(t.contextFor(tenant), { listing_id: listing.id, body: first });
    const api = async (user: User) => caller(await tokenFor(user));
    return {
      team,
      id,
      listingId: listing.id,
      people: { owner, agentA, agentB, viewer, tenant, stranger },
      api,
      base: `/api/teams/${team.slug}/conversations/`,
    };
  }

  it('lists the team’s conversations for its members, with the tenant, and 404 for anyone else', async () => {
    const s = await teamConversation();
    const agent = await s.api(s.people.agentA);
    const page = await (await agent(s.base)).json();
    expect(page.items.map((c: { id: string }) => c.id)).toEqual([s.id]);
    expect(page.items[0]).toMatchObject({
      other: { name: 'Tumi Leigjandi' },
      my_side: 'landlord',
      unread: 1,
      assignee: null,
      last_message_excerpt: 'Er íbúðin laus í mars?',
    });
    expect(page.next_cursor).toBeNull();

    for (const who of [s.people.stranger, s.people.tenant]) {
      const call = await s.api(who);
      expect((await call(s.base)).status).toBe(404);
      expect((await call(`${s.base}${s.id}/`)).status).toBe(404);
    }
    // A member of another team asking through their own team: not found.
    const other = await makeUser(t.database);
    const otherTeam = await makeTeam(t.database, [{ userId: other.id, role: 'owner' }]);
    const otherCall = await s.api(other);
    expect((await otherCall(`/api/teams/${otherTeam.slug}/conversations/${s.id}/`)).status).toBe(404);
    expect(
      (await otherCall(`/api/teams/${otherTeam.slug}/conversations/${s.id}/notes/`, { method: 'POST', json: { body: 'x' } }))
        .status,
    ).toBe(404);
    expect((await (await otherCall(`/api/teams/${otherTeam.slug}/conversations/`)).json()).items).toEqual([]);
  });

  it('keeps unread per member: one reading does not mark another’s', async () => {
    const s = await teamConversation();
    const a = await s.api(s.people.agentA);
    const b = await s.api(s.people.agentB);
    expect((await a(`${s.base}${s.id}/read/`, { method: 'POST' })).status).toBe(204);
    expect((await (await a(s.base)).json()).items[0].unread).toBe(0);
    expect((await (await b(s.base)).json()).items[0].unread).toBe(1);
    expect((await (await a(`${s.base}?filter=unread`)).json()).items).toEqual([]);
    expect((await (await b(`${s.base}?filter=unread`)).json()).items).toHaveLength(1);
    // The tenant writes again: unread for both, counted from each one's own reading.
    await t.advance(1);
    const tenant = await s.api(s.people.tenant);
    await tenant(`/api/conversations/${s.id}/messages/`, { method: 'POST', json: { body: 'Og má hafa kött?' } });
    expect((await (await a(s.base)).json()).items[0].unread).toBe(1);
    expect((await (await b(s.base)).json()).items[0].unread).toBe(2);
  });

  it('lets a viewer read but not answer, assign or note: the API and the services refuse', async () => {
    const s = await teamConversation();
    const viewer = await s.api(s.people.viewer);
    const detail = await (await viewer(`${s.base}${s.id}/`)).json();
    expect(detail.messages).toHaveLength(1);
    expect(detail.may).toEqual({ send: false, assign: false, note: false });
    expect(detail.notes).toEqual([]);
    expect((await viewer(`${s.base}${s.id}/messages/`, { method: 'POST', json: { body: 'Halló' } })).status).toBe(404);
    expect((await viewer(`${s.base}${s.id}/assignee/`, { method: 'PUT', json: { user_id: s.people.viewer.id } })).status).toBe(
      404,
    );
    expect((await viewer(`${s.base}${s.id}/notes/`, { method: 'POST', json: { body: 'Minn' } })).status).toBe(404);
    expect((await viewer(`${s.base}${s.id}/notes/`)).status).toBe(404);

    const ctx = await t.contextForMember(s.people.viewer.id);
    await expect(replyAsTeam(ctx, s.team.slug, s.id, { body: 'Halló' })).rejects.toMatchObject({ code: 'not_found' });
    await expect(addNote(ctx, s.team.slug, s.id, { body: 'Minn' })).rejects.toMatchObject({ code: 'not_found' });
    await expect(assignConversation(ctx, s.team.slug, s.id, { user_id: null })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('sends the answer for the team: the tenant sees the team’s name, never a note, anywhere', async () => {
    const s = await teamConversation();
    const agent = await s.api(s.people.agentA);
    const note = 'LEYNIATHUGASEMD: leigjandinn virðist traustur';
    const sent = await agent(`${s.base}${s.id}/messages/`, { method: 'POST', json: { body: 'Já, hún er laus 1. mars.' } });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ sender_name: 'Anna Umboðsdóttir', on_behalf_of: s.team.name, mine: true });
    const written = await agent(`${s.base}${s.id}/notes/`, { method: 'POST', json: { body: note } });
    expect(written.status).toBe(201);
    expect(await written.json()).toMatchObject({ body: note, author: { name: 'Anna Umboðsdóttir' }, mine: true });

    // The team sees the note interleaved; the tenant never, by any route.
    const teamView = await (await agent(`${s.base}${s.id}/`)).json();
    expect(teamView.notes.map((n: { body: string }) => n.body)).toEqual([note]);
    expect((await (await agent(`${s.base}${s.id}/notes/`)).json()).map((n: { body: string }) => n.body)).toEqual([note]);

    const tenant = await s.api(s.people.tenant);
    const mine = await (await tenant(`/api/conversations/${s.id}/`)).json();
    expect(mine.conversation.other.name).toBe(s.team.name);
    expect(mine.messages.at(-1)).toMatchObject({ on_behalf_of: s.team.name, body: 'Já, hún er laus 1. mars.' });
    const list = await (await tenant('/api/conversations/')).text();
    expect(list).toContain(s.team.name);
    for (const text of [
      JSON.stringify(mine),
      list,
      JSON.stringify(await getConversation(t.contextFor(s.people.tenant), s.id)),
      JSON.stringify(await messagesAfter(t.contextFor(s.people.tenant), s.id, null)),
      JSON.stringify(await exportData(t.contextFor(s.people.tenant))),
    ])
      expect(text).not.toContain('LEYNIATHUGASEMD');
    expect((await tenant(`${s.base}${s.id}/notes/`)).status).toBe(404);

    // The tenant's batched mail tells of the answer, and nothing of the note.
    const deps = {
      db: t.database.db,
      env: t.env,
      jobs: t.jobs,
      now: () => t.clock.now,
      publicUrl: 'http://localhost',
      storage: t.storage,
    };
    expect(await tellOfUnreadMessages(deps, s.id, s.people.tenant.id)).toBe(true);
    const mail = await t.waitForMail(s.people.tenant.email);
    expect(JSON.stringify(mail)).not.toContain('LEYNIATHUGASEMD');
    for (const entry of (await readOutbox(t.outbox)).filter((m) => m.to === s.people.tenant.email))
      expect(JSON.stringify(await readOutboxMessage(t.outbox, entry.id))).not.toContain('LEYNIATHUGASEMD');
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, s.people.tenant.id));
    expect(JSON.stringify(told)).not.toContain('LEYNIATHUGASEMD');
    // (The stream marks what it delivers read: so it comes after the mail.)
    // The live stream the tenant's page listens to: messages only.
    const stream = await conversationEventStream(t.contextFor(s.people.tenant), s.id, {
      after: null,
      links: 'api',
      lifetimeMs: 50,
      pollMs: 10,
    });
    const streamed = await stream.text();
    expect(streamed).toContain('Já, hún er laus 1. mars.');
    expect(streamed).not.toContain('LEYNIATHUGASEMD');
  });

  it('refuses bad input beside the field', async () => {
    const s = await teamConversation();
    const agent = await s.api(s.people.agentA);
    const empty = await agent(`${s.base}${s.id}/messages/`, { method: 'POST', json: { body: '   ' } });
    const emptyBody = await empty.json();
    expect(empty.status, JSON.stringify(emptyBody)).toBe(422);
    expect(Object.keys(emptyBody.error.fields)).toEqual(['body']);
    const noNote = await agent(`${s.base}${s.id}/notes/`, { method: 'POST', json: { body: '' } });
    expect(noNote.status).toBe(422);
    expect(Object.keys((await noNote.json()).error.fields)).toEqual(['body']);
    const filter = await agent(`${s.base}?filter=everything`);
    expect(filter.status).toBe(422);
    expect(Object.keys((await filter.json()).error.fields)).toEqual(['filter']);
    const malformed = await agent(`${s.base}${s.id}/assignee/`, { method: 'PUT', json: { user_id: 'nobody' } });
    expect(malformed.status).toBe(422);
    // Someone outside the team, or a viewer (who may not answer): team_assignee_not_member.
    for (const who of [s.people.stranger, s.people.viewer]) {
      const refused = await agent(`${s.base}${s.id}/assignee/`, { method: 'PUT', json: { user_id: who.id } });
      expect(refused.status).toBe(422);
      const { error } = await refused.json();
      expect(error.code).toBe('team_assignee_not_member');
      expect(Object.keys(error.fields)).toEqual(['user_id']);
    }
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, s.id));
    expect(row.assignedUserId).toBeNull();
  });

  it('assigns to a member, who is told and finds it under “mine” and in their own inbox', async () => {
    const s = await teamConversation();
    const agent = await s.api(s.people.agentA);
    const b = await s.api(s.people.agentB);
    expect((await (await b('/api/conversations/')).json()).items).toEqual([]);
    const assigned = await agent(`${s.base}${s.id}/assignee/`, { method: 'PUT', json: { user_id: s.people.agentB.id } });
    expect(assigned.status).toBe(200);
    expect((await assigned.json()).assignee).toEqual({ id: s.people.agentB.id, name: 'Bjarni Umboðsson' });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.people.agentB.id), eq(notifications.event, 'team_conversation_assigned')));
    expect(told).toHaveLength(1);
    expect(told[0].link).toBe(`/teams/${s.team.slug}/inbox/${s.id}`);
    expect((await (await b(`${s.base}?filter=mine`)).json()).items).toHaveLength(1);
    expect((await (await agent(`${s.base}?filter=mine`)).json()).items).toEqual([]);
    expect((await (await agent(`${s.base}?filter=unassigned`)).json()).items).toEqual([]);
    // Their personal inbox now holds it, and its unread counts in the header.
    const personal = await (await b('/api/conversations/')).json();
    expect(personal.items.map((c: { id: string }) => c.id)).toEqual([s.id]);
    expect(await unreadCounts(await t.contextForMember(s.people.agentB.id))).toMatchObject({ conversations: 1 });
    // Others of the team are not in it personally: the team inbox is where they read it.
    expect(await unreadCounts(await t.contextForMember(s.people.agentA.id))).toMatchObject({ conversations: 0 });
    // Unassigning.
    const none = await agent(`${s.base}${s.id}/assignee/`, { method: 'PUT', json: { user_id: null } });
    expect((await none.json()).assignee).toBeNull();
  });

  it('concurrent assignments: the last write wins whole, no error', async () => {
    const s = await teamConversation();
    const ctxA = await t.contextForMember(s.people.agentA.id);
    const ctxOwner = await t.contextForMember(s.people.owner.id);
    const results = await Promise.allSettled([
      assignConversation(ctxA, s.team.slug, s.id, { user_id: s.people.agentA.id }),
      assignConversation(ctxOwner, s.team.slug, s.id, { user_id: s.people.agentB.id }),
      assignConversation(ctxA, s.team.slug, s.id, { user_id: s.people.owner.id }),
    ]);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, s.id));
    expect([s.people.agentA.id, s.people.agentB.id, s.people.owner.id]).toContain(row.assignedUserId);
  });

  it('tells the assignee of the tenant’s messages, else the listing’s creator, and never the other members', async () => {
    const s = await teamConversation();
    const queued = async () => {
      const result = await t.database.db.execute(
        `select data->>'userId' as user_id from pgboss.job where name = '${conversationMailQueue.name}' and data->>'conversationId' = '${s.id}' order by created_on`,
      );
      return (result as unknown as { rows: { user_id: string }[] }).rows.map((r) => r.user_id);
    };
    // Unassigned, no listing assignees: the member who made the listing.
    expect(await queued()).toEqual([s.people.owner.id]);
    const agent = await s.api(s.people.agentA);
    await agent(`${s.base}${s.id}/assignee/`, { method: 'PUT', json: { user_id: s.people.agentB.id } });
    await t.advance(1);
    await startConversation(t.contextFor(s.people.tenant), { listing_id: s.listingId, body: 'Hvenær má skoða?' });
    expect(await queued()).toEqual([s.people.owner.id, s.people.agentB.id]);
    const participants = await t.database.db
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, s.id));
    expect(participants.map((p) => p.userId)).not.toContain(s.people.agentA.id);
    // The assignee's mail links to the team inbox.
    const deps = {
      db: t.database.db,
      env: t.env,
      jobs: t.jobs,
      now: () => t.clock.now,
      publicUrl: 'http://localhost',
      storage: t.storage,
    };
    expect(await tellOfUnreadMessages(deps, s.id, s.people.agentB.id)).toBe(true);
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.people.agentB.id), eq(notifications.event, 'messages_unread')));
    expect(told.link).toBe(`/teams/${s.team.slug}/inbox/${s.id}`);
  });

  it('gives the team answer form the personal inbox’s room for files, and sends an oversized post back to the page', async () => {
    const path = '/teams/leigulidar/inbox/00000000-0000-4000-8000-000000000000';
    const post = (size: number) => {
      const form = new FormData();
      form.append('intent', 'send');
      form.append('files', new File([new Uint8Array(size)], 'leigusamningur.pdf'));
      return t.app.request(path, { method: 'POST', body: form });
    };
    // 12 MB passes the limit (this app has no pages, hence 404); more than five files' worth does not.
    expect((await post(12 * 1024 * 1024)).status).toBe(404);
    const over = await post(MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 2 * 1024 * 1024);
    expect(over.status).toBe(303);
    expect(over.headers.get('location')).toBe(`${path}?upload_error=upload_too_large`);
  });

  it('pages the team inbox by keyset', async () => {
    const s = await teamConversation();
    for (let i = 0; i < 21; i++) {
      const extra = await makeUser(t.database);
      await t.advance(1);
      await startConversation(t.contextFor(extra), { listing_id: s.listingId, body: `Fyrirspurn ${i}` });
    }
    const agent = await s.api(s.people.agentA);
    const first = await (await agent(s.base)).json();
    expect(first.items).toHaveLength(20);
    expect(first.items[0].last_message_excerpt).toBe('Fyrirspurn 20');
    const second = await (await agent(`${s.base}?after=${first.next_cursor}`)).json();
    expect(second.items.map((c: { id: string }) => c.id)).toHaveLength(2);
    expect(second.next_cursor).toBeNull();
    expect(second.items.at(-1).id).toBe(s.id);
    const bad = await agent(`${s.base}?after=${s.people.agentA.id}`);
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(['after']);
  });
});
