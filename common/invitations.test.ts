import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_DAYS, invitationExpiry, invitationState, isAddressedTo } from './invitations.ts';

describe('invitation expiry', () => {
  const sent = new Date('2026-03-01T12:00:00Z');
  const expiresAt = invitationExpiry(sent);

  it('lasts fourteen days', () => {
    expect(INVITATION_TTL_DAYS).toBe(14);
    expect(expiresAt.toISOString()).toBe('2026-03-15T12:00:00.000Z');
  });

  it('is pending until the last millisecond and expired from the expiry on', () => {
    expect(invitationState({ status: 'pending', expiresAt }, new Date(expiresAt.getTime() - 1))).toBe('pending');
    expect(invitationState({ status: 'pending', expiresAt }, expiresAt)).toBe('expired');
    expect(invitationState({ status: 'pending', expiresAt }, new Date('2026-04-01T00:00:00Z'))).toBe('expired');
  });

  it('keeps an answer or a revocation after the expiry', () => {
    const later = new Date('2026-05-01T00:00:00Z');
    expect(invitationState({ status: 'accepted', expiresAt }, later)).toBe('accepted');
    expect(invitationState({ status: 'declined', expiresAt }, later)).toBe('declined');
    expect(invitationState({ status: 'revoked', expiresAt }, later)).toBe('revoked');
  });
});

describe('who an invitation is addressed to', () => {
  const person = { id: 'u1', email: 'Anna.Jons@Example.is', emailConfirmed: true };

  it('matches a confirmed address, ignoring case and spaces', () => {
    expect(isAddressedTo({ inviteeId: null, inviteeEmail: ' anna.jons@example.IS ' }, person)).toBe(true);
  });

  it('never matches an unconfirmed address', () => {
    expect(isAddressedTo({ inviteeId: null, inviteeEmail: 'anna.jons@example.is' }, { ...person, emailConfirmed: false })).toBe(
      false,
    );
  });

  it('matches the account it names, and only that account', () => {
    expect(isAddressedTo({ inviteeId: 'u1', inviteeEmail: 'old@example.is' }, person)).toBe(true);
    expect(isAddressedTo({ inviteeId: 'u2', inviteeEmail: 'anna.jons@example.is' }, person)).toBe(false);
  });

  it('does not match another address', () => {
    expect(isAddressedTo({ inviteeId: null, inviteeEmail: 'anna@example.is' }, person)).toBe(false);
  });
});
