import { eq } from 'drizzle-orm';
import { isTeamRole, type TeamRole } from '#common/team-rules.ts';
import type { Db } from '#server/db/client.ts';
import { listingAssignees, teamMembers } from '#server/db/schema/teams.ts';
import { teamRoleGrants } from '../access/roles.ts';

// Who on the landlord side hears about a listing (docs/rules/team-mode.md). Every landlord-side
// notification about a listing (applications, offers answered, viewings, open houses, staff
// decisions, expiry) asks this one place.

export interface RecipientListing {
  id: string;
  ownerUserId: string | null;
  ownerTeamId: string | null;
  createdBy: string | null;
}

export interface TeamMemberFact {
  userId: string;
  role: TeamRole;
}

/** A member who works the team's listings (owner, admin, agent), not one who only reads. */
function works(member: TeamMemberFact): boolean {
  return teamRoleGrants(member.role, 'listing.update');
}

/**
 * The rule, from the facts: a personal listing -> its owner; a team listing -> its assignees who
 * are still members with a working role, else its creator if still such a member, else the team's
 * owners and admins.
 */
export function chooseLandlordRecipients(
  listing: RecipientListing,
  members: readonly TeamMemberFact[],
  assigneeIds: readonly string[],
): string[] {
  if (!listing.ownerTeamId) return listing.ownerUserId ? [listing.ownerUserId] : [];
  const working = new Set(members.filter(works).map((m) => m.userId));
  const assignees = [...new Set(assigneeIds)].filter((id) => working.has(id));
  if (assignees.length) return assignees;
  if (listing.createdBy && working.has(listing.createdBy)) return [listing.createdBy];
  return members.filter((m) => m.role === 'owner' || m.role === 'admin').map((m) => m.userId);
}

/** The people who hear about this listing on the landlord side, read from the database. */
export async function landlordRecipients(db: Db, listing: RecipientListing): Promise<string[]> {
  if (!listing.ownerTeamId) return chooseLandlordRecipients(listing, [], []);
  // One after the other: the caller's transaction is one connection.
  const members = await db
    .select({ userId: teamMembers.userId, role: teamMembers.role })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, listing.ownerTeamId))
    .orderBy(teamMembers.createdAt);
  const assignees = await db
    .select({ userId: listingAssignees.userId })
    .from(listingAssignees)
    .where(eq(listingAssignees.listingId, listing.id));
  const facts = members.flatMap((m) => (isTeamRole(m.role) ? [{ userId: m.userId, role: m.role }] : []));
  return chooseLandlordRecipients(
    listing,
    facts,
    assignees.map((a) => a.userId),
  );
}
