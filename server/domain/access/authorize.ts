import { AppError } from '#server/lib/errors.ts';
import type { Actor, ServiceContext } from '../context.ts';
import { can, canAsync } from './can.ts';
import { type Permission, permissionKind } from './permissions.ts';
import type { AgreementResource, Resource } from './resources.ts';

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

/**
 * The error for a denied permission on an agreement: 403 to one who may read it (a party, a team
 * viewer) but not do this, 404 to anyone else (its existence is not revealed).
 */
export function denyAgreement(actor: Actor | null, permission: Permission, resource: AgreementResource): AppError {
  if (permission !== 'contract.read' && can(actor, 'contract.read', resource)) return new AppError('forbidden');
  return new AppError('not_found');
}

/** The actor if they may do this with the agreement; else 401 without an actor, then 403 or 404 (denyAgreement). */
export function authorizeAgreement(
  ctx: Pick<ServiceContext, 'actor'>,
  permission: Permission,
  resource: AgreementResource,
): Actor {
  const actor = requireActor(ctx);
  if (can(actor, permission, resource)) return actor;
  throw denyAgreement(actor, permission, resource);
}
