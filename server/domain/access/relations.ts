import type { Db } from '#server/db/client.ts';
import type { Actor } from '../context.ts';
import type { TeamRole } from './roles.ts';

// Per-object relations between a person and a thing. The first two are facts carried by the
// row and the actor; the last two need the database.

/** The person owns it themself. */
export function isOwner(actor: Actor, thing: { ownerUserId: string | null }): boolean {
  return thing.ownerUserId !== null && thing.ownerUserId === actor.userId;
}

/** The person's role in the team that owns it, if they belong to that team. */
export function teamRoleIn(actor: Actor, teamId: string | null): TeamRole | null {
  if (teamId === null) return null;
  return actor.memberships.find((m) => m.teamId === teamId)?.role ?? null;
}

/**
 * Whether the person is a party (landlord, tenant, guarantor) to the contract. There are no
 * contracts yet: the contracts capability adds the table and answers this from it. Until then
 * nobody is a party to anything.
 */
export async function isContractParty(_db: Db, _actor: Actor, _contractId: string): Promise<boolean> {
  return false;
}

/**
 * Whether the person is the landlord (or a member of the landlord team) of a listing the tenant
 * has an open application for; that lets them see the tenant's profile and shared documents.
 * There are no applications yet: the applications capability adds the table and answers this
 * from it. Until then no landlord has one.
 */
export async function isLandlordOfOpenApplication(_db: Db, _actor: Actor, _tenantUserId: string): Promise<boolean> {
  return false;
}
