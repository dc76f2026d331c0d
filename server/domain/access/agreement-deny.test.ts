import { describe, expect, it } from 'vitest';
import type { Actor } from '../context.ts';
import { authorizeAgreement, denyAgreement } from './authorize.ts';
import type { AgreementResource } from './resources.ts';

// The "403 if they may read it, else 404" rule for agreements, in one place.

const actor = (userId: string, memberships: Actor['memberships'] = []): Actor => ({
  userId,
  scope: ['user'],
  sessionId: 's',
  memberships,
});
const contract: AgreementResource = {
  type: 'agreement',
  ownerUserId: null,
  ownerTeamId: 'team',
  partyUserIds: ['signatory', 'tenant'],
  sides: { landlord: { userIds: [], teamIds: ['team'] }, tenant: { userIds: ['tenant'], teamIds: [] } },
  signers: [{ userId: 'signatory', teamId: 'team' }],
  side: 'landlord',
};
const code = (fn: () => unknown) => {
  try {
    fn();
    return 'allowed';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('denying an agreement', () => {
  it('tells a party or a team viewer 403, a stranger 404, and nobody signed in 401', () => {
    const viewer = actor('v', [{ teamId: 'team', slug: 't', role: 'viewer' }]);
    expect(code(() => authorizeAgreement({ actor: actor('tenant') }, 'contract.terminate', contract))).toBe('forbidden');
    expect(code(() => authorizeAgreement({ actor: actor('signatory') }, 'contract.terminate', contract))).toBe('forbidden');
    expect(code(() => authorizeAgreement({ actor: viewer }, 'contract.update', contract))).toBe('forbidden');
    expect(code(() => authorizeAgreement({ actor: actor('stranger') }, 'contract.terminate', contract))).toBe('not_found');
    expect(code(() => authorizeAgreement({ actor: actor('stranger') }, 'contract.read', contract))).toBe('not_found');
    expect(code(() => authorizeAgreement({ actor: null }, 'contract.read', contract))).toBe('unauthorized');
    expect(denyAgreement(actor('tenant'), 'contract.read', contract).code).toBe('not_found');
  });

  it('lets through whoever may', () => {
    const agent = actor('a', [{ teamId: 'team', slug: 't', role: 'agent' }]);
    expect(code(() => authorizeAgreement({ actor: agent }, 'contract.terminate', contract))).toBe('allowed');
    expect(code(() => authorizeAgreement({ actor: actor('tenant') }, 'contract.read', contract))).toBe('allowed');
  });
});
