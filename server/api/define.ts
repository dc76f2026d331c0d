import type { Handler, Hono, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { authorize } from '#server/domain/access/authorize.ts';
import { teamGrantsBySlug } from '#server/domain/access/relations.ts';
import type { TeamPermission } from '#server/domain/access/roles.ts';
import { serviceContext } from '#server/http/service-context.ts';
import type { HonoEnv } from '#server/http/types.ts';
import { AppError } from '#server/lib/errors.ts';
import { type ApiOperation, errorBodySchema, registerOperation } from './openapi.ts';

// One call declares an endpoint: its Hono route, its OpenAPI description and its access rule,
// so the three cannot drift apart (docs/decisions/0009-one-access-module.md).

/** auth: true — no valid bearer token, no entry (401), whatever the path or body. */
const requireBearer = createMiddleware<HonoEnv>(async (c, next) => {
  if (!c.get('actor')) throw new AppError('unauthorized');
  await next();
});

/** A staff area: 403 for anyone without the permission, before the body is read. */
function requirePermission(permission: NonNullable<ApiOperation['permission']>): MiddlewareHandler<HonoEnv> {
  return createMiddleware<HonoEnv>(async (c, next) => {
    await authorize(serviceContext(c), permission);
    await next();
  });
}

/** A team's endpoint: 404 unless the caller is a member of the `{slug}` team with a role granting it. */
function requireTeamPermission(permission: TeamPermission): MiddlewareHandler<HonoEnv> {
  return createMiddleware<HonoEnv>(async (c, next) => {
    if (!teamGrantsBySlug(c.get('actor'), c.req.param('slug') ?? '', permission)) throw new AppError('not_found');
    await next();
  });
}

type Braces<S extends string> = S extends `${infer A}{${infer N}}${infer B}` ? `${A}:${N}${Braces<B>}` : S;
/** The Hono route of an OpenAPI path, as a type: `/api/listings/{id}/` -> `/listings/:id/`. */
export type HonoPath<P extends string> = P extends `/api${infer R}` ? Braces<R> : string;

/** `/api/listings/{id}/` as the API app (mounted at /api) routes it: `/listings/:id/`. */
export function honoPath<P extends string>(path: P): HonoPath<P> {
  if (!path.startsWith('/api/')) throw new Error(`API paths start with /api/: ${path}`);
  return path.slice('/api'.length).replace(/\{(\w+)\}/g, ':$1') as HonoPath<P>;
}

/**
 * Registers the route on `app` (a Hono app mounted at /api), describes it in /api/openapi.json
 * and, with `auth: true`, refuses callers without a valid bearer token (401).
 */
export function defineOperation<P extends string>(
  app: Hono<HonoEnv>,
  op: ApiOperation & { path: P },
  handler: Handler<HonoEnv, HonoPath<P>>,
): void {
  registerOperation(op);
  const chain: Handler<HonoEnv>[] = [];
  if (op.auth) chain.push(requireBearer);
  if (op.permission) chain.push(requirePermission(op.permission));
  if (op.teamPermission) chain.push(requireTeamPermission(op.teamPermission));
  chain.push(handler as unknown as Handler<HonoEnv>);
  const on = app.on.bind(app) as (method: string, path: string, ...handlers: Handler<HonoEnv>[]) => unknown;
  on(op.method.toUpperCase(), honoPath(op.path), ...chain);
}

/** Error responses for the description, by status. */
export function errorResponses(...codes: number[]): ApiOperation['responses'] {
  return Object.fromEntries(codes.map((code) => [code, { description: `Error ${code}`, schema: errorBodySchema }]));
}
