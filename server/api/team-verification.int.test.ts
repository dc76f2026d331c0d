import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';
import { multipart, pdfFile } from '#tests/fixtures/upload-files.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('team verification API and staff API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function caller(scope: ('user' | 'staff')[] = ['user']) {
    const user = await makeUser(t.database, { scope });
    const pair = await (await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD })).json();
    const headers = { authorization: `Bearer ${pair.access}`, 'accept-language': 'en' };
    const call = (path: string, init: RequestInit = {}) =>
      t.app.request(path, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
    const json = (path: string, method: string, body: unknown) =>
      call(path, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    return { user, call, json };
  }

  it('runs the flow: upload, send, staff queue, staff reject without a reason (422), verify, download', async () => {
    const owner = await caller();
    const viewer = await caller();
    const outsider = await caller();
    const staff = await caller(['user', 'staff']);
    const team = await makeTeam(
      t.database,
      [
        { userId: owner.user.id, role: 'owner' },
        { userId: viewer.user.id, role: 'viewer' },
      ],
      { name: 'Hraunlind Leiga ehf.' },
    );
    const base = `/api/teams/${team.slug}/verification/`;

    const early = await owner.call(`${base}submit/`, { method: 'POST' });
    expect(early.status).toBe(422);
    expect((await early.json()).error.code).toBe('team_verification_incomplete');

    const upload = await owner.call(`${base}documents/`, {
      method: 'POST',
      body: multipart('files', [{ name: 'Vottorð.pdf', bytes: pdfFile('Vottorð'), type: 'application/pdf' }]),
    });
    expect(upload.status).toBe(201);
    const [doc] = await upload.json();

    // A viewer reads and downloads, but may not send; someone outside the team sees nothing.
    expect((await viewer.call(base)).status).toBe(200);
    expect((await viewer.call(`${base}documents/${doc.id}/download/`)).status).toBe(200);
    expect((await viewer.call(`${base}submit/`, { method: 'POST' })).status).toBe(404);
    expect((await outsider.call(base)).status).toBe(404);
    expect((await outsider.call(`${base}documents/${doc.id}/download/`)).status).toBe(404);

    const sent = await owner.call(`${base}submit/`, { method: 'POST' });
    expect(sent.status).toBe(200);
    expect((await sent.json()).status).toBe('pending');
    const again = await owner.call(`${base}submit/`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('team_verification_already_sent');

    // Staff only: a member of the team is refused the staff API (403).
    expect((await owner.call('/api/man/teams/')).status).toBe(403);
    expect((await owner.json(`/api/man/teams/${team.id}/decision/`, 'POST', { decision: 'verify' })).status).toBe(403);

    const queue = await (await staff.call(`/api/man/teams/?status=pending&q=${encodeURIComponent('Hraunlind')}`)).json();
    expect(queue.items.map((i: { id: string }) => i.id)).toEqual([team.id]);
    const download = await staff.call(`/api/man/teams/${team.id}/documents/${doc.id}/download/`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');

    const noReason = await staff.json(`/api/man/teams/${team.id}/decision/`, 'POST', { decision: 'reject', reason: '' });
    expect(noReason.status).toBe(422);
    expect((await noReason.json()).error.fields.reason).toBeDefined();

    expect((await staff.json(`/api/man/teams/${team.id}/decision/`, 'POST', { decision: 'verify' })).status).toBe(204);
    const twice = await staff.json(`/api/man/teams/${team.id}/decision/`, 'POST', { decision: 'verify' });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.code).toBe('team_verification_not_open');

    const detail = await (await staff.call(`/api/man/teams/${team.id}/`)).json();
    expect(detail.team.status).toBe('verified');
    expect(detail.audit[0].action).toBe('team.verify');
    expect((await (await owner.call(base)).json()).status).toBe('verified');
  });

  it('takes sub-entities: an invalid kennitala beside the field, a duplicate refused', async () => {
    const owner = await caller();
    const team = await makeTeam(t.database, [{ userId: owner.user.id, role: 'owner' }]);
    const path = `/api/teams/${team.slug}/verification/sub-entities/`;
    const bad = await owner.json(path, 'POST', { name: 'Hlemmur ehf.', kennitala: '460411-0331' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields).toEqual({ kennitala: ['This kennitala is not valid. Check the digits.'] });
    const added = await owner.json(path, 'POST', { name: 'Hlemmur ehf.', kennitala: '460411-0330' });
    expect(added.status).toBe(201);
    const duplicate = await owner.json(path, 'POST', { name: 'Hlemmur', kennitala: '4604110330' });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).error.code).toBe('team_sub_entity_taken');
    const list = await (await owner.call(path)).json();
    expect(list.sub_entities).toEqual([
      expect.objectContaining({ name: 'Hlemmur ehf.', kennitala: '4604110330', status: 'pending' }),
    ]);
  });
});
