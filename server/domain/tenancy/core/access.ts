import { can } from '../../access/can.ts';
import type { Permission } from '../../access/permissions.ts';
import type { AgreementResource, AgreementSide } from '../../access/resources.ts';
import type { Actor } from '../../context.ts';
import { AGREEMENT_SIDES } from './parties.ts';
import type { ContractRow, PartyRow } from './rows.ts';
import { type AgreementSides, sidesOf } from './sides.ts';

// The agreement as the access module sees it: the one resource, built from the sides.

type Facts = { row: Pick<ContractRow, 'ownerUserId' | 'ownerTeamId'>; parties: readonly PartyRow[] };

/** The facts the access module decides on; `side` is the side acted for (contract.terminate). */
export function agreementResource(
  agreement: Facts,
  side?: AgreementSide,
  sides: AgreementSides = sidesOf(agreement),
): AgreementResource {
  const withUser = agreement.parties.filter((p): p is PartyRow & { userId: string } => p.userId !== null);
  return {
    type: 'agreement',
    ownerUserId: agreement.row.ownerUserId,
    ownerTeamId: agreement.row.ownerTeamId,
    partyUserIds: withUser.map((p) => p.userId),
    sides: sides.actors,
    signers: withUser.filter((p) => p.signs).map((p) => ({ userId: p.userId, teamId: p.teamId })),
    ...(side ? { side } : {}),
  };
}

/** Whether the person may do this with the agreement (on this side, for a permission given per side). */
export function mayOn(actor: Actor | null, permission: Permission, agreement: Facts, side?: AgreementSide): boolean {
  return can(actor, permission, agreementResource(agreement, side));
}

/** The sides the person may act for (end the agreement for): none for a team viewer, a stranger or staff. */
export function actsFor(actor: Actor | null, agreement: Facts): AgreementSide[] {
  const sides = sidesOf(agreement);
  return AGREEMENT_SIDES.filter((side) => can(actor, 'contract.terminate', agreementResource(agreement, side, sides)));
}
