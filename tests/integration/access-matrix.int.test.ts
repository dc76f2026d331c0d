import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '#app/routes.ts';
import { listOperations, pathParamNames } from '#server/api/openapi.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '#server/db/seed/demo-users.ts';
import { createUser } from '#server/domain/users/users.service.ts';
import { GUARD_NAMES, type GuardName, guardNames, type RouteHandle, teamGuardPermission } from '#server/http/guards.ts';
import { landlordListing } from '#tests/fixtures/managed-listing.ts';
import { createTestApp, postJson } from '#tests/fixtures/test-app.ts';

// The access matrix, generated from the code: every API operation in the OpenAPI registry and
// every page route in app/routes.ts with its guards (docs/rules/access.md).

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const SOME_UUID = '0b0e5a52-7f3c-4c1e-9d7a-2f4b8c6d1e90';

/** A concrete URL for an operation's path, with these values for its parameters. */
function urlOf(path: string, values: Record<string, string> = {}): string {
  let url = path;
  for (const name of pathParamNames(path))
    url = url.replace(`{${name}}`, values[name] ?? (name === 'slug' ? 'no-such-article' : SOME_UUID));
  return url;
}

function call(method: string, url: string, headers: Record<string, string> = {}) {
  const hasBody = method !== 'get' && method !== 'delete';
  return t.app.request(url, {
    method: method.toUpperCase(),
    headers: hasBody ? { 'content-type': 'application/json', ...headers } : headers,
    body: hasBody ? '{}' : undefined,
  });
}

describe('API operations without a token', () => {
  const operations = listOperations();

  it('are all in the registry', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  for (const op of operations) {
    const label = `${op.method.toUpperCase()} ${op.path} (${op.auth ? 'auth' : 'public'}${op.permission ? `, ${op.permission}` : ''})`;
    it(label, async () => {
      const response = await call(op.method, urlOf(op.path));
      if (op.auth) expect(response.status).toBe(401);
      else {
        expect(response.status).not.toBe(401);
        expect(response.status).toBeLessThan(500);
      }
    });
  }
});

describe('page routes', () => {
  interface Leaf {
    path: string;
    file: string;
    chain: (RouteHandle | undefined)[];
    own: RouteHandle | undefined;
  }

  async function leaves(entries: RouteConfigEntry[], parentPath = '', chain: (RouteHandle | undefined)[] = []): Promise<Leaf[]> {
    const found: Leaf[] = [];
    for (const entry of entries) {
      const module = (await import(`../../app/${entry.file}`)) as { handle?: RouteHandle };
      const path = entry.path ? `${parentPath}/${entry.path}` : parentPath;
      const next = [...chain, module.handle];
      if (entry.children?.length) found.push(...(await leaves(entry.children, path, next)));
      else found.push({ path: path || '/', file: entry.file, chain: next, own: module.handle });
    }
    return found;
  }

  /** What a visitor needs: the strongest guard in the chain. */
  function decision(names: string[]): GuardName {
    for (const name of ['admin', 'staff', 'auth', 'guest', 'public'] as const) if (names.includes(name)) return name;
    return 'public';
  }

  it('each page declares its guards, by known names; /man is staff only and the account pages need a sign-in', async () => {
    const all = await leaves(routes);
    expect(all.length).toBeGreaterThan(50);
    const table = all.map((leaf) => {
      const names = guardNames(leaf.chain);
      return { path: leaf.path, file: leaf.file, declared: leaf.own?.middleware, names, decision: decision(names) };
    });
    for (const row of table) {
      expect(row.declared?.length, `${row.path} (${row.file}) has no handle.middleware`).toBeGreaterThan(0);
      for (const name of row.names)
        expect(
          GUARD_NAMES.includes(name as GuardName) || teamGuardPermission(name) !== null,
          `${row.path}: unknown guard ${name}`,
        ).toBe(true);
      // Every team page asks for a team permission (tests/integration/team-access-matrix.int.test.ts).
      if (/^\/teams\/:slug(\/|$)/.test(row.path))
        expect(
          row.names.some((n) => teamGuardPermission(n)),
          row.path,
        ).toBe(true);
      if (/^\/man(\/|$)/.test(row.path)) expect(row.decision, row.path).toBe('staff');
      if (/^\/(profile|account|landlord|invitations|saved-searches|start-listing)(\/|$)/.test(row.path)) {
        expect(['auth', 'staff', 'admin'], row.path).toContain(row.decision);
      }
      if (/^\/(login|signup|forgot-password)/.test(row.path)) expect(row.decision, row.path).toBe('guest');
    }
    // The matrix, for a reader of the test output.
    console.info(table.map((r) => `${r.decision.padEnd(6)} ${r.path}  (${r.file})`).join('\n'));
  });
});

describe('owner-only listing operations, as the demo people', () => {
  const people = ['tenant@demo.heimaleiga.is', 'landlord@demo.heimaleiga.is', 'staff@demo.heimaleiga.is'];
  const tokens = new Map<string, string>();
  let othersDraft = '';

  beforeAll(async () => {
    for (const email of people) {
      const demo = DEMO_USERS.find((u) => u.email === email);
      if (!demo) throw new Error(`no demo person ${email}`);
      await createUser(t.database.db, {
        email,
        password: DEMO_PASSWORD,
        name: demo.name,
        scope: demo.scope,
        confirmedAt: new Date(),
      });
      const response = await postJson(t.app, '/api/token/', { email, password: DEMO_PASSWORD });
      tokens.set(email, ((await response.json()) as { access: string }).access);
    }
    // A complete draft of someone else (another landlord): none of the three may know it exists.
    othersDraft = (await landlordListing(t)).id;
  });

  // Reporting is open to anyone signed in (for a listing on the market), so it is not owner-only.
  const onListing = () =>
    listOperations().filter((op) => op.auth && !op.permission && /^\/api\/listings\/\{id\}\//.test(op.path));
  const ownerOnly = () => onListing().filter((op) => !op.path.endsWith('/reports/'));

  it('covers every owner operation on a listing', () => {
    expect(ownerOnly().length).toBeGreaterThan(10);
  });

  for (const email of people) {
    it(`answers 404 to ${email} for another person's listing`, async () => {
      const failures: string[] = [];
      for (const op of ownerOnly()) {
        const response = await call(op.method, urlOf(op.path, { id: othersDraft }), {
          authorization: `Bearer ${tokens.get(email)}`,
        });
        if (response.status !== 404) failures.push(`${op.method.toUpperCase()} ${op.path}: ${response.status}`);
      }
      expect(failures).toEqual([]);
    });
  }

  it("answers the others as for a listing that doesn't exist", async () => {
    const auth = { authorization: `Bearer ${tokens.get('tenant@demo.heimaleiga.is')}` };
    for (const op of onListing()) {
      const theirs = await call(op.method, urlOf(op.path, { id: othersDraft }), auth);
      const none = await call(op.method, urlOf(op.path), auth);
      expect(theirs.status, `${op.method} ${op.path}`).toBe(none.status);
    }
  });
});
