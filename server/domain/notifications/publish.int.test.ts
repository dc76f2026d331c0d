import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../../tests/fixtures/test-app.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import type { OutgoingMail } from '../../integrations/mail/mailer.ts';
import type { QueueDefinition } from '../../jobs/define-queue.ts';
import { mailSendQueue } from '../../jobs/queues/mail-send.ts';
import { publicUrl } from '../../lib/env.ts';
import { publishNotification } from './notifications.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('publishNotification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A context on the real queue, or on one that records what would be sent. */
  function context(sent?: OutgoingMail[]) {
    const jobs = sent
      ? {
          async enqueue(_db: unknown, queue: QueueDefinition, payload: unknown) {
            if (queue.name === mailSendQueue.name) sent.push(mailSendQueue.payload.parse(payload));
          },
        }
      : t.jobs;
    return { db: t.database.db, env: t.env, jobs, now: () => t.clock.now, publicUrl: publicUrl(t.env) };
  }

  async function rowsOf(userId: string) {
    return t.database.db
      .select({ event: notifications.event, kind: notifications.kind, params: notifications.params, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, userId));
  }

  async function setPreferences(email: string, prefs: Record<string, { email: boolean; in_app: boolean }>) {
    const pair = await (await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD })).json();
    const all = await (
      await t.app.request('/api/users/me/notification-preferences/', { headers: { authorization: `Bearer ${pair.access}` } })
    ).json();
    const res = await t.app.request('/api/users/me/notification-preferences/', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.access}` },
      body: JSON.stringify({ ...all, ...prefs }),
    });
    expect(res.status).toBe(200);
  }

  it('by default writes the in-app row and mails the person in their own language, params escaped', async () => {
    const user = await makeUser(t.database, { name: 'Jón Jónsson' });
    await t.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, user.id));
    await publishNotification(context(), {
      userId: user.id,
      kind: 'invitations',
      event: 'invitation_received',
      params: { name: 'Anna <b>&</b>' },
      link: '/account/household',
    });
    expect(await rowsOf(user.id)).toEqual([
      { event: 'invitation_received', kind: 'invitations', params: { name: 'Anna <b>&</b>' }, link: '/account/household' },
    ]);
    const mail = await t.waitForMail(user.email, 'notification');
    expect(mail.locale).toBe('en');
    expect(mail.subject).toBe('You have an invitation from Anna <b>&</b>');
    expect(mail.html).toContain('Anna &lt;b&gt;&amp;&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>&</b>');
    expect(mail.html).toContain(`href="${publicUrl(t.env)}/account/household"`);
    expect(mail.html).toContain(`href="${publicUrl(t.env)}/account/notifications"`);
    expect(mail.text).toContain('Hello Jón Jónsson,');
    expect(mail.text).toContain('Change notification settings');
  });

  it('writes no row when in-app is off, and sends no mail when email is off', async () => {
    const user = await makeUser(t.database);
    await setPreferences(user.email, {
      invitations: { email: true, in_app: false },
      messages: { email: false, in_app: true },
    });
    const sent: OutgoingMail[] = [];
    await publishNotification(context(sent), {
      userId: user.id,
      kind: 'invitations',
      event: 'invitation_accepted',
      params: { name: 'A' },
    });
    expect(await rowsOf(user.id)).toEqual([]);
    expect(sent.map((m) => [m.to, m.kind, m.locale])).toEqual([[user.email, 'notification', 'is']]);
    expect(sent[0].subject).toBe('A þáði boðið þitt');

    sent.length = 0;
    await publishNotification(context(sent), { userId: user.id, kind: 'messages', event: 'welcome' });
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect(sent).toEqual([]);
  });

  it('keeps news out of the mailbox until the person opts in', async () => {
    const user = await makeUser(t.database);
    const sent: OutgoingMail[] = [];
    await publishNotification(context(sent), { userId: user.id, kind: 'news', event: 'welcome' });
    expect(sent).toEqual([]);
    expect(await rowsOf(user.id)).toHaveLength(1);
    await setPreferences(user.email, { news: { email: true, in_app: true } });
    await publishNotification(context(sent), { userId: user.id, kind: 'news', event: 'welcome' });
    expect(sent).toHaveLength(1);
  });

  it('mails only confirmed addresses, and nobody who deleted their account', async () => {
    const user = await makeUser(t.database);
    await t.database.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, user.id));
    const sent: OutgoingMail[] = [];
    await publishNotification(context(sent), { userId: user.id, kind: 'contracts', event: 'welcome' });
    expect(sent).toEqual([]);
    expect(await rowsOf(user.id)).toHaveLength(1);

    const gone = await makeUser(t.database);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    await publishNotification(context(sent), { userId: gone.id, kind: 'contracts', event: 'welcome' });
    expect(sent).toEqual([]);
    expect(await rowsOf(gone.id)).toEqual([]);
  });

  it("runs inside the caller's transaction", async () => {
    const user = await makeUser(t.database);
    const sent: OutgoingMail[] = [];
    await t.database.db
      .transaction(async (tx) => {
        await publishNotification(context(sent), { userId: user.id, kind: 'messages', event: 'welcome' }, tx);
        tx.rollback();
      })
      .catch(() => {});
    expect(await rowsOf(user.id)).toEqual([]);
    await t.database.db.transaction(async (tx) => {
      await publishNotification(context(sent), { userId: user.id, kind: 'messages', event: 'welcome' }, tx);
    });
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('refuses unknown kinds, events without text and links off the site', async () => {
    const user = await makeUser(t.database);
    const ctx = context([]);
    await expect(publishNotification(ctx, { userId: user.id, kind: 'spam' as never, event: 'welcome' })).rejects.toThrow(/kind/);
    await expect(publishNotification(ctx, { userId: user.id, kind: 'news', event: 'no_such_event' })).rejects.toThrow(/event/);
    await expect(
      publishNotification(ctx, { userId: user.id, kind: 'news', event: 'welcome', link: 'https://evil.example/' }),
    ).rejects.toThrow(/link/);
    await expect(
      publishNotification(ctx, { userId: user.id, kind: 'news', event: 'welcome', link: '//evil.example/' }),
    ).rejects.toThrow(/link/);
    expect(await rowsOf(user.id)).toEqual([]);
  });
});
