import { isTeamRole, MAX_TEAM_MEMBERS } from '#common/team-rules.ts';
import { teamMembers } from '#server/db/schema/teams.ts';
import { AppError } from '#server/lib/errors.ts';
import { countMembers, lockTeam, placesTaken, storedRole } from '../../teams/team-rows.ts';
import type { InvitationKindModule } from './registry.ts';

/**
 * A team's owner or admin invites someone to the team with a role (docs/rules/teams.md).
 * Accepting makes them a member with that role. Who may invite, and which roles, is decided by
 * the team invitation service (team-invitations.service.ts) through the access module.
 */
export const teamKind: InvitationKindModule = {
  async beforeCreate({ db, now }, { inviteeUserId, subjectId, role }) {
    if (!subjectId || !isTeamRole(role)) throw new Error('a team invitation needs a team and a role');
    // One change of the team's people at a time: the member count can't be raced past.
    if (!(await lockTeam(db, subjectId))) throw new AppError('not_found');
    if (inviteeUserId && (await storedRole(db, subjectId, inviteeUserId)) !== null) {
      throw new AppError('team_already_member', undefined, { fields: { email: ['already_team_member'] } });
    }
    if ((await placesTaken(db, subjectId, now)) >= MAX_TEAM_MEMBERS) throw new AppError('team_full');
  },

  async accept({ db, now }, { inviteeId, subjectId, role }) {
    if (!subjectId || !isTeamRole(role)) throw new Error('a team invitation needs a team and a role');
    if (!(await lockTeam(db, subjectId))) throw new AppError('not_found');
    // Already a member (joined another way): accepting changes nothing.
    if ((await storedRole(db, subjectId, inviteeId)) !== null) return;
    if ((await countMembers(db, subjectId)) >= MAX_TEAM_MEMBERS) throw new AppError('team_full');
    await db
      .insert(teamMembers)
      .values({ teamId: subjectId, userId: inviteeId, role, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
  },

  inviteePath: (id) => `/teams/invites/${id}`,
};
