import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';
import { publishNotification } from '../domain/notifications/notifications.service.ts';
import { publicUrl } from '../lib/env.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('notifications API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const noMail = { async enqueue() {} };
  const ctx = () => ({ db: t.database.db, env: t.env, jobs: noMail, now: () => t.clock.now, publicUrl: publicUrl(t.env) });

  async function signedIn(language = 'en') {
    const user = await makeUser(t.database);
    const pair = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json();
    const call = (path: string, init: RequestInit = {}) =>
      t.app.request(`/api/users/me/${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.access}`, 'accept-language': language },
      });
    const publish = (name: string) =>
      publishNotification(ctx(), { userId: user.id, kind: 'invitations', event: 'invitation_accepted', params: { name } });
    return { user, call, publish };
  }

  it('lists newest first, twenty at a time, following the cursor to the end', async () => {
    const { call, publish } = await signedIn();
    for (let i = 0; i < 45; i++) {
      await publish(`Person ${i}`);
      // Some share a moment, some don't: the id breaks ties.
      if (i % 3 === 0) t.advance(1);
    }
    const seen: { name: string; at: string; id: string }[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const res = await call(`notifications/${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      const page = await res.json();
      sizes.push(page.items.length);
      for (const item of page.items) seen.push({ name: item.params.name, at: item.created_at, id: item.id });
      cursor = page.next_cursor;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    expect(new Set(seen.map((s) => s.name)).size).toBe(45);
    // Newest first; within one moment, by id (descending), so no page repeats or skips a row.
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1], seen[i]];
      expect(a.at > b.at || (a.at === b.at && a.id > b.id), `${i}`).toBe(true);
    }
    // The last two were published at the same moment, after all the others.
    expect(
      seen
        .slice(0, 2)
        .map((s) => s.name)
        .sort(),
    ).toEqual(['Person 43', 'Person 44']);
    const first = await (await call('notifications/')).json();
    expect(first.items[0]).toMatchObject({ kind: 'invitations', event: 'invitation_accepted', read_at: null });
    expect(first.items[0].title).toBe(`${first.items[0].params.name} accepted your invitation`);
  });

  it('gives the text in the language asked for', async () => {
    const { call, publish } = await signedIn('is');
    await publish('Guðrún');
    const page = await (await call('notifications/')).json();
    expect(page.items[0]).toMatchObject({ title: 'Guðrún þáði boðið þitt', body: 'Guðrún hefur þegið boðið sem þú sendir.' });
  });

  it('refuses a cursor it did not make', async () => {
    const { call } = await signedIn();
    const refused = await call('notifications/?cursor=bm9uc2Vuc2U');
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.code).toBe('invalid_cursor');
  });

  it('counts unread, marks one and all read', async () => {
    const { call, publish } = await signedIn();
    for (const name of ['A', 'B', 'C']) await publish(name);
    expect(await (await call('notifications/unread-count/')).json()).toEqual({ unread: 3 });
    const { items } = await (await call('notifications/')).json();
    expect((await call(`notifications/${items[0].id}/read/`, { method: 'POST' })).status).toBe(204);
    // Again changes nothing.
    expect((await call(`notifications/${items[0].id}/read/`, { method: 'POST' })).status).toBe(204);
    expect(await (await call('notifications/unread-count/')).json()).toEqual({ unread: 2 });
    const after = await (await call('notifications/')).json();
    expect(after.items.find((i: { id: string }) => i.id === items[0].id).read_at).toBe(t.clock.now.toISOString());
    expect((await call('notifications/read-all/', { method: 'POST' })).status).toBe(204);
    expect(await (await call('notifications/unread-count/')).json()).toEqual({ unread: 0 });
  });

  it("can't mark someone else's notification read", async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    await theirs.publish('X');
    const { items } = await (await theirs.call('notifications/')).json();
    expect((await mine.call(`notifications/${items[0].id}/read/`, { method: 'POST' })).status).toBe(404);
    expect((await mine.call('notifications/not-a-uuid/read/', { method: 'POST' })).status).toBe(404);
    await mine.call('notifications/read-all/', { method: 'POST' });
    expect(await (await theirs.call('notifications/unread-count/')).json()).toEqual({ unread: 1 });
    expect(await (await mine.call('notifications/')).json()).toEqual({ items: [], next_cursor: null });
  });

  it('shows the defaults, saves every kind at once, and refuses a bad payload', async () => {
    const { call } = await signedIn();
    const defaults = await (await call('notification-preferences/')).json();
    expect(defaults.news).toEqual({ email: false, in_app: true });
    expect(defaults.messages).toEqual({ email: true, in_app: true });
    expect(Object.keys(defaults).sort()).toEqual(
      ['applications', 'contracts', 'invitations', 'listings', 'messages', 'news', 'saved_searches'].sort(),
    );

    const changed = { ...defaults, news: { email: true, in_app: false }, messages: { email: false, in_app: true } };
    const saved = await call('notification-preferences/', { method: 'PUT', body: JSON.stringify(changed) });
    expect(saved.status).toBe(200);
    expect(await (await call('notification-preferences/')).json()).toEqual(changed);

    const { news: _omitted, ...missing } = changed;
    const bad = await call('notification-preferences/', { method: 'PUT', body: JSON.stringify(missing) });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields.news).toEqual(['This value is not valid.']);
    const unknown = await call('notification-preferences/', {
      method: 'PUT',
      body: JSON.stringify({ ...changed, spam: { email: true, in_app: true } }),
    });
    expect(unknown.status).toBe(422);
    const notBoolean = await call('notification-preferences/', {
      method: 'PUT',
      body: JSON.stringify({ ...changed, contracts: { email: 'yes', in_app: true } }),
    });
    expect((await notBoolean.json()).error.fields['contracts.email']).toEqual(['This value is not valid.']);
    expect(await (await call('notification-preferences/')).json()).toEqual(changed);
  });

  it('answers a bad payload in Icelandic too', async () => {
    const { call } = await signedIn('is');
    const bad = await call('notification-preferences/', { method: 'PUT', body: JSON.stringify({ news: true }) });
    expect(bad.status).toBe(422);
    const { fields } = (await bad.json()).error;
    expect(fields.news[0]).toMatch(/\S/);
    expect(fields.news[0]).not.toBe('This value is not valid.');
  });

  it('is in the data export, and gone with the account', async () => {
    const { user, call, publish } = await signedIn();
    await publish('Sigga');
    const prefs = await (await call('notification-preferences/')).json();
    await call('notification-preferences/', {
      method: 'PUT',
      body: JSON.stringify({ ...prefs, news: { email: true, in_app: true } }),
    });
    const exported = await (await call('export/')).json();
    expect(exported.notifications).toEqual([
      expect.objectContaining({ event: 'invitation_accepted', params: { name: 'Sigga' }, title: 'Sigga þáði boðið þitt' }),
    ]);
    expect(exported.notification_preferences.news).toEqual({ email: true, in_app: true });

    expect((await call('delete/', { method: 'POST', body: JSON.stringify({ password: TEST_PASSWORD }) })).status).toBe(204);
    const left = await t.database.query(
      `select (select count(*) from notifications where user_id = '${user.id}')::int as n,
              (select count(*) from notification_preferences where user_id = '${user.id}')::int as p`,
    );
    expect(left).toEqual([{ n: 0, p: 0 }]);
  });

  it('welcomes a new account with an in-app notification and no extra mail', async () => {
    const email = `welcome-${Date.now()}@example.is`;
    const res = await postJson(t.app, '/api/users/', {
      name: 'Ný Manneskja',
      email,
      password: TEST_PASSWORD,
      acceptTerms: true,
      locale: 'pl',
    });
    expect(res.status).toBe(201);
    const pair = await (await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD })).json();
    const page = await (
      await t.app.request('/api/users/me/notifications/', {
        headers: { authorization: `Bearer ${pair.access}`, 'accept-language': 'pl' },
      })
    ).json();
    expect(page.items).toEqual([
      expect.objectContaining({ kind: 'news', event: 'welcome', title: 'Witamy w Heimaleiga', link: null, read_at: null }),
    ]);
    await t.waitForMail(email, 'confirm_email');
    const { readOutbox } = await import('../integrations/mail/mailer.ts');
    expect((await readOutbox(t.outbox)).filter((m) => m.to === email).map((m) => m.kind)).toEqual(['confirm_email']);
  });

  it('needs a token', async () => {
    expect((await t.app.request('/api/users/me/notifications/')).status).toBe(401);
    expect((await t.app.request('/api/users/me/notifications/unread-count/')).status).toBe(401);
    expect((await t.app.request('/api/users/me/notification-preferences/')).status).toBe(401);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await (await t.app.request('/api/openapi.json')).json();
    expect(doc.paths['/api/users/me/notifications/'].get).toBeDefined();
    expect(doc.paths['/api/users/me/notifications/unread-count/'].get).toBeDefined();
    expect(doc.paths['/api/users/me/notifications/{id}/read/'].post).toBeDefined();
    expect(doc.paths['/api/users/me/notifications/read-all/'].post).toBeDefined();
    expect(doc.paths['/api/users/me/notification-preferences/'].put).toBeDefined();
    expect(doc.components.schemas.NotificationPreferences).toBeDefined();
  });
});
