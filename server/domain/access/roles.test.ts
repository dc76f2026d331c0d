import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, isStaffPermission, PERMISSIONS } from './permissions.ts';
import { STAFF_SCOPE_PERMISSIONS, TEAM_PERMISSIONS, TEAM_ROLE_PERMISSIONS, TEAM_ROLES } from './roles.ts';

describe('permissions', () => {
  it('are named resource.action and say what a denial answers', () => {
    for (const permission of ALL_PERMISSIONS) {
      expect(permission).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
      expect(['object', 'area', 'self']).toContain(PERMISSIONS[permission].kind);
    }
    // Every staff permission is an area (403), never an object permission.
    for (const permission of ALL_PERMISSIONS.filter(isStaffPermission)) expect(PERMISSIONS[permission].kind).toBe('area');
  });

  it('include what the next capabilities need', () => {
    for (const p of [
      'application.read',
      'offer.create',
      'conversation.send',
      'team.members.manage',
      'contract.read',
      'contract.update',
      'contract.sign',
      'staff.listings.moderate',
      'staff.users.read',
      'staff.audit.read',
      'staff.translations.edit',
      'staff.payments.manage',
    ]) {
      expect(ALL_PERMISSIONS).toContain(p);
    }
  });
});

describe('staff scopes', () => {
  it('give staff the moderation permissions and admins every staff permission', () => {
    expect(STAFF_SCOPE_PERMISSIONS.user).toEqual([]);
    expect(STAFF_SCOPE_PERMISSIONS.staff).toContain('staff.access');
    expect(STAFF_SCOPE_PERMISSIONS.staff).toContain('staff.listings.moderate');
    expect(STAFF_SCOPE_PERMISSIONS.staff).not.toContain('staff.translations.edit');
    expect(STAFF_SCOPE_PERMISSIONS.staff).not.toContain('staff.admin');
    expect([...STAFF_SCOPE_PERMISSIONS.admin].sort()).toEqual(ALL_PERMISSIONS.filter(isStaffPermission).sort());
  });

  it('hold only staff permissions', () => {
    for (const scope of ['user', 'staff', 'admin'] as const) {
      for (const p of STAFF_SCOPE_PERMISSIONS[scope]) expect(isStaffPermission(p)).toBe(true);
    }
  });
});

describe('team roles', () => {
  it('give owner everything, admin all but the owners, agent the daily work, viewer reading', () => {
    expect(TEAM_ROLES).toEqual(['owner', 'admin', 'agent', 'viewer']);
    expect(TEAM_ROLE_PERMISSIONS.owner).toEqual(TEAM_PERMISSIONS);
    expect(TEAM_ROLE_PERMISSIONS.admin).toEqual(TEAM_PERMISSIONS.filter((p) => p !== 'team.owners.manage'));
    const agent = TEAM_ROLE_PERMISSIONS.agent;
    for (const p of [
      'listing.create',
      'listing.update',
      'listing.assign',
      'application.update',
      'offer.create',
      'conversation.send',
      'conversation.assign',
      'conversation.note',
      'team.read',
      'contract.update',
      'contract.sign',
    ] as const)
      expect(agent).toContain(p);
    for (const p of ['team.update', 'team.members.manage', 'team.owners.manage'] as const) expect(agent).not.toContain(p);
    expect(TEAM_ROLE_PERMISSIONS.viewer.length).toBeGreaterThan(0);
    for (const p of TEAM_ROLE_PERMISSIONS.viewer) expect(p).toMatch(/\.read$/);
  });

  it('never hold account or staff permissions', () => {
    for (const p of TEAM_PERMISSIONS) {
      expect(isStaffPermission(p)).toBe(false);
      // Starting a listing is one's own (self) personally; for a team it is asked of the team.
      expect(PERMISSIONS[p].kind).toBe(p === 'listing.create' ? 'self' : 'object');
    }
  });
});
