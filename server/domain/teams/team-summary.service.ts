import { eq } from 'drizzle-orm';
import type { TeamRole, TeamVerificationStatus } from '#common/team-rules.ts';
import { teams } from '#server/db/schema/teams.ts';
import { AppError } from '#server/lib/errors.ts';
import { authorize } from '../access/authorize.ts';
import { membershipBySlug } from '../access/relations.ts';
import type { TeamPermission } from '../access/roles.ts';
import { teamRoleGrants } from '../access/roles.ts';
import type { ServiceContext } from '../context.ts';

/** A team as its pages' frame shows it: name, badge, the reader's role and what that role opens. */
export interface TeamSummaryDto {
  id: string;
  slug: string;
  name: string;
  verificationStatus: TeamVerificationStatus;
  logoUrl: string | null;
  role: TeamRole;
  /** The team permissions the reader's role grants (the layout shows only the links they open). */
  grants: TeamPermission[];
}

/** Where a team's logo is served (public: it is shown on the team's listings). */
export function teamLogoUrl(team: { id: string; logoKey: string | null; updatedAt: Date }): string | null {
  return team.logoKey ? `/api/teams/${team.id}/logo/?v=${team.updatedAt.getTime()}` : null;
}

/**
 * The team with this slug for one of its members (team.read); 404 for anyone else, staff
 * included (staff see teams in /man).
 */
export async function teamSummary(
  ctx: ServiceContext,
  slug: string,
  grantsAsked: readonly TeamPermission[] = [],
): Promise<TeamSummaryDto> {
  const membership = membershipBySlug(ctx.actor, slug);
  if (!membership) throw new AppError('not_found');
  await authorize(ctx, 'team.read', { type: 'team', teamId: membership.teamId });
  const [row] = await ctx.db
    .select({
      id: teams.id,
      slug: teams.slug,
      name: teams.name,
      verificationStatus: teams.verificationStatus,
      logoKey: teams.logoKey,
      updatedAt: teams.updatedAt,
    })
    .from(teams)
    .where(eq(teams.id, membership.teamId))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    verificationStatus: row.verificationStatus as TeamVerificationStatus,
    logoUrl: teamLogoUrl(row),
    role: membership.role,
    grants: grantsAsked.filter((p) => teamRoleGrants(membership.role, p)),
  };
}
