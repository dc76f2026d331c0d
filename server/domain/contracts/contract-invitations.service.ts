import type { ContractParty, ContractStatus, ContractTerms } from '#common/contract-model.ts';
import { type InvitationState, invitationState } from '#common/invitations.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireActor } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';
import { answerPartyInvitation, inviteParties, partyInvitationFor } from '../tenancy/core/invitations.ts';
import { contractTerms, loadContract, partyFromRow } from './contract-rows.ts';
import { getContract } from './contracts.service.ts';

// The lease's parties' invitations (docs/rules/invitations.md "Rental contracts"): the kernel's
// party invitations (server/domain/tenancy/core/invitations.ts) of kind rental_contract. At
// /invitations/rental-contracts/{id} the invited person reads the draft and joins or declines.

/** Invites every party of the draft who can be reached and is not linked to an account yet (never twice while one is open). */
export async function inviteContractParties(ctx: ServiceContext, contractId: string): Promise<number> {
  const contract = await getContract(ctx, contractId);
  return inviteParties(ctx, 'rental_contract', contract.id, contract.parties);
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

/** The invitation to this contract that is for the signed-in person (the kernel's rule), and the contract. */
async function invitationFor(ctx: ServiceContext, contractId: string) {
  const contract = await loadContract(ctx.db, contractId);
  if (!contract) {
    requireActor(ctx);
    throw new AppError('not_found');
  }
  return { contract, ...(await partyInvitationFor(ctx, 'rental_contract', contractId, contract.parties)) };
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
  await answerPartyInvitation(ctx, { me, mine }, answer);
}
