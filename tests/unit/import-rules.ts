import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The import direction (ARCHITECTURE.md, docs/decisions/0015-jobs-in-the-transaction.md):
// app/ -> server/domain -> server/db; components never import server/; common/ is pure.
// Paths below are relative to the project root, with forward slashes.

export interface ImportRule {
  name: string;
  /** The files the rule applies to: paths starting with one of these. */
  from: string[];
  /** Files under `from` the rule leaves alone, with the reason in `reason`. */
  except?: string[];
  /** An import whose resolved target matches is a violation. */
  forbidden: RegExp;
  reason: string;
}

/** The agreement kernel's face: the files of server/domain/tenancy/core/ its satellites may import. */
export const KERNEL_FACE = [
  'agreement.ts',
  'history.ts',
  'recipients.ts',
  'terms.ts',
  // Signing, documents, their public verification and the parties' invitations, for any kind of agreement.
  'signing.ts',
  'eid-signing.ts',
  'documents.ts',
  'verification.ts',
  'invitations.ts',
] as const;

export const IMPORT_RULES: readonly ImportRule[] = [
  {
    name: 'components-no-server',
    from: ['app/components/'],
    forbidden: /^server\//,
    reason:
      'UI components are shipped to the browser; server code (types included) stays on the server. ' +
      'Move the DTO type or Zod schema the component needs into common/ and let the server import it from there.',
  },
  {
    name: 'components-no-server-files',
    from: ['app/components/'],
    forbidden: /\.server\.tsx?$/,
    reason: 'Files ending in .server.ts must never reach the browser, and components always do.',
  },
  {
    name: 'app-no-db',
    from: ['app/'],
    forbidden: /^server\/db\//,
    reason: 'Routes are thin controllers: they call a service in server/domain, which alone queries the database.',
  },
  {
    name: 'api-no-db',
    from: ['server/api/'],
    except: ['server/api/health.ts'],
    forbidden: /^server\/db\//,
    reason:
      'API handlers are thin controllers: they call a service in server/domain, which alone queries the database ' +
      '(the readiness probe, server/api/health.ts, checks the database itself).',
  },
  {
    name: 'domain-no-app',
    from: ['server/domain/'],
    forbidden: /^app\//,
    reason: 'Business rules do not depend on pages: app/ imports server/domain, never the other way.',
  },
  {
    name: 'domain-no-transport',
    from: ['server/domain/'],
    forbidden: /^server\/(api|http)\//,
    reason: 'Services serve the web pages and the JSON API alike, so they know nothing of either transport.',
  },
  {
    name: 'db-no-domain',
    from: ['server/db/'],
    except: ['server/db/seed/'],
    forbidden: /^server\/domain\//,
    reason:
      'The data layer is below the business rules (server/domain -> server/db). ' +
      'The seed (server/db/seed/) is exempt: it creates demo data through the services, as a landlord would.',
  },
  {
    name: 'common-pure',
    from: ['common/'],
    forbidden: /^(app|server)\//,
    reason: 'common/ holds pure rules shared by the server, the pages and the API client; it depends on neither side.',
  },
  {
    name: 'satellites-kernel-face',
    from: [
      'server/domain/contracts/',
      'server/domain/renewals/',
      'server/domain/terminations/',
      'server/domain/rent-schedule/',
      'server/domain/bank-payments/',
      'server/domain/registry/',
    ],
    // The face: the named files below, listed here rather than through a barrel (ARCHITECTURE.md).
    forbidden: new RegExp(`^server/domain/tenancy/core/(?!(${KERNEL_FACE.join('|').replaceAll('.', '\\.')})$)`),
    reason:
      'The areas of the lease are satellites of the agreement kernel (docs/decisions/0022-agreement-kernel.md): they ' +
      `use only its face, ${KERNEL_FACE.map((f) => `server/domain/tenancy/core/${f}`).join(', ')}. ` +
      "Export what you need from agreement.ts rather than importing the kernel's inner files.",
  },
  {
    name: 'client-common-only',
    from: ['client/'],
    forbidden: /^(app|server)\//,
    reason:
      'The typed API client is what the mobile app and integrators use: it speaks HTTP and shares only common/, never server or page code.',
  },
];

/** The package.json `imports` map, as prefixes. */
const ALIASES: Record<string, string> = {
  '#app/': 'app/',
  '#server/': 'server/',
  '#common/': 'common/',
  '#client/': 'client/',
  '#locales/': 'locales/',
  '#tests/': 'tests/',
};

/** Where an import points, relative to the root; null for a package. */
export function resolveImport(fromFile: string, specifier: string): string | null {
  for (const [alias, target] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return target + specifier.slice(alias.length);
  }
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return null;
}

/** Every module specifier in a source text: imports and exports (type-only too) and dynamic import(). */
export function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
}

export interface Violation {
  file: string;
  specifier: string;
  rule: ImportRule;
}

export function checkImports(
  file: string,
  specifiers: readonly string[],
  rules: readonly ImportRule[] = IMPORT_RULES,
): Violation[] {
  const violations: Violation[] = [];
  for (const rule of rules) {
    if (!rule.from.some((prefix) => file.startsWith(prefix))) continue;
    if (rule.except?.some((prefix) => file.startsWith(prefix))) continue;
    for (const specifier of specifiers) {
      const target = resolveImport(file, specifier);
      if (target !== null && rule.forbidden.test(target)) violations.push({ file, specifier, rule });
    }
  }
  return violations;
}

export function describeViolation(v: Violation): string {
  return `${v.file} imports '${v.specifier}': breaks rule ${v.rule.name} (${v.rule.reason})`;
}

const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
const TEST = /\.test\.(ts|tsx)$/;

/** The source files of a folder, test files (harnesses, never shipped) left out. */
export function sourceFiles(root: string, folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
    }
  };
  walk(folder);
  return out;
}

export function checkProject(root: string, folders = ['app', 'server', 'common', 'client']): Violation[] {
  return folders.flatMap((folder) =>
    sourceFiles(root, folder).flatMap((file) => checkImports(file, importsOf(readFileSync(path.join(root, file), 'utf8')))),
  );
}

// No cycle between domain areas (ARCHITECTURE.md, issue 19). An area is the first folder under
// server/domain; a family kernel, server/domain/<family>/core/, is an area of its own
// (`<family>/core`). The files directly in server/domain (context.ts, ...) are the root, which
// every area may import, so they are in no area. Two areas in a cycle cannot be understood,
// tested or changed one without the other: what they share moves down to the lower area, to
// common/ if it is pure, or into a kernel.

const DOMAIN = 'server/domain/';

/** The area of a file (path from the project root), or null for the domain's root files and files elsewhere. */
export function domainAreaOf(file: string): string | null {
  if (!file.startsWith(DOMAIN)) return null;
  const parts = file.slice(DOMAIN.length).split('/');
  if (parts.length < 2) return null;
  if (parts.length > 2 && parts[1] === 'core') return `${parts[0]}/core`;
  return parts[0];
}

export interface AreaImport {
  file: string;
  specifier: string;
}

/** Area -> area it imports -> the imports that make that edge. Imports within an area are left out. */
export type AreaGraph = Map<string, Map<string, AreaImport[]>>;

export function areaGraph(files: readonly { file: string; specifiers: readonly string[] }[]): AreaGraph {
  const graph: AreaGraph = new Map();
  for (const { file, specifiers } of files) {
    const from = domainAreaOf(file);
    if (from === null) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const specifier of specifiers) {
      const target = resolveImport(file, specifier);
      const to = target === null ? null : domainAreaOf(target);
      if (to === null || to === from) continue;
      if (!graph.has(to)) graph.set(to, new Map());
      const edges = graph.get(from) as Map<string, AreaImport[]>;
      edges.set(to, [...(edges.get(to) ?? []), { file, specifier }]);
    }
  }
  return graph;
}

/** The strongly connected components with more than one area (Tarjan), each sorted, in name order. */
export function stronglyConnected(graph: AreaGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (area: string) => {
    index.set(area, index.size);
    low.set(area, index.get(area) as number);
    stack.push(area);
    onStack.add(area);
    for (const next of graph.get(area)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(area, Math.min(low.get(area) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(area, Math.min(low.get(area) as number, index.get(next) as number));
      }
    }
    if (low.get(area) !== index.get(area)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== area);
    if (component.length > 1) components.push(component.sort());
  };
  for (const area of [...graph.keys()].sort()) if (!index.has(area)) visit(area);
  return components.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * Pairs of areas allowed to import each other both ways: none since the agreement kernel landed
 * (issue 19). A pair would cover only cycles among its areas that run through its imports, and only
 * while it imports both ways (staleAreaAllowances names one that no longer does).
 */
export const AREA_CYCLE_ALLOWLIST: readonly (readonly [string, string])[] = [];

export interface AreaCycle {
  areas: string[];
  /** Every import between two areas of the cycle. */
  edges: { from: string; to: string; imports: AreaImport[] }[];
}

const pairKey = (a: string, b: string) => (a < b ? `${a} <-> ${b}` : `${b} <-> ${a}`);

/**
 * The cycles between areas: each strongly connected component of more than one area, with every
 * import inside it. A component is let through only when all its areas are named in `allowed` and
 * it falls apart into no cycle once the imports of the allowed pairs (those importing both ways)
 * are taken out.
 */
export function areaCycles(
  graph: AreaGraph,
  allowed: readonly (readonly [string, string])[] = AREA_CYCLE_ALLOWLIST,
): AreaCycle[] {
  const imports = (a: string, b: string) => graph.get(a)?.has(b) === true;
  const livePairs = new Set(allowed.filter(([a, b]) => imports(a, b) && imports(b, a)).map(([a, b]) => pairKey(a, b)));
  const allowedAreas = new Set(allowed.flat());
  return stronglyConnected(graph).flatMap((areas) => {
    const edges = areas.flatMap((from) =>
      [...(graph.get(from)?.entries() ?? [])]
        .filter(([to]) => areas.includes(to))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([to, imported]) => ({ from, to, imports: imported })),
    );
    const rest: AreaGraph = new Map(areas.map((area) => [area, new Map()]));
    for (const e of edges) if (!livePairs.has(pairKey(e.from, e.to))) rest.get(e.from)?.set(e.to, e.imports);
    const covered = areas.every((area) => allowedAreas.has(area)) && stronglyConnected(rest).length === 0;
    return covered ? [] : [{ areas, edges }];
  });
}

/** Allowed pairs that no longer import each other both ways: delete them from the allowlist. */
export function staleAreaAllowances(
  graph: AreaGraph,
  allowed: readonly (readonly [string, string])[] = AREA_CYCLE_ALLOWLIST,
): string[] {
  return allowed.filter(([a, b]) => !(graph.get(a)?.has(b) && graph.get(b)?.has(a))).map(([a, b]) => pairKey(a, b));
}

export function describeAreaCycle(cycle: AreaCycle): string {
  const lines = cycle.edges.flatMap(({ from, to, imports }) =>
    imports.map(({ file, specifier }) => `  ${from} -> ${to}: ${file} imports '${specifier}'`),
  );
  return [
    `areas ${cycle.areas.join(', ')} import each other in a cycle (what they share moves down to the lower area, ` +
      'to common/ if it is pure, or into a kernel):',
    ...lines,
  ].join('\n');
}

/** The area graph of the project's server/domain, test files left out. */
export function projectAreaGraph(root: string): AreaGraph {
  return areaGraph(
    sourceFiles(root, 'server/domain').map((file) => ({
      file,
      specifiers: importsOf(readFileSync(path.join(root, file), 'utf8')),
    })),
  );
}
