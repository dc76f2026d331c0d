import { and, count, eq, gt } from 'drizzle-orm';
import { isTeamRole, type TeamRole } from '#common/team-rules.ts';
import type { Db } from '#server/db/client.ts';
import { invitations } from '#server/db/schema/invitations.ts';
import { teamMembers, teams } from '#server/db/schema/teams.ts';

// Reads of a team's rows that the team services and the team invitation kind share. Whatever
// spans rows (the last owner, the member count) is read after `lockTeam` in the same transaction.

/** Locks the team row until the transaction ends; false when there is no such team. */
export async function lockTeam(db: Db, teamId: string): Promise<boolean> {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
  return row !== undefined;
}

/** The person's role in the team as stored now, or null when they are not a member. */
export async function storedRole(db: Db, teamId: string, userId: string): Promise<TeamRole | null> {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .limit(1);
  return row && isTeamRole(row.role) ? row.role : null;
}

export async function countOwners(db: Db, teamId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'owner')));
  return n;
}

/** Members plus open (pending, unexpired) invitations: the places taken in the team. */
export async function placesTaken(db: Db, teamId: string, now: Date): Promise<number> {
  const [{ members }] = await db.select({ members: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  const [{ open }] = await db
    .select({ open: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.kind, 'team'),
        eq(invitations.subjectId, teamId),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, now),
      ),
    );
  return members + open;
}

export async function countMembers(db: Db, teamId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  return n;
}
