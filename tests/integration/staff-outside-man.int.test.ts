import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as managementLoader } from '#app/routes/landlord/listing-layout.tsx';
import { loader as wizardStepLoader } from '#app/routes/start-listing/step.tsx';
import type { Scope } from '#server/domain/context.ts';
import { landlordListing } from '#tests/fixtures/managed-listing.ts';
import { pageContext } from '#tests/fixtures/page-context.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';

// The staff rule (docs/rules/access.md): staff act on other people's things only through /man and
// its API, which is audited; everywhere else they are ordinary users. So a landlord's draft is
// "not found" for staff on the management page, in the wizard and in the owner API alike, and
// /man still shows and moderates it.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Person = { id: string; email: string; scope: Scope[] };

async function token(person: Person): Promise<string> {
  const response = await postJson(t.app, '/api/token/', { email: person.email, password: TEST_PASSWORD });
  return ((await response.json()) as { access: string }).access;
}

/** A page loader's arguments as the server gives them, signed in as this person. */
function pageArgs(person: Person, params: Record<string, string>) {
  const context = pageContext(() => t.contextFor(person));
  return { params, context, request: new Request('http://localhost/'), unstable_pattern: '' } as never;
}

/** The HTTP status a loader ends with (200 when it returns). */
async function pageStatus(load: () => Promise<unknown>): Promise<number> {
  try {
    await load();
    return 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    const init = (error as { init?: ResponseInit | null }).init;
    if (init?.status) return init.status;
    throw error;
  }
}

describe('staff outside /man', () => {
  let staff: Person;
  let owner: Person;
  let draft: string;

  beforeAll(async () => {
    staff = { ...(await makeUser(t.database, { scope: ['user', 'staff'] })), scope: ['user', 'staff'] };
    const listing = await landlordListing(t);
    owner = { ...listing.owner, scope: ['user'] };
    draft = listing.id;
  });

  it('get 404 for a landlord’s draft on /landlord/my-listings/{id}', async () => {
    expect(await pageStatus(() => managementLoader(pageArgs(staff, { id: draft })))).toBe(404);
    expect(await pageStatus(() => managementLoader(pageArgs(owner, { id: draft })))).toBe(200);
  });

  it('get 404 for it in the wizard, /start-listing/{id}/pricing', async () => {
    expect(await pageStatus(() => wizardStepLoader(pageArgs(staff, { id: draft, step: 'pricing' })))).toBe(404);
    expect(await pageStatus(() => wizardStepLoader(pageArgs(owner, { id: draft, step: 'pricing' })))).toBe(200);
  });

  it('get 404 for it from GET /api/listings/{id}/draft/ and its public page', async () => {
    const asStaff = { authorization: `Bearer ${await token(staff)}` };
    expect((await t.app.request(`/api/listings/${draft}/draft/`, { headers: asStaff })).status).toBe(404);
    expect((await t.app.request(`/api/listings/${draft}/`, { headers: asStaff })).status).toBe(404);
    const asOwner = { authorization: `Bearer ${await token(owner)}` };
    expect((await t.app.request(`/api/listings/${draft}/draft/`, { headers: asOwner })).status).toBe(200);
  });

  it('still see and moderate it in /man, with an audit row, while a landlord gets 403 there', async () => {
    const asStaff = { authorization: `Bearer ${await token(staff)}` };
    const detail = await t.app.request(`/api/man/listings/${draft}/`, { headers: asStaff });
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as { listing: { id: string } }).listing.id).toBe(draft);

    const asOwner = { authorization: `Bearer ${await token(owner)}` };
    expect((await t.app.request(`/api/listings/${draft}/submit/`, { method: 'POST', headers: asOwner })).status).toBe(200);
    expect((await t.app.request(`/api/man/listings/${draft}/approve/`, { method: 'POST', headers: asOwner })).status).toBe(403);
    expect((await t.app.request(`/api/man/listings/${draft}/approve/`, { method: 'POST', headers: asStaff })).status).toBe(204);
    const audit = (await t.database.query(`select action, actor_id from audit_log where target_id = '${draft}'`)) as {
      action: string;
      actor_id: string;
    }[];
    expect(audit).toEqual([{ action: 'listing.approve', actor_id: staff.id }]);
  });
});
