import type { MiddlewareHandler } from 'hono';
import { isId, isIdParamName } from '#common/input.ts';
import { openApiDocument } from '#server/api/openapi.ts';
import { AppError } from '#server/lib/errors.ts';
import type { HonoEnv } from './types.ts';

// Ids in API paths (docs/decisions/0013-one-schema-per-kind-of-input.md): a segment the OpenAPI
// document names `{id}` or `{somethingId}` must be a uuid, or the answer is 404 before any
// handler or query runs. Driven by the documented paths, so a new operation is covered as soon
// as it is described.

interface Template {
  pattern: RegExp;
  /** For each captured segment, whether it is an id. */
  ids: boolean[];
}

let templates: Template[] | null = null;

function compile(): Template[] {
  return Object.keys(openApiDocument().paths).map((path) => {
    const ids: boolean[] = [];
    const source = path
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const param = /^\{([^}]+)\}$/.exec(part);
        if (!param) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
        ids.push(isIdParamName(param[1]));
        return '([^/]+)';
      })
      .join('');
    return { pattern: new RegExp(`^${source}$`), ids };
  });
}

/** True when the path fits a documented template only with a malformed id in it. */
export function hasMalformedPathId(path: string): boolean {
  templates ??= compile();
  let malformed = false;
  for (const { pattern, ids } of templates) {
    const match = pattern.exec(path);
    if (!match) continue;
    const values = match.slice(1).map((value) => {
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    });
    if (values.every((value, i) => !ids[i] || isId(value))) return false;
    malformed = true;
  }
  return malformed;
}

/** 404 for an API path whose id is not a uuid. */
export const pathIds: MiddlewareHandler<HonoEnv> = async (c, next) => {
  if (hasMalformedPathId(c.req.path)) throw new AppError('not_found');
  await next();
};
