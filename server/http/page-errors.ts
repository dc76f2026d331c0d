import { data } from 'react-router';
import { isAppError } from '#server/lib/errors.ts';
import { isDatabaseInputError, refusedInputAppError } from './database-input-errors.ts';

/** A service's AppError as the page's error response (404 shows the not-found page, and so on). */
export function asPageError(error: unknown): unknown {
  if (isDatabaseInputError(error)) {
    const refused = refusedInputAppError(error);
    return data(refused.message, { status: refused.status });
  }
  if (!isAppError(error)) return error;
  return data(error.code === 'not_found' ? 'This page could not be found' : error.message, { status: error.status });
}

/** Runs a service call for a loader; its AppError becomes the page's status. */
export async function forPage<T>(call: () => T | Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asPageError(error);
  }
}
