import { AppError } from '#server/lib/errors.ts';
import type { Actor, ServiceContext } from '../context.ts';
import { canAsync } from './can.ts';
import { type Permission, permissionKind } from './permissions.ts';
import type { Resource } from './resources.ts';

/** The signed-in actor, or 401. The one check every service that needs a person makes. */
export function requireActor(ctx: Pick<ServiceContext, 'actor'>): Actor {
  if (!ctx.actor) throw new AppError('unauthorized');
  return ctx.actor;
}

/** The error for a denied permission: 404 for someone else's thing (not revealed), 403 for an area. */
export function deniedError(permission: Permission, resource?: Resource): AppError {
  return new AppError(permissionKind(permission) === 'object' && resource ? 'not_found' : 'forbidden');
}

/**
 * The actor if they may do this; else 401 without an actor, 404 for someone else's thing (its
 * existence is not revealed), 403 for an area (/man). Public reads use can() instead, since a
 * visitor without an account may see what is on the market.
 */
export async function authorize(ctx: ServiceContext, permission: Permission, resource?: Resource): Promise<Actor> {
  const actor = requireActor(ctx);
  if (await canAsync(ctx, permission, resource)) return actor;
  throw deniedError(permission, resource);
}
