import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffFileType } from '#common/file-type.ts';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser } from '#tests/fixtures/test-app.ts';
import { seedDemoTeamDocuments } from './demo-teams.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('demo team documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives Norðurljós Leiga one registry extract (a real PDF), once', async () => {
    const owner = await makeUser(t.database);
    const team = await makeTeam(t.database, [{ userId: owner.id, role: 'owner' }], {
      slug: 'nordurljos-leiga',
      verificationStatus: 'pending',
    });
    await seedDemoTeamDocuments(t.database, t.storage);
    await seedDemoTeamDocuments(t.database, t.storage);
    const rows = (await t.database.query(`select storage_key, file_name from team_documents where team_id = '${team.id}'`)) as {
      storage_key: string;
      file_name: string;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0].file_name).toMatch(/^Vottorð úr fyrirtækjaskrá/);
    const stored = await t.storage.get(rows[0].storage_key);
    expect(stored && sniffFileType(stored.bytes)).toBe('application/pdf');
  });
});
