import { isCleanText, isDay } from './input.ts';

// The list kit: a list page declares its query once (filters with their defaults, sort options,
// how it pages) and gets a parser from the URL and a writer back to it. Parsing never throws:
// a value that does not parse falls back to its default, so a hostile or stale link shows the
// list, never an error. Pure: the server, the pages and the API client share it.
// docs/rules/lists.md says how to build a list on it.

/** The one page size of lists: tables show 20 rows a page (DOMAIN.md "Numbers"). */
export const LIST_PAGE_SIZE = 20;

/** The longest text filter kept, and the longest cursor read (anything longer is dropped). */
const TEXT_MAX = 200;
const CURSOR_MAX = 512;

export interface EnumFilter<V extends string, D extends V | undefined> {
  kind: 'enum';
  values: readonly V[];
  fallback: D;
}
export interface TextFilter {
  kind: 'text';
  max: number;
  /** A further check the value must pass (a postcode, a reference); else none. */
  check?: (value: string) => boolean;
}
export interface DayFilter {
  kind: 'day';
}
export interface IdFilter {
  kind: 'id';
}
export interface BooleanFilter {
  kind: 'boolean';
}
export type FilterDef = EnumFilter<string, string | undefined> | TextFilter | DayFilter | IdFilter | BooleanFilter;

/** The filter kinds. A filter that is not given (or does not parse) takes its default. */
export const filter = {
  /** One of `values`; else `fallback` (undefined: no filter). */
  enum: <V extends string, D extends V | undefined = undefined>(values: readonly V[], fallback?: D): EnumFilter<V, D> => ({
    kind: 'enum',
    values,
    fallback: fallback as D,
  }),
  /** Trimmed text without control characters, at most `max` characters (and passing `check`); else none. */
  text: (max = TEXT_MAX, check?: (value: string) => boolean): TextFilter => ({ kind: 'text', max, check }),
  /** A calendar day YYYY-MM-DD that exists; else none. */
  day: (): DayFilter => ({ kind: 'day' }),
  /** A UUID (lower case); else none. */
  id: (): IdFilter => ({ kind: 'id' }),
  /** On when the parameter is `1` or `true`; written as `1`. */
  boolean: (): BooleanFilter => ({ kind: 'boolean' }),
};

type ValueOf<F> = F extends EnumFilter<infer V, infer D> ? V | D : F extends BooleanFilter ? boolean : string | undefined;

/**
 * How a list pages: `keyset` (long lists: opaque `after`/`before` cursors from the server's
 * keyset helper; an old `page=N` link still opens that page) or `offset` (short lists: `page=N`).
 */
export type Paging = 'keyset' | 'offset';

export interface ListDefinition<F extends Record<string, FilterDef>, S extends string> {
  filters: F;
  /** The sort options in the `sort` parameter; the first is the default. */
  sorts?: readonly S[];
  paging: Paging;
  pageSize?: number;
}

/** Filters that can be absent (no default): optional in the query, so a service can be called with fewer. */
type OptionalKeys<F> = { [K in keyof F]: undefined extends ValueOf<F[K]> ? K : never }[keyof F];

export type ListQuery<F extends Record<string, FilterDef>, S extends string = never> = {
  [K in Exclude<keyof F, OptionalKeys<F>>]: ValueOf<F[K]>;
} & { [K in OptionalKeys<F>]?: ValueOf<F[K]> } & {
  /** The sort; the definition's first when it has sorts. */
  sort?: S;
  /** 1-based page (offset lists; on keyset lists only an old link's page, used when no cursor is given). */
  page: number;
  /** Keyset cursors: the rows after, or before, the row it names. At most one is set. */
  after?: string;
  before?: string;
};

/** A list's query, declared once. */
export function defineList<F extends Record<string, FilterDef>, S extends string = never>(
  definition: ListDefinition<F, S>,
): ListDefinition<F, S> {
  return definition;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CURSOR = /^[A-Za-z0-9_-]+$/;
/** The highest page an old `page=N` link may ask for. */
const PAGE_MAX = 10_000;

function parseFilter(def: FilterDef, raw: string | null): unknown {
  switch (def.kind) {
    case 'enum':
      return raw !== null && def.values.includes(raw) ? raw : def.fallback;
    case 'text': {
      const value = raw?.trim().slice(0, def.max);
      // Control characters can't be in any name or title (PostgreSQL text can't even hold NUL).
      return value && isCleanText(value) && (!def.check || def.check(value)) ? value : undefined;
    }
    case 'day': {
      const value = raw?.trim();
      return value && isDay(value) ? value : undefined;
    }
    case 'id': {
      const value = raw?.trim().toLowerCase();
      return value && UUID.test(value) ? value : undefined;
    }
    case 'boolean':
      return raw === '1' || raw === 'true';
  }
}

/** A 1-based page from `page`; anything else is page 1. */
export function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

/** A cursor's outer shape (base64url, not too long); what it holds the server checks. */
function parseCursor(raw: string | null): string | undefined {
  return raw && raw.length <= CURSOR_MAX && CURSOR.test(raw) ? raw : undefined;
}

/** The query from a URL's parameters. Never throws: what does not parse takes its default. */
export function parseList<F extends Record<string, FilterDef>, S extends string>(
  definition: ListDefinition<F, S>,
  params: URLSearchParams,
): ListQuery<F, S> {
  const query: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(definition.filters)) query[name] = parseFilter(def, params.get(name));
  if (definition.sorts?.length) {
    const sort = params.get('sort');
    query.sort = sort !== null && (definition.sorts as readonly string[]).includes(sort) ? sort : definition.sorts[0];
  }
  query.page = parsePage(params.get('page'));
  if (definition.paging === 'keyset') {
    const after = parseCursor(params.get('after'));
    const before = after ? undefined : parseCursor(params.get('before'));
    if (after) query.after = after;
    if (before) query.before = before;
    // A cursor names the page: an old page number beside it means nothing.
    if (after || before) query.page = 1;
  }
  return query as ListQuery<F, S>;
}

/**
 * A list that paged with `cursor=` (followed from its `next_cursor`) before it moved onto the kit:
 * that parameter is read as `after=`, so its clients and bookmarks keep working.
 */
export function withLegacyCursor(params: URLSearchParams): URLSearchParams {
  const cursor = params.get('cursor');
  if (cursor === null || params.has('after') || params.has('before')) return params;
  const read = new URLSearchParams(params);
  read.delete('cursor');
  read.set('after', cursor);
  return read;
}

export type ListChange<F extends Record<string, FilterDef>, S extends string = never> = Partial<ListQuery<F, S>>;

/** The query of a list definition (`QueryOf<typeof staffUserList>`). */
export type QueryOf<D> = D extends ListDefinition<infer F, infer S> ? ListQuery<F, S> : never;

/**
 * The query as URL parameters: defaults, empty values and page 1 left out, filters in the
 * definition's order. A change of anything but the page or a cursor starts at the first page.
 */
export function listParams<F extends Record<string, FilterDef>, S extends string>(
  definition: ListDefinition<F, S>,
  query: ListQuery<F, S>,
  change: ListChange<F, S> = {},
): URLSearchParams {
  const next: Record<string, unknown> = { ...query, page: 1, after: undefined, before: undefined, ...change };
  const params = new URLSearchParams();
  for (const [name, def] of Object.entries(definition.filters)) {
    const value = next[name];
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (def.kind === 'enum' && value === def.fallback) continue;
    params.set(name, def.kind === 'boolean' ? '1' : String(value));
  }
  if (definition.sorts?.length && next.sort && next.sort !== definition.sorts[0]) params.set('sort', String(next.sort));
  if (typeof next.after === 'string') params.set('after', next.after);
  else if (typeof next.before === 'string') params.set('before', next.before);
  else if (typeof next.page === 'number' && next.page > 1) params.set('page', String(next.page));
  return params;
}

/** `?…` for a link (or '' when the query is all defaults). */
export function listSearch<F extends Record<string, FilterDef>, S extends string>(
  definition: ListDefinition<F, S>,
  query: ListQuery<F, S>,
  change: ListChange<F, S> = {},
): string {
  const text = listParams(definition, query, change).toString();
  return text ? `?${text}` : '';
}

/** Links to a list at `path`: `link(query, { status: 'open' })`, `link(query, { after: next })`. */
export function listLink<F extends Record<string, FilterDef>, S extends string>(path: string, definition: ListDefinition<F, S>) {
  return (query: ListQuery<F, S>, change: ListChange<F, S> = {}): string => `${path}${listSearch(definition, query, change)}`;
}

/** One page of a keyset list, as the server returns it. */
export interface KeysetPageDto<T> {
  items: T[];
  /** Rows matching the filters (every page). */
  total: number;
  /** The cursor of the next and previous page; null at either end. */
  next: string | null;
  prev: string | null;
}
