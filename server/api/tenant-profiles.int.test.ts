import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '../../tests/fixtures/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('tenant profile access', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function tokenFor(email: string) {
    return (await (await postJson(t.app, '/api/token/', { email, password: TEST_PASSWORD })).json()).access as string;
  }

  it('shows the tenant their own profile', async () => {
    const tenant = await makeUser(t.database, { name: 'Guðrún Leigjandi' });
    const response = await t.app.request(`/api/tenant-profiles/${tenant.id}/`, {
      headers: { authorization: `Bearer ${await tokenFor(tenant.email)}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Guðrún Leigjandi', email_confirmed: true, kennitala_on_file: false });
  });

  it('answers 404 to anyone else, including staff outside /man, and for unknown ids', async () => {
    const tenant = await makeUser(t.database);
    const landlord = await makeUser(t.database);
    const staff = await makeUser(t.database, { scope: ['user', 'staff'] });
    for (const viewer of [landlord, staff]) {
      const response = await t.app.request(`/api/tenant-profiles/${tenant.id}/`, {
        headers: { authorization: `Bearer ${await tokenFor(viewer.email)}` },
      });
      expect(response.status).toBe(404);
    }
    const token = await tokenFor(tenant.email);
    expect(
      (await t.app.request('/api/tenant-profiles/not-a-uuid/', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(404);
    expect((await t.app.request(`/api/tenant-profiles/${tenant.id}/`)).status).toBe(401);
  });
});
