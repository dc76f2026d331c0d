import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser } from '#tests/fixtures/test-app.ts';
import { pdfFile, phoneJpeg } from '#tests/fixtures/upload-files.ts';
import type { ServiceContext } from '../context.ts';
import {
  decideSubEntity,
  decideTeamVerification,
  openStaffTeamDocument,
  searchStaffTeams,
  staffTeamDetail,
} from '../staff/staff-teams.service.ts';
import { addSubEntity, deleteSubEntity, listSubEntities } from './sub-entities.service.ts';
import { deleteTeamDocument, openTeamDocument, uploadTeamDocuments } from './team-documents.service.ts';
import { submitVerification, teamVerification } from './verification.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const refusal = (code: string, fields?: Record<string, string[]>) =>
  expect.objectContaining({ code, ...(fields ? { fields } : {}) });

describe('team verification (service)', () => {
  let t: TestApp;
  let staffCtx: ServiceContext;
  beforeAll(async () => {
    t = await createTestApp();
    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    staffCtx = t.contextFor({ id: staff.id, scope: ['user', 'staff'] });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A team with an owner, an admin, an agent and a viewer, and a context for each. */
  async function teamOfFour() {
    const [owner, admin, agent, viewer, outsider] = await Promise.all(Array.from({ length: 5 }, () => makeUser(t.database)));
    const team = await makeTeam(t.database, [
      { userId: owner.id, role: 'owner' },
      { userId: admin.id, role: 'admin' },
      { userId: agent.id, role: 'agent' },
      { userId: viewer.id, role: 'viewer' },
    ]);
    return {
      team,
      owner: await t.contextForMember(owner.id),
      ownerId: owner.id,
      adminId: admin.id,
      agentId: agent.id,
      admin: await t.contextForMember(admin.id),
      agent: await t.contextForMember(agent.id),
      viewer: await t.contextForMember(viewer.id),
      outsider: await t.contextForMember(outsider.id),
    };
  }
  const pdf = (name = 'Fyrirtækjaskrá.pdf') => ({ name, bytes: pdfFile('Vottorð úr fyrirtækjaskrá') });

  it('goes unverified -> pending with a document, and staff verify it: audited, owners and admins told', async () => {
    const { team, owner, ownerId, adminId, agentId } = await teamOfFour();
    expect((await teamVerification(owner, team.slug)).status).toBe('unverified');
    await expect(submitVerification(owner, team.slug)).rejects.toEqual(refusal('team_verification_incomplete'));

    const [doc] = await uploadTeamDocuments(owner, team.slug, [pdf()]);
    expect(doc).toMatchObject({ file_name: 'Fyrirtækjaskrá.pdf', content_type: 'application/pdf', sub_entity_id: null });
    const sent = await submitVerification(owner, team.slug);
    expect(sent).toMatchObject({ status: 'pending', can_update: true, documents: [expect.objectContaining({ id: doc.id })] });
    await expect(submitVerification(owner, team.slug)).rejects.toEqual(refusal('team_verification_already_sent'));
    // While staff look at them, the documents stay as they are.
    await expect(deleteTeamDocument(owner, team.slug, doc.id)).rejects.toEqual(refusal('team_documents_locked'));
    await expect(uploadTeamDocuments(owner, team.slug, [pdf()])).rejects.toEqual(refusal('team_documents_locked'));

    const queue = await searchStaffTeams(staffCtx, { status: 'pending', q: team.name, page: 1 });
    expect(queue.items.map((i) => i.id)).toEqual([team.id]);
    expect(queue.items[0].submitted_at).not.toBeNull();
    const file = await openStaffTeamDocument(staffCtx, team.id, doc.id);
    expect(file.contentType).toBe('application/pdf');

    await decideTeamVerification(staffCtx, team.id, { decision: 'verify' });
    expect((await teamVerification(owner, team.slug)).status).toBe('verified');
    await expect(decideTeamVerification(staffCtx, team.id, { decision: 'verify' })).rejects.toEqual(
      refusal('team_verification_not_open'),
    );
    await expect(submitVerification(owner, team.slug)).rejects.toEqual(refusal('team_verification_already_sent'));

    const detail = await staffTeamDetail(staffCtx, team.id);
    expect(detail.audit.map((a) => a.action)).toEqual(['team.verify']);
    expect(detail.members).toHaveLength(4);
    const told = (await t.database.query(
      `select user_id from notifications where event = 'team_verified' and params->>'team' = '${team.name.replace(/'/g, "''")}'`,
    )) as { user_id: string }[];
    expect(told.map((r) => r.user_id).sort()).toEqual([ownerId, adminId].sort());
    expect(told.map((r) => r.user_id)).not.toContain(agentId);
  });

  it('rejects with a reason the team reads; the team sends again', async () => {
    const { team, admin } = await teamOfFour();
    await uploadTeamDocuments(admin, team.slug, [pdf()]);
    await submitVerification(admin, team.slug);
    const reason = 'Vottorðið er eldra en þriggja mánaða.';
    await decideTeamVerification(staffCtx, team.id, { decision: 'reject', reason });
    expect(await teamVerification(admin, team.slug)).toMatchObject({ status: 'rejected', reason });
    // Rejected: documents open again, and the team may send again.
    const [fresh] = await uploadTeamDocuments(admin, team.slug, [{ name: 'nytt.jpg', bytes: await phoneJpeg() }]);
    expect(fresh.content_type).toBe('image/jpeg');
    expect(await submitVerification(admin, team.slug)).toMatchObject({ status: 'pending', reason: null });
    const detail = await staffTeamDetail(staffCtx, team.id);
    expect(detail.audit[0]).toMatchObject({ action: 'team.reject', details: expect.objectContaining({ reason }) });
  });

  it('of two staff deciding at once, one wins and the other is refused', async () => {
    const { team, owner } = await teamOfFour();
    await uploadTeamDocuments(owner, team.slug, [pdf()]);
    await submitVerification(owner, team.slug);
    const other = await makeUser(t.database, { scope: ['user', 'staff'] });
    const otherCtx = t.contextFor({ id: other.id, scope: ['user', 'staff'] });
    const results = await Promise.allSettled([
      decideTeamVerification(staffCtx, team.id, { decision: 'verify' }),
      decideTeamVerification(otherCtx, team.id, { decision: 'reject', reason: 'Gögnin eru ekki læsileg.' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toEqual(refusal('team_verification_not_open'));
    const detail = await staffTeamDetail(staffCtx, team.id);
    expect(detail.audit).toHaveLength(1);
    expect(['verified', 'rejected']).toContain(detail.team.status);
  });

  it('refuses roles without team.update, people outside the team, and non-staff deciding', async () => {
    const { team, owner, agent, viewer, outsider } = await teamOfFour();
    const [doc] = await uploadTeamDocuments(owner, team.slug, [pdf()]);
    for (const ctx of [agent, viewer]) {
      await expect(uploadTeamDocuments(ctx, team.slug, [pdf()])).rejects.toEqual(refusal('not_found'));
      await expect(submitVerification(ctx, team.slug)).rejects.toEqual(refusal('not_found'));
      await expect(deleteTeamDocument(ctx, team.slug, doc.id)).rejects.toEqual(refusal('not_found'));
      await expect(addSubEntity(ctx, team.slug, { name: 'Eignir ehf.', kennitala: '4604110330' })).rejects.toEqual(
        refusal('not_found'),
      );
      // They read it, and may download the documents (team.read), but see no forms.
      expect((await teamVerification(ctx, team.slug)).can_update).toBe(false);
      expect((await openTeamDocument(ctx, team.slug, doc.id)).fileName).toBe('Fyrirtækjaskrá.pdf');
    }
    await expect(teamVerification(outsider, team.slug)).rejects.toEqual(refusal('not_found'));
    await expect(openTeamDocument(outsider, team.slug, doc.id)).rejects.toEqual(refusal('not_found'));
    // Staff see teams in /man, not through the team's pages.
    await expect(teamVerification(staffCtx, team.slug)).rejects.toEqual(refusal('not_found'));
    await expect(decideTeamVerification(owner, team.id, { decision: 'verify' })).rejects.toEqual(refusal('forbidden'));
    await expect(searchStaffTeams(owner, { page: 1 })).rejects.toEqual(refusal('forbidden'));
    await expect(openStaffTeamDocument(owner, team.id, doc.id)).rejects.toEqual(refusal('forbidden'));
  });

  it('refuses files that are not PDFs or pictures by their content, and too many documents', async () => {
    const { team, owner } = await teamOfFour();
    const text = new TextEncoder().encode('not a pdf at all');
    await expect(uploadTeamDocuments(owner, team.slug, [pdf(), { name: 'skra.pdf', bytes: text }])).rejects.toEqual(
      refusal('validation_failed', { 'files[1]': ['file_type_not_allowed'] }),
    );
    await expect(uploadTeamDocuments(owner, team.slug, [])).rejects.toEqual(
      refusal('validation_failed', { files: ['file_required'] }),
    );
    for (let i = 0; i < 4; i++)
      await uploadTeamDocuments(
        owner,
        team.slug,
        Array.from({ length: 5 }, () => pdf()),
      );
    await expect(uploadTeamDocuments(owner, team.slug, [pdf()])).rejects.toEqual(
      refusal('validation_failed', { files: ['too_many_files'] }),
    );
  });

  it('keeps sub-entities: add, documents, duplicates refused, staff decide, the team deletes', async () => {
    const { team, owner, viewer } = await teamOfFour();
    const { id } = await addSubEntity(owner, team.slug, { name: 'Eignarhaldsfélagið Hlemmur ehf.', kennitala: '4604110330' });
    await expect(addSubEntity(owner, team.slug, { name: 'Annað nafn', kennitala: '4604110330' })).rejects.toEqual(
      refusal('team_sub_entity_taken', { kennitala: ['sub_entity_taken'] }),
    );
    // Verifying needs a document.
    await expect(decideSubEntity(staffCtx, team.id, id, { decision: 'verify' })).rejects.toEqual(
      refusal('team_verification_incomplete'),
    );
    const reason = 'Umboðið vantar undirskrift eiganda.';
    await decideSubEntity(staffCtx, team.id, id, { decision: 'reject', reason });
    expect((await listSubEntities(viewer, team.slug)).sub_entities[0]).toMatchObject({ status: 'rejected', reason });
    // A new document sends it back to staff.
    await uploadTeamDocuments(owner, team.slug, [pdf('Umboð.pdf')], { subEntityId: id });
    const listed = await listSubEntities(owner, team.slug);
    expect(listed.sub_entities[0]).toMatchObject({
      status: 'pending',
      documents: [expect.objectContaining({ file_name: 'Umboð.pdf' })],
    });
    // The team's own documents are not the sub-entity's.
    expect((await teamVerification(owner, team.slug)).documents).toEqual([]);
    await decideSubEntity(staffCtx, team.id, id, { decision: 'verify' });
    await expect(decideSubEntity(staffCtx, team.id, id, { decision: 'verify' })).rejects.toEqual(
      refusal('team_verification_not_open'),
    );
    await expect(uploadTeamDocuments(owner, team.slug, [pdf()], { subEntityId: id })).rejects.toEqual(
      refusal('team_documents_locked'),
    );
    expect((await staffTeamDetail(staffCtx, team.id)).audit.map((a) => a.action)).toEqual([
      'team.sub_entity_verify',
      'team.sub_entity_reject',
    ]);
    await deleteSubEntity(owner, team.slug, id);
    expect((await listSubEntities(owner, team.slug)).sub_entities).toEqual([]);
  });
});
