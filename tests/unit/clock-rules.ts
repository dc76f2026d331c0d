import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { sourceFiles } from './import-rules.ts';

// The injected clock (issue 19 §3): business rules read "now" from ctx.now() or a `now` they are
// given, never from the wall clock, so a test (or a replay) can say what time it is. A read of
// the wall clock is `new Date()` with no argument, `Date()` or `Date.now()`.

export interface ClockRead {
  file: string;
  line: number;
  text: string;
}

/**
 * The files of server/domain that may read the wall clock, how many times, and why: time that is
 * not business time (a worker's wait for its own lease, a timeout). A file not named here reads
 * no wall clock; staleClockAllowances names an entry that no longer matches.
 */
export const CLOCK_ALLOWLIST: readonly { file: string; reads: number; reason: string }[] = [];

function isDate(node: ts.Node): boolean {
  return ts.isIdentifier(node) && node.text === 'Date';
}

/** Every read of the wall clock in a source text (comments and strings do not count). */
export function clockReadsOf(file: string, source: string): ClockRead[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: ClockRead[] = [];
  const visit = (node: ts.Node) => {
    const read =
      (ts.isNewExpression(node) && isDate(node.expression) && (node.arguments?.length ?? 0) === 0) ||
      (ts.isCallExpression(node) && isDate(node.expression)) ||
      (ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        isDate(node.expression.expression) &&
        node.expression.name.text === 'now');
    if (read) {
      out.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: node.getText(sf) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The reads of the wall clock in a folder's source files (tests left out). */
export function projectClockReads(root: string, folder = 'server/domain'): ClockRead[] {
  return sourceFiles(root, folder).flatMap((file) => clockReadsOf(file, readFileSync(path.join(root, file), 'utf8')));
}

/** The reads no allowance covers: every read of a file not allowed, or of one reading more than allowed. */
export function unallowedClockReads(reads: ClockRead[], allowed = CLOCK_ALLOWLIST): ClockRead[] {
  return reads.filter((read) => {
    const entry = allowed.find((a) => a.file === read.file);
    return !entry || reads.filter((r) => r.file === read.file).length > entry.reads;
  });
}

/** Allowances that no longer match: the file reads the clock fewer times than allowed (or not at all). */
export function staleClockAllowances(reads: ClockRead[], allowed = CLOCK_ALLOWLIST): string[] {
  return allowed.filter((a) => reads.filter((r) => r.file === a.file).length < a.reads).map((a) => a.file);
}

export function describeClockRead(read: ClockRead): string {
  return `${read.file}:${read.line} reads the wall clock (${read.text}): take the time from ctx.now() or a \`now\` parameter`;
}
