import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';

// What the JSON API answers, described for /api/openapi.json by the schema the handler answers
// with: `answer(c, schema, value)` takes only a value of the schema's type, so the document and
// the code have one source (and the integration tests check every real answer against the
// document: tests/fixtures/openapi-check.ts).

/** Answers `value` as JSON; it must have the type of `schema`, the schema the operation declares. */
export function answer<S extends z.ZodType>(c: Context, _schema: S, value: z.output<S>, status: ContentfulStatusCode = 200) {
  return c.json(value as never, status);
}

/** A record the code keeps open (facts, details, settings): an object, its keys described in words. */
export const details = (description: string) =>
  // Typed as any object: a DTO interface has no index signature, so it would not fit Record<string, unknown>.
  z.record(z.string(), z.unknown()).describe(description) as unknown as z.ZodType<object>;

/** One page of a keyset list (list kit): the rows, the total and the cursors of the pages either side. */
export function keysetPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().describe('Rows matching the filters (every page)'),
    next: z.string().nullable().describe('The cursor of the next page (`after=`); null on the last'),
    prev: z.string().nullable().describe('The cursor of the previous page (`before=`); null on the first'),
  });
}

/** One page of a numbered list (list kit): the rows, the page, the number of pages and the total. */
export function numberedPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    page_count: z.number().int(),
    total: z.number().int(),
  });
}

/** Counts per status (or another key) for a list's filters. */
export const counts = z.record(z.string(), z.number().int());
