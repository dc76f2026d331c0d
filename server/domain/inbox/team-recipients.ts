import { and, eq, inArray } from 'drizzle-orm';
import { TEAM_ROLES, type TeamRole } from '#common/team-rules.ts';
import type { Db } from '#server/db/client.ts';
import { listings } from '#server/db/schema/listings.ts';
import { listingAssignees, teamMembers } from '#server/db/schema/teams.ts';
import { teamRoleGrants } from '../access/roles.ts';

// Who on the team side hears of a tenant's new message in a team conversation
// (docs/rules/team-inbox.md, "Who is told"). The first of these that names anyone:
// 1. the member the conversation is assigned to;
// 2. the members assigned to its listing;
// 3. the member who made the listing;
// 4. the team's owners and admins.
// Only people who are still members in a role that may answer (conversation.send) count.
// NOTE for the merge: slice C's server/domain/teams/landlord-recipients.ts holds the same rule
// for listing notifications; this private copy is to be replaced by it.

const ANSWERING_ROLES = TEAM_ROLES.filter((role) => teamRoleGrants(role, 'conversation.send'));

async function answeringMembers(db: Db, teamId: string, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, userIds), inArray(teamMembers.role, ANSWERING_ROLES)));
  return rows.map((r) => r.userId);
}

export async function teamSideRecipients(
  db: Db,
  conversation: { ownerTeamId: string | null; assignedUserId: string | null; listingId: string | null },
): Promise<string[]> {
  const teamId = conversation.ownerTeamId;
  if (!teamId) return [];
  if (conversation.assignedUserId) {
    const assignee = await answeringMembers(db, teamId, [conversation.assignedUserId]);
    if (assignee.length) return assignee;
  }
  if (conversation.listingId) {
    const assigned = await db
      .select({ userId: listingAssignees.userId })
      .from(listingAssignees)
      .where(eq(listingAssignees.listingId, conversation.listingId));
    const members = await answeringMembers(
      db,
      teamId,
      assigned.map((a) => a.userId),
    );
    if (members.length) return members;
    const [listing] = await db
      .select({ createdBy: listings.createdBy })
      .from(listings)
      .where(eq(listings.id, conversation.listingId))
      .limit(1);
    const creator = listing?.createdBy ? await answeringMembers(db, teamId, [listing.createdBy]) : [];
    if (creator.length) return creator;
  }
  const leads: TeamRole[] = ['owner', 'admin'];
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.role, leads)));
  return rows.map((r) => r.userId);
}
