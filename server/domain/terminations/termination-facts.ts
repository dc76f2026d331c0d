import { isCompanyKennitala } from '#common/kennitala.ts';
import type { LandlordKind, NoticePropertyKind, TerminationSide } from '#common/termination-rules.ts';
import { TERMINATION_SIDES } from '#common/termination-rules.ts';
import { can } from '../access/can.ts';
import type { ContractSideResource } from '../access/resources.ts';
import type { Actor } from '../context.ts';
import type { LoadedContract, PartyRow } from '../contracts/contract-rows.ts';

// The facts of a contract that ending it depends on: its sides, the kind of landlord, what is let.

const LANDLORD_ROLES = ['landlord', 'landlord_representative'];
const TENANT_ROLES = ['tenant', 'tenant_representative'];

const withUser = (parties: PartyRow[], roles: string[]) =>
  parties.filter((p) => roles.includes(p.role) && p.userId !== null).map((p) => p.userId as string);

/** One side of the contract as the access module sees it. */
export function sideResource(loaded: Pick<LoadedContract, 'row' | 'parties'>, side: TerminationSide): ContractSideResource {
  return {
    type: 'contract_side',
    side,
    ownerTeamId: loaded.row.ownerTeamId,
    landlordUserIds: withUser(loaded.parties, LANDLORD_ROLES),
    landlordTeamIds: loaded.parties
      .filter((p) => LANDLORD_ROLES.includes(p.role) && p.teamId !== null)
      .map((p) => p.teamId as string),
    tenantUserIds: withUser(loaded.parties, TENANT_ROLES),
  };
}

/** The sides the person may act for (none for a team viewer, a stranger or staff). */
export function actorSides(actor: Actor | null, loaded: Pick<LoadedContract, 'row' | 'parties'>): TerminationSide[] {
  return TERMINATION_SIDES.filter((side) => can(actor, 'contract.terminate', sideResource(loaded, side)));
}

/** The people of one side with an account, who are told what the other side did. */
export function sidePeople(loaded: Pick<LoadedContract, 'row' | 'parties'>, side: TerminationSide): string[] {
  const ids = side === 'landlord' ? withUser(loaded.parties, LANDLORD_ROLES) : withUser(loaded.parties, TENANT_ROLES);
  if (side === 'landlord' && loaded.row.ownerUserId && !ids.length) ids.push(loaded.row.ownerUserId);
  return [...new Set(ids)];
}

/**
 * A legal person lets: the contract belongs to a team, a landlord party is a team or a company,
 * or a landlord's kennitala is a company's.
 */
export function landlordKindOf(loaded: Pick<LoadedContract, 'row' | 'parties'>): LandlordKind {
  if (loaded.row.ownerTeamId) return 'company';
  const company = loaded.parties.some(
    (p) =>
      p.role === 'landlord' &&
      (p.teamId !== null || p.companyKennitala !== null || (p.kennitala !== null && isCompanyKennitala(p.kennitala))),
  );
  return company ? 'company' : 'person';
}

/** What is let, as 56. gr. counts it. */
export function noticePropertyOf(category: string): NoticePropertyKind {
  if (category === 'room') return 'room';
  if (category === 'storage') return 'storage';
  return 'dwelling';
}

/** A day as notifications write it in every language: 30.09.2026. */
export function dottedDay(day: string): string {
  return day.split('-').reverse().join('.');
}
