import { eq, inArray } from 'drizzle-orm';
import type { TeamRole } from '#common/team-rules.ts';
import { teams } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { authorize, requireActor } from '../access/authorize.ts';
import { membershipBySlug } from '../access/relations.ts';
import type { Actor, ServiceContext } from '../context.ts';

// Team mode (docs/rules/team-mode.md): a member acts personally or for one of their teams. The
// choice is stored on the person (users.acting_team_id), so it follows them across devices, and
// is read with the session (Actor.actingTeamId, null when they have left the team).

export interface MyTeamDto {
  slug: string;
  name: string;
  role: TeamRole;
}

export interface TeamModeDto {
  teams: MyTeamDto[];
  /** The slug of the team acted for; null: acting personally. */
  acting_team: string | null;
}

/** The actor's teams with their names (one query, only for people with memberships), and the mode. */
export async function teamMode(ctx: ServiceContext): Promise<TeamModeDto> {
  const actor = requireActor(ctx);
  if (!actor.memberships.length) return { teams: [], acting_team: null };
  const rows = await ctx.db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(
      inArray(
        teams.id,
        actor.memberships.map((m) => m.teamId),
      ),
    );
  const names = new Map(rows.map((r) => [r.id, r.name]));
  const mine = actor.memberships.flatMap((m) => {
    const name = names.get(m.teamId);
    return name ? [{ slug: m.slug, name, role: m.role }] : [];
  });
  const acting = actor.memberships.find((m) => m.teamId === actor.actingTeamId)?.slug ?? null;
  return { teams: mine, acting_team: acting };
}

/**
 * The team this person may act for: one they belong to (team.read), else team_membership_ended
 * (403): a team one has left (or never joined) can't be acted for.
 */
export async function teamToActFor(ctx: ServiceContext, slug: string): Promise<{ actor: Actor; teamId: string }> {
  const actor = requireActor(ctx);
  const membership = membershipBySlug(actor, slug);
  if (!membership) throw new AppError('team_membership_ended', undefined, { fields: { team: ['not_team_member'] } });
  await authorize(ctx, 'team.read', { type: 'team', teamId: membership.teamId });
  return { actor, teamId: membership.teamId };
}

/** Acts for the team with this slug, or personally (null); remembered on the person. */
export async function setActingTeam(ctx: ServiceContext, slug: string | null): Promise<TeamModeDto> {
  const actor = requireActor(ctx);
  const teamId = slug === null ? null : (await teamToActFor(ctx, slug)).teamId;
  await ctx.db.update(users).set({ actingTeamId: teamId }).where(eq(users.id, actor.userId));
  return teamMode({ ...ctx, actor: { ...actor, actingTeamId: teamId } });
}
