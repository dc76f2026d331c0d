import { and, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import { conversationParticipants, conversations } from '#server/db/schema/conversations.ts';
import { listings } from '#server/db/schema/listings.ts';
import { rentalContractParties, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import type { Actor } from '../context.ts';
import type { Permission } from './permissions.ts';
import { teamRoleGrants } from './roles.ts';

// Scope builders: the same rules as can(), as SQL conditions services put in their `where`, so a
// list never holds a row its reader could not open.

/** The teams in which the actor's role grants this permission. */
export function teamsGranting(actor: Actor, permission: Permission): string[] {
  return actor.memberships.filter((m) => teamRoleGrants(m.role, permission)).map((m) => m.teamId);
}

/** Listings on the market: published and not past their expiry. */
export function listingsOnMarket(now: Date): SQL {
  return and(eq(listings.status, 'published'), gt(listings.expiresAt, now)) as SQL;
}

/** Listings the actor owns, or their team owns with a role granting the permission. */
export function ownedListings(actor: Actor, permission: Permission = 'listing.manage.read'): SQL {
  const teams = teamsGranting(actor, permission);
  const own = eq(listings.ownerUserId, actor.userId);
  return teams.length ? (or(own, inArray(listings.ownerTeamId, teams)) as SQL) : own;
}

/** Every listing the actor may see: those on the market and their own (staff are no exception). */
export function visibleListings(actor: Actor | null, now: Date): SQL {
  return actor ? (or(listingsOnMarket(now), ownedListings(actor, 'listing.read')) as SQL) : listingsOnMarket(now);
}

/**
 * Conversations the actor may read: those they take part in, and those of their teams where
 * their role grants conversation.read (the same rule as can() on a conversation).
 */
export function readableConversations(actor: Actor): SQL {
  const part = sql`exists (select 1 from ${conversationParticipants} where ${conversationParticipants.conversationId} = ${conversations.id} and ${conversationParticipants.userId} = ${actor.userId})`;
  const teams = teamsGranting(actor, 'conversation.read');
  return teams.length ? (or(part, inArray(conversations.ownerTeamId, teams)) as SQL) : part;
}

/**
 * Conversations the actor takes part in (a participant): the personal inbox and its unread count.
 * A team's other conversations are read in its team inbox, through readableConversations.
 */
export function conversationsTakenPartIn(actor: Actor): SQL {
  return sql`exists (select 1 from ${conversationParticipants} where ${conversationParticipants.conversationId} = ${conversations.id} and ${conversationParticipants.userId} = ${actor.userId})`;
}

/** A team's conversations, for a member whose role there grants the permission; none for anyone else. */
export function teamConversations(actor: Actor, teamId: string, permission: Permission = 'conversation.read'): SQL {
  return teamsGranting(actor, permission).includes(teamId) ? eq(conversations.ownerTeamId, teamId) : sql`false`;
}

/**
 * Contracts the actor may read: those they are party to, those they started, and their teams'
 * where their role grants contract.read (the same rule as can() on a contract).
 */
export function readableContracts(actor: Actor): SQL {
  const teams = teamsGranting(actor, 'contract.read');
  const party = sql`exists (select 1 from ${rentalContractParties} where ${rentalContractParties.contractId} = ${rentalContracts.id} and ${rentalContractParties.userId} = ${actor.userId})`;
  const own = eq(rentalContracts.ownerUserId, actor.userId);
  return (teams.length ? or(own, party, inArray(rentalContracts.ownerTeamId, teams)) : or(own, party)) as SQL;
}
