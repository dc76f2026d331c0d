import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ContractParty, ContractStatus, ContractTerms } from '#common/contract-model.ts';
import { type InvitationState, invitationState, normaliseInviteeEmail } from '#common/invitations.ts';
import { kennitalaDigits } from '#common/kennitala.ts';
import { invitations } from '#server/db/schema/invitations.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError, isAppError } from '#server/lib/errors.ts';
import { requireActor } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';
import { roleOf } from '../invitations/invitations.queries.ts';
import { respondToInvitation, sendInvitation } from '../invitations/invitations.service.ts';
import { contractTerms, loadContract, partyFromRow } from './contract-rows.ts';
import { getContract } from './contracts.service.ts';

// The parties' invitations (docs/rules/invitations.md "Rental contracts"): a party of a draft who
// has an email, or a kennitala that matches an account, and no account link yet is invited
// through the invitations registry (kind rental_contract: subject the contract, role the party).
// At /invitations/rental-contracts/{id} the invited person reads the draft and joins or declines.

/** Invites every party of the draft who can be reached and is not linked to an account yet (never twice while one is open). */
export async function inviteContractParties(ctx: ServiceContext, contractId: string): Promise<number> {
  const actor = requireActor(ctx);
  const contract = await getContract(ctx, contractId);
  const [me] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
  let sent = 0;
  for (const party of contract.parties) {
    if (party.userId) continue;
    const email = await addressOf(ctx, party);
    if (!email || (me && normaliseInviteeEmail(me.email) === email)) continue;
    try {
      await sendInvitation(ctx, {
        kind: 'rental_contract',
        email,
        message: null,
        subjectId: contract.id,
        role: party.id,
      });
      sent += 1;
    } catch (error) {
      // Already invited, or the inviter's limits: the draft is saved anyway; the party can be invited later.
      if (!isAppError(error) || error.status >= 500) throw error;
    }
  }
  return sent;
}

/** The party's email, or the email of the account whose kennitala is the party's. */
async function addressOf(ctx: ServiceContext, party: Pick<ContractParty, 'email' | 'kennitala'>): Promise<string | null> {
  if (party.email?.includes('@')) return normaliseInviteeEmail(party.email);
  const digits = party.kennitala ? kennitalaDigits(party.kennitala) : null;
  if (!digits) return null;
  const [account] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.kennitala, digits), isNull(users.deletedAt)));
  return account ? normaliseInviteeEmail(account.email) : null;
}

export interface ContractInvitationView {
  invitationId: string;
  state: InvitationState;
  inviterName: string;
  contractId: string;
  reference: string;
  status: ContractStatus;
  /** The party the invitation is for. */
  party: ContractParty;
  parties: ContractParty[];
  terms: ContractTerms;
  teamName: string | null;
}

/** The person asking, as the invitation's addressee. */
async function person(ctx: ServiceContext) {
  const { userId } = requireActor(ctx);
  const [row] = await ctx.db
    .select({ id: users.id, email: users.email, confirmedAt: users.emailConfirmedAt, kennitala: users.kennitala })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw new AppError('unauthorized');
  return row;
}

/**
 * The newest invitation to this contract that is for the signed-in person: sent to their
 * (confirmed) address or naming their account, or for a party whose kennitala is theirs.
 * Anyone else: not found.
 */
async function invitationFor(ctx: ServiceContext, contractId: string) {
  const me = await person(ctx);
  const contract = await loadContract(ctx.db, contractId);
  if (!contract) throw new AppError('not_found');
  const rows = await ctx.db
    .select({
      id: invitations.id,
      status: invitations.status,
      expiresAt: invitations.expiresAt,
      inviterId: invitations.inviterId,
      inviteeId: invitations.inviteeId,
      inviteeEmail: invitations.inviteeEmail,
      partyId: invitations.role,
      inviterName: sql<string>`(select name from users where users.id = ${invitations.inviterId})`,
    })
    .from(invitations)
    .where(and(eq(invitations.kind, 'rental_contract'), eq(invitations.subjectId, contractId)))
    .orderBy(desc(invitations.createdAt));
  const addressee = { id: me.id, email: me.email, emailConfirmed: me.confirmedAt !== null };
  const mine = rows.find((row) => {
    if (roleOf(row, addressee) === 'invitee') return true;
    const party = contract.parties.find((p) => p.id === row.partyId);
    const theirs = party?.kennitala ? kennitalaDigits(party.kennitala) : null;
    return row.inviteeId === null && theirs !== null && me.kennitala !== null && theirs === kennitalaDigits(me.kennitala);
  });
  if (!mine) throw new AppError('not_found');
  return { me, mine, contract };
}

/** What the invited person sees: the draft, read-only, and the invitation's state. */
export async function getContractInvitation(ctx: ServiceContext, contractId: string): Promise<ContractInvitationView> {
  const { mine, contract } = await invitationFor(ctx, contractId);
  const parties = contract.parties.map(partyFromRow);
  const party = parties.find((p) => p.id === mine.partyId);
  if (!party) throw new AppError('not_found');
  return {
    invitationId: mine.id,
    state: invitationState(mine, ctx.now()),
    inviterName: mine.inviterName,
    contractId: contract.row.id,
    reference: contract.reference,
    status: contract.row.status as ContractStatus,
    party,
    parties,
    terms: contractTerms(contract),
    teamName: contract.team?.name ?? null,
  };
}

/** Joins the draft as the invited party (their account is linked to it), or declines. */
export async function answerContractInvitation(
  ctx: ServiceContext,
  contractId: string,
  answer: 'accept' | 'decline',
): Promise<void> {
  const { me, mine } = await invitationFor(ctx, contractId);
  // Found by kennitala rather than by address: the invitation now names their account.
  if (mine.inviteeId === null && normaliseInviteeEmail(mine.inviteeEmail) !== normaliseInviteeEmail(me.email))
    await ctx.db
      .update(invitations)
      .set({ inviteeId: me.id })
      .where(and(eq(invitations.id, mine.id), isNull(invitations.inviteeId)));
  await respondToInvitation(ctx, mine.id, answer);
}
