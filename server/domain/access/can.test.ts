import { describe, expect, it } from 'vitest';
import type { Actor, Scope } from '../context.ts';
import { can } from './can.ts';
import { type AgreementResource, type ListingResource, listingResource } from './resources.ts';
import type { TeamRole } from './roles.ts';

const now = new Date('2026-11-24T12:00:00Z');
const person = (userId: string, scope: Scope[] = ['user'], memberships: { teamId: string; role: TeamRole }[] = []): Actor => ({
  userId,
  scope,
  sessionId: 's',
  memberships: memberships.map((m) => ({ ...m, slug: `team-${m.teamId}` })),
});
const owner = person('owner');
const stranger = person('stranger');
const staff = person('staff', ['user', 'staff']);
const admin = person('admin', ['user', 'staff', 'admin']);

const listing = (status: string, extra: Partial<{ ownerTeamId: string; expiresAt: Date }> = {}): ListingResource =>
  listingResource(
    {
      status,
      ownerUserId: extra.ownerTeamId ? null : 'owner',
      ownerTeamId: extra.ownerTeamId ?? null,
      expiresAt: extra.expiresAt ?? null,
    },
    now,
  );
const published = listing('published', { expiresAt: new Date('2027-01-01') });
const draft = listing('draft');

describe('can(): listings', () => {
  it('lets everyone see a listing on the market, and nobody but its owner one that is not', () => {
    expect(can(null, 'listing.read', published)).toBe(true);
    expect(can(stranger, 'listing.read', published)).toBe(true);
    expect(can(null, 'listing.read', draft)).toBe(false);
    expect(can(stranger, 'listing.read', draft)).toBe(false);
    expect(can(owner, 'listing.read', draft)).toBe(true);
  });

  it('takes a published listing past its expiry off the market', () => {
    const lapsed = listing('published', { expiresAt: new Date('2026-11-01') });
    expect(lapsed.onMarket).toBe(false);
    expect(can(stranger, 'listing.read', lapsed)).toBe(false);
    expect(can(owner, 'listing.read', lapsed)).toBe(true);
  });

  it('lets only the owner manage it: staff are ordinary users outside /man', () => {
    for (const p of ['listing.manage.read', 'listing.update', 'listing.submit', 'listing.lifecycle'] as const) {
      expect(can(owner, p, draft)).toBe(true);
      expect(can(stranger, p, draft)).toBe(false);
      expect(can(staff, p, draft)).toBe(false);
      expect(can(admin, p, published)).toBe(false);
      expect(can(null, p, published)).toBe(false);
    }
    expect(can(staff, 'listing.read', draft)).toBe(false);
  });

  it('lets anyone else signed in report a listing on the market, not its owner', () => {
    expect(can(stranger, 'listing.report', published)).toBe(true);
    expect(can(owner, 'listing.report', published)).toBe(false);
    expect(can(stranger, 'listing.report', draft)).toBe(false);
    expect(can(null, 'listing.report', published)).toBe(false);
  });

  it('lets team members work the team’s listings by role', () => {
    const teamDraft = listing('draft', { ownerTeamId: 'team-1' });
    const agent = person('agent', ['user'], [{ teamId: 'team-1', role: 'agent' }]);
    const viewer = person('viewer', ['user'], [{ teamId: 'team-1', role: 'viewer' }]);
    const otherTeam = person('other', ['user'], [{ teamId: 'team-2', role: 'owner' }]);
    expect(can(agent, 'listing.update', teamDraft)).toBe(true);
    expect(can(viewer, 'listing.read', teamDraft)).toBe(true);
    expect(can(viewer, 'listing.manage.read', teamDraft)).toBe(true);
    expect(can(viewer, 'listing.update', teamDraft)).toBe(false);
    expect(can(otherTeam, 'listing.read', teamDraft)).toBe(false);
  });
});

describe('can(): other things', () => {
  it('shows a tenant profile and their documents to the tenant', () => {
    expect(can(owner, 'tenant_profile.read', { type: 'tenant_profile', userId: 'owner' })).toBe(true);
    expect(can(staff, 'tenant_profile.read', { type: 'tenant_profile', userId: 'owner' })).toBe(false);
    expect(can(owner, 'paycheck.read', { type: 'paycheck', ownerUserId: 'owner', shared: false })).toBe(true);
    expect(can(stranger, 'paycheck.read', { type: 'paycheck', ownerUserId: 'owner', shared: true })).toBe(false);
  });

  it('lets team roles act on their team only', () => {
    const teamAdmin = person('a', ['user'], [{ teamId: 't', role: 'admin' }]);
    const agent = person('b', ['user'], [{ teamId: 't', role: 'agent' }]);
    expect(can(teamAdmin, 'team.members.manage', { type: 'team', teamId: 't' })).toBe(true);
    expect(can(agent, 'team.members.manage', { type: 'team', teamId: 't' })).toBe(false);
    expect(can(agent, 'team.read', { type: 'team', teamId: 't' })).toBe(true);
    expect(can(teamAdmin, 'team.read', { type: 'team', teamId: 'other' })).toBe(false);
  });

  it('opens a contract to its parties and its landlord side, editing to that side, signing to signers', () => {
    const tenant = person('tenant', ['user']);
    const teamAgent = person('agent', ['user'], [{ teamId: 't', role: 'agent' }]);
    const teamViewer = person('viewer', ['user'], [{ teamId: 't', role: 'viewer' }]);
    const contract: AgreementResource = {
      type: 'agreement',
      ownerUserId: null,
      ownerTeamId: 't',
      partyUserIds: ['tenant', 'viewer'],
      sides: { landlord: { userIds: [], teamIds: ['t'] }, tenant: { userIds: ['tenant'], teamIds: [] } },
      signers: [
        { userId: 'tenant', teamId: null },
        { userId: 'viewer', teamId: 't' },
      ],
    };
    expect(can(tenant, 'contract.read', contract)).toBe(true);
    expect(can(tenant, 'contract.update', contract)).toBe(false);
    expect(can(tenant, 'contract.sign', contract)).toBe(true);
    expect(can(teamAgent, 'contract.update', contract)).toBe(true);
    expect(can(teamAgent, 'contract.sign', contract)).toBe(false);
    expect(can(teamViewer, 'contract.read', contract)).toBe(true);
    expect(can(teamViewer, 'contract.update', contract)).toBe(false);
    // Named as the team's signatory, a viewer still may not sign for it.
    expect(can(teamViewer, 'contract.sign', contract)).toBe(false);
    expect(can(owner, 'contract.read', contract)).toBe(false);
    expect(can(null, 'contract.read', contract)).toBe(false);
  });

  it('lets each side of a contract end it for that side only; team members by role', () => {
    // The side acted for alone: no one listed as a party, so that acting for a side opens nothing else.
    const side = (s: 'landlord' | 'tenant'): AgreementResource => ({
      type: 'agreement',
      side: s,
      ownerUserId: null,
      ownerTeamId: 't',
      partyUserIds: [],
      sides: { landlord: { userIds: ['landlord'], teamIds: ['t'] }, tenant: { userIds: ['tenant'], teamIds: [] } },
      signers: [],
    });
    const tenant = person('tenant');
    const landlord = person('landlord');
    const agent = person('agent', ['user'], [{ teamId: 't', role: 'agent' }]);
    const viewer = person('viewer', ['user'], [{ teamId: 't', role: 'viewer' }]);
    expect(can(tenant, 'contract.terminate', side('tenant'))).toBe(true);
    expect(can(tenant, 'contract.terminate', side('landlord'))).toBe(false);
    expect(can(landlord, 'contract.terminate', side('landlord'))).toBe(true);
    expect(can(landlord, 'contract.terminate', side('tenant'))).toBe(false);
    expect(can(agent, 'contract.terminate', side('landlord'))).toBe(true);
    expect(can(viewer, 'contract.terminate', side('landlord'))).toBe(false);
    expect(can(staff, 'contract.terminate', side('landlord'))).toBe(false);
    expect(can(null, 'contract.terminate', side('tenant'))).toBe(false);
    expect(can(tenant, 'contract.read', side('tenant'))).toBe(false);
  });
  it('opens staff areas by scope only, and own-account permissions to anyone signed in', () => {
    expect(can(staff, 'staff.access')).toBe(true);
    expect(can(staff, 'staff.listings.moderate')).toBe(true);
    expect(can(staff, 'staff.admin')).toBe(false);
    expect(can(staff, 'staff.translations.edit')).toBe(false);
    expect(can(admin, 'staff.admin')).toBe(true);
    expect(can(admin, 'staff.payments.manage')).toBe(true);
    // Money settings are for administrators; staff work customers' payment services.
    expect(can(admin, 'staff.payments.settings')).toBe(true);
    expect(can(staff, 'staff.payments.settings')).toBe(false);
    expect(can(staff, 'staff.payments.manage')).toBe(true);
    expect(can(owner, 'staff.access')).toBe(false);
    expect(can(null, 'staff.access')).toBe(false);
    expect(can(owner, 'account.update')).toBe(true);
    expect(can(owner, 'listing.create')).toBe(true);
    expect(can(null, 'account.read')).toBe(false);
    // An object permission with no object is never granted.
    expect(can(owner, 'listing.update')).toBe(false);
  });
});
