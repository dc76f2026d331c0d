// Which errors mean "the database can't be reached right now" (ARCHITECTURE convention 13):
// the server answers those with 503 and Retry-After instead of a 500, and tries again by itself.
// Everything else stays a bug (500, logged). docs/decisions/0012-when-the-database-fails.md

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_S = 5;

/** Node's network errors on the way to the database. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** PostgreSQL SQLSTATEs that say the server or the connection is gone, not that the query was wrong. */
const SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, or a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '57014', // query_canceled: the statement ran past statement_timeout (DATABASE_QUERY_TIMEOUT_MS)
]);

/** node-postgres's own words for a connection that died or never came. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/, // query_timeout: a connection already made that stopped answering
  /is not currently accepting connections/, // ALTER DATABASE … ALLOW_CONNECTIONS false (55000)
  /^the database system is (starting up|shutting down|in recovery mode)/,
];

function matches(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code)) return true;
    if (code.startsWith('08')) return true; // connection_exception class
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when the error (or what it wraps: Drizzle puts the driver's error in `cause`, an
 * AggregateError holds one per address tried) says the database is unreachable.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  if (matches(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
