import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors.ts';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['terminated backend (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['starting up (57P03)', pgError('57P03', 'the database system is starting up')],
    ['connection exception (08006)', pgError('08006')],
    ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['closed under a query', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['a connection gone silent (query_timeout)', new Error('Query read timeout')],
    ['a statement past statement_timeout (57014)', pgError('57014', 'canceling statement due to statement timeout')],
    ['connections refused', pgError('55000', 'database "x" is not currently accepting connections')],
    ['several addresses refused', new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })])],
  ])('%s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    // Drizzle wraps the driver's error in its own.
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error))).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['an invalid uuid', pgError('22P02', 'invalid input syntax for type uuid')],
    ['another 55000', pgError('55000', 'currval of sequence "s" is not yet defined in this session')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('not %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error as Error))).toBe(false);
  });

  it('stops on a cause that loops', () => {
    const error = new Error('outer') as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
