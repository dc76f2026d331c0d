import { AppError } from '#server/lib/errors.ts';
import { authorize } from '../access/authorize.ts';
import { membershipBySlug } from '../access/relations.ts';
import type { TeamPermission } from '../access/roles.ts';
import type { Actor, ServiceContext } from '../context.ts';

/**
 * The team with this slug, if the person belongs to it in a role granting the permission; 404
 * otherwise (the team is not revealed). The access module decides.
 */
export async function authorizeTeam(
  ctx: ServiceContext,
  slug: string,
  permission: TeamPermission,
): Promise<{ actor: Actor; teamId: string }> {
  const membership = membershipBySlug(ctx.actor, slug);
  if (!membership) throw new AppError(ctx.actor ? 'not_found' : 'unauthorized');
  const actor = await authorize(ctx, permission, { type: 'team', teamId: membership.teamId });
  return { actor, teamId: membership.teamId };
}
