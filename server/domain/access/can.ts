import type { Actor, ServiceContext } from '../context.ts';
import { isStaffPermission, type Permission, permissionKind } from './permissions.ts';
import { isLandlordOfOpenApplication, isOwner, teamRoleIn } from './relations.ts';
import type { Resource } from './resources.ts';
import { isTeamPermission, scopeGrants, teamRoleGrants } from './roles.ts';

// The decisions. Staff permissions come only from staff scopes and never open anyone's things:
// outside /man staff are ordinary users (docs/rules/access.md).

/** What a signed-in visitor may do with a listing on the market that is not theirs. */
const ON_MARKET_VISITOR_PERMISSIONS: ReadonlySet<Permission> = new Set([
  'listing.report',
  'application.create',
  'open_house.register',
  'viewing.request',
  'conversation.start',
]);

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
 * Rules that need the database (landlords of a tenant's application) are answered by canAsync;
 * here they count as not granted.
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
      // Things a visitor does with a listing on the market that is not their own side's.
      if (ON_MARKET_VISITOR_PERMISSIONS.has(permission))
        return resource.onMarket && !throughOwnership(actor, 'listing.read', resource);
      if (permission === 'open_house.manage' || permission === 'viewing.respond')
        return throughOwnership(actor, permission, resource);
      return permission.startsWith('listing.') && throughOwnership(actor, permission, resource);
    case 'tenant_profile':
      return actor !== null && permission === 'tenant_profile.read' && actor.userId === resource.userId;
    case 'paycheck':
      if (!actor || permission !== 'paycheck.read') return false;
      return actor.userId === resource.ownerUserId;
    case 'application':
    case 'offer': {
      if (!actor) return false;
      const landlord = throughOwnership(actor, permission, {
        ownerUserId: resource.listingOwnerUserId,
        ownerTeamId: resource.listingOwnerTeamId,
      });
      const tenant = actor.userId === resource.tenantUserId;
      if (permission === 'application.read' || permission === 'offer.read') return tenant || landlord;
      if (permission === 'application.withdraw' || permission === 'offer.respond') return tenant;
      if (permission === 'application.update' || permission === 'offer.create' || permission === 'offer.withdraw')
        return landlord;
      return false;
    }
    case 'conversation': {
      if (!actor) return false;
      // Assigning and internal notes are the landlord team's own business: its members by role.
      if (permission === 'conversation.assign' || permission === 'conversation.note') {
        const role = teamRoleIn(actor, resource.ownerTeamId);
        return role !== null && teamRoleGrants(role, permission);
      }
      if (permission !== 'conversation.read' && permission !== 'conversation.send') return false;
      if (resource.participantUserIds.includes(actor.userId)) return true;
      const role = teamRoleIn(actor, resource.ownerTeamId);
      return role !== null && teamRoleGrants(role, permission);
    }
    case 'team': {
      // A team role's permissions on the team's things, asked of the team itself: its pages,
      // starting a team listing (listing.create), its inbox (conversation.*), its people.
      const role = actor ? teamRoleIn(actor, resource.teamId) : null;
      return role !== null && isTeamPermission(permission) && teamRoleGrants(role, permission);
    }
    case 'contract': {
      if (!actor) return false;
      const side = throughOwnership(actor, permission, resource);
      if (permission === 'contract.read') return side || resource.partyUserIds.includes(actor.userId);
      if (permission === 'contract.update') return side;
      // A contract's money (docs/rules/rent-payments.md, payment-service.md): every party and the
      // landlord side read; the landlord side (landlord parties in their own name, the owning team
      // by role) marks a month paid and switches the payment service on.
      if (permission === 'contract.payments.read') return side || resource.partyUserIds.includes(actor.userId);
      if (permission === 'contract.payments.mark' || permission === 'contract.payments.manage') {
        if (resource.landlordUserIds?.includes(actor.userId)) return true;
        const role = teamRoleIn(actor, resource.ownerTeamId);
        return role !== null && teamRoleGrants(role, permission);
      }
      if (permission === 'contract.sign')
        return resource.signers.some((signer) => {
          if (signer.userId !== actor.userId) return false;
          if (signer.teamId === null) return true;
          const role = teamRoleIn(actor, signer.teamId);
          return role !== null && teamRoleGrants(role, 'contract.sign');
        });
      return false;
    }
    case 'renewal': {
      if (!actor) return false;
      const side = throughOwnership(actor, permission, resource) || resource.landlordUserIds.includes(actor.userId);
      if (permission === 'contract.read')
        return throughOwnership(actor, 'contract.read', resource) || resource.partyUserIds.includes(actor.userId);
      if (permission === 'contract.renewal.manage') return side;
      if (permission === 'contract.renewal.respond') return resource.tenantUserIds.includes(actor.userId);
      return false;
    }
    case 'contract_side': {
      if (!actor || permission !== 'contract.terminate') return false;
      if (resource.side === 'tenant') return resource.tenantUserIds.includes(actor.userId);
      if (resource.landlordUserIds.includes(actor.userId)) return true;
      return [resource.ownerTeamId, ...resource.landlordTeamIds].some((teamId) => {
        const role = teamRoleIn(actor, teamId);
        return role !== null && teamRoleGrants(role, permission);
      });
    }
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
        permission === 'paycheck.read' &&
        resource.shared &&
        isLandlordOfOpenApplication(ctx.db, actor, resource.ownerUserId, { sharingPaychecks: true })
      );
    default:
      return false;
  }
}
