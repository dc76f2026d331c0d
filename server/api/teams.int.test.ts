import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_TTL_DAYS } from '#common/invitations.ts';
import { MAX_TEAMS_CREATED } from '#common/team-rules.ts';
import { changeMemberRole } from '#server/domain/teams/members.service.ts';
import { makeTeam, randomCompanyKennitala } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';
import { multipart, pngFile } from '#tests/fixtures/upload-files.ts';
import enErrors from '../../locales/en/errors.json';

/** A field error as the API sends it: the field code's English message. */
const f = (code: keyof typeof enErrors.fields) => [enErrors.fields[code]];

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Call = (path: string, init?: { method?: string; body?: unknown }) => Promise<Response>;

describe('teams API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let n = 0;
  async function person(name?: string) {
    const user = await makeUser(t.database, { name });
    const headers = { authorization: '', 'accept-language': 'en' };
    const signIn = async () => {
      const pair = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json();
      headers.authorization = `Bearer ${pair.access}`;
    };
    await signIn();
    const request = (path: string, init: { method?: string; body?: unknown }) =>
      t.app.request(`/api/${path}`, {
        method: init.method ?? 'GET',
        headers: { ...headers, ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      });
    // After the clock moves past the token's life, sign in again.
    const call: Call = async (path, init = {}) => {
      const response = await request(path, init);
      if (response.status !== 401) return response;
      await signIn();
      return request(path, init);
    };
    return { user, call, headers };
  }
  const uniqueSlug = () => `teymi-${++n}-${Date.now().toString(36)}`;
  const create = (call: Call, body: Record<string, unknown>) => call('teams/', { method: 'POST', body });

  it('makes a team with its maker as owner, lists it, and reads and changes its profile', async () => {
    const owner = await person('Eigandi Teymis');
    const slug = uniqueSlug();
    const made = await create(owner.call, {
      name: 'Leigumiðlun Suðurlands ehf.',
      slug,
      companyKennitala: randomCompanyKennitala(),
    });
    expect(made.status).toBe(201);
    expect(await made.json()).toMatchObject({ slug, role: 'owner', verification_status: 'unverified', members: 1 });
    expect((await (await owner.call('teams/')).json()).map((team: { slug: string }) => team.slug)).toEqual([slug]);

    const changed = await owner.call(`teams/${slug}/`, {
      method: 'PATCH',
      body: {
        name: 'Leigumiðlun Suðurlands',
        description: 'Við leigjum út',
        contactEmail: 'hallo@example.is',
        contactPhone: '581 2345',
        website: 'example.is',
      },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      slug,
      name: 'Leigumiðlun Suðurlands',
      contact_phone: '+3545812345',
      website: 'https://example.is/',
      role: 'owner',
    });
    const bad = await owner.call(`teams/${slug}/`, {
      method: 'PATCH',
      body: { name: 'x', contactEmail: 'nope', contactPhone: '12', website: 'not a site' },
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields).toMatchObject({
      name: f('too_short'),
      contactEmail: f('email_invalid'),
      contactPhone: f('phone_invalid'),
      website: f('url_invalid'),
    });
  });

  it('refuses a taken slug with a free one to suggest, a bad or taken kennitala, and more than the limit', async () => {
    const a = await person();
    const b = await person();
    const slug = uniqueSlug();
    const kennitala = randomCompanyKennitala();
    expect((await create(a.call, { name: 'Fyrsta ehf.', slug, companyKennitala: kennitala })).status).toBe(201);
    const taken = await create(b.call, { name: 'Önnur ehf.', slug, companyKennitala: randomCompanyKennitala() });
    expect(taken.status).toBe(409);
    const body = await taken.json();
    expect(body.error).toMatchObject({
      code: 'team_slug_taken',
      fields: { slug: f('slug_taken') },
      details: { suggestion: `${slug}-2` },
    });

    const invalid = await create(b.call, { name: 'Önnur ehf.', slug: uniqueSlug(), companyKennitala: '010130-2989' });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).error.fields).toEqual({ companyKennitala: f('company_kennitala_invalid') });
    const reserved = await create(b.call, { name: 'Önnur ehf.', slug: 'create', companyKennitala: randomCompanyKennitala() });
    expect((await reserved.json()).error.fields).toEqual({ slug: f('slug_reserved') });

    const sameKennitala = await create(b.call, { name: 'Önnur ehf.', slug: uniqueSlug(), companyKennitala: kennitala });
    expect(sameKennitala.status).toBe(409);
    expect((await sameKennitala.json()).error).toMatchObject({
      code: 'team_kennitala_taken',
      fields: { companyKennitala: f('company_kennitala_taken') },
    });

    const c = await person();
    for (let i = 0; i < MAX_TEAMS_CREATED; i++)
      expect(
        (await create(c.call, { name: `Teymi ${i}`, slug: uniqueSlug(), companyKennitala: randomCompanyKennitala() })).status,
      ).toBe(201);
    const over = await create(c.call, { name: 'Eitt of mikið', slug: uniqueSlug(), companyKennitala: randomCompanyKennitala() });
    expect(over.status).toBe(409);
    expect((await over.json()).error.code).toBe('team_limit');
  });

  it('gives one of two parallel makers of one slug the team and the other team_slug_taken, never a 500', async () => {
    const a = await person();
    const b = await person();
    const slug = uniqueSlug();
    const answers = await Promise.all(
      [a, b].map((p) => create(p.call, { name: 'Sama nafn', slug, companyKennitala: randomCompanyKennitala() })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await refused.json()).error.code).toBe('team_slug_taken');
  });

  it('lets owners manage owners and admins the rest; never leaves the team without an owner', async () => {
    const owner = await person('Owner');
    const admin = await person('Admin');
    const agent = await person('Agent');
    const team = await makeTeam(t.database, [
      { userId: owner.user.id, role: 'owner' },
      { userId: admin.user.id, role: 'admin' },
      { userId: agent.user.id, role: 'agent' },
    ]);
    const members = await (await agent.call(`teams/${team.slug}/members/`)).json();
    expect(members.map((m: { role: string }) => m.role)).toEqual(['owner', 'admin', 'agent']);

    const role = (who: typeof owner, userId: string, value: string) =>
      who.call(`teams/${team.slug}/members/${userId}/`, { method: 'PATCH', body: { role: value } });
    // An admin may make the agent a viewer, not an owner, and may not touch the owner.
    expect((await role(admin, agent.user.id, 'viewer')).status).toBe(200);
    const toOwner = await role(admin, agent.user.id, 'owner');
    expect(toOwner.status).toBe(403);
    expect((await toOwner.json()).error).toMatchObject({
      code: 'team_role_not_allowed',
      fields: { role: f('role_not_allowed') },
    });
    // The only owner can't be demoted by anyone: the invariant is answered first.
    expect(((await (await role(admin, owner.user.id, 'agent')).json()) as { error: { code: string } }).error.code).toBe(
      'team_last_owner',
    );
    // An agent (now viewer) can't manage anyone: the team's people are not theirs to see as a manager.
    expect((await role(agent, admin.user.id, 'viewer')).status).toBe(404);
    const badRole = await role(owner, agent.user.id, 'boss');
    expect(badRole.status).toBe(422);
    expect((await badRole.json()).error.fields).toEqual({ role: f('invalid') });

    // The last owner can't demote or remove themself, nor leave.
    const selfDemote = await role(owner, owner.user.id, 'admin');
    expect(selfDemote.status).toBe(409);
    expect((await selfDemote.json()).error.code).toBe('team_last_owner');
    expect((await owner.call(`teams/${team.slug}/leave/`, { method: 'POST' })).status).toBe(409);
    // With a second owner, the first may step down; an admin still can't touch an owner.
    const second = await person('Second Owner');
    await t.database.query(
      `insert into team_members (team_id, user_id, role) values ('${team.id}', '${second.user.id}', 'owner')`,
    );
    const adminOnOwner = await role(admin, second.user.id, 'agent');
    expect(adminOnOwner.status).toBe(403);
    expect((await adminOnOwner.json()).error.code).toBe('team_role_not_allowed');
    expect((await admin.call(`teams/${team.slug}/members/${second.user.id}/`, { method: 'DELETE' })).status).toBe(403);
    expect((await role(owner, admin.user.id, 'owner')).status).toBe(200);
    expect((await role(owner, owner.user.id, 'admin')).status).toBe(200);
  });

  it('two owners demoting each other at once: one succeeds, the other gets team_last_owner', async () => {
    const a = await makeUser(t.database);
    const b = await makeUser(t.database);
    const team = await makeTeam(t.database, [
      { userId: a.id, role: 'owner' },
      { userId: b.id, role: 'owner' },
    ]);
    const [ctxA, ctxB] = await Promise.all([t.contextForMember(a.id), t.contextForMember(b.id)]);
    const results = await Promise.allSettled([
      changeMemberRole(ctxA, team.slug, b.id, { role: 'admin' }),
      changeMemberRole(ctxB, team.slug, a.id, { role: 'admin' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.code).toBe('team_last_owner');
    const owners = (await t.database.query(
      `select count(*)::int as n from team_members where team_id = '${team.id}' and role = 'owner'`,
    )) as { n: number }[];
    expect(owners[0].n).toBe(1);
  });

  it('removing a member ends their acting for the team; leaving works for anyone but the last owner', async () => {
    const owner = await person();
    const agent = await person();
    const viewer = await person();
    const team = await makeTeam(t.database, [
      { userId: owner.user.id, role: 'owner' },
      { userId: agent.user.id, role: 'agent' },
      { userId: viewer.user.id, role: 'viewer' },
    ]);
    await t.database.query(`update users set acting_team_id = '${team.id}' where id = '${agent.user.id}'`);
    expect((await owner.call(`teams/${team.slug}/members/${agent.user.id}/`, { method: 'DELETE' })).status).toBe(204);
    const [row] = (await t.database.query(`select acting_team_id from users where id = '${agent.user.id}'`)) as {
      acting_team_id: string | null;
    }[];
    expect(row.acting_team_id).toBeNull();
    expect((await agent.call(`teams/${team.slug}/`)).status).toBe(404);
    expect((await viewer.call(`teams/${team.slug}/leave/`, { method: 'POST' })).status).toBe(204);
    expect((await viewer.call(`teams/${team.slug}/`)).status).toBe(404);
    expect((await owner.call(`teams/${team.slug}/members/${agent.user.id}/`, { method: 'DELETE' })).status).toBe(404);
  });

  it('invites by email: twice refused, a member refused, accepting joins with the role', async () => {
    const owner = await person('Olga Owner');
    const invitee = await person('Ívar Invitee');
    const viewer = await person();
    const team = await makeTeam(t.database, [
      { userId: owner.user.id, role: 'owner' },
      { userId: viewer.user.id, role: 'viewer' },
    ]);
    const sent = await owner.call(`teams/${team.slug}/invitations/`, {
      method: 'POST',
      body: { email: invitee.user.email.toUpperCase(), role: 'agent', message: 'Velkomin' },
    });
    expect(sent.status).toBe(201);
    const invitation = await sent.json();
    expect(invitation).toMatchObject({
      kind: 'team',
      state: 'pending',
      team: { slug: team.slug, name: team.name, role: 'agent' },
    });

    const twice = await owner.call(`teams/${team.slug}/invitations/`, {
      method: 'POST',
      body: { email: invitee.user.email, role: 'viewer' },
    });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error).toMatchObject({
      code: 'invitation_already_open',
      fields: { email: f('already_invited') },
    });
    const member = await owner.call(`teams/${team.slug}/invitations/`, {
      method: 'POST',
      body: { email: viewer.user.email, role: 'agent' },
    });
    expect(member.status).toBe(409);
    expect((await member.json()).error).toMatchObject({
      code: 'team_already_member',
      fields: { email: f('already_team_member') },
    });
    // A viewer can't see or send the team's invitations.
    expect((await viewer.call(`teams/${team.slug}/invitations/`)).status).toBe(404);

    const [notification] = await t.database.query(
      `select event, link from notifications where user_id = '${invitee.user.id}' and kind = 'invitations'`,
    );
    expect(notification).toEqual({ event: 'invitation_received', link: `/teams/invites/${invitation.id}` });
    const received = await (await invitee.call('users/me/invitations/')).json();
    expect(received[0]).toMatchObject({ id: invitation.id, team: { slug: team.slug, role: 'agent' } });
    expect((await invitee.call(`users/me/invitations/${invitation.id}/accept/`, { method: 'POST' })).status).toBe(200);
    const mine = await (await invitee.call('teams/')).json();
    expect(mine).toEqual([expect.objectContaining({ slug: team.slug, role: 'agent' })]);
    const again = await invitee.call(`users/me/invitations/${invitation.id}/accept/`, { method: 'POST' });
    expect((await again.json()).error.code).toBe('invitation_already_answered');
  });

  it('mails an address without an account; expiry, resend (renew) and revoke', async () => {
    const owner = await person('Olga Owner');
    const team = await makeTeam(t.database, [{ userId: owner.user.id, role: 'owner' }]);
    const email = `nyr-${Date.now()}@example.is`;
    const sent = await (
      await owner.call(`teams/${team.slug}/invitations/`, { method: 'POST', body: { email, role: 'viewer' } })
    ).json();
    const mail = await t.waitForMail(email, 'team_invitation');
    expect(mail.text).toContain(team.name);
    expect(mail.text).toContain(`/teams/invites/${sent.id}`);

    // Too soon to send again.
    expect((await owner.call(`teams/${team.slug}/invitations/${sent.id}/resend/`, { method: 'POST' })).status).toBe(429);
    t.advance((INVITATION_TTL_DAYS * 24 + 1) * 3600);
    const listed = await (await owner.call(`teams/${team.slug}/invitations/?state=past`)).json();
    expect(listed).toEqual([expect.objectContaining({ id: sent.id, state: 'expired' })]);
    const renewed = await owner.call(`teams/${team.slug}/invitations/${sent.id}/resend/`, { method: 'POST' });
    expect(renewed.status).toBe(200);
    expect(await renewed.json()).toMatchObject({ id: sent.id, state: 'pending' });

    const revoked = await owner.call(`teams/${team.slug}/invitations/${sent.id}/revoke/`, { method: 'POST' });
    expect(await revoked.json()).toMatchObject({ state: 'revoked' });
    expect((await owner.call(`teams/${team.slug}/invitations/${sent.id}/resend/`, { method: 'POST' })).status).toBe(409);
    // Another team's owner doesn't see it.
    const other = await person();
    const otherTeam = await makeTeam(t.database, [{ userId: other.user.id, role: 'owner' }]);
    expect((await other.call(`teams/${otherTeam.slug}/invitations/${sent.id}/revoke/`, { method: 'POST' })).status).toBe(404);
  });

  it('refuses an expired invitation and an admin offering the owner role', async () => {
    const owner = await person();
    const admin = await person();
    const invitee = await person();
    const team = await makeTeam(t.database, [
      { userId: owner.user.id, role: 'owner' },
      { userId: admin.user.id, role: 'admin' },
    ]);
    const asOwner = await admin.call(`teams/${team.slug}/invitations/`, {
      method: 'POST',
      body: { email: invitee.user.email, role: 'owner' },
    });
    expect(asOwner.status).toBe(403);
    expect((await asOwner.json()).error.fields).toEqual({ role: f('role_not_allowed') });
    const sent = await (
      await admin.call(`teams/${team.slug}/invitations/`, { method: 'POST', body: { email: invitee.user.email, role: 'agent' } })
    ).json();
    t.advance((INVITATION_TTL_DAYS * 24 + 1) * 3600);
    const late = await invitee.call(`users/me/invitations/${sent.id}/accept/`, { method: 'POST' });
    expect(late.status).toBe(409);
    expect((await late.json()).error.code).toBe('invitation_expired');
    expect(await (await invitee.call('teams/')).json()).toEqual([]);
  });

  it('uploads a logo, serves it publicly, removes it', async () => {
    const owner = await person();
    const agent = await person();
    const team = await makeTeam(t.database, [
      { userId: owner.user.id, role: 'owner' },
      { userId: agent.user.id, role: 'agent' },
    ]);
    const png = await pngFile();
    const put = (who: typeof owner) =>
      t.app.request(`/api/teams/${team.slug}/profile/logo/`, {
        method: 'PUT',
        headers: who.headers,
        body: multipart('file', [{ name: 'logo.png', bytes: png }]),
      });
    expect((await put(agent)).status).toBe(404);
    const uploaded = await put(owner);
    expect(uploaded.status).toBe(200);
    const { logo_url } = await uploaded.json();
    expect(logo_url).toMatch(new RegExp(`^/api/teams/${team.id}/logo/\\?v=\\d+$`));
    const image = await t.app.request(logo_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await t.app.request(`/api/teams/${team.id}/`)).status).toBe(401);
    expect(
      (await t.app.request(`/api/teams/${team.slug}/profile/logo/`, { method: 'DELETE', headers: owner.headers })).status,
    ).toBe(204);
    expect((await t.app.request(`/api/teams/${team.id}/logo/`)).status).toBe(404);
  });
});
