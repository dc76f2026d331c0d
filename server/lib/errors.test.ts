import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#common/locales.ts';
import { AppError, ERROR_CODES, ERROR_STATUS, isErrorCode } from './errors.ts';

const root = path.resolve(__dirname, '../..');

function codesOf(locale: string): Record<string, unknown> {
  const file = JSON.parse(readFileSync(path.join(root, 'locales', locale, 'errors.json'), 'utf8'));
  return file.codes;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('the error registry', () => {
  it.each(LOCALES)('has a message for every code in %s, and no message for a code it lacks', (locale) => {
    const codes = codesOf(locale);
    for (const code of ERROR_CODES) {
      expect(typeof codes[code] === 'string' && (codes[code] as string).trim() !== '', `${locale}: errors:codes.${code}`).toBe(
        true,
      );
    }
    expect(Object.keys(codes).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('gives every code an HTTP error status, and the error its code’s status', () => {
    for (const code of ERROR_CODES) expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
    expect(new AppError('listing_not_renewable_yet').status).toBe(409);
    expect(new AppError('email_taken', undefined, { fields: { email: ['email_taken'] } })).toMatchObject({
      code: 'email_taken',
      status: 409,
      fields: { email: ['email_taken'] },
    });
    expect(isErrorCode('household_full')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });

  // A service that refuses says why with its own code: a bare "conflict" (or a reason hidden in
  // the message) can't be told apart by the mobile app or shown as a translated message.
  it('has no service throwing a bare conflict, or a reason as a message string', () => {
    const offenders: string[] = [];
    for (const file of [...sourceFiles(path.join(root, 'server')), ...sourceFiles(path.join(root, 'app'))]) {
      const text = readFileSync(file, 'utf8');
      text.split('\n').forEach((line, i) => {
        if (/new AppError\(\s*'conflict'/.test(line) || /new AppError\(\s*[^,()]+,\s*['"`]/.test(line)) {
          offenders.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });
});
