import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  databaseInputErrorCode,
  isDatabaseInputError,
  refusedInputAppError,
  refusedInputAsBadRequest,
} from './database-input-errors.ts';

// As Drizzle throws it: a DrizzleQueryError whose cause is the driver's error with the SQLSTATE.
function queryError(code: string) {
  return Object.assign(new Error('Failed query: select "id" from "listings" where "id" = $1'), {
    cause: Object.assign(new Error('invalid input syntax for type uuid'), { code }),
  });
}

describe('database input errors', () => {
  it('finds the SQLSTATE of refused values through the wrapping error', () => {
    expect(databaseInputErrorCode(queryError('22P02'))).toBe('22P02');
    expect(databaseInputErrorCode(queryError('22021'))).toBe('22021');
    expect(databaseInputErrorCode(queryError('54000'))).toBe('54000');
    expect(isDatabaseInputError(queryError('23505'))).toBe(true);
  });

  it('leaves outages and bugs alone', () => {
    for (const code of ['08006', '57P01', '42P01', '40001', '23503']) expect(isDatabaseInputError(queryError(code))).toBe(false);
    expect(isDatabaseInputError(new Error('boom'))).toBe(false);
    expect(isDatabaseInputError(null)).toBe(false);
  });

  it('answers 400 for a bad value and 409 for a unique violation', () => {
    expect(refusedInputAppError(queryError('22007'))).toMatchObject({ code: 'bad_request', status: 400 });
    expect(refusedInputAppError(queryError('23505'))).toMatchObject({ code: 'conflict', status: 409 });
  });

  it('turns a page error of refused input into a 400 route error without the query', () => {
    const context = { errors: { 'routes/listings/index': queryError('22P02') } as Record<string, unknown> };
    expect(refusedInputAsBadRequest(context, 500, (code) => `message for ${code}`)).toBe(400);
    const replaced = context.errors['routes/listings/index'];
    expect(isRouteErrorResponse(replaced) && replaced.status).toBe(400);
    expect(JSON.stringify(replaced)).not.toContain('select');
    expect((replaced as { data: unknown }).data).toBe('message for bad_request');
  });

  it('keeps the status when another route failed for another reason, or nothing failed', () => {
    const mixed = { errors: { a: queryError('22P02'), b: new Error('bug') } as Record<string, unknown> };
    expect(refusedInputAsBadRequest(mixed, 500, () => 'x')).toBe(500);
    expect(isRouteErrorResponse(mixed.errors.a)).toBe(true);
    expect(refusedInputAsBadRequest({ errors: null }, 200, () => 'x')).toBe(200);
  });
});
