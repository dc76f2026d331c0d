import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  areaCycles,
  areaGraph,
  checkImports,
  checkProject,
  describeAreaCycle,
  describeViolation,
  domainAreaOf,
  IMPORT_RULES,
  importsOf,
  projectAreaGraph,
  sourceFiles,
  staleAreaAllowances,
} from './import-rules.ts';

const root = path.resolve(__dirname, '../..');

describe('the import direction', () => {
  it('holds for every file in app/, server/, common/ and client/', () => {
    const violations = checkProject(root).map(describeViolation);
    expect(violations, violations.join('\n')).toEqual([]);
  });

  it('reads the files it should', () => {
    const app = sourceFiles(root, 'app');
    expect(app).toContain('app/root.tsx');
    expect(app.some((f) => f.startsWith('app/components/'))).toBe(true);
    expect(sourceFiles(root, 'server').some((f) => f.endsWith('.test.ts'))).toBe(false);
  });

  it('finds imports of every form: type-only, re-exports, dynamic', () => {
    const source = [
      "import type { A } from '#server/domain/a.ts';",
      "import { b } from '../b.ts';",
      "export { c } from '#common/c.ts';",
      "export * from './d.ts';",
      "const e = await import('#server/db/e.ts');",
      "import 'side-effect';",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      '#server/domain/a.ts',
      '../b.ts',
      '#common/c.ts',
      './d.ts',
      '#server/db/e.ts',
      'side-effect',
    ]);
  });

  const rule = (name: string) => IMPORT_RULES.find((r) => r.name === name)?.name;
  const broken = (file: string, specifier: string) => checkImports(file, [specifier]).map((v) => v.rule.name);

  it.each([
    ['app/components/man/review-item.tsx', '#server/domain/listings/listing.schemas.ts', 'components-no-server'],
    ['app/components/ui/button.tsx', '../../../server/lib/errors.ts', 'components-no-server'],
    ['app/components/listings/card.tsx', '#app/routes/listings/search.server.ts', 'components-no-server-files'],
    ['app/routes/home.tsx', '#server/db/client.ts', 'app-no-db'],
    ['app/routes/landlord/manage.server.ts', '../../../server/db/schema/listings.ts', 'app-no-db'],
    ['server/api/listings.ts', '#server/db/schema/listings.ts', 'api-no-db'],
    ['server/domain/listings/listings.service.ts', '#app/components/ui/button.tsx', 'domain-no-app'],
    ['server/domain/listings/listings.service.ts', '#server/http/request-context.ts', 'domain-no-transport'],
    ['server/domain/listings/listings.service.ts', '../../api/listings.ts', 'domain-no-transport'],
    ['server/db/schema/listings.ts', '../../domain/listings/listing.schemas.ts', 'db-no-domain'],
    ['common/format.ts', '#server/lib/logger.ts', 'common-pure'],
    ['common/format.ts', '../app/root.tsx', 'common-pure'],
    ['client/api-client.ts', '../server/api/openapi.ts', 'client-common-only'],
    ['server/domain/terminations/terminations.service.ts', '../tenancy/core/sides.ts', 'satellites-kernel-face'],
    ['server/domain/bank-payments/party.service.ts', '#server/domain/tenancy/core/rows.ts', 'satellites-kernel-face'],
    ['server/domain/registry/submission.worker.ts', '../tenancy/core/agreement.tsx', 'satellites-kernel-face'],
  ])('%s importing %s breaks %s', (file, specifier, name) => {
    expect(rule(name)).toBe(name);
    expect(broken(file, specifier)).toContain(name);
  });

  it.each([
    ['app/components/listings/card.tsx', '#common/listings/listing-card.dto.ts'],
    ['app/routes/home.tsx', '#server/domain/listings/listing-search.service.ts'],
    ['server/domain/listings/listings.service.ts', '#server/db/schema/listings.ts'],
    ['server/db/seed/seed.ts', '#server/domain/users/users.service.ts'],
    ['server/api/health.ts', '#server/db/client.ts'],
    ['common/format.ts', './locales.ts'],
    ['client/api-client.ts', '../common/token-rules.ts'],
    ['app/components/ui/button.tsx', 'react-aria-components'],
    ['server/domain/terminations/terminations.service.ts', '../tenancy/core/agreement.ts'],
    ['server/domain/registry/daily.worker.ts', '../tenancy/core/history.ts'],
    ['server/domain/rent-schedule/overdue-notify.ts', '#server/domain/tenancy/core/recipients.ts'],
    ['server/domain/contracts/contract-terms.ts', '../tenancy/core/terms.ts'],
    // The kernel itself, and areas that are not its satellites, are not bound by the face.
    ['server/domain/tenancy/core/agreement.ts', './sides.ts'],
  ])('%s may import %s', (file, specifier) => {
    expect(broken(file, specifier)).toEqual([]);
  });

  it('names the file, the import and the rule with its reason', () => {
    const [violation] = checkImports('app/components/x.tsx', ['#server/domain/y.ts']);
    const message = describeViolation(violation);
    expect(message).toContain('app/components/x.tsx');
    expect(message).toContain("'#server/domain/y.ts'");
    expect(message).toContain('components-no-server');
    expect(message).toContain('common/');
  });
});

describe('no cycle between domain areas', () => {
  const graph = projectAreaGraph(root);

  it('holds for server/domain (the allowlist aside)', () => {
    const cycles = areaCycles(graph).map(describeAreaCycle);
    expect(cycles, cycles.join('\n\n')).toEqual([]);
  });

  it('has no allowance left for a pair that no longer imports both ways', () => {
    expect(staleAreaAllowances(graph), 'delete these from AREA_CYCLE_ALLOWLIST').toEqual([]);
  });

  it('reads the areas it should', () => {
    expect(graph.get('listings')?.has('access')).toBe(true);
    expect([...graph.keys()].filter((area) => area.endsWith('.ts'))).toEqual([]);
    expect(graph.size).toBeGreaterThan(20);
  });

  it.each([
    ['server/domain/listings/listings.service.ts', 'listings'],
    ['server/domain/invitations/kinds/team.ts', 'invitations'],
    ['server/domain/tenancy/core/parties.ts', 'tenancy/core'],
    ['server/domain/tenancy/core/sides/compute.ts', 'tenancy/core'],
    ['server/domain/tenancy/notes.ts', 'tenancy'],
    ['server/domain/context.ts', null],
    ['server/db/schema/listings.ts', null],
  ])('%s is in area %s', (file, area) => {
    expect(domainAreaOf(file)).toBe(area);
  });

  const graphOf = (imports: Record<string, string[]>) =>
    areaGraph(Object.entries(imports).map(([file, specifiers]) => ({ file, specifiers })));

  it('finds a cycle through three areas and names the file of every edge', () => {
    const cycles = areaCycles(
      graphOf({
        'server/domain/a/a.service.ts': ['../b/b.service.ts'],
        'server/domain/b/b.service.ts': ['#server/domain/c/c.ts'],
        'server/domain/c/c.ts': ['../a/rows.ts', '#server/db/client.ts', 'drizzle-orm'],
        'server/domain/d/d.ts': ['../a/a.service.ts'],
      }),
      [],
    );
    expect(cycles.map((c) => c.areas)).toEqual([['a', 'b', 'c']]);
    const message = describeAreaCycle(cycles[0]);
    expect(message).toContain("a -> b: server/domain/a/a.service.ts imports '../b/b.service.ts'");
    expect(message).toContain("b -> c: server/domain/b/b.service.ts imports '#server/domain/c/c.ts'");
    expect(message).toContain("c -> a: server/domain/c/c.ts imports '../a/rows.ts'");
    expect(message).not.toContain('d.ts');
  });

  it('finds a two-way pair and a kernel that imports its satellite', () => {
    const cycles = areaCycles(
      graphOf({
        'server/domain/users/profile.ts': ['../invitations/data.ts'],
        'server/domain/invitations/invite.ts': ['../users/users.service.ts'],
        'server/domain/tenancy/core/sides.ts': ['../../contracts/rows.ts'],
        'server/domain/contracts/contracts.service.ts': ['#server/domain/tenancy/core/sides.ts'],
      }),
      [],
    );
    expect(cycles.map((c) => c.areas)).toEqual([
      ['contracts', 'tenancy/core'],
      ['invitations', 'users'],
    ]);
  });

  it("ignores imports within an area (a kernel's files among themselves too) and to or from the root files", () => {
    const graph = graphOf({
      'server/domain/a/a.service.ts': ['./rows.ts', '../a/kinds/x.ts', '../context.ts'],
      'server/domain/a/kinds/x.ts': ['../a.service.ts'],
      'server/domain/context.ts': ['./a/a.service.ts'],
      'server/domain/tenancy/core/parties.ts': ['./sides.ts'],
      'server/domain/tenancy/core/sides.ts': ['./parties.ts', '../../a/a.service.ts'],
    });
    expect([...(graph.get('a')?.keys() ?? [])]).toEqual([]);
    expect([...(graph.get('tenancy/core')?.keys() ?? [])]).toEqual(['a']);
    expect(areaCycles(graph, [])).toEqual([]);
  });

  const lease = {
    'server/domain/contracts/c.ts': ['../payments/p.ts', '../registry/r.ts'],
    'server/domain/payments/p.ts': ['../contracts/c.ts'],
    'server/domain/registry/r.ts': ['../contracts/c.ts'],
  };
  const allowed = [
    ['contracts', 'payments'],
    ['contracts', 'registry'],
  ] as const;

  it('lets allowed pairs import each other both ways, and no cycle that needs none of them or leaves their areas', () => {
    expect(areaCycles(graphOf(lease), allowed)).toEqual([]);
    expect(areaCycles(graphOf(lease), [allowed[0]]).map((c) => c.areas)).toEqual([['contracts', 'payments', 'registry']]);
    // A third area joined to an allowed pair by a cycle of its own.
    const joined = {
      ...lease,
      'server/domain/payments/p.ts': ['../contracts/c.ts', '../x/x.ts'],
      'server/domain/x/x.ts': ['../contracts/c.ts'],
    };
    expect(areaCycles(graphOf(joined), allowed).map((c) => c.areas)).toEqual([['contracts', 'payments', 'registry', 'x']]);
    // A longer cycle through an allowed pair's imports is covered (contracts -> payments -> registry -> contracts)...
    const throughPairs = { ...lease, 'server/domain/payments/p.ts': ['../contracts/c.ts', '../registry/r.ts'] };
    expect(areaCycles(graphOf(throughPairs), allowed)).toEqual([]);
    // ... a cycle that needs none of them is not (payments <-> registry).
    const withReverse = { ...throughPairs, 'server/domain/registry/r.ts': ['../contracts/c.ts', '../payments/p.ts'] };
    expect(areaCycles(graphOf(withReverse), allowed).map((c) => c.areas)).toEqual([['contracts', 'payments', 'registry']]);
    // Allowed pairs that import only one way cover nothing.
    const oneWay = {
      'server/domain/contracts/c.ts': ['../payments/p.ts'],
      'server/domain/payments/p.ts': ['../registry/r.ts'],
      'server/domain/registry/r.ts': ['../contracts/c.ts'],
    };
    expect(areaCycles(graphOf(oneWay), allowed).map((c) => c.areas)).toEqual([['contracts', 'payments', 'registry']]);
  });

  it('names an allowed pair that no longer imports both ways', () => {
    const fixed = { ...lease, 'server/domain/registry/r.ts': [] };
    expect(staleAreaAllowances(graphOf(lease), allowed)).toEqual([]);
    expect(staleAreaAllowances(graphOf(fixed), allowed)).toEqual(['contracts <-> registry']);
  });
});
