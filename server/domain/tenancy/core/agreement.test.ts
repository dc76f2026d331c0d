import { describe, expect, it } from 'vitest';
import { can } from '../../access/can.ts';
import type { Permission } from '../../access/permissions.ts';
import type { TeamRole } from '../../access/roles.ts';
import type { Actor } from '../../context.ts';
import { actsFor, agreementResource, mayOn, sideOfRole, sidesOf } from './agreement.ts';
import type { PartyRow } from './rows.ts';

// The agreement kernel: the sides computed once from the parties and the owner, and every access
// decision on an agreement made from them (docs/decisions/0022-agreement-kernel.md).

const person = (userId: string, memberships: { teamId: string; role: TeamRole }[] = []): Actor => ({
  userId,
  scope: ['user'],
  sessionId: 's',
  memberships: memberships.map((m) => ({ ...m, slug: `team-${m.teamId}` })),
});

let position = 0;
const party = (role: string, userId: string | null, teamId: string | null = null, signs = true): PartyRow =>
  ({
    id: `p-${position}`,
    contractId: 'c',
    userId,
    role,
    teamId,
    companyName: null,
    companyKennitala: null,
    name: userId ?? 'no account',
    kennitala: null,
    email: null,
    phone: null,
    address: null,
    signs,
    position: position++,
  }) as unknown as PartyRow;

/** A team's contract: Sigga named as the team's signatory, a tenant, a tenant without an account. */
const teamContract = {
  row: { ownerUserId: null, ownerTeamId: 'team' },
  parties: [party('landlord', 'sigga', 'team'), party('tenant', 'tenant'), party('tenant', null)],
};
/** A landlord letting in their own name. */
const ownContract = {
  row: { ownerUserId: 'lara', ownerTeamId: null },
  parties: [party('landlord', 'lara'), party('tenant_representative', 'rep'), party('tenant', 'tenant')],
};

const SIDE_ACTIONS: Permission[] = ['contract.payments.mark', 'contract.payments.manage', 'contract.renewal.manage'];

describe('the sides of an agreement', () => {
  it('puts each role on its side: a representative on the side they represent', () => {
    expect(sideOfRole('landlord_representative')).toBe('landlord');
    expect(sideOfRole('tenant_representative')).toBe('tenant');
    expect(sideOfRole('guarantor')).toBeNull();
  });

  it('puts a landlord in their own name on the landlord side; a team signatory acts only through the team', () => {
    expect(sidesOf(ownContract).actors).toEqual({
      landlord: { userIds: ['lara'], teamIds: [] },
      tenant: { userIds: ['rep', 'tenant'], teamIds: [] },
    });
    expect(sidesOf(teamContract).actors).toEqual({
      landlord: { userIds: [], teamIds: ['team'] },
      tenant: { userIds: ['tenant'], teamIds: [] },
    });
  });

  it('tells every party of a side with an account, the signatory too, and the owner on the landlord side', () => {
    expect(sidesOf(teamContract).recipients).toEqual({ landlord: ['sigga'], tenant: ['tenant'] });
    const ownerNotParty = { ...ownContract, row: { ownerUserId: 'owner', ownerTeamId: null } };
    expect(sidesOf(ownerNotParty).recipients.landlord).toEqual(['lara', 'owner']);
    // A tenant who started the contract blank owns it, but is told as a tenant only.
    const tenantStarted = { ...ownContract, row: { ownerUserId: 'tenant', ownerTeamId: null } };
    expect(sidesOf(tenantStarted).recipients).toEqual({ landlord: ['lara'], tenant: ['rep', 'tenant'] });
  });
});

describe('access to an agreement', () => {
  it('a team signatory demoted to viewer reads, but no longer gives notice, renews, marks rent paid or signs', () => {
    const viewer = person('sigga', [{ teamId: 'team', role: 'viewer' }]);
    expect(mayOn(viewer, 'contract.read', teamContract)).toBe(true);
    expect(actsFor(viewer, teamContract)).toEqual([]);
    expect(mayOn(viewer, 'contract.terminate', teamContract, 'landlord')).toBe(false);
    for (const permission of [...SIDE_ACTIONS, 'contract.sign', 'contract.update'] as Permission[])
      expect(mayOn(viewer, permission, teamContract), permission).toBe(false);
  });

  it('a team signatory who left the team reads as a party, and does nothing else', () => {
    const gone = person('sigga');
    expect(mayOn(gone, 'contract.read', teamContract)).toBe(true);
    expect(mayOn(gone, 'contract.payments.read', teamContract)).toBe(true);
    expect(actsFor(gone, teamContract)).toEqual([]);
    for (const permission of [...SIDE_ACTIONS, 'contract.sign', 'contract.update'] as Permission[])
      expect(mayOn(gone, permission, teamContract), permission).toBe(false);
  });

  it('the signatory while an agent, and any admin of the owning team, act for the landlord side', () => {
    const agent = person('sigga', [{ teamId: 'team', role: 'agent' }]);
    const admin = person('anna', [{ teamId: 'team', role: 'admin' }]);
    expect(mayOn(agent, 'contract.sign', teamContract)).toBe(true);
    expect(mayOn(admin, 'contract.sign', teamContract)).toBe(false);
    for (const who of [agent, admin]) {
      expect(actsFor(who, teamContract)).toEqual(['landlord']);
      for (const permission of [...SIDE_ACTIONS, 'contract.update', 'contract.read'] as Permission[])
        expect(mayOn(who, permission, teamContract), permission).toBe(true);
      expect(mayOn(who, 'contract.renewal.respond', teamContract)).toBe(false);
    }
  });

  it('a landlord in their own name acts for the landlord side; a tenant (and a representative) for the tenant side', () => {
    const lara = person('lara');
    expect(actsFor(lara, ownContract)).toEqual(['landlord']);
    for (const permission of [...SIDE_ACTIONS, 'contract.update', 'contract.sign'] as Permission[])
      expect(mayOn(lara, permission, ownContract), permission).toBe(true);
    for (const tenant of [person('tenant'), person('rep')]) {
      expect(actsFor(tenant, ownContract)).toEqual(['tenant']);
      expect(mayOn(tenant, 'contract.read', ownContract)).toBe(true);
      expect(mayOn(tenant, 'contract.renewal.respond', ownContract)).toBe(true);
      expect(mayOn(tenant, 'contract.sign', ownContract)).toBe(true);
      for (const permission of [...SIDE_ACTIONS, 'contract.update'] as Permission[])
        expect(mayOn(tenant, permission, ownContract), permission).toBe(false);
    }
  });

  it('a stranger, staff and the signed out may do nothing with it', () => {
    const staff: Actor = { ...person('staff'), scope: ['user', 'staff', 'admin'] };
    const otherTeam = person('x', [{ teamId: 'other', role: 'owner' }]);
    for (const who of [person('stranger'), staff, otherTeam, null]) {
      expect(mayOn(who, 'contract.read', teamContract)).toBe(false);
      expect(actsFor(who, teamContract)).toEqual([]);
    }
  });

  it('per-side permissions need the side: no side, no notice', () => {
    const lara = person('lara');
    expect(can(lara, 'contract.terminate', agreementResource(ownContract))).toBe(false);
    expect(can(lara, 'contract.terminate', agreementResource(ownContract, 'tenant'))).toBe(false);
    expect(can(lara, 'contract.terminate', agreementResource(ownContract, 'landlord'))).toBe(true);
  });
});
