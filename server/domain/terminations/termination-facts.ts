import { isCompanyKennitala } from '#common/kennitala.ts';
import type { LandlordKind, NoticePropertyKind } from '#common/termination-rules.ts';
import type { LoadedContract } from '../tenancy/core/agreement.ts';

// The facts of a contract that ending it depends on: the kind of landlord, what is let (its sides
// are the agreement kernel's: actsFor, sidesOf).

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
