import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clockReadsOf, describeClockRead, projectClockReads, staleClockAllowances, unallowedClockReads } from './clock-rules.ts';
import { sourceFiles } from './import-rules.ts';

const root = path.resolve(__dirname, '../..');

describe('the injected clock in server/domain', () => {
  const reads = projectClockReads(root);

  it('is the only clock business rules read', () => {
    const found = unallowedClockReads(reads).map(describeClockRead);
    expect(found, found.join('\n')).toEqual([]);
  });

  it('has no allowance left for a file that no longer reads the clock', () => {
    expect(staleClockAllowances(reads), 'delete or lower these in CLOCK_ALLOWLIST').toEqual([]);
  });

  it('reads the files it should: every source file of server/domain, no test', () => {
    const files = sourceFiles(root, 'server/domain');
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('server/domain/tenancy/core/signing.ts');
    expect(files.some((f) => f.endsWith('.test.ts'))).toBe(false);
  });
});

describe('finding a read of the wall clock', () => {
  const source = [
    'const a = new Date();',
    'const b = Date.now();',
    'const c = Date();',
    'const d = new Date(Date.now() + 5);',
    "const e = new Date('2026-01-01');",
    'const f = ctx.now();',
    'const g = new Date(at.getTime());',
    '// new Date() in a comment',
    "const h = 'Date.now() in a string';",
  ].join('\n');

  it('finds new Date(), Date() and Date.now(), and nothing else', () => {
    expect(clockReadsOf('server/domain/x/x.ts', source).map((r) => [r.line, r.text])).toEqual([
      [1, 'new Date()'],
      [2, 'Date.now()'],
      [3, 'Date()'],
      [4, 'Date.now()'],
    ]);
  });

  it('allows only the allowed number of reads in an allowed file', () => {
    const allowed = [{ file: 'server/domain/a.ts', reads: 1, reason: 'a timeout' }];
    const one = clockReadsOf('server/domain/a.ts', 'Date.now();');
    const two = clockReadsOf('server/domain/a.ts', 'Date.now(); new Date();');
    const other = clockReadsOf('server/domain/b.ts', 'new Date();');
    expect(unallowedClockReads(one, allowed)).toEqual([]);
    expect(unallowedClockReads(two, allowed)).toHaveLength(2);
    expect(unallowedClockReads(other, allowed).map(describeClockRead)).toEqual([
      'server/domain/b.ts:1 reads the wall clock (new Date()): take the time from ctx.now() or a `now` parameter',
    ]);
    expect(staleClockAllowances(one, allowed)).toEqual([]);
    expect(staleClockAllowances([], allowed)).toEqual(['server/domain/a.ts']);
  });
});
