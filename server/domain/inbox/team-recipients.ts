import { and, eq, inArray } from 'drizzle-orm';
import { TEAM_ROLES } from '#common/team-rules.ts';
import type { Db } from '#server/db/client.ts';
import { listings } from '#server/db/schema/listings.ts';
import { teamMembers } from '#server/db/schema/teams.ts';
import { teamRoleGrants } from '../access/roles.ts';
import { landlordRecipients } from '../teams/landlord-recipients.ts';

// Who on the team side hears of a tenant's new message in a team conversation
// (docs/rules/team-inbox.md, "Who is told"): the member the conversation is assigned to, while
// they may still answer; else whoever hears about its listing (landlord-recipients.ts: the
// listing's assignees, its creator, the team's owners and admins).

/** No listing: no assignees, no creator (a uuid no row has). */
const NO_LISTING = '00000000-0000-0000-0000-000000000000';

const ANSWERING_ROLES = TEAM_ROLES.filter((role) => teamRoleGrants(role, 'conversation.send'));

export async function teamSideRecipients(
  db: Db,
  conversation: { ownerTeamId: string | null; assignedUserId: string | null; listingId: string | null },
): Promise<string[]> {
  const teamId = conversation.ownerTeamId;
  if (!teamId) return [];
  if (conversation.assignedUserId) {
    const [assignee] = await db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(
        and(
          eq(teamMembers.teamId, teamId),
          eq(teamMembers.userId, conversation.assignedUserId),
          inArray(teamMembers.role, ANSWERING_ROLES),
        ),
      )
      .limit(1);
    if (assignee) return [assignee.userId];
  }
  const [listing] = conversation.listingId
    ? await db
        .select({
          id: listings.id,
          ownerUserId: listings.ownerUserId,
          ownerTeamId: listings.ownerTeamId,
          createdBy: listings.createdBy,
        })
        .from(listings)
        .where(eq(listings.id, conversation.listingId))
        .limit(1)
    : [];
  // A conversation whose listing is gone (or is no longer the team's) still has the team's leads.
  const about =
    listing?.ownerTeamId === teamId ? listing : { id: NO_LISTING, ownerUserId: null, ownerTeamId: teamId, createdBy: null };
  return landlordRecipients(db, about);
}
