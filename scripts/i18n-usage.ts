import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Which message namespaces a module and everything it imports from app/ use, read from the source:
// useTranslation('ns' | ['a', 'b']), keys written as 'ns:key' anywhere, and plain keys
// (useTranslation() without a namespace means the default, common). Used by the test that checks
// every route declares (in handle.i18n, with its parents and root) what it renders.

const root = path.resolve(import.meta.dirname, '..');

export const NAMESPACES: string[] = readdirSync(path.join(root, 'locales/is'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('#app/')) base = path.join(root, 'app', spec.slice(5));
  else if (spec.startsWith('#common/')) base = path.join(root, 'common', spec.slice(8));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (/\.(tsx?)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

const direct = new Map<string, { namespaces: Set<string>; imports: string[] }>();

/**
 * Registries that list keys of many namespaces without rendering them: a page uses only the
 * entries it shows, which its own module names (common/notices.ts: the flash notices).
 */
const KEY_REGISTRIES = new Set([path.join(root, 'common/notices.ts')]);

function scan(file: string) {
  let entry = direct.get(file);
  if (entry) return entry;
  const source = KEY_REGISTRIES.has(file) ? '' : readFileSync(file, 'utf8');
  const namespaces = new Set<string>();
  const nsAlternatives = NAMESPACES.join('|');
  for (const m of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|['"][\w-]+['"])?/g)) {
    if (!m[1]) namespaces.add('common');
    else for (const n of m[1].matchAll(/['"]([\w-]+)['"]/g)) namespaces.add(n[1]);
  }
  for (const m of source.matchAll(new RegExp(`['"\`](${nsAlternatives}):[\\w$]`, 'g'))) namespaces.add(m[1]);
  for (const m of source.matchAll(/\bns:\s*['"]([\w-]+)['"]/g)) namespaces.add(m[1]);
  const imports: string[] = [];
  for (const m of source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
    const resolved = resolveImport(file, m[1]);
    if (resolved?.startsWith(path.join(root, 'app')) || resolved?.startsWith(path.join(root, 'common'))) imports.push(resolved);
  }
  entry = { namespaces, imports };
  direct.set(file, entry);
  return entry;
}

/** Every namespace the module (an absolute path) and its imports from app/ and common/ use. */
export function namespacesUsedBy(file: string): string[] {
  const seen = new Set<string>();
  const out = new Set<string>();
  const stack = [file];
  while (stack.length) {
    const current = stack.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    const { namespaces, imports } = scan(current);
    for (const n of namespaces) out.add(n);
    stack.push(...imports);
  }
  return [...out].sort();
}

if (import.meta.main) {
  for (const file of process.argv.slice(2)) console.log(file, JSON.stringify(namespacesUsedBy(path.resolve(file))));
}
