import type { TeamRole } from '#common/team-rules.ts';
import type { Scope } from '../context.ts';
import { ALL_PERMISSIONS, isStaffPermission, type Permission, type StaffPermission } from './permissions.ts';

// Who gets which permissions by role. Two kinds of roles:
// - staff scopes, on the person (users.scope): they open /man and its API, nothing else;
// - team roles, per team the person belongs to (Actor.memberships): they work the team's things.

/** What each staff scope may do in /man. 'user' (everyone) has no staff permissions. */
export const STAFF_SCOPE_PERMISSIONS: Record<Scope, readonly StaffPermission[]> = {
  user: [],
  staff: [
    'staff.access',
    'staff.listings.read',
    'staff.listings.moderate',
    'staff.listings.feature',
    'staff.reports.read',
    'staff.users.read',
    'staff.users.block',
    'staff.conversations.read',
    'staff.applications.read',
    'staff.reports.manage',
    'staff.teams.read',
    'staff.teams.verify',
    'staff.contracts.read',
    'staff.contracts.manage',
    'staff.payments.read',
    'staff.payments.manage',
    'staff.audit.read',
  ],
  // Administrators do everything staff do, and the rest of the staff permissions: among them the
  // payment service's money settings (staff.payments.settings), which are high-trust.
  admin: ALL_PERMISSIONS.filter(isStaffPermission),
};

export { TEAM_ROLES, type TeamRole } from '#common/team-rules.ts';

/** The permissions a team role can hold on the team's things. Account and staff permissions never. */
export const TEAM_PERMISSIONS = [
  'listing.create',
  'listing.read',
  'listing.manage.read',
  'listing.update',
  'listing.submit',
  'listing.lifecycle',
  'listing.assign',
  'application.read',
  'application.update',
  'open_house.manage',
  'viewing.respond',
  'offer.create',
  'offer.read',
  'offer.withdraw',
  'conversation.read',
  'conversation.send',
  'conversation.assign',
  'conversation.note',
  'team.read',
  'team.update',
  'team.members.manage',
  'team.owners.manage',
  'contract.read',
  'contract.update',
  'contract.sign',
  'contract.payments.read',
  'contract.payments.mark',
  'contract.renewal.manage',
  'contract.terminate',
  'contract.payments.manage',
] as const satisfies readonly Permission[];
export type TeamPermission = (typeof TEAM_PERMISSIONS)[number];

const AGENT_AREAS = ['listing.', 'application.', 'open_house.', 'viewing.', 'offer.', 'conversation.', 'contract.'];

/**
 * owner: everything. admin: everything but making, demoting or removing owners. agent: works
 * listings, applications, offers, the inbox and contracts, and sees the team. viewer: reads.
 */
export const TEAM_ROLE_PERMISSIONS: Record<TeamRole, readonly TeamPermission[]> = {
  owner: TEAM_PERMISSIONS,
  admin: TEAM_PERMISSIONS.filter((p) => p !== 'team.owners.manage'),
  agent: TEAM_PERMISSIONS.filter((p) => AGENT_AREAS.some((area) => p.startsWith(area)) || p === 'team.read'),
  viewer: TEAM_PERMISSIONS.filter((p) => p.endsWith('.read')),
};

export function scopeGrants(scopes: readonly Scope[], permission: Permission): boolean {
  return scopes.some((scope) => (STAFF_SCOPE_PERMISSIONS[scope] as readonly Permission[] | undefined)?.includes(permission));
}

export function isTeamPermission(permission: string): permission is TeamPermission {
  return (TEAM_PERMISSIONS as readonly string[]).includes(permission);
}

export function teamRoleGrants(role: TeamRole, permission: Permission): boolean {
  return (TEAM_ROLE_PERMISSIONS[role] as readonly Permission[]).includes(permission);
}
