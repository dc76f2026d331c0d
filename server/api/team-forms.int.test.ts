import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AUTO_REPLY_LENGTH, MAX_QUESTION_LENGTH } from '#common/team-rules.ts';
import { listings } from '#server/db/schema/listings.ts';
import { teams } from '#server/db/schema/teams.ts';
import { landlordListing } from '#tests/fixtures/managed-listing.ts';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('team application forms and services API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  async function caller(email: string) {
    const pair = await (await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD })).json();
    return (path: string, init: { method?: string; json?: unknown } = {}) =>
      t.app.request(`/api/${path}`, {
        method: init.method ?? 'GET',
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.access}`, 'accept-language': 'en' },
      });
  }

  async function agency() {
    const home = await landlordListing(t, { published: true });
    const viewer = await makeUser(t.database);
    const team = await makeTeam(t.database, [
      { userId: home.owner.id, role: 'owner' },
      { userId: viewer.id, role: 'viewer' },
    ]);
    await t.database.db
      .update(teams)
      .set({ services: ['application_auto_reply'] })
      .where(eq(teams.id, team.id));
    await t.database.db.update(listings).set({ ownerUserId: null, ownerTeamId: team.id }).where(eq(listings.id, home.id));
    return { team, listingId: home.id, owner: await caller(home.owner.email), viewer: await caller(viewer.email) };
  }

  it('creates a group, puts the listing in it and the tenant sees its questions', async () => {
    const a = await agency();
    const made = await a.owner(`teams/${a.team.slug}/application-groups/`, {
      method: 'POST',
      json: { name: 'Miðbær', questions: 'Hvar vinnur þú?\n\n  Reykir  þú? \nhvar vinnur þú?', autoReply: ' Takk! ' },
    });
    expect(made.status).toBe(201);
    const group = await made.json();
    expect(group).toMatchObject({ name: 'Miðbær', questions: ['Hvar vinnur þú?', 'Reykir þú?'], auto_reply: 'Takk!' });
    const put = await a.owner(`teams/${a.team.slug}/application-groups/${group.id}/`, {
      method: 'PUT',
      json: { name: 'Miðbær', questions: ['Hvar vinnur þú?'], autoReply: 'Takk!', listingIds: [a.listingId] },
    });
    expect(put.status).toBe(200);
    const list = await (await a.viewer(`teams/${a.team.slug}/application-groups/`)).json();
    expect(list).toEqual([{ id: group.id, name: 'Miðbær', listing_count: 1, question_count: 1, auto_reply: true }]);

    const tenant = await makeUser(t.database);
    const asTenant = await caller(tenant.email);
    const questions = await (await asTenant(`listings/${a.listingId}/application-questions/`)).json();
    expect(questions).toEqual([{ id: expect.any(String), question: 'Hvar vinnur þú?', required: true }]);
    const applied = await asTenant(`listings/${a.listingId}/applications/`, {
      method: 'POST',
      json: { message: 'Halló!', adults: 1, answers: [{ questionId: questions[0].id, answer: 'Í Hörpu' }] },
    });
    expect(applied.status).toBe(201);
    const inbox = await (await asTenant('conversations/')).json();
    expect(inbox.items).toHaveLength(1);
    const conversation = await (await asTenant(`conversations/${inbox.items[0].id}/`)).json();
    expect(JSON.stringify(conversation)).toContain('Takk!');
  });

  it('refuses bad input beside the field, and never a 5xx', async () => {
    const a = await agency();
    const path = `teams/${a.team.slug}/application-groups/`;
    const long = await a.owner(path, { method: 'POST', json: { name: 'A', autoReply: 'x'.repeat(MAX_AUTO_REPLY_LENGTH + 1) } });
    expect(long.status).toBe(422);
    expect((await long.json()).error.fields).toEqual({ autoReply: ['This is too long.'] });
    const question = await a.owner(path, {
      method: 'POST',
      json: { name: 'A', questions: ['x'.repeat(MAX_QUESTION_LENGTH + 1)] },
    });
    expect((await question.json()).error.fields).toEqual({ questions: ['Each question can be at most 300 characters.'] });
    const many = await a.owner(path, {
      method: 'POST',
      json: { name: 'A', questions: Array.from({ length: 11 }, (_, i) => `Q${i}`) },
    });
    expect((await many.json()).error.fields).toEqual({ questions: ['At most 10 questions.'] });
    const nameless = await a.owner(path, { method: 'POST', json: { name: '  ', questions: 5 } });
    expect(nameless.status).toBe(422);
    expect(Object.keys((await nameless.json()).error.fields).sort()).toEqual(['name', 'questions']);
    const service = await a.owner(`teams/${a.team.slug}/services/`, { method: 'PUT', json: { service: 'coffee', on: true } });
    expect(service.status).toBe(422);
    expect((await service.json()).error.fields).toEqual({ service: ['This value is not valid.'] });
  });

  it("answers a viewer's change, another team's group and a stranger with 404", async () => {
    const a = await agency();
    const b = await agency();
    const group = await (
      await a.owner(`teams/${a.team.slug}/application-groups/`, { method: 'POST', json: { name: 'A' } })
    ).json();
    const body = { name: 'B', listingIds: [] };
    expect((await a.viewer(`teams/${a.team.slug}/application-groups/${group.id}/`, { method: 'PUT', json: body })).status).toBe(
      404,
    );
    expect((await a.viewer(`teams/${a.team.slug}/application-groups/${group.id}/`, { method: 'DELETE' })).status).toBe(404);
    expect((await b.owner(`teams/${b.team.slug}/application-groups/${group.id}/`)).status).toBe(404);
    expect((await b.owner(`teams/${a.team.slug}/application-groups/`)).status).toBe(404);
    const moveTheirs = await a.owner(`teams/${a.team.slug}/application-groups/${group.id}/`, {
      method: 'PUT',
      json: { name: 'A', listingIds: [b.listingId] },
    });
    expect(moveTheirs.status).toBe(404);
    expect((await a.owner(`teams/${a.team.slug}/application-groups/${group.id}/`, { method: 'DELETE' })).status).toBe(204);
  });

  it('switches services for owners and shows them to viewers', async () => {
    const a = await agency();
    const off = await a.owner(`teams/${a.team.slug}/services/`, {
      method: 'PUT',
      json: { service: 'application_auto_reply', on: false },
    });
    expect(off.status).toBe(200);
    const seen = await (await a.viewer(`teams/${a.team.slug}/services/`)).json();
    expect(seen).toEqual({
      services: [
        { service: 'open_houses', on: false },
        { service: 'viewing_requests', on: false },
        { service: 'application_auto_reply', on: false },
      ],
      can_change: false,
    });
    expect(
      (await a.viewer(`teams/${a.team.slug}/services/`, { method: 'PUT', json: { service: 'open_houses', on: true } })).status,
    ).toBe(404);
  });
});
