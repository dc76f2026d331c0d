import { describe, expect, it } from 'vitest';
import { can } from '../access/can.ts';
import type { AgreementResource } from '../access/resources.ts';
import type { Actor } from '../context.ts';

// Who may read a contract's rent payments and who may mark a month paid (rent-payments.md "Access").

const actor = (userId: string, memberships: Actor['memberships'] = []): Actor => ({
  userId,
  scope: ['user'],
  sessionId: 's',
  memberships,
  actingTeamId: null,
});
const member = (role: 'owner' | 'admin' | 'agent' | 'viewer') => [{ teamId: 'team', slug: 'teymi', name: 'Teymi', role }];

const personal: AgreementResource = {
  type: 'agreement',
  ownerUserId: 'landlord',
  ownerTeamId: null,
  partyUserIds: ['landlord', 'tenant'],
  sides: { landlord: { userIds: ['landlord'], teamIds: [] }, tenant: { userIds: ['tenant'], teamIds: [] } },
  signers: [],
};
// The signatory is named for the team: they act for the landlord side only through their role in it.
const teams: AgreementResource = {
  type: 'agreement',
  ownerUserId: null,
  ownerTeamId: 'team',
  partyUserIds: ['signatory', 'tenant'],
  sides: { landlord: { userIds: [], teamIds: ['team'] }, tenant: { userIds: ['tenant'], teamIds: [] } },
  signers: [],
};
// Started blank by the tenant, who owns it: the tenant still never marks paid.
const tenantStarted: AgreementResource = { ...personal, ownerUserId: 'tenant' };

describe('rent payment permissions', () => {
  it('parties read; the landlord marks; the tenant does not', () => {
    expect(can(actor('tenant'), 'contract.payments.read', personal)).toBe(true);
    expect(can(actor('landlord'), 'contract.payments.read', personal)).toBe(true);
    expect(can(actor('landlord'), 'contract.payments.mark', personal)).toBe(true);
    expect(can(actor('tenant'), 'contract.payments.mark', personal)).toBe(false);
    expect(can(actor('tenant'), 'contract.payments.mark', tenantStarted)).toBe(false);
    expect(can(actor('landlord'), 'contract.payments.mark', tenantStarted)).toBe(true);
  });

  it('a team by role: owner, admin and agent mark; a viewer reads only', () => {
    for (const role of ['owner', 'admin', 'agent'] as const)
      expect(can(actor('m', member(role)), 'contract.payments.mark', teams), role).toBe(true);
    expect(can(actor('m', member('viewer')), 'contract.payments.read', teams)).toBe(true);
    expect(can(actor('m', member('viewer')), 'contract.payments.mark', teams)).toBe(false);
    // The team's signatory who has left the team: a party still reads, but no longer marks.
    expect(can(actor('signatory'), 'contract.payments.read', teams)).toBe(true);
    expect(can(actor('signatory'), 'contract.payments.mark', teams)).toBe(false);
  });

  it('strangers and staff (outside /man) neither read nor mark; nobody signed out does', () => {
    const staff: Actor = { ...actor('staff'), scope: ['user', 'staff', 'admin'] };
    for (const who of [actor('stranger'), staff]) {
      expect(can(who, 'contract.payments.read', personal)).toBe(false);
      expect(can(who, 'contract.payments.mark', personal)).toBe(false);
    }
    expect(can(null, 'contract.payments.read', personal)).toBe(false);
  });
});
