import type { Actor, ServiceContext } from '../context.ts';
import { isStaffPermission, type Permission, permissionKind } from './permissions.ts';
import { isLandlordOfOpenApplication, isOwner, teamRoleIn } from './relations.ts';
import type { AgreementResource, Resource, SideActors } from './resources.ts';
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
    case 'agreement':
      return actor !== null && canOnAgreement(actor, permission, resource);
  }
}

/** Whether the person acts for this side of an agreement: in their own name, or by their current team role. */
function actsForSide(actor: Actor, permission: Permission, side: SideActors): boolean {
  if (side.userIds.includes(actor.userId)) return true;
  return side.teamIds.some((teamId) => {
    const role = teamRoleIn(actor, teamId);
    return role !== null && teamRoleGrants(role, permission);
  });
}

/**
 * An agreement's permissions (docs/rules/access.md "Agreements"). The owner (the person, or the
 * owning team by role) and every party read it and its money; the owner edits it; signers sign
 * (a team's signatory by their role now); the landlord side marks rent paid, runs the payment
 * service and renewals (the owner person too for renewals); the tenant side answers a renewal;
 * each side ends it for itself.
 */
function canOnAgreement(actor: Actor, permission: Permission, resource: AgreementResource): boolean {
  const party = resource.partyUserIds.includes(actor.userId);
  switch (permission) {
    case 'contract.read':
    case 'contract.payments.read':
      return throughOwnership(actor, permission, resource) || party;
    case 'contract.update':
      return throughOwnership(actor, permission, resource);
    case 'contract.sign':
      return resource.signers.some((signer) => {
        if (signer.userId !== actor.userId) return false;
        if (signer.teamId === null) return true;
        const role = teamRoleIn(actor, signer.teamId);
        return role !== null && teamRoleGrants(role, 'contract.sign');
      });
    case 'contract.payments.mark':
    case 'contract.payments.manage':
      return actsForSide(actor, permission, resource.sides.landlord);
    case 'contract.renewal.manage':
      return isOwner(actor, resource) || actsForSide(actor, permission, resource.sides.landlord);
    case 'contract.renewal.respond':
      return actsForSide(actor, permission, resource.sides.tenant);
    case 'contract.terminate':
      return resource.side !== undefined && actsForSide(actor, permission, resource.sides[resource.side]);
    default:
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
        permission === 'paycheck.read' &&
        resource.shared &&
        isLandlordOfOpenApplication(ctx.db, actor, resource.ownerUserId, { sharingPaychecks: true })
      );
    default:
      return false;
  }
}
