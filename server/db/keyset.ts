import { and, eq, gt, lt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { KeysetPageDto } from '#common/list-kit.ts';

// Keyset paging for long lists (ARCHITECTURE.md: "keyset pagination for long lists";
// docs/rules/lists.md). A page is the rows after (or before) the last row seen, in a stable
// order whose last key is the row's id, so rows inserted or removed between two pages never
// make a row show twice or be skipped. The cursor is the named row's sort key and id, encoded
// opaque (base64url JSON) and checked on the way back in: a cursor that does not decode, was
// made for another order or holds values of the wrong type is ignored and the first page shown.
// A cursor's values only say where to start: the page's filters and access scope still apply,
// so a forged cursor shows nothing its holder could not page to.

export type KeyType = 'date' | 'number' | 'string' | 'uuid';
type KeyValue<T extends KeyType> = T extends 'date' ? Date : T extends 'number' ? number : string;

export interface KeysetKey<Row, T extends KeyType = KeyType> {
  /** The column or expression sorted on. It must not be null (use coalesce() for a nullable one). */
  sql: SQLWrapper;
  type: T;
  desc?: boolean;
  /** The key's value in a row the page query returned. */
  of: (row: Row) => KeyValue<T>;
}

export interface KeysetOrder<Row> {
  /** Written into the cursor: a cursor from another order (or list) is ignored. */
  name: string;
  /** The sort keys, the last one unique (the id). */
  keys: KeysetKey<Row>[];
}

/** A key typed by its value (helps inference at the call site). */
export function key<Row, T extends KeyType>(k: KeysetKey<Row, T>): KeysetKey<Row> {
  return k as unknown as KeysetKey<Row>;
}

/** An order for keyset paging; its last key must be unique (the row's id). */
export function keysetOrder<Row>(name: string, keys: KeysetKey<Row>[]): KeysetOrder<Row> {
  if (keys.length === 0) throw new Error('a keyset order needs a key');
  return { name, keys };
}

/**
 * The expression compared and sorted: timestamps at millisecond precision, as a JavaScript
 * Date holds them (PostgreSQL keeps microseconds; a cursor rounded to milliseconds would
 * otherwise skip the rows inside that millisecond).
 */
function expr(k: Pick<KeysetKey<never>, 'sql' | 'type'>): SQL {
  return k.type === 'date' ? sql`date_trunc('milliseconds', ${k.sql})` : sql`${k.sql}`;
}

/** ORDER BY for the order, or for its reverse (reading backwards for a "previous" page). */
export function keysetOrderBy<Row>(order: KeysetOrder<Row>, reverse = false): SQL[] {
  return order.keys.map((k) => {
    const desc = Boolean(k.desc) !== reverse;
    return desc ? sql`${expr(k)} desc` : sql`${expr(k)} asc`;
  });
}

type Stored = string | number;

function store(type: KeyType, value: unknown): Stored {
  if (type === 'date') return (value as Date).toISOString();
  if (type === 'number') return value as number;
  return String(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function load(type: KeyType, value: unknown): unknown {
  switch (type) {
    case 'date': {
      if (typeof value !== 'string' || !ISO.test(value)) return undefined;
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? undefined : date;
    }
    case 'number':
      return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
    case 'uuid':
      return typeof value === 'string' && UUID.test(value) ? value : undefined;
    case 'string':
      return typeof value === 'string' && value.length <= 200 ? value : undefined;
  }
}

/** The cursor naming a row: its keys, opaque. */
export function encodeCursor<Row>(order: KeysetOrder<Row>, row: Row): string {
  const values = order.keys.map((k) => store(k.type, k.of(row)));
  return Buffer.from(JSON.stringify([order.name, ...values]), 'utf8').toString('base64url');
}

/** The keys a cursor holds, or null when it is not one of this order's cursors. Never throws. */
export function decodeCursor<Row>(order: KeysetOrder<Row>, cursor: string): unknown[] | null {
  if (cursor.length > 512 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== order.keys.length + 1 || parsed[0] !== order.name) return null;
  const values = order.keys.map((k, i) => load(k.type, parsed[i + 1]));
  return values.some((v) => v === undefined) ? null : values;
}

/** Rows strictly after the named row in the order (or before it, reading backwards). */
function beyond<Row>(order: KeysetOrder<Row>, values: unknown[], backwards: boolean): SQL {
  // (k1 > v1) or (k1 = v1 and k2 > v2) or ...: keys may sort in different directions.
  const branches = order.keys.map((k, i) => {
    const equal = order.keys.slice(0, i).map((prev, j) => eq(expr(prev), values[j]));
    const forward = Boolean(k.desc) === backwards;
    const step = forward ? gt(expr(k), values[i]) : lt(expr(k), values[i]);
    return and(...equal, step) as SQL;
  });
  return or(...branches) as SQL;
}

export interface PageRequest {
  after?: string;
  before?: string;
  /** An old `page=N` link's page, used only without a cursor (read once by offset). */
  page?: number;
}

/** What the list's query receives: its filters go beside `where`. */
export interface PageWindow {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/**
 * One page of a list by keyset. `rows` runs the list's query with the window given (the list's
 * own filters and scope and'ed with `where`); `count` counts the rows matching the filters (the
 * total the page shows). Rows come back in the order, whichever way the page was read.
 */
export async function keysetPage<Row>(
  order: KeysetOrder<Row>,
  request: PageRequest,
  pageSize: number,
  rows: (window: PageWindow) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<KeysetPageDto<Row>> {
  const after = request.after ? decodeCursor(order, request.after) : null;
  const before = !after && request.before ? decodeCursor(order, request.before) : null;
  const offset = !after && !before && request.page && request.page > 1 ? (request.page - 1) * pageSize : 0;

  const read = (window: Partial<PageWindow>) =>
    rows({ where: undefined, orderBy: keysetOrderBy(order), limit: pageSize + 1, offset: 0, ...window });

  let items: Row[];
  let hasNext: boolean;
  let hasPrev: boolean;
  const totalPromise = count();
  if (before) {
    const back = await read({ where: beyond(order, before, true), orderBy: keysetOrderBy(order, true) });
    if (back.length > pageSize) {
      items = back.slice(0, pageSize).reverse();
      hasPrev = true;
      hasNext = true;
    } else {
      // Back at the start: show the whole first page, not the few rows left before the cursor.
      const first = await read({});
      items = first.slice(0, pageSize);
      hasNext = first.length > pageSize;
      hasPrev = false;
    }
  } else {
    let forward = await read({ where: after ? beyond(order, after, false) : undefined, offset });
    let skipped = offset > 0;
    // An old page number past the end: the first page rather than nothing.
    if (forward.length === 0 && skipped) {
      forward = await read({});
      skipped = false;
    }
    items = forward.slice(0, pageSize);
    hasNext = forward.length > pageSize;
    hasPrev = Boolean(after) || skipped;
  }
  const first = items[0];
  const last = items.at(-1);
  return {
    items,
    total: await totalPromise,
    next: hasNext && last !== undefined ? encodeCursor(order, last) : null,
    prev: hasPrev && first !== undefined ? encodeCursor(order, first) : null,
  };
}
