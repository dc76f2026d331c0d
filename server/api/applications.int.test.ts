import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, listingQuestions } from '#server/db/schema/applications.ts';
import { listings } from '#server/db/schema/listings.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { paychecks } from '#server/db/schema/paychecks.ts';
import { closeOpenApplications } from '#server/domain/listings/close-applications.ts';
import { applyOwnerAction } from '#server/domain/listings/listings.service.ts';
import { landlordListing } from '../../tests/fixtures/managed-listing.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('applications API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function tokenOf(email: string) {
    const pair = await (await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD })).json();
    return (path: string, init: RequestInit & { json?: unknown } = {}) =>
      t.app.request(`/api/${path}`, {
        ...init,
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.access}`, 'accept-language': 'en' },
      });
  }
  async function tenant() {
    const user = await makeUser(t.database);
    return { user, call: await tokenOf(user.email) };
  }
  async function listing() {
    const l = await landlordListing(t, { published: true });
    return { ...l, call: await tokenOf(l.owner.email) };
  }
  const application = { message: 'Halló, við erum tvö og reyklaus.', adults: 2, children: 0 };

  it('applies, tells the landlord, and the landlord opening it marks it viewed', async () => {
    const home = await listing();
    const a = await tenant();
    const sent = await a.call(`listings/${home.id}/applications/`, { method: 'POST', json: { ...application, incomeBand: 3 } });
    expect(sent.status).toBe(201);
    const app = await sent.json();
    expect(app).toMatchObject({ status: 'submitted', adults: 2, income_band: 3, profile: { name: a.user.name } });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, home.owner.id));
    expect(told.map((n) => n.event)).toContain('application_received');

    const list = await (await home.call('landlord/applications/')).json();
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([app.id]);
    const opened = await (await home.call(`applications/${app.id}/`)).json();
    expect(opened.status).toBe('viewed');
    expect(opened.events.map((e: { status: string }) => e.status)).toEqual(['submitted', 'viewed']);
    // The tenant reading it changes nothing.
    expect((await (await a.call(`applications/${app.id}/`)).json()).events).toHaveLength(2);
    expect((await (await a.call('users/me/applications/')).json()).map((x: { id: string }) => x.id)).toEqual([app.id]);
  });

  it('refuses applying twice, to your own listing and to a paused listing', async () => {
    const home = await listing();
    const a = await tenant();
    expect((await a.call(`listings/${home.id}/applications/`, { method: 'POST', json: application })).status).toBe(201);
    const twice = await a.call(`listings/${home.id}/applications/`, { method: 'POST', json: application });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.code).toBe('application_already_open');
    const own = await home.call(`listings/${home.id}/applications/`, { method: 'POST', json: application });
    expect((await own.json()).error.code).toBe('application_own_listing');
    await applyOwnerAction(home.ctx, home.id, 'pause');
    const b = await tenant();
    const paused = await b.call(`listings/${home.id}/applications/`, { method: 'POST', json: application });
    expect(paused.status).toBe(409);
    expect((await paused.json()).error.code).toBe('application_listing_unavailable');
    expect(await (await b.call('users/me/applications/')).json()).toEqual([]);
  });

  it('holds one open application per tenant and listing under parallel sends', async () => {
    const home = await listing();
    const a = await tenant();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => a.call(`listings/${home.id}/applications/`, { method: 'POST', json: application })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const r of answers.filter((x) => x.status === 409)) expect((await r.json()).error.code).toBe('application_already_open');
    expect(await (await a.call('users/me/applications/')).json()).toHaveLength(1);
  });

  it('needs answers to required questions and a move-in date not in the past; writes nothing when refused', async () => {
    const home = await listing();
    const saved = await home.call(`listings/${home.id}/questions/`, {
      method: 'PUT',
      json: {
        questions: [{ question: 'Reykir einhver í heimilinu?', required: true }, { question: 'Hvenær getið þið skoðað?' }],
      },
    });
    expect(saved.status).toBe(200);
    const questions = await saved.json();
    expect(questions.map((q: { required: boolean }) => q.required)).toEqual([true, false]);
    const a = await tenant();
    const missing = await a.call(`listings/${home.id}/applications/`, {
      method: 'POST',
      json: { ...application, answers: [{ questionId: questions[1].id, answer: 'Um helgar' }] },
    });
    expect(missing.status).toBe(422);
    expect((await missing.json()).error.fields).toEqual({ 'answers[0].answer': ['This field is required.'] });
    const past = await a.call(`listings/${home.id}/applications/`, {
      method: 'POST',
      json: { ...application, moveInDate: '2020-01-01', answers: [{ questionId: questions[0].id, answer: 'Nei' }] },
    });
    expect((await past.json()).error.fields).toEqual({ moveInDate: ['The date can’t be in the past.'] });
    expect(await (await a.call('users/me/applications/')).json()).toEqual([]);
    const ok = await a.call(`listings/${home.id}/applications/`, {
      method: 'POST',
      json: { ...application, answers: [{ questionId: questions[0].id, answer: 'Nei' }] },
    });
    expect((await ok.json()).answers).toEqual([
      { question_id: questions[0].id, question: 'Reykir einhver í heimilinu?', answer: 'Nei' },
    ]);
  });

  it('keeps questions per listing: edit, reorder, remove; at most 10; only the landlord', async () => {
    const home = await listing();
    const first = await (
      await home.call(`listings/${home.id}/questions/`, {
        method: 'PUT',
        json: { questions: [{ question: 'A?' }, { question: 'B?' }] },
      })
    ).json();
    const next = await (
      await home.call(`listings/${home.id}/questions/`, {
        method: 'PUT',
        json: { questions: [{ id: first[1].id, question: 'B breytt?', required: true }, { question: 'C?' }] },
      })
    ).json();
    expect(next.map((q: { question: string }) => q.question)).toEqual(['B breytt?', 'C?']);
    expect(next[0].id).toBe(first[1].id);
    const many = await home.call(`listings/${home.id}/questions/`, {
      method: 'PUT',
      json: { questions: Array.from({ length: 11 }, (_, i) => ({ question: `Q${i}?` })) },
    });
    expect(many.status).toBe(422);
    const long = await home.call(`listings/${home.id}/questions/`, {
      method: 'PUT',
      json: { questions: [{ question: 'x'.repeat(301) }] },
    });
    expect(long.status).toBe(422);
    const other = await tenant();
    expect((await other.call(`listings/${home.id}/questions/`)).status).toBe(404);
    expect((await other.call(`listings/${home.id}/questions/`, { method: 'PUT', json: { questions: [] } })).status).toBe(404);
    expect(await t.database.db.select().from(listingQuestions).where(eq(listingQuestions.listingId, home.id))).toHaveLength(2);
  });

  it('keeps applications apart: tenant B and landlord B get 404, and see nothing in their lists', async () => {
    const home = await listing();
    const otherHome = await listing();
    const a = await tenant();
    const b = await tenant();
    const app = await (await a.call(`listings/${home.id}/applications/`, { method: 'POST', json: application })).json();
    expect((await b.call(`applications/${app.id}/`)).status).toBe(404);
    expect((await b.call(`applications/${app.id}/withdraw/`, { method: 'POST' })).status).toBe(404);
    expect((await otherHome.call(`applications/${app.id}/`)).status).toBe(404);
    expect((await otherHome.call(`applications/${app.id}/shortlist/`, { method: 'POST' })).status).toBe(404);
    expect((await (await otherHome.call('landlord/applications/')).json()).items).toEqual([]);
    expect((await otherHome.call(`tenant-profiles/${a.user.id}/`)).status).toBe(404);
    // The tenant can't decide on their own application.
    expect((await a.call(`applications/${app.id}/accept/`, { method: 'POST' })).status).toBe(404);
    expect((await home.call(`tenant-profiles/${a.user.id}/`)).status).toBe(200);
  });

  it('shortlists, accepts and declines with a message; the tenant is told; closed ones refuse more', async () => {
    const home = await listing();
    const a = await tenant();
    const b = await tenant();
    const appA = await (await a.call(`listings/${home.id}/applications/`, { method: 'POST', json: application })).json();
    const appB = await (await b.call(`listings/${home.id}/applications/`, { method: 'POST', json: application })).json();
    expect((await (await home.call(`applications/${appA.id}/shortlist/`, { method: 'POST' })).json()).status).toBe('shortlisted');
    expect((await (await home.call(`applications/${appA.id}/accept/`, { method: 'POST' })).json()).status).toBe('accepted');
    const declined = await (
      await home.call(`applications/${appB.id}/decline/`, { method: 'POST', json: { message: 'Takk fyrir, við völdum aðra.' } })
    ).json();
    expect(declined).toMatchObject({ status: 'declined', decision_message: 'Takk fyrir, við völdum aðra.' });
    const again = await home.call(`applications/${appB.id}/shortlist/`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('application_not_open');
    const events = (id: string) => t.database.db.select().from(notifications).where(eq(notifications.userId, id));
    expect((await events(a.user.id)).map((n) => n.event).sort()).toEqual(['application_accepted', 'application_shortlisted']);
    expect((await events(b.user.id)).map((n) => n.event)).toEqual(['application_declined']);
    // Sight of B's profile ended with the decline; A's remains.
    expect((await home.call(`tenant-profiles/${b.user.id}/`)).status).toBe(404);
    expect((await home.call(`tenant-profiles/${a.user.id}/`)).status).toBe(200);
    // B may apply again now that theirs is closed.
    expect((await b.call(`listings/${home.id}/applications/`, { method: 'POST', json: application })).status).toBe(201);
  });

  it('a withdrawn application ends the landlord’s sight of the profile and its shared documents', async () => {
    const home = await listing();
    const a = await tenant();
    const app = await (
      await a.call(`listings/${home.id}/applications/`, { method: 'POST', json: { ...application, sharePaychecks: true } })
    ).json();
    const seen = await (await home.call(`tenant-profiles/${a.user.id}/`)).json();
    expect(seen.paychecks_shared).toBe(true);
    expect((await a.call(`applications/${app.id}/withdraw/`, { method: 'POST' })).status).toBe(200);
    expect((await home.call(`tenant-profiles/${a.user.id}/`)).status).toBe(404);
    const twice = await a.call(`applications/${app.id}/withdraw/`, { method: 'POST' });
    expect((await twice.json()).error.code).toBe('application_not_open');
  });

  it('shows a landlord the income documents only when shared with their open application', async () => {
    const sharing = await listing();
    const notSharing = await listing();
    const a = await tenant();
    await t.database.db.insert(paychecks).values({
      userId: a.user.id,
      storageKey: `paychecks/${a.user.id}/1`,
      fileName: 'launasedill.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1200,
    });
    await a.call(`listings/${sharing.id}/applications/`, { method: 'POST', json: { ...application, sharePaychecks: true } });
    await a.call(`listings/${notSharing.id}/applications/`, { method: 'POST', json: application });
    const seen = await (await sharing.call(`tenant-profiles/${a.user.id}/`)).json();
    expect(seen).toMatchObject({ paychecks_shared: true });
    expect(seen.paychecks.map((p: { file_name: string }) => p.file_name)).toEqual(['launasedill.pdf']);
    const other = await (await notSharing.call(`tenant-profiles/${a.user.id}/`)).json();
    expect(other).toMatchObject({ paychecks_shared: false, paychecks: [] });
  });

  it('marking the listing rented closes its open applications, tells their tenants, and ends sight', async () => {
    const home = await listing();
    const a = await tenant();
    const b = await tenant();
    const appA = await (await a.call(`listings/${home.id}/applications/`, { method: 'POST', json: application })).json();
    await b.call(`listings/${home.id}/applications/`, { method: 'POST', json: application });
    await home.call(`applications/${appA.id}/decline/`, { method: 'POST', json: {} });
    await applyOwnerAction(home.ctx, home.id, 'mark_rented');
    const mine = await (await b.call('users/me/applications/')).json();
    expect(mine[0].status).toBe('closed');
    expect((await (await a.call('users/me/applications/')).json())[0].status).toBe('declined');
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, b.user.id));
    expect(told.map((n) => n.event)).toContain('application_closed');
    expect((await home.call(`tenant-profiles/${b.user.id}/`)).status).toBe(404);
  });

  it('closeOpenApplications closes all open ones but the chosen one, in the caller’s transaction', async () => {
    const home = await listing();
    const [a, b, c] = [await tenant(), await tenant(), await tenant()];
    const appA = await (await a.call(`listings/${home.id}/applications/`, { method: 'POST', json: application })).json();
    const appB = await (await b.call(`listings/${home.id}/applications/`, { method: 'POST', json: application })).json();
    const appC = await (await c.call(`listings/${home.id}/applications/`, { method: 'POST', json: application })).json();
    await c.call(`applications/${appC.id}/withdraw/`, { method: 'POST' });
    const ctx = t.contextFor(home.owner);
    // Rolled back: nothing closed.
    await expect(
      t.database.db.transaction(async (tx) => {
        await closeOpenApplications(ctx, tx, home.id, { exceptApplicationId: appA.id });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await (await b.call(`applications/${appB.id}/`)).json()).status).toBe('submitted');
    const closed = await t.database.db.transaction((tx) =>
      closeOpenApplications(ctx, tx, home.id, { exceptApplicationId: appA.id, actorId: home.owner.id }),
    );
    expect(closed).toEqual([appB.id]);
    expect((await (await b.call(`applications/${appB.id}/`)).json()).status).toBe('closed');
    expect((await (await a.call(`applications/${appA.id}/`)).json()).status).toBe('submitted');
    expect((await (await c.call(`applications/${appC.id}/`)).json()).status).toBe('withdrawn');
    const events = await t.database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, appB.id));
    expect(events.map((e) => e.toStatus)).toEqual(['submitted', 'closed']);
    expect(await t.database.db.transaction((tx) => closeOpenApplications(ctx, tx, home.id))).toEqual([appA.id]);
  });

  it('filters and sorts the landlord list', async () => {
    const home = await listing();
    const second = await landlordListing(t, { published: true });
    await t.database.db.update(listings).set({ ownerUserId: home.owner.id }).where(eq(listings.id, second.id));
    const a = await tenant();
    const b = await tenant();
    await a.call(`listings/${home.id}/applications/`, { method: 'POST', json: { ...application, adults: 3, incomeBand: 2 } });
    t.advance(1);
    await b.call(`listings/${home.id}/applications/`, { method: 'POST', json: { ...application, adults: 1, incomeBand: 5 } });
    t.advance(1);
    await a.call(`listings/${second.id}/applications/`, { method: 'POST', json: { ...application, adults: 2 } });
    const names = async (q: string) =>
      (await (await home.call(`landlord/applications/?${q}`)).json()).items.map((i: { household: number }) => i.household);
    expect(await names('')).toEqual([2, 1, 3]);
    expect(await names('sort=oldest')).toEqual([3, 1, 2]);
    expect(await names('sort=household')).toEqual([1, 2, 3]);
    expect(await names('sort=income')).toEqual([1, 3, 2]);
    expect(await names(`listing=${second.id}`)).toEqual([2]);
    expect(await names('status=viewed')).toEqual([]);
    expect(await names('listing=nonsense&sort=bad&page=-1')).toEqual([]);
    expect(await names('sort=bad&page=abc')).toEqual([2, 1, 3]);
    // Keyset pages (docs/rules/lists.md), with the page fields the API had before.
    const page = await (await home.call('landlord/applications/?sort=income&page=5')).json();
    expect(page).toMatchObject({ total: 3, page: 1, pages: 1, next: null, prev: null });
  });
});
