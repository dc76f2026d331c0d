import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

/** The connection pg-boss writes a job through (its `db` option). */
export interface JobSqlConnection {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss SQL (`$1`, `$2`, … placeholders) as a Drizzle query with the same values bound, so it
 * runs on whatever `db` is: a transaction (node-postgres or PGlite) or the database itself.
 */
export function toDrizzleSql(text: string, values: readonly unknown[] = []): SQL {
  // split() with a capturing group: even entries are SQL text, odd entries placeholder numbers.
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 0) {
      if (parts[i]) chunks.push(sql.raw(parts[i]));
      continue;
    }
    const index = Number(parts[i]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`job SQL refers to $${parts[i]} without a value`);
    chunks.push(sql`${values[index]}`);
  }
  return sql.join(chunks);
}

/**
 * Lets pg-boss insert a job through the caller's connection: given a Drizzle transaction, the job
 * row is part of it (a rollback leaves no job, a commit makes it visible to the workers).
 */
export function jobConnection(db: Db): JobSqlConnection {
  return {
    async executeSql(text, values = []) {
      const result = (await db.execute(toDrizzleSql(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
