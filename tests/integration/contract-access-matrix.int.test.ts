import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, pathParamNames } from '#server/api/openapi.ts';
import { rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { readyContract } from '#tests/fixtures/contracts.ts';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';

// Every API operation on one contract (/api/rental-contracts/{id}/…), generated from the OpenAPI
// registry: a stranger and a staff person get 404 for all of them, as if the contract did not
// exist; a team viewer and a tenant may read (GET) and never change it as the landlord side.

const SOME_UUID = '0b0e5a52-7f3c-4c1e-9d7a-2f4b8c6d1e90';

/** Bodies that pass validation, by the operation path's last segment, where `{}` would not. */
const BODIES: Record<string, unknown> = {
  'sign/': { password: 'not-the-password' },
  'correction/': {
    address: 'Hverfisgata 88',
    postcode: '101',
    municipality: 'Reykjavíkurborg',
    units: [{ fastanumer: '2003356', sizeM2: 60, rooms: 2 }],
  },
};

describe('contract API operations, by who asks', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  async function tokenOf(user: { email: string }) {
    const response = await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD });
    return ((await response.json()) as { access: string }).access;
  }

  const operations = () =>
    listOperations().filter(
      (op) => op.path.startsWith('/api/rental-contracts/{id}/') && op.path !== '/api/rental-contracts/{id}/',
    );

  function call(method: string, path: string, id: string, token: string) {
    let url = path;
    for (const name of pathParamNames(path))
      url = url.replace(`{${name}}`, name === 'id' ? id : name === 'step' ? 'price' : SOME_UUID);
    const hasBody = method !== 'get' && method !== 'delete';
    return t.app.request(url, {
      method: method.toUpperCase(),
      headers: { authorization: `Bearer ${token}`, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      // A body that passes validation where one is needed, so the answer is about access.
      body: hasBody ? JSON.stringify(BODIES[path.split('/').slice(-2).join('/')] ?? {}) : undefined,
    });
  }

  it('covers the operations it should', () => {
    const paths = operations().map((op) => `${op.method} ${op.path}`);
    expect(paths).toEqual(
      expect.arrayContaining(['post /api/rental-contracts/{id}/sign/', 'post /api/rental-contracts/{id}/send/']),
    );
  });

  it('answers strangers and staff 404, and lets a viewer and the tenant read but not act as the landlord', async () => {
    const { contractId, landlord, tenant } = await readyContract(t);
    const viewer = await makeUser(t.database);
    const team = await makeTeam(t.database, [
      { userId: landlord.id, role: 'owner' },
      { userId: viewer.id, role: 'viewer' },
    ]);
    await t.database.db
      .update(rentalContracts)
      .set({ ownerTeamId: team.id, ownerUserId: null })
      .where(eq(rentalContracts.id, contractId));
    const stranger = await makeUser(t.database);
    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    const tokens = {
      stranger: await tokenOf(stranger),
      staff: await tokenOf(staff),
      viewer: await tokenOf(viewer),
      tenant: await tokenOf(tenant),
    };
    const failures: string[] = [];
    for (const op of [
      { method: 'get', path: '/api/rental-contracts/{id}/' },
      ...operations().map((o) => ({ method: o.method, path: o.path })),
    ]) {
      for (const who of ['stranger', 'staff'] as const) {
        const response = await call(op.method, op.path, contractId, tokens[who]);
        if (response.status !== 404) failures.push(`${op.method} ${op.path} as ${who}: ${response.status}`);
      }
      for (const who of ['viewer', 'tenant'] as const) {
        const response = await call(op.method, op.path, contractId, tokens[who]);
        const landlordOnly = op.path.includes('/steps/') || op.path.endsWith('/send/') || op.path.endsWith('/cancel/');
        // A GET of something inside the contract by an id that does not exist (a renewal request,
        // a month) is not found for them either; the rest they may read.
        const unknownChild = pathParamNames(op.path).some((name) => name !== 'id' && name !== 'step');
        if (op.method === 'get' && response.status !== (unknownChild ? 404 : 200))
          failures.push(`${op.method} ${op.path} as ${who}: ${response.status}`);
        if (landlordOnly && ![403, 404, 422].includes(response.status))
          failures.push(`${op.method} ${op.path} as ${who}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
    // Nothing the refused asked for happened.
    const [row] = await t.database.db.select().from(rentalContracts).where(eq(rentalContracts.id, contractId));
    expect(row.status).toBe('draft');
  });
});
