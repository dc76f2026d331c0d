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
export const KERNEL_FACE = ['agreement.ts', 'history.ts', 'recipients.ts', 'terms.ts'] as const;

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
      'server/domain/payments/',
      'server/domain/payment-service/',
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
