import type { Actor, ServiceContext } from '../context.ts';
import { isStaffPermission, type Permission, permissionKind } from './permissions.ts';
import { isContractParty, isLandlordOfOpenApplication, isOwner, teamRoleIn } from './relations.ts';
import type { Resource } from './resources.ts';
import { scopeGrants, teamRoleGrants } from './roles.ts';

// The decisions. Staff permissions come only from staff scopes and never open anyone's things:
// outside /man staff are ordinary users (docs/rules/access.md).

/** Through ownership or a team role: what the person may do with something owned by a person or team. */
function throughOwnership(
  actor: Actor,
  permission: Permission,
  thing: { ownerUserId: string | null; ownerTeamId: string | null },
) {
  if (isOwner(actor, thing)) return true;
  const role = teamRoleIn(actor, thing.ownerTeamId);
  return role !== null && teamRoleGrants(role, permission);
}

/**
 * Whether the actor may do this, from what is at hand (the actor and the resource's facts).
 * Rules that need the database (contract parties, landlords of a tenant's application) are
 * answered by canAsync; here they count as not granted.
 */
export function can(actor: Actor | null, permission: Permission, resource?: Resource): boolean {
  if (isStaffPermission(permission)) return actor !== null && scopeGrants(actor.scope, permission);
  if (!resource) {
    // Permissions on one's own account, and starting things of one's own.
    return actor !== null && permissionKind(permission) === 'self';
  }
  switch (resource.type) {
    case 'listing':
      if (permission === 'listing.read' && resource.onMarket) return true;
      if (!actor) return false;
      if (permission === 'listing.report') return resource.onMarket && !throughOwnership(actor, 'listing.read', resource);
      return permission.startsWith('listing.') && throughOwnership(actor, permission, resource);
    case 'tenant_profile':
      return actor !== null && permission === 'tenant_profile.read' && actor.userId === resource.userId;
    case 'paycheck':
      if (!actor || permission !== 'paycheck.read') return false;
      return actor.userId === resource.ownerUserId;
    case 'team': {
      const role = actor ? teamRoleIn(actor, resource.teamId) : null;
      return role !== null && permission.startsWith('team.') && teamRoleGrants(role, permission);
    }
    case 'contract':
      return false;
  }
}

/** can(), and where that says no, the relations that need the database. */
export async function canAsync(ctx: ServiceContext, permission: Permission, resource?: Resource): Promise<boolean> {
  const actor = ctx.actor;
  if (can(actor, permission, resource)) return true;
  if (!actor || !resource) return false;
  switch (resource.type) {
    case 'tenant_profile':
      return permission === 'tenant_profile.read' && isLandlordOfOpenApplication(ctx.db, actor, resource.userId);
    case 'paycheck':
      return (
        permission === 'paycheck.read' && resource.shared && isLandlordOfOpenApplication(ctx.db, actor, resource.ownerUserId)
      );
    case 'contract':
      return permission.startsWith('contract.') && isContractParty(ctx.db, actor, resource.contractId);
    default:
      return false;
  }
}
