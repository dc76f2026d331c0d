import type { ContractParty, PartyRole } from '#common/contract-model.ts';
import type { AgreementSide } from '../../access/resources.ts';
import type { PartyRow } from './rows.ts';

// An agreement's parties: each on a side, in a capacity.

export type { AgreementSide };
export const AGREEMENT_SIDES: readonly AgreementSide[] = ['landlord', 'tenant'];

/** The roles on each side (the one list of them). */
export const ROLES_OF_SIDE: Record<AgreementSide, readonly string[]> = {
  landlord: ['landlord', 'landlord_representative'],
  tenant: ['tenant', 'tenant_representative'],
};

/** The side a party's role is on (a representative is on the side they represent). */
export function sideOfRole(role: string): AgreementSide | null {
  return AGREEMENT_SIDES.find((side) => ROLES_OF_SIDE[side].includes(role)) ?? null;
}

/**
 * In what capacity a party is on the agreement: a person in their own name, or a team's named
 * signatory, whose rights come from their role in that team now (not from being named).
 */
export type PartyCapacity = { kind: 'person' } | { kind: 'team_signatory'; teamId: string };

export function capacityOf(row: Pick<PartyRow, 'teamId'>): PartyCapacity {
  return row.teamId === null ? { kind: 'person' } : { kind: 'team_signatory', teamId: row.teamId };
}

/** A party as the contract's DTO shows it. */
export function partyFromRow(row: PartyRow): ContractParty {
  return {
    id: row.id,
    role: row.role as PartyRole,
    userId: row.userId,
    teamId: row.teamId,
    companyName: row.companyName,
    companyKennitala: row.companyKennitala,
    name: row.name,
    kennitala: row.kennitala,
    email: row.email,
    phone: row.phone,
    address: row.address,
    signs: row.signs,
  };
}
