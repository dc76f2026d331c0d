import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { toDrizzleSql } from './transaction-db.ts';

const dialect = new PgDialect();

describe('toDrizzleSql', () => {
  it('binds every $n placeholder to its value, in order, repeats included', () => {
    const query = dialect.sqlToQuery(toDrizzleSql('select $1::json, $2 where x = $1 and y = $10', [...Array(10).keys()]));
    expect(query.sql).toBe('select $1::json, $2 where x = $3 and y = $4');
    expect(query.params).toEqual([0, 1, 0, 9]);
  });

  it('leaves SQL without placeholders alone', () => {
    const query = dialect.sqlToQuery(toDrizzleSql('select 1'));
    expect([query.sql, query.params]).toEqual(['select 1', []]);
  });

  it('refuses a placeholder without a value', () => {
    expect(() => toDrizzleSql('select $2', ['only one'])).toThrow(/\$2/);
    expect(() => toDrizzleSql('select $0', ['x'])).toThrow(/\$0/);
  });
});
