import { isId } from '#common/input.ts';
import { AppError } from './errors.ts';

/**
 * An id a service is asked to look up (from a path, a hidden form field, a query): anything but
 * a uuid cannot exist, so it is `not_found` before a query runs (docs/decisions/0013).
 */
export function requireId(value: string | null | undefined): string {
  if (!isId(value)) throw new AppError('not_found');
  return value.toLowerCase();
}
