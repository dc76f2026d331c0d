import type { AgreementSide, SideActors } from '../../access/resources.ts';
import { AGREEMENT_SIDES, capacityOf, sideOfRole } from './parties.ts';
import type { ContractRow, PartyRow } from './rows.ts';

// The two sides of an agreement, computed once from its parties and its owner
// (docs/rules/access.md "Agreements"; docs/decisions/0022-agreement-kernel.md).

type Facts = { row: Pick<ContractRow, 'ownerUserId' | 'ownerTeamId'>; parties: readonly PartyRow[] };

export interface AgreementSides {
  /** Who acts for each side: people in their own name, and teams whose members act by their current role. */
  actors: Record<AgreementSide, SideActors>;
  /** Who is told of the other side's moves, per side (people with an account). */
  recipients: Record<AgreementSide, string[]>;
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/**
 * The sides. Landlord side: its parties in their own name, and the members of the owning team and
 * of any landlord party's team by role (a team's named signatory acts only through that role).
 * Tenant side: its parties. Told: every party of the side with an account (a signatory too), and
 * on the landlord side the person who owns the agreement unless they are one of its tenants.
 */
export function sidesOf(agreement: Facts): AgreementSides {
  const on = (side: AgreementSide) => agreement.parties.filter((p) => sideOfRole(p.role) === side);
  const actors = {} as Record<AgreementSide, SideActors>;
  const recipients = {} as Record<AgreementSide, string[]>;
  for (const side of AGREEMENT_SIDES) {
    const parties = on(side);
    const userIds = parties.filter((p) => p.userId !== null && capacityOf(p).kind === 'person').map((p) => p.userId as string);
    const partyTeams = parties.map((p) => p.teamId).filter((id): id is string => id !== null);
    const owningTeam = side === 'landlord' && agreement.row.ownerTeamId ? [agreement.row.ownerTeamId] : [];
    actors[side] = { userIds: unique(userIds), teamIds: unique([...owningTeam, ...partyTeams]) };
    recipients[side] = unique(parties.map((p) => p.userId).filter((id): id is string => id !== null));
  }
  const owner = agreement.row.ownerUserId;
  if (owner && !recipients.tenant.includes(owner) && !recipients.landlord.includes(owner)) recipients.landlord.push(owner);
  return { actors, recipients };
}

/** Everyone on the agreement with an account: its parties and the person who owns it. */
export function everyoneOf(agreement: Facts): string[] {
  const ids = agreement.parties.map((p) => p.userId);
  return unique([...ids, agreement.row.ownerUserId].filter((id): id is string => id !== null));
}
