import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landlordListing } from '../../tests/fixtures/managed-listing.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';
import { applications } from '../db/schema/applications.ts';
import { auditLog } from '../db/schema/audit-log.ts';
import { authSessions } from '../db/schema/auth-sessions.ts';
import { conversations, messages, userReports } from '../db/schema/conversations.ts';
import { listingEvents, listingReports, listings } from '../db/schema/listings.ts';
import { notifications } from '../db/schema/notifications.ts';
import { users } from '../db/schema/users.ts';
import { staffWorkCounts } from '../domain/staff/staff.service.ts';
import { myListingReport } from '../domain/staff/staff-reports.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Caller = (path: string, init?: RequestInit) => Response | Promise<Response>;

describe('staff API: people, applications, conversations, reports', () => {
  let t: TestApp;
  let staff: Caller;
  let admin: Caller;
  let staffId: string;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const member = await makeUser(t.database, { scope: ['user', 'staff'], name: 'Starfs Manneskja' });
    const boss = await makeUser(t.database, { scope: ['user', 'staff', 'admin'], name: 'Stjóri Manneskja' });
    staffId = member.id;
    adminId = boss.id;
    staff = await caller(member.email);
    admin = await caller(boss.email);
  });
  afterAll(() => t.close());

  async function tokens(email: string) {
    return (await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD })).json();
  }

  async function caller(email: string): Promise<Caller> {
    const pair = await tokens(email);
    return (path, init = {}) =>
      t.app.request(`/api/man/${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.access}`, 'accept-language': 'en' },
      });
  }

  const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

  it('refuses a signed-in person without staff scope on every staff operation here (403)', async () => {
    const person = await makeUser(t.database);
    const user = await caller(person.email);
    const some = '0b0e5a52-7f3c-4c1e-9d7a-2f4b8c6d1e90';
    const attempts: [string, RequestInit?][] = [
      ['rental-applications/'],
      ['users/'],
      [`users/${person.id}/`],
      [`users/${person.id}/conversations/`],
      [`users/${person.id}/conversations/${some}/`],
      ['reports/'],
      [`users/${person.id}/block/`, post({ reason: 'Svikapóstar til leigjenda' })],
      [`users/${person.id}/scope/`, { method: 'PUT', body: JSON.stringify({ scope: 'admin' }) }],
      [`reports/listing/${some}/resolve/`, post({ resolution: 'Auglýsingin var tekin úr birtingu.' })],
    ];
    for (const [path, init] of attempts) expect((await user(path, init)).status, path).toBe(403);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, person.id))).toEqual([]);
  });

  it('finds people by name, email, phone and kennitala, and filters', async () => {
    const person = await makeUser(t.database, { name: 'Þórdís Leitardóttir' });
    await t.database.db.update(users).set({ phone: '+3546998877', kennitala: '0101302989' }).where(eq(users.id, person.id));
    for (const q of ['Leitardóttir', person.email.toUpperCase(), '699 8877', '010130-2989']) {
      const body = await (await staff(`users/?q=${encodeURIComponent(q)}`)).json();
      expect(
        body.items.map((u: { id: string }) => u.id),
        q,
      ).toEqual([person.id]);
    }
    const staffOnly = await (await staff('users/?filter=staff')).json();
    expect(staffOnly.items.every((u: { scope: string }) => u.scope !== 'user')).toBe(true);
    expect(staffOnly.items.map((u: { id: string }) => u.id)).toContain(staffId);
  });

  it('pages people by cursor (next and previous), opens an old page=N link, and shows the first page for a bad cursor', async () => {
    const made = [];
    for (let i = 0; i < 30; i++) made.push(await makeUser(t.database, { name: `Síðufólk ${i}` }));
    // Ten of them joined at the same moment: the id breaks the tie.
    const same = new Date('2026-01-01T00:00:00Z');
    for (const person of made.slice(5, 15))
      await t.database.db.update(users).set({ createdAt: same }).where(eq(users.id, person.id));
    const ids = (body: { items: { id: string }[] }) => body.items.map((u) => u.id);
    const pages = [];
    let body = await (await staff('users/?q=S%C3%AD%C3%B0uf%C3%B3lk')).json();
    pages.push(body);
    while (body.next) {
      body = await (await staff(`users/?q=S%C3%AD%C3%B0uf%C3%B3lk&after=${body.next}`)).json();
      pages.push(body);
    }
    expect(pages.map((p) => p.items.length)).toEqual([20, 10]);
    expect(pages.every((p) => p.total === 30)).toBe(true);
    const seen = pages.flatMap(ids);
    expect(new Set(seen)).toEqual(new Set(made.map((u) => u.id)));
    expect(seen).toHaveLength(30);
    expect(pages[0].prev).toBeNull();
    const back = await (await staff(`users/?q=S%C3%AD%C3%B0uf%C3%B3lk&before=${pages[1].prev}`)).json();
    expect(ids(back)).toEqual(ids(pages[0]));
    const old = await (await staff('users/?q=S%C3%AD%C3%B0uf%C3%B3lk&page=2')).json();
    expect(ids(old)).toEqual(ids(pages[1]));
    for (const cursor of [
      '%00',
      'eyJ4IjoxfQ',
      'x'.repeat(2000),
      Buffer.from('["users.newest","2026",1]').toString('base64url'),
    ]) {
      const response = await staff(`users/?q=S%C3%AD%C3%B0uf%C3%B3lk&after=${cursor}`);
      expect(response.status, cursor).toBe(200);
      expect(ids(await response.json())).toEqual(ids(pages[0]));
    }
  });

  it('blocks: no sign-in, no refresh, sessions revoked, listings paused and audited; unblocking does not republish', async () => {
    const { owner, id: listingId } = await landlordListing(t, { published: true });
    const pair = await tokens(owner.email);
    // A block needs a reason of at least 10 characters, and writes nothing without one.
    const bad = await staff(`users/${owner.id}/block/`, post({ reason: 'nei' }));
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields.reason).toHaveLength(1);
    expect((await t.database.db.select().from(users).where(eq(users.id, owner.id)))[0].blockedAt).toBeNull();

    expect((await staff(`users/${owner.id}/block/`, post({ reason: 'Svikapóstar sendir til leigjenda' }))).status).toBe(204);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row.blockedReason).toBe('Svikapóstar sendir til leigjenda');
    const open = await t.database.db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.userId, owner.id)));
    expect(open.every((s) => s.revokedAt !== null && s.revokedReason === 'blocked')).toBe(true);
    const [listing] = await t.database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(listing.status).toBe('paused');
    expect(
      await t.database.db
        .select()
        .from(listingEvents)
        .where(and(eq(listingEvents.listingId, listingId), eq(listingEvents.kind, 'paused'))),
    ).toMatchObject([{ actorId: staffId, fromStatus: 'published', toStatus: 'paused' }]);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, listingId))).toMatchObject([
      { action: 'listing.pause', targetType: 'listing' },
    ]);

    // Sign-in (right password) and refresh both say account_blocked; the old access token is dead.
    const signIn = await postJson(t.app, '/api/token/', { email: owner.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(403);
    expect((await signIn.json()).error.code).toBe('account_blocked');
    const wrong = await postJson(t.app, '/api/token/', { email: owner.email, password: 'wrong-password-123' });
    expect((await wrong.json()).error.code).toBe('invalid_credentials');
    const refresh = await postJson(t.app, '/api/token/refresh/', { refresh: pair.refresh });
    expect(refresh.status).toBe(403);
    expect((await refresh.json()).error.code).toBe('account_blocked');
    const me = await t.app.request('/api/users/me/', { headers: { authorization: `Bearer ${pair.access}` } });
    expect(me.status).toBe(401);

    // Blocking again changes nothing and writes no second row.
    expect((await staff(`users/${owner.id}/block/`, post({ reason: 'Svikapóstar sendir aftur' }))).status).toBe(204);
    expect((await staff(`users/${owner.id}/unblock/`, post({ reason: 'Málið skýrt í símtali' }))).status).toBe(204);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, owner.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['user.block', 'user.unblock']);
    expect((await t.database.db.select().from(listings).where(eq(listings.id, listingId)))[0].status).toBe('paused');
    expect((await postJson(t.app, '/api/token/', { email: owner.email, password: TEST_PASSWORD })).status).toBe(200);

    const detail = await (await staff(`users/${owner.id}/`)).json();
    expect(detail.user.blocked_at).toBeNull();
    expect(detail.activity.listings).toBe(1);
    expect(detail.audit.map((a: { action: string }) => a.action)).toEqual(['user.unblock', 'user.block']);
  });

  it('staff cannot block themselves', async () => {
    const response = await staff(`users/${staffId}/block/`, post({ reason: 'Prófa að loka á sjálfan mig' }));
    expect(response.status).toBe(422);
    expect((await response.json()).error.code).toBe('block_self');
  });

  it('changes scope: admin only, audited, and the last admin keeps it even under parallel requests', async () => {
    const person = await makeUser(t.database);
    const byStaff = await staff(`users/${person.id}/scope/`, { method: 'PUT', body: JSON.stringify({ scope: 'staff' }) });
    expect(byStaff.status).toBe(403);
    const bad = await admin(`users/${person.id}/scope/`, { method: 'PUT', body: JSON.stringify({ scope: 'king' }) });
    expect(bad.status).toBe(422);
    expect((await admin(`users/${person.id}/scope/`, { method: 'PUT', body: JSON.stringify({ scope: 'admin' }) })).status).toBe(
      204,
    );
    expect((await t.database.db.select().from(users).where(eq(users.id, person.id)))[0].scope).toEqual([
      'user',
      'staff',
      'admin',
    ]);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, person.id))).toMatchObject([
      { action: 'user.scope', actorId: adminId, details: { from: 'user', to: 'admin' } },
    ]);
    // Every other admin in this database steps down first, leaving two: the two parallel demotions can't both win.
    const others = await t.database.db.select({ id: users.id, scope: users.scope }).from(users);
    for (const other of others) {
      if (other.scope.includes('admin') && other.id !== person.id && other.id !== adminId)
        await t.database.db
          .update(users)
          .set({ scope: ['user'] })
          .where(eq(users.id, other.id));
    }
    const statuses = await Promise.all([
      admin(`users/${person.id}/scope/`, { method: 'PUT', body: JSON.stringify({ scope: 'user' }) }),
      admin(`users/${adminId}/scope/`, { method: 'PUT', body: JSON.stringify({ scope: 'staff' }) }),
    ]).then((responses) =>
      Promise.all(responses.map(async (r) => [r.status, r.status === 204 ? null : (await r.json()).error.code])),
    );
    // One wins. The other is refused: by the lock (409 last_admin) when both got past their
    // sign-in check, or as no longer an admin (403) when the self-demotion finished before the other
    // request read its scope. Which of the two depends only on timing; never both 204.
    const [won, refused] = [...statuses].sort(([a], [b]) => Number(a) - Number(b));
    expect(won[0]).toBe(204);
    expect([
      [409, 'last_admin'],
      [403, 'forbidden'],
    ]).toContainEqual(refused);
    const admins = (await t.database.db.select({ scope: users.scope }).from(users)).filter((u) => u.scope.includes('admin'));
    expect(admins).toHaveLength(1);
  });

  it('lists applications with filters and counts per status', async () => {
    const { owner, id: listingId } = await landlordListing(t, { published: true, title: 'Umsóknaríbúð við Tjörnina' });
    const tenant = await makeUser(t.database, { name: 'Umsækjandi Jónsdóttir' });
    await t.database.db.insert(applications).values([
      { listingId, tenantUserId: tenant.id, message: 'Halló, ég hef áhuga.', status: 'submitted', adults: 2, children: 1 },
      { listingId, tenantUserId: tenant.id, message: 'Fyrri umsókn.', status: 'withdrawn' },
    ]);
    const all = await (await staff('rental-applications/?listing=Tjörnina')).json();
    expect(all.total).toBe(2);
    expect(all.counts).toEqual({ submitted: 1, withdrawn: 1 });
    const open = await (await staff('rental-applications/?listing=Tjörnina&status=submitted')).json();
    expect(open.items).toMatchObject([{ tenant_id: tenant.id, landlord_id: owner.id, household: 3, status: 'submitted' }]);
    const byPerson = await (await staff(`rental-applications/?person=${encodeURIComponent('Umsækjandi')}`)).json();
    expect(byPerson.total).toBe(2);
    const byLandlord = await (await staff(`rental-applications/?landlord=${owner.id}`)).json();
    expect(byLandlord.total).toBe(2);
    const future = await (await staff('rental-applications/?listing=Tjörnina&from=2999-01-01')).json();
    expect(future.total).toBe(0);
  });

  it('writes an audit row for every read of a conversation list and of one conversation', async () => {
    const { owner, id: listingId } = await landlordListing(t, { published: true });
    const tenant = await makeUser(t.database);
    const other = await makeUser(t.database);
    const [talk] = await t.database.db
      .insert(conversations)
      .values({ listingId, tenantUserId: tenant.id, landlordUserId: owner.id, lastMessageAt: t.clock.now })
      .returning();
    await t.database.db.insert(messages).values([
      {
        conversationId: talk.id,
        senderUserId: tenant.id,
        body: 'Er íbúðin enn laus?',
        createdAt: new Date(t.clock.now.getTime() - 60_000),
      },
      { conversationId: talk.id, senderUserId: owner.id, body: 'Já, hún er laus frá 1. mars.', createdAt: t.clock.now },
    ]);
    const list = await staff(`users/${tenant.id}/conversations/`);
    expect(list.status).toBe(200);
    expect((await list.json()).items).toMatchObject([{ id: talk.id, messages: 2 }]);
    const one = await staff(`users/${tenant.id}/conversations/${talk.id}/`);
    expect((await one.json()).messages.map((m: { body: string }) => m.body)).toEqual([
      'Er íbúðin enn laus?',
      'Já, hún er laus frá 1. mars.',
    ]);
    await staff(`users/${tenant.id}/conversations/${talk.id}/`);
    // Another person's conversation is not found through this person, and that is not a read.
    expect((await staff(`users/${other.id}/conversations/${talk.id}/`)).status).toBe(404);
    const listReads = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, tenant.id));
    expect(listReads).toMatchObject([{ action: 'conversation.list', targetType: 'user', actorId: staffId }]);
    const reads = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, talk.id));
    expect(reads).toHaveLength(2);
    expect(reads.every((r) => r.action === 'conversation.read' && r.targetType === 'conversation')).toBe(true);
  });

  it('resolves a listing report once, tells the reporter, and the reporter sees the status', async () => {
    const { id: listingId } = await landlordListing(t, { published: true, title: 'Grunsamleg íbúð' });
    const reporter = await makeUser(t.database);
    const [report] = await t.database.db
      .insert(listingReports)
      .values({ listingId, reporterId: reporter.id, reason: 'scam', message: 'Biður um greiðslu fyrirfram.' })
      .returning();
    const queue = await (await staff('reports/')).json();
    expect(queue.items.map((r: { id: string }) => r.id)).toContain(report.id);
    expect(queue.open.listing).toBeGreaterThanOrEqual(1);
    const short = await staff(`reports/listing/${report.id}/resolve/`, post({ resolution: 'ok' }));
    expect(short.status).toBe(422);
    const decisions = await Promise.all([
      staff(`reports/listing/${report.id}/resolve/`, post({ resolution: 'Auglýsingin var tekin úr birtingu.' })),
      admin(`reports/listing/${report.id}/dismiss/`, post({ resolution: 'Ekkert athugavert fannst.' })),
    ]);
    const statuses = decisions.map((r) => r.status).sort();
    expect(statuses).toEqual([204, 409]);
    const refused = decisions.find((r) => r.status === 409) as Response;
    expect((await refused.json()).error.code).toBe('report_already_closed');
    const [row] = await t.database.db.select().from(listingReports).where(eq(listingReports.id, report.id));
    expect(['resolved', 'dismissed']).toContain(row.status);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, reporter.id));
    expect(notes).toMatchObject([
      { kind: 'listings', event: `listing_report_${row.status}`, link: `/listings/${listingId}#report` },
    ]);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, report.id))).toHaveLength(1);
    const mine = await myListingReport(t.contextFor(reporter), listingId);
    expect(mine?.status).toBe(row.status);
    expect(await myListingReport(t.contextFor(null), listingId)).toBeNull();
  });

  it('dismisses a person report and tells the reporter under messages', async () => {
    const reporter = await makeUser(t.database);
    const reported = await makeUser(t.database, { name: 'Dóni Dónason' });
    const [report] = await t.database.db
      .insert(userReports)
      .values({
        reporterId: reporter.id,
        reportedUserId: reported.id,
        conversationId: (
          await t.database.db.insert(conversations).values({ tenantUserId: reporter.id, landlordUserId: reported.id }).returning()
        )[0].id,
        reason: 'harassment',
        message: 'Dónaleg skilaboð.',
      })
      .returning();
    expect(
      (await staff(`reports/user/${report.id}/dismiss/`, post({ resolution: 'Skilaboðin brutu ekki reglurnar.' }))).status,
    ).toBe(204);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, reporter.id));
    expect(notes).toMatchObject([{ kind: 'messages', event: 'person_report_dismissed', params: { name: 'Dóni Dónason' } }]);
    expect(
      (await staff(`reports/nothing/${report.id}/dismiss/`, post({ resolution: 'Skilaboðin brutu ekki reglurnar.' }))).status,
    ).toBe(404);
    const closed = await (await staff('reports/?view=closed&kind=user')).json();
    expect(closed.items.find((r: { id: string }) => r.id === report.id)).toMatchObject({
      kind: 'user',
      status: 'dismissed',
      target_id: reported.id,
      conversation_id: report.conversationId,
    });
  });

  it('counts the work on the /man home: open reports, recent applications, blocked people', async () => {
    const ctx = t.contextFor({ id: staffId, scope: ['user', 'staff'] });
    const before = await staffWorkCounts(ctx);
    const reporter = await makeUser(t.database);
    const reported = await makeUser(t.database);
    await t.database.db.insert(userReports).values({ reporterId: reporter.id, reportedUserId: reported.id, reason: 'spam' });
    await t.database.db
      .update(users)
      .set({ blockedAt: t.clock.now, blockedReason: 'Prófun á talningu' })
      .where(eq(users.id, reported.id));
    const after = await staffWorkCounts(ctx);
    expect(after.open_user_reports).toBe(before.open_user_reports + 1);
    expect(after.blocked_people).toBe(before.blocked_people + 1);
    await expect(staffWorkCounts(t.contextFor(reporter))).rejects.toMatchObject({ code: 'forbidden' });
  });
});
