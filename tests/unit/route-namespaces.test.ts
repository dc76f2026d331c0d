import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '../../app/routes.ts';
import { NAMESPACES, namespacesUsedBy } from '../../scripts/i18n-usage.ts';

// Every page renders with only the namespaces its routes declare in handle.i18n (root's too), and
// the browser fetches just those (docs/decisions/0011-messages-per-namespace.md). A namespace a
// route uses but no route on its chain declares would show raw keys: this test finds it first.

const appDir = path.resolve(__dirname, '../../app');

function declared(file: string): string[] | null {
  const source = readFileSync(file, 'utf8');
  const handle = /export const handle = \{([\s\S]*?)\};/.exec(source);
  if (!handle) return [];
  const list = /\bi18n:\s*(\[[^\]]*\]|\w+)/.exec(handle[1]);
  if (!list) return [];
  if (!list[1].startsWith('[')) return null; // a constant: only root does that (checked below)
  return [...list[1].matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
}

interface Chain {
  file: string;
  ancestors: string[];
}

function chains(entries: RouteConfigEntry[], ancestors: string[] = []): Chain[] {
  return entries.flatMap((entry) => {
    const file = path.join(appDir, entry.file);
    return [{ file, ancestors }, ...chains(entry.children ?? [], [...ancestors, file])];
  });
}

const all = chains(routes);
const rootFile = path.join(appDir, 'root.tsx');
const rootNamespaces = ['common', 'errors'];

describe('namespaces declared by route modules (handle.i18n)', () => {
  it('root declares the namespaces every page and error page needs', () => {
    expect(readFileSync(rootFile, 'utf8')).toMatch(/export const handle = \{ i18n: ROOT_NAMESPACES \}/);
    expect(namespacesUsedBy(rootFile).every((ns) => rootNamespaces.includes(ns))).toBe(true);
  });

  it.each(all.map((c) => [path.relative(appDir, c.file), c] as const))('%s declares namespaces that exist', (_name, chain) => {
    const own = declared(chain.file);
    expect(own, 'handle.i18n is a literal list').not.toBeNull();
    expect((own ?? []).filter((ns) => !NAMESPACES.includes(ns))).toEqual([]);
  });

  it.each(all.map((c) => [path.relative(appDir, c.file), c] as const))('%s has every namespace it uses', (_name, chain) => {
    const available = new Set([
      ...rootNamespaces,
      ...chain.ancestors.flatMap((f) => declared(f) ?? []),
      ...(declared(chain.file) ?? []),
    ]);
    expect(namespacesUsedBy(chain.file).filter((ns) => !available.has(ns))).toEqual([]);
  });
});
