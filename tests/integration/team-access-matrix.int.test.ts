import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '#app/routes.ts';
import { TEAM_ROLES, type TeamRole } from '#common/team-rules.ts';
import { listOperations, pathParamNames } from '#server/api/openapi.ts';
import { teamRoleGrants } from '#server/domain/access/roles.ts';
import type { Actor } from '#server/domain/context.ts';
import { guardNames, type RouteHandle, runGuards, teamGuardPermission } from '#server/http/guards.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import { makeTeam } from '#tests/fixtures/teams.ts';
import { createTestApp, makeUser, postJson, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';

// The team access matrix, generated from the role map (server/domain/access/roles.ts): every team
// API operation (declared with `teamPermission`) and every team page (`team:<permission>` guard),
// for each role, a member of another team, a stranger and staff. Members whose role grants the
// permission get through; everyone else gets 404, as if the team did not exist.

const SOME_UUID = '0b0e5a52-7f3c-4c1e-9d7a-2f4b8c6d1e90';
const WHO = [...TEAM_ROLES, 'other_team', 'stranger', 'staff'] as const;
type Who = (typeof WHO)[number];

function grants(who: Who, permission: Parameters<typeof teamRoleGrants>[1]): boolean {
  return (TEAM_ROLES as readonly string[]).includes(who) && teamRoleGrants(who as TeamRole, permission);
}

describe('team API operations, by role', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const people = new Map<Who, { id: string; token: string }>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const who of WHO) {
      const user = await makeUser(t.database, { scope: who === 'staff' ? ['user', 'staff'] : ['user'] });
      const response = await postJson(t.app, '/api/token/', { email: user.email, password: TEST_PASSWORD });
      people.set(who, { id: user.id, token: ((await response.json()) as { access: string }).access });
    }
    await makeTeam(t.database, [{ userId: people.get('other_team')!.id, role: 'owner' }]);
  });
  afterAll(() => t?.close());

  const operations = () => listOperations().filter((op) => op.teamPermission);

  /** A fresh team with one member in each role, so one operation's change can't touch the next. */
  async function freshTeam() {
    return makeTeam(
      t.database,
      TEAM_ROLES.map((role) => ({ userId: people.get(role)!.id, role })),
    );
  }

  function call(method: string, path: string, slug: string, token: string) {
    let url = path;
    for (const name of pathParamNames(path)) url = url.replace(`{${name}}`, name === 'slug' ? slug : SOME_UUID);
    const hasBody = method !== 'get' && method !== 'delete';
    return t.app.request(url, {
      method: method.toUpperCase(),
      headers: { authorization: `Bearer ${token}`, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      body: hasBody ? '{}' : undefined,
    });
  }

  it('every operation under /api/teams/{slug}/ declares a team permission', () => {
    const undeclared = listOperations().filter((op) => op.path.startsWith('/api/teams/{slug}/') && !op.teamPermission);
    expect(undeclared.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it('answers every operation by the role map', async () => {
    const failures: string[] = [];
    for (const op of operations()) {
      const team = await freshTeam();
      // Those refused first, then those let in (whose empty body may change the team).
      const order = [...WHO].sort((a, b) => Number(grants(a, op.teamPermission!)) - Number(grants(b, op.teamPermission!)));
      for (const who of order) {
        const response = await call(op.method, op.path, team.slug, people.get(who)!.token);
        const allowed = grants(who, op.teamPermission!);
        const onlySlug = pathParamNames(op.path).length === 1;
        const ok = allowed
          ? response.status < 500 && response.status !== 403 && (!onlySlug || response.status !== 404)
          : response.status === 404;
        if (!ok) failures.push(`${op.method.toUpperCase()} ${op.path} as ${who}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers an unknown team with 404 for everyone', async () => {
    for (const op of operations())
      for (const who of WHO) {
        const response = await call(op.method, op.path, 'no-such-team', people.get(who)!.token);
        expect(response.status, `${op.method} ${op.path} as ${who}`).toBe(404);
      }
  });
});

describe('team pages, by role', () => {
  interface Leaf {
    path: string;
    chain: (RouteHandle | undefined)[];
  }

  async function leaves(entries: RouteConfigEntry[], parentPath = '', chain: (RouteHandle | undefined)[] = []): Promise<Leaf[]> {
    const found: Leaf[] = [];
    for (const entry of entries) {
      const module = (await import(`../../app/${entry.file}`)) as { handle?: RouteHandle };
      const path = entry.path ? `${parentPath}/${entry.path}` : parentPath;
      const next = [...chain, module.handle];
      if (entry.children?.length) found.push(...(await leaves(entry.children, path, next)));
      else found.push({ path: path || '/', chain: next });
    }
    return found;
  }

  const TEAM_ID = '7d1f2c8e-5b4a-4c3d-9e2f-1a0b9c8d7e6f';

  function actorFor(who: Who): Actor {
    const memberships = (TEAM_ROLES as readonly string[]).includes(who)
      ? [{ teamId: TEAM_ID, slug: 'acme', role: who as TeamRole }]
      : who === 'other_team'
        ? [{ teamId: SOME_UUID, slug: 'other', role: 'owner' as const }]
        : [];
    return { userId: who, scope: who === 'staff' ? ['user', 'staff'] : ['user'], sessionId: 's', memberships };
  }

  function guardStatus(guards: string[], who: Who, path: string): number {
    const ctx = { actor: actorFor(who), user: { id: who }, guards, sessionExpired: false } as unknown as RequestContext;
    try {
      runGuards(ctx, new URL(`http://localhost${path}`));
      return 200;
    } catch (error) {
      return error instanceof Response ? error.status : ((error as { init?: { status?: number } }).init?.status ?? 500);
    }
  }

  it('lets each role into the team pages its role map grants, and no one else', async () => {
    const teamPages = (await leaves(routes)).filter((leaf) => /^\/teams\/:slug(\/|$)/.test(leaf.path));
    const failures: string[] = [];
    for (const leaf of teamPages) {
      const guards = guardNames(leaf.chain);
      const needed = guards.map(teamGuardPermission).filter((p) => p !== null);
      expect(needed.length, leaf.path).toBeGreaterThan(0);
      const path = leaf.path.replace(':slug', 'acme').replace(/:(\w+)\??/g, SOME_UUID);
      for (const who of WHO) {
        const expected = needed.every((p) => grants(who, p)) ? 200 : 404;
        const status = guardStatus(guards, who, path);
        if (status !== expected) failures.push(`${leaf.path} as ${who}: ${status}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
