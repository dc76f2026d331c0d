import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAfter } from '#common/calendar-day.ts';
import { applications } from '#server/db/schema/applications.ts';
import {
  conversationParticipants,
  conversations,
  messageAttachments,
  messages,
  userReports,
} from '#server/db/schema/conversations.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { offers } from '#server/db/schema/offers.ts';
import { users } from '#server/db/schema/users.ts';
import { blockInConversation, reportInConversation } from '#server/domain/inbox/blocks.service.ts';
import {
  FLOOD_LIMIT,
  getConversation,
  markConversationRead,
  messagesAfter,
  openAttachment,
  sendMessage,
  unreadCounts,
} from '#server/domain/inbox/conversations.service.ts';
import { tellOfUnreadMessages } from '#server/domain/inbox/message-mail.worker.ts';
import { readOutbox } from '#server/integrations/mail/mailer.ts';
import { conversationMailQueue } from '#server/jobs/queues/conversation-mail.ts';
import { landlordListing } from '#tests/fixtures/managed-listing.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// A minimal valid PNG (1x1, transparent).
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('the inbox API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function tokenFor(user: { email: string }) {
    const pair = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json();
    return pair.access as string;
  }

  /** A person with an API caller. */
  async function person() {
    const user = await makeUser(t.database);
    const token = await tokenFor(user);
    const call = (path: string, init: RequestInit & { json?: unknown } = {}) => {
      const { json, ...rest } = init;
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
      if (json !== undefined) headers['content-type'] = 'application/json';
      return t.app.request(`/api/conversations/${path}`, {
        ...rest,
        headers: { ...headers, ...(rest.headers as Record<string, string> | undefined) },
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    };
    return { user, call };
  }

  /** A published listing and its landlord (as an API caller). */
  async function listingWithLandlord() {
    const listing = await landlordListing(t, { published: true });
    const token = await tokenFor(listing.owner);
    const call = (path: string, init: RequestInit & { json?: unknown } = {}) => {
      const { json, ...rest } = init;
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (json !== undefined) headers['content-type'] = 'application/json';
      return t.app.request(`/api/conversations/${path}`, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    };
    return { listing, landlord: { user: listing.owner, call } };
  }

  it('a tenant starts from a listing; starting again returns the same conversation; the landlord replies', async () => {
    const { listing, landlord } = await listingWithLandlord();
    const tenant = await person();
    const started = await tenant.call('', {
      method: 'POST',
      json: { listing_id: listing.id, body: 'Góðan dag, er íbúðin laus 1. mars?' },
    });
    expect(started.status).toBe(201);
    const { id, created } = await started.json();
    expect(created).toBe(true);

    const again = await tenant.call('', { method: 'POST', json: { listing_id: listing.id } });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id, created: false });

    const landlordList = await (await landlord.call('')).json();
    expect(landlordList.total).toBe(1);
    expect(landlordList.items[0]).toMatchObject({
      id,
      my_side: 'landlord',
      other: { id: tenant.user.id },
      unread: 1,
      last_message_excerpt: 'Góðan dag, er íbúðin laus 1. mars?',
      context: { kind: 'listing', listing_id: listing.id, listing_title_is: 'Notaleg tveggja herbergja íbúð' },
    });
    expect(await (await landlord.call('unread/')).json()).toEqual({ conversations: 1, messages: 1 });
    // The header counts without the conversation being opened.
    expect(await unreadCounts(t.contextFor(listing.owner), { except: id })).toEqual({ conversations: 0, messages: 0 });

    const reply = await landlord.call(`${id}/messages/`, { method: 'POST', json: { body: 'Já, hún er laus.' } });
    expect(reply.status).toBe(201);
    expect(await reply.json()).toMatchObject({ body: 'Já, hún er laus.', mine: true, attachments: [] });
    // Answering reads what came before.
    expect(await (await landlord.call('unread/')).json()).toEqual({ conversations: 0, messages: 0 });
    expect(await (await tenant.call('unread/')).json()).toEqual({ conversations: 1, messages: 1 });

    const detail = await (await tenant.call(`${id}/`)).json();
    expect(detail.messages.map((m: { body: string; mine: boolean }) => [m.body, m.mine])).toEqual([
      ['Góðan dag, er íbúðin laus 1. mars?', true],
      ['Já, hún er laus.', false],
    ]);
    expect((await tenant.call(`${id}/read/`, { method: 'POST' })).status).toBe(204);
    expect(await (await tenant.call('unread/')).json()).toEqual({ conversations: 0, messages: 0 });
  });

  it('starts from an application (landlord) and an offer (tenant), reusing the conversation of that tenant and listing', async () => {
    const { listing, landlord } = await listingWithLandlord();
    const tenant = await person();
    const [application] = await t.database.db
      .insert(applications)
      .values({ listingId: listing.id, tenantUserId: tenant.user.id, message: 'Umsókn' })
      .returning();
    const fromApplication = await landlord.call('', {
      method: 'POST',
      json: { application_id: application.id, body: 'Takk fyrir umsóknina. Viltu koma að skoða?' },
    });
    expect(fromApplication.status).toBe(201);
    const { id } = await fromApplication.json();

    const [offer] = await t.database.db
      .insert(offers)
      .values({
        applicationId: application.id,
        listingId: listing.id,
        tenantUserId: tenant.user.id,
        senderUserId: listing.owner.id,
        rentIsk: 245_000,
        startDate: '2027-03-01',
        securityType: 'deposit',
        securityAmountIsk: 490_000,
        expiresAt: daysAfter(t.clock.now, 7),
      })
      .returning();
    const fromOffer = await tenant.call('', { method: 'POST', json: { offer_id: offer.id } });
    expect(fromOffer.status).toBe(200);
    expect((await fromOffer.json()).id).toBe(id);
    const detail = await (await tenant.call(`${id}/`)).json();
    expect(detail.conversation.context).toMatchObject({ kind: 'offer', application_id: application.id, offer_id: offer.id });

    // Another tenant can neither start from that application nor see the conversation.
    const stranger = await person();
    expect((await stranger.call('', { method: 'POST', json: { application_id: application.id } })).status).toBe(404);
    expect((await stranger.call('', { method: 'POST', json: { offer_id: offer.id } })).status).toBe(404);
  });

  it('tenant A cannot read, write in or download from tenant B’s conversation (404)', async () => {
    const { listing } = await listingWithLandlord();
    const a = await person();
    const b = await person();
    const { id } = await (await a.call('', { method: 'POST', json: { listing_id: listing.id, body: 'Halló' } })).json();
    const form = new FormData();
    form.append('body', 'með mynd');
    form.append('files', new File([PNG], 'mynd.png', { type: 'image/png' }));
    const sent = await (await a.call(`${id}/messages/`, { method: 'POST', body: form })).json();
    const attachment = sent.attachments[0];
    expect(attachment).toMatchObject({ content_type: 'image/png', file_name: 'mynd.png' });
    const download = await a.call(`${id}/attachments/${attachment.id}/`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="mynd.png"/);

    for (const [path, init] of [
      [`${id}/`, {}],
      [`${id}/messages/`, { method: 'POST', json: { body: 'innbrot' } }],
      [`${id}/read/`, { method: 'POST' }],
      [`${id}/events/`, {}],
      [`${id}/attachments/${attachment.id}/`, {}],
      [`${id}/block/`, { method: 'POST' }],
      [`${id}/report/`, { method: 'POST', json: { reason: 'spam' } }],
    ] as const) {
      const response = await b.call(path, init as RequestInit & { json?: unknown });
      expect(response.status, path).toBe(404);
    }
    expect((await (await b.call('')).json()).total).toBe(0);
  });

  it('refuses messaging oneself, an unavailable listing, and an empty message', async () => {
    const { listing, landlord } = await listingWithLandlord();
    const self = await landlord.call('', { method: 'POST', json: { listing_id: listing.id, body: 'hæ' } });
    expect(self.status).toBe(422);
    expect((await self.json()).error.code).toBe('conversation_with_self');

    const draft = await landlordListing(t);
    const tenant = await person();
    expect((await tenant.call('', { method: 'POST', json: { listing_id: draft.id, body: 'hæ' } })).status).toBe(404);
    const none = await tenant.call('', { method: 'POST', json: { body: 'hæ' } });
    expect(none.status).toBe(422);

    const { id } = await (await tenant.call('', { method: 'POST', json: { listing_id: listing.id } })).json();
    const empty = await tenant.call(`${id}/messages/`, { method: 'POST', json: { body: '   ' } });
    expect(empty.status).toBe(422);
    expect(Object.keys((await empty.json()).error.fields)).toEqual(['body']);
  });

  it('refuses an attachment that is not what it claims, writing nothing', async () => {
    const { listing } = await listingWithLandlord();
    const tenant = await person();
    const { id } = await (await tenant.call('', { method: 'POST', json: { listing_id: listing.id } })).json();
    const form = new FormData();
    form.append('body', 'Hér er launaseðillinn');
    form.append('files', new File([PDF], 'launasedill.pdf', { type: 'application/pdf' }));
    form.append('files', new File([new TextEncoder().encode('this is only text')], 'samningur.pdf', { type: 'application/pdf' }));
    const refused = await tenant.call(`${id}/messages/`, { method: 'POST', body: form });
    expect(refused.status).toBe(422);
    const error = (await refused.json()).error;
    expect(error.code).toBe('attachment_invalid');
    expect(Object.keys(error.fields)).toEqual(['files[1]']);
    expect(error.fields['files[1]'][0]).toMatch(/JPEG, PNG, WebP/);
    const written = await t.database.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(written).toEqual([]);
    expect(await t.database.db.select().from(messageAttachments)).not.toContainEqual(
      expect.objectContaining({ fileName: 'launasedill.pdf' }),
    );

    const six = new FormData();
    for (let i = 0; i < 6; i++) six.append('files', new File([PDF], `s${i}.pdf`));
    const tooMany = await tenant.call(`${id}/messages/`, { method: 'POST', body: six });
    expect(tooMany.status).toBe(422);
    expect((await tooMany.json()).error).toMatchObject({ code: 'attachment_invalid', fields: { files: [expect.any(String)] } });
  });

  it('a blocked person cannot send or start; the blocker can unblock; a report is one open at a time', async () => {
    const { listing, landlord } = await listingWithLandlord();
    const tenant = await person();
    const { id } = await (await tenant.call('', { method: 'POST', json: { listing_id: listing.id, body: 'Hæ' } })).json();
    expect((await landlord.call(`${id}/block/`, { method: 'POST' })).status).toBe(204);
    expect((await landlord.call(`${id}/block/`, { method: 'POST' })).status).toBe(204);

    const blocked = await tenant.call(`${id}/messages/`, { method: 'POST', json: { body: 'Af hverju svararðu ekki?' } });
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).error.code).toBe('conversation_blocked');
    const restart = await tenant.call('', { method: 'POST', json: { listing_id: listing.id, body: 'Aftur' } });
    expect((await restart.json()).error.code).toBe('conversation_blocked');
    const detail = await (await landlord.call(`${id}/`)).json();
    expect(detail.conversation).toMatchObject({ blocked_by_me: true, blocked_me: false });
    expect(detail.messages).toHaveLength(1);

    expect((await landlord.call(`${id}/block/`, { method: 'DELETE' })).status).toBe(204);
    expect((await tenant.call(`${id}/messages/`, { method: 'POST', json: { body: 'Takk' } })).status).toBe(201);

    const report = await landlord.call(`${id}/report/`, { method: 'POST', json: { reason: 'spam', message: 'Auglýsingar' } });
    expect(report.status).toBe(201);
    expect(await report.json()).toMatchObject({ status: 'open' });
    const again = await landlord.call(`${id}/report/`, { method: 'POST', json: { reason: 'scam' } });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('user_already_reported');
    const bad = await landlord.call(`${id}/report/`, { method: 'POST', json: { reason: 'bored' } });
    expect(bad.status).toBe(422);
    // An account staff have blocked is signed out everywhere (its tokens no longer authenticate) and writes nothing.
    await t.database.db.update(users).set({ blockedAt: t.clock.now }).where(eq(users.id, tenant.user.id));
    const staffBlocked = await tenant.call(`${id}/messages/`, { method: 'POST', json: { body: 'Halló?' } });
    expect(staffBlocked.status).toBe(401);
    await t.database.db.update(users).set({ blockedAt: null }).where(eq(users.id, tenant.user.id));

    const rows = await t.database.db.select().from(userReports).where(eq(userReports.reportedUserId, tenant.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporterId: listing.owner.id, reason: 'spam', conversationId: id });
  });

  it('the live stream sends a new message as an event', async () => {
    const { listing, landlord } = await listingWithLandlord();
    const tenant = await person();
    const { id } = await (await tenant.call('', { method: 'POST', json: { listing_id: listing.id, body: 'Fyrsta' } })).json();
    const first = (await (await tenant.call(`${id}/`)).json()).messages[0].id;
    const controller = new AbortController();
    const response = await tenant.call(`${id}/events/?after=${first}`, { signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await landlord.call(`${id}/messages/`, { method: 'POST', json: { body: 'Svar í beinni' } });
    let text = '';
    while (!text.includes('Svar í beinni')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    await reader.cancel().catch(() => {});
    expect(text).toMatch(/event: message\ndata: \{.*"body":"Svar í beinni"/);
    expect(text).not.toContain('Fyrsta');
  });

  it('refuses a flood: the 41st message within ten minutes is 429 with Retry-After, nothing written', async () => {
    const { listing } = await listingWithLandlord();
    const tenant = await person();
    const { id } = await (await tenant.call('', { method: 'POST', json: { listing_id: listing.id, body: 'Fyrsta' } })).json();
    for (let i = 2; i <= FLOOD_LIMIT; i++) {
      const sent = await tenant.call(`${id}/messages/`, { method: 'POST', json: { body: `Skilaboð ${i}` } });
      expect(sent.status).toBe(201);
    }
    const flood = await tenant.call(`${id}/messages/`, { method: 'POST', json: { body: 'Of mikið' } });
    expect(flood.status).toBe(429);
    expect((await flood.json()).error.code).toBe('rate_limited');
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
    const written = await t.database.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(written).toHaveLength(FLOOD_LIMIT);
  });

  it('holds the flood limit under 60 sends at once across three conversations: 40 written, the rest 429', async () => {
    const tenant = await person();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { listing } = await listingWithLandlord();
      const started = await tenant.call('', { method: 'POST', json: { listing_id: listing.id, body: `Byrjun ${i}` } });
      ids.push((await started.json()).id);
    }
    const sends = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        tenant.call(`${ids[i % 3]}/messages/`, { method: 'POST', json: { body: `Í einu ${i}` } }),
      ),
    );
    const counts: Record<number, number> = {};
    for (const r of sends) counts[r.status] = (counts[r.status] ?? 0) + 1;
    expect(counts).toEqual({ 201: FLOOD_LIMIT - 3, 429: 60 - (FLOOD_LIMIT - 3) });
    const written = await t.database.db.select().from(messages).where(eq(messages.senderUserId, tenant.user.id));
    expect(written).toHaveLength(FLOOD_LIMIT);
  });

  it('the batched mail job tells once of three messages, and not of what was read', async () => {
    const { listing, landlord } = await listingWithLandlord();
    const tenant = await person();
    const { id } = await (await tenant.call('', { method: 'POST', json: { listing_id: listing.id, body: 'Eitt' } })).json();
    await tenant.call(`${id}/messages/`, { method: 'POST', json: { body: 'Tvö' } });
    await tenant.call(`${id}/messages/`, { method: 'POST', json: { body: 'Þrjú' } });

    // One delayed job for the three, queued with the first.
    const queued = await t.database.db.execute(
      `select data, start_after from pgboss.job where name = '${conversationMailQueue.name}' and data->>'conversationId' = '${id}'`,
    );
    const jobs = (queued as unknown as { rows: { data: { userId: string }; start_after: string | Date }[] }).rows;
    expect(jobs.map((j) => j.data.userId)).toEqual([listing.owner.id]);
    // Ten minutes on (the queue's own clock is the database's).
    expect(new Date(jobs[0].start_after).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);

    const deps = {
      db: t.database.db,
      env: t.env,
      jobs: t.jobs,
      now: () => t.clock.now,
      publicUrl: 'http://localhost',
      storage: t.storage,
    };
    // The worker, as pg-boss runs it when the ten minutes are up; a second run tells nothing more.
    await t.jobs.runNow(conversationMailQueue, { conversationId: id, userId: listing.owner.id });
    expect(await tellOfUnreadMessages(deps, id, listing.owner.id)).toBe(false);
    const mail = await t.waitForMail(listing.owner.email);
    expect(mail.subject).toContain(tenant.user.name);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, listing.owner.id), eq(notifications.event, 'messages_unread')));
    expect(told).toHaveLength(1);
    expect(told[0].params).toMatchObject({ count: 3 });
    expect(told[0].link).toBe(`/inbox/${id}`);
    const outbox = (await readOutbox(t.outbox)).filter((m) => m.to === listing.owner.email);
    expect(outbox).toHaveLength(1);

    // A fourth message starts a new batch; read before the job runs, nothing is sent.
    await tenant.call(`${id}/messages/`, { method: 'POST', json: { body: 'Fjögur' } });
    await landlord.call(`${id}/read/`, { method: 'POST' });
    expect(await tellOfUnreadMessages(deps, id, listing.owner.id)).toBe(false);
    const [participant] = await t.database.db
      .select()
      .from(conversationParticipants)
      .where(and(eq(conversationParticipants.conversationId, id), eq(conversationParticipants.userId, listing.owner.id)));
    expect(participant.notifiedUntil).not.toBeNull();
    const rows = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(rows).toHaveLength(1);
  });

  it('a malformed id given to an inbox service is not_found before any query', async () => {
    const ctx = t.contextFor(await makeUser(t.database));
    const bad = ['-'.repeat(36), 'x', '../', '', `${'0'.repeat(8)}-0000-0000-0000-00000000000g`];
    for (const id of bad) {
      for (const call of [
        () => getConversation(ctx, id),
        () => messagesAfter(ctx, id, id),
        () => markConversationRead(ctx, id),
        () => sendMessage(ctx, id, { body: 'x' }),
        () => openAttachment(ctx, id, id),
        () => blockInConversation(ctx, id),
        () => reportInConversation(ctx, id, { reason: 'spam', message: undefined }),
      ])
        await expect(call()).rejects.toMatchObject({ name: 'AppError', code: 'not_found' });
    }
  });
});
