import { and, eq } from 'drizzle-orm';
import { normaliseInviteeEmail } from '#common/invitations.ts';
import { kennitalaDigits } from '#common/kennitala.ts';
import { rentalContractParties } from '#server/db/schema/rental-contracts.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import type { InvitationKindModule } from './registry.ts';

/**
 * A contract's landlord side invites a party of the draft (docs/rules/invitations.md "Rental
 * contracts"): the subject is the contract, the role the party's id. Accepting links the party to
 * the invitee's account, so they read (and later sign) the contract as that party. Who may invite
 * is decided by the contract wizard (contract.update), which sends these when a party is saved.
 */
export const rentalContractKind: InvitationKindModule = {
  async beforeCreate({ db }, { subjectId, role }) {
    if (!subjectId || !role) throw new Error('a contract invitation needs a contract and a party');
    const [party] = await db
      .select({ userId: rentalContractParties.userId })
      .from(rentalContractParties)
      .where(and(eq(rentalContractParties.id, role), eq(rentalContractParties.contractId, subjectId)));
    if (!party) throw new AppError('not_found');
    if (party.userId) throw new AppError('invitation_already_answered');
  },

  async accept({ db }, { inviteeId, subjectId, role }) {
    if (!subjectId || !role) throw new Error('a contract invitation needs a contract and a party');
    const [party] = await db
      .select({
        userId: rentalContractParties.userId,
        email: rentalContractParties.email,
        kennitala: rentalContractParties.kennitala,
      })
      .from(rentalContractParties)
      .where(and(eq(rentalContractParties.id, role), eq(rentalContractParties.contractId, subjectId)))
      .for('update');
    // The party was removed from the draft since: the invitation is void.
    if (!party) throw new AppError('invitation_revoked');
    // The party is still the invitee: same address, or the kennitala on their account. An
    // invitation to an address the landlord side has since changed is void.
    const [invitee] = await db
      .select({ email: users.email, kennitala: users.kennitala })
      .from(users)
      .where(eq(users.id, inviteeId));
    const digits = (value: string | null) => (value ? kennitalaDigits(value) : null);
    const sameEmail =
      party.email !== null && invitee && normaliseInviteeEmail(party.email) === normaliseInviteeEmail(invitee.email);
    const sameKennitala = digits(party.kennitala) !== null && invitee && digits(party.kennitala) === digits(invitee.kennitala);
    if (!sameEmail && !sameKennitala) throw new AppError('invitation_revoked');
    if (party.userId === inviteeId) return;
    if (party.userId) throw new AppError('invitation_already_answered');
    await db.update(rentalContractParties).set({ userId: inviteeId }).where(eq(rentalContractParties.id, role));
  },

  inviteePath: (_id, subjectId) => `/invitations/rental-contracts/${subjectId}`,
  mailKind: 'contract_invitation',
};
