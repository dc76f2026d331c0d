import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAfter } from '#common/calendar-day.ts';
import { INVITATION_TTL_DAYS, MAX_HOUSEHOLD_MEMBERS, MAX_PENDING_INVITATIONS } from '../../common/invitations.ts';
import { seedDemoInvitations } from '../../server/db/seed/demo-invitations.ts';
import { createUser } from '../../server/domain/users/users.service.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Call = (path: string, init?: RequestInit) => Promise<Response>;

describe('invitations API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signIn(user: { email: string }): Promise<Call> {
    const pair = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json();
    return async (path, init = {}) =>
      t.app.request(`/api/users/me/${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.access}`, 'accept-language': 'en' },
      });
  }
  async function person(name?: string) {
    const user = await makeUser(t.database, { name });
    return { user, call: await signIn(user) };
  }
  const invite = (call: Call, email: string, message?: string) =>
    call('invitations/', { method: 'POST', body: JSON.stringify({ kind: 'household', email, message }) });
  const post = (call: Call, path: string) => call(path, { method: 'POST' });

  it('invite, the confirmed invitee sees it and accepts: household on both sides, inviter notified', async () => {
    const anna = await person('Anna Inviter');
    const bjorn = await person('Björn Invitee');
    const sent = await invite(anna.call, bjorn.user.email.toUpperCase(), 'Eigum við að leigja saman?');
    expect(sent.status).toBe(201);
    const invitation = await sent.json();
    expect(invitation).toMatchObject({
      kind: 'household',
      state: 'pending',
      role: 'inviter',
      invitee_email: bjorn.user.email,
      invitee: null, // sending never says whether the address has an account
      message: 'Eigum við að leigja saman?',
    });
    expect(Date.parse(invitation.expires_at)).toBe(daysAfter(t.clock.now, INVITATION_TTL_DAYS).getTime());

    const received = await (await bjorn.call('invitations/')).json();
    expect(received).toEqual([
      expect.objectContaining({ id: invitation.id, role: 'invitee', inviter: expect.objectContaining({ name: 'Anna Inviter' }) }),
    ]);
    // The invitee's account got an in-app notification linking to it.
    const [notification] = await t.database.query(
      `select event, link from notifications where user_id = '${bjorn.user.id}' and kind = 'invitations'`,
    );
    expect(notification).toEqual({ event: 'invitation_received', link: `/invitations/${invitation.id}` });

    const accepted = await post(bjorn.call, `invitations/${invitation.id}/accept/`);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ state: 'accepted', invitee: { id: bjorn.user.id, name: 'Björn Invitee' } });

    const annaHousehold = await (await anna.call('household/')).json();
    expect(annaHousehold.members).toEqual([
      expect.objectContaining({ id: bjorn.user.id, name: 'Björn Invitee', email_confirmed: true }),
    ]);
    const bjornHousehold = await (await bjorn.call('household/')).json();
    expect(bjornHousehold).toEqual({ members: [], joined: [expect.objectContaining({ id: anna.user.id })] });
    const events = await t.database.query(`select event from notifications where user_id = '${anna.user.id}'`);
    expect(events).toEqual([{ event: 'invitation_accepted' }]);

    // The tenant profile shows the household with the verified badge.
    const profile = await (
      await t.app.request(`/api/tenant-profiles/${bjorn.user.id}/`, {
        headers: { authorization: await tokenHeader(bjorn.user.email) },
      })
    ).json();
    expect(profile.household).toEqual([{ id: anna.user.id, name: 'Anna Inviter', email_confirmed: true }]);
    expect((await anna.call('invitations/sent/')).status).toBe(200);
    expect(await (await anna.call('invitations/sent/?state=past')).json()).toEqual([
      expect.objectContaining({ id: invitation.id, state: 'accepted' }),
    ]);
  });

  async function tokenHeader(email: string) {
    const pair = await (await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD })).json();
    return `Bearer ${pair.access}`;
  }

  it('accepting twice (even at once) makes one household row and one 409', async () => {
    const a = await person();
    const b = await person();
    const { id } = await (await invite(a.call, b.user.email)).json();
    const answers = await Promise.all([post(b.call, `invitations/${id}/accept/`), post(b.call, `invitations/${id}/accept/`)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const again = await post(b.call, `invitations/${id}/accept/`);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({
      code: 'invitation_already_answered',
      message: 'This invitation has already been answered.',
    });
    expect(await post(b.call, `invitations/${id}/decline/`).then((r) => r.status)).toBe(409);
    const rows = await t.database.query(`select id from household_members where owner_id = '${a.user.id}'`);
    expect(rows).toHaveLength(1);
  });

  it('an unconfirmed address sees nothing, until it is confirmed; the mail goes to the address', async () => {
    const a = await person('Gunnar Sendir');
    const email = `unconfirmed-${Date.now()}@example.is`;
    const { id } = await (await invite(a.call, email, 'Halló!')).json();
    const mail = await t.waitForMail(email, 'invitation');
    expect(mail.text).toContain(`/invitations/${id}`);
    expect(mail.text).toContain('Gunnar Sendir');
    expect(mail.text).toContain('> Halló!');

    // Someone signs up with that address but never confirms it: they must not see or take it.
    const squatter = await createUser(t.database.db, { email, password: TEST_PASSWORD, name: 'Not Them' });
    const call = await signIn(squatter);
    expect(await (await call('invitations/')).json()).toEqual([]);
    expect((await call(`invitations/${id}/`)).status).toBe(404);
    expect((await post(call, `invitations/${id}/accept/`)).status).toBe(404);

    await t.database.query(`update users set email_confirmed_at = now() where id = '${squatter.id}'`);
    expect((await (await call('invitations/')).json()).map((i: { id: string }) => i.id)).toEqual([id]);
    expect((await post(call, `invitations/${id}/decline/`)).status).toBe(200);
    expect(await t.database.query(`select event from notifications where user_id = '${a.user.id}'`)).toEqual([
      { event: 'invitation_declined' },
    ]);
  });

  it("mails in the language of the address's account, else in the inviter's", async () => {
    const a = await person('Sigga Sendir');
    const polish = `pl-${Date.now()}@example.is`;
    await createUser(t.database.db, {
      email: polish,
      password: TEST_PASSWORD,
      name: 'Ola Nowak',
      locale: 'pl',
    });
    await invite(a.call, polish);
    const pl = await t.waitForMail(polish, 'invitation');
    expect(pl.subject).toBe('Sigga Sendir zaprasza Cię do swojego gospodarstwa domowego w Heimaleiga');
    expect(pl.text).toContain('Dzień dobry, Ola Nowak!');
    const nobody = `nobody-${Date.now()}@example.is`;
    await invite(a.call, nobody);
    const is = await t.waitForMail(nobody, 'invitation');
    expect(is.subject).toBe('Sigga Sendir býður þér að bætast í heimilið sitt á Heimaleigu');
    expect(is.text.startsWith('Hæ,')).toBe(true);
  });

  it('the demo invitation is seeded once and reopened when it has expired', async () => {
    const from = await makeUser(t.database, { email: 'tenant2@demo.heimaleiga.is', name: 'Oksana Kovalenko' });
    const to = await makeUser(t.database, { email: 'tenant@demo.heimaleiga.is', name: 'Guðrún Jónsdóttir' });
    await seedDemoInvitations(t.database, t.clock.now);
    await seedDemoInvitations(t.database, t.clock.now);
    const call = await signIn(to);
    const [invitation] = await (await call('invitations/')).json();
    expect(invitation).toMatchObject({ inviter: { id: from.id, name: 'Oksana Kovalenko' }, state: 'pending' });
    expect(invitation.message).toContain('Langholtsvegi');
    const later = daysAfter(t.clock.now, 20);
    await seedDemoInvitations(t.database, later);
    const rows = await t.database.query(`select expires_at from invitations where inviter_id = '${from.id}'`);
    expect(rows).toHaveLength(1);
    expect(new Date((rows[0] as { expires_at: string }).expires_at).getTime()).toBeGreaterThan(later.getTime());
  });

  it('a third person gets 404 on every invitation action; the inviter may not answer', async () => {
    const a = await person();
    const b = await person();
    const stranger = await person();
    const { id } = await (await invite(a.call, b.user.email)).json();
    expect((await stranger.call(`invitations/${id}/`)).status).toBe(404);
    expect((await post(stranger.call, `invitations/${id}/accept/`)).status).toBe(404);
    expect((await post(stranger.call, `invitations/${id}/decline/`)).status).toBe(404);
    expect((await post(stranger.call, `invitations/${id}/revoke/`)).status).toBe(404);
    expect((await stranger.call('invitations/not-a-uuid/')).status).toBe(404);
    expect((await post(a.call, `invitations/${id}/accept/`)).status).toBe(403);
    expect((await post(b.call, `invitations/${id}/revoke/`)).status).toBe(403);
    expect((await a.call(`invitations/${id}/`)).status).toBe(200);
    expect((await b.call(`invitations/${id}/`)).status).toBe(200);
  });

  it('an expired invitation can no longer be answered, and inviting again renews it', async () => {
    const a = await person();
    const b = await person();
    const { id } = await (await invite(a.call, b.user.email)).json();
    t.advance(INVITATION_TTL_DAYS * 86_400);
    // Tokens expired with the clock too: sign in again.
    const [aCall, bCall] = [await signIn(a.user), await signIn(b.user)];
    const late = await post(bCall, `invitations/${id}/accept/`);
    expect(late.status).toBe(409);
    expect((await late.json()).error.code).toBe('invitation_expired');
    expect(await (await bCall('invitations/')).json()).toEqual([]);
    expect(await (await bCall('invitations/?state=past')).json()).toEqual([expect.objectContaining({ id, state: 'expired' })]);
    expect(await (await aCall(`invitations/${id}/`)).json()).toMatchObject({ state: 'expired' });

    const renewed = await (await invite(aCall, b.user.email)).json();
    expect(renewed).toMatchObject({ id, state: 'pending' });
    expect((await post(bCall, `invitations/${id}/accept/`)).status).toBe(200);
  });

  it('refuses bad input with translated field errors', async () => {
    const a = await person();
    const bad = await invite(a.call, 'not-an-email');
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields.email).toEqual(['Enter a valid email address.']);
    const self = await invite(a.call, a.user.email);
    expect(self.status).toBe(422);
    const selfError = (await self.json()).error;
    expect(selfError.code).toBe('invitation_to_self');
    expect(selfError.fields.email).toEqual([
      'This is your own email address. Enter the address of the person you want to invite.',
    ]);
    const long = await invite(a.call, 'someone@example.is', 'x'.repeat(501));
    expect(long.status).toBe(422);
    expect((await a.call('invitations/?state=everything')).status).toBe(422);
    expect(await (await a.call('invitations/sent/')).json()).toEqual([]);
  });

  it('refuses a second open invitation, someone already in the household, and more than the limits', async () => {
    const a = await person();
    const b = await person();
    const first = await (await invite(a.call, b.user.email)).json();
    const twice = await invite(a.call, b.user.email);
    expect(twice.status).toBe(409);
    const twiceError = (await twice.json()).error;
    expect(twiceError.code).toBe('invitation_already_open');
    expect(twiceError.fields.email).toEqual(['You have already invited this address, and the invitation is still open.']);
    await post(b.call, `invitations/${first.id}/accept/`);
    const member = await invite(a.call, b.user.email);
    expect((await member.json()).error).toMatchObject({
      code: 'household_already_member',
      fields: { email: ['This person is already in your household.'] },
    });
    // Nor can the member invite the owner back: they already share a household.
    expect((await invite(b.call, a.user.email)).status).toBe(409);

    for (let i = 0; i < MAX_PENDING_INVITATIONS; i++)
      expect((await invite(a.call, `p${i}-${Date.now()}@example.is`)).status).toBe(201);
    const tooMany = await invite(a.call, `one-more-${Date.now()}@example.is`);
    expect(tooMany.status).toBe(409);
    expect((await tooMany.json()).error).toEqual({
      code: 'invitation_open_limit',
      message: 'You have 10 open invitations. Wait for answers or withdraw one before sending more.',
    });
    const sent = await (await a.call('invitations/sent/')).json();
    expect(sent).toHaveLength(MAX_PENDING_INVITATIONS);
    expect((await post(a.call, `invitations/${sent[0].id}/revoke/`)).status).toBe(200);
    expect((await post(a.call, `invitations/${sent[0].id}/revoke/`)).status).toBe(200);
    expect((await invite(a.call, `after-revoke-${Date.now()}@example.is`)).status).toBe(201);
  });

  it('a household is full at six members, checked again when accepting', async () => {
    const owner = await person();
    const people = await Promise.all(Array.from({ length: MAX_HOUSEHOLD_MEMBERS + 1 }, () => person()));
    const ids: string[] = [];
    for (const p of people) ids.push((await (await invite(owner.call, p.user.email)).json()).id);
    for (let i = 0; i < MAX_HOUSEHOLD_MEMBERS; i++)
      expect((await post(people[i].call, `invitations/${ids[i]}/accept/`)).status).toBe(200);
    const last = await post(people[MAX_HOUSEHOLD_MEMBERS].call, `invitations/${ids[MAX_HOUSEHOLD_MEMBERS]}/accept/`);
    expect(last.status).toBe(409);
    expect((await last.json()).error).toEqual({
      code: 'household_full',
      message: 'This household is full: at most 6 people can join a household.',
    });
    expect((await (await people[MAX_HOUSEHOLD_MEMBERS].call(`invitations/${ids[MAX_HOUSEHOLD_MEMBERS]}/`)).json()).state).toBe(
      'pending',
    );
    expect((await invite(owner.call, `seventh-${Date.now()}@example.is`)).status).toBe(409);
  });

  it('removes a member and leaves a household; someone unlinked is 404', async () => {
    const a = await person();
    const b = await person();
    const c = await person();
    for (const p of [b, c]) {
      const { id } = await (await invite(a.call, p.user.email)).json();
      await post(p.call, `invitations/${id}/accept/`);
    }
    expect((await a.call(`household/${b.user.id}/`, { method: 'DELETE' })).status).toBe(204);
    expect((await c.call(`household/${a.user.id}/`, { method: 'DELETE' })).status).toBe(204);
    expect((await c.call(`household/${a.user.id}/`, { method: 'DELETE' })).status).toBe(404);
    expect((await b.call(`household/${c.user.id}/`, { method: 'DELETE' })).status).toBe(404);
    expect(await (await a.call('household/')).json()).toEqual({ members: [], joined: [] });
  });

  it('export includes invitations and household; deleting the account withdraws and unlinks', async () => {
    const a = await person();
    const b = await person();
    const pendingTo = `pending-${Date.now()}@example.is`;
    const { id } = await (await invite(a.call, b.user.email)).json();
    await post(b.call, `invitations/${id}/accept/`);
    const open = await (await invite(a.call, pendingTo)).json();

    const exported = await (await a.call('export/')).json();
    expect(exported.invitations_sent.map((i: { state: string }) => i.state).sort()).toEqual(['accepted', 'pending']);
    expect(exported.household.members).toEqual([expect.objectContaining({ user_id: b.user.id })]);
    const bExport = await (await b.call('export/')).json();
    expect(bExport.invitations_received).toEqual([expect.objectContaining({ id, state: 'accepted' })]);

    const deleted = await a.call('delete/', { method: 'POST', body: JSON.stringify({ password: TEST_PASSWORD }) });
    expect(deleted.status).toBe(204);
    expect(await t.database.query(`select status from invitations where id = '${open.id}'`)).toEqual([{ status: 'revoked' }]);
    expect(await (await b.call('household/')).json()).toEqual({ members: [], joined: [] });
    expect(await t.database.query(`select id from household_members where owner_id = '${a.user.id}'`)).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await t.app.request('/api/users/me/invitations/')).status).toBe(401);
    expect((await t.app.request('/api/users/me/household/')).status).toBe(401);
  });

  it('documents every operation in OpenAPI', async () => {
    const doc = await (await t.app.request('/api/openapi.json')).json();
    for (const path of [
      '/api/users/me/invitations/',
      '/api/users/me/invitations/sent/',
      '/api/users/me/invitations/{id}/',
      '/api/users/me/invitations/{id}/accept/',
      '/api/users/me/invitations/{id}/decline/',
      '/api/users/me/invitations/{id}/revoke/',
      '/api/users/me/household/',
      '/api/users/me/household/{memberId}/',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.components.schemas.Invitation).toBeDefined();
  });
});
