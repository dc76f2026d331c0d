import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { logger } from '#server/lib/logger.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for health checks and test set-up. */
  query(sql: string): Promise<unknown[]>;
  /** What the job queue connects with: the PGlite instance, or the PostgreSQL URL. */
  raw: { pglite: unknown } | { url: string };
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'server/db/migrations');

/**
 * DATABASE_URL set: node-postgres. Unset: embedded PGlite persisting under DATA_DIR/pglite.
 * `pgliteData` lets tests open a copy of a migrated template in memory. `queryTimeoutMs` (the
 * server's, DATABASE_QUERY_TIMEOUT_MS) bounds every statement on PostgreSQL; commands that
 * migrate or seed leave it out.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  pgliteData?: Blob;
  queryTimeoutMs?: number;
}): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // A connection that can't be made in 5 s fails the request (503) instead of holding it. A
    // statement on a connection already made gives up after queryTimeoutMs the same way: the
    // server cancels a slow one (statement_timeout), the driver stops waiting for a database that
    // went silent (query_timeout); both are an outage (503), not a hung request.
    const timeouts = options.queryTimeoutMs
      ? { statement_timeout: options.queryTimeoutMs, query_timeout: options.queryTimeoutMs }
      : {};
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5_000, ...timeouts });
    // A server restart or pg_terminate_backend ends connections: an idle one reports it on the
    // pool, one checked out between queries on itself. Without listeners Node ends the process
    // ("Unhandled 'error' event"); with them the dead connection is dropped and the next query
    // opens a new one (docs/decisions/0012-when-the-database-fails.md).
    pool.on('error', (error) => logger.warn({ err: error }, 'database connection lost (idle)'));
    // (The pool also reports an idle one's error: the client's own listener only needs to exist.)
    pool.on('connect', (client) => {
      client.on('error', (error) => logger.debug({ err: error }, 'database connection lost'));
    });
    const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async query(text) {
        return (await pool.query(text)).rows;
      },
      close: () => pool.end(),
      raw: { url: options.url },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let client: InstanceType<typeof PGlite>;
  if (options.pgliteData) {
    client = await PGlite.create({ loadDataDir: options.pgliteData });
  } else if (options.dataDir) {
    const dir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async query(text) {
      return (await client.query(text)).rows;
    },
    close: () => client.close(),
    raw: { pglite: client },
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/** True when every migration in the folder has been applied (for /readyz). */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const { readMigrationFiles } = await import('drizzle-orm/migrator');
  const expected = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  try {
    const rows = (await database.query('select hash from drizzle.__drizzle_migrations order by created_at')) as {
      hash: string;
    }[];
    const applied = new Set(rows.map((r) => r.hash));
    return expected.every((m) => applied.has(m.hash));
  } catch {
    return false;
  }
}
