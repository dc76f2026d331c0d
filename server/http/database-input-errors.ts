import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { AppError } from '#server/lib/errors.ts';

// The last line of defence (docs/decisions/0013-one-schema-per-kind-of-input.md): input the
// schemas and services should have refused but PostgreSQL refused instead. Class 22 (data
// exception: a malformed uuid 22P02, an impossible date 22007/22008, a number out of range
// 22003, NUL in text 22021) and 54000 (program limit, e.g. an index row too big) are the
// client's input: 400. A unique violation (23505) is a conflict with what is there: 409.
// Never our outage, and never the SQL in the answer.
const INPUT_CODES = /^(22[0-9A-Z]{3}|54000|23505)$/;

/** The SQLSTATE when the error (or what it wraps, as Drizzle's DrizzleQueryError does) is PostgreSQL refusing a value. */
export function databaseInputErrorCode(error: unknown): string | null {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_CODES.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function isDatabaseInputError(error: unknown): boolean {
  return databaseInputErrorCode(error) !== null;
}

/** The answer to a refused value: 409 `conflict` for a unique violation, else 400 `bad_request`. */
export function refusedInputAppError(error: unknown): AppError {
  return new AppError(databaseInputErrorCode(error) === '23505' ? 'conflict' : 'bad_request');
}

/** What the safety net logs (a warning: some schema let the value through). Tests look for it. */
export const DATABASE_REFUSED_INPUT = 'PostgreSQL refused input that a schema should have refused';

/**
 * Before a page renders its error boundary: route errors that are refused input become a
 * 400/409 with the translated message instead of a 500 showing the failed query. Returns the
 * status to send.
 */
export function refusedInputAsBadRequest(
  context: { errors: Record<string, unknown> | null },
  status: number,
  message: (code: 'bad_request' | 'conflict') => string,
): number {
  if (!context.errors) return status;
  const entries = Object.entries(context.errors);
  if (!entries.some(([, error]) => isDatabaseInputError(error))) return status;
  let refused = status;
  for (const [routeId, error] of entries) {
    if (!isDatabaseInputError(error)) continue;
    const appError = refusedInputAppError(error);
    refused = appError.status;
    context.errors[routeId] = new ErrorResponseImpl(appError.status, appError.code, message(appError.code as 'bad_request'));
  }
  return entries.every(([, error]) => isDatabaseInputError(error)) && status === 500 ? refused : status;
}
