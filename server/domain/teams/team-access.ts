import { AppError } from '#server/lib/errors.ts';
import { authorize } from '../access/authorize.ts';
import { membershipBySlug } from '../access/relations.ts';
import type { TeamPermission } from '../access/roles.ts';
import type { Actor, Membership, ServiceContext } from '../context.ts';

/**
 * The team named by a slug, if the signed-in person's role in it grants the permission (the
 * access module decides); anyone else gets 404, as if the team did not exist.
 */
export async function teamFor(
  ctx: ServiceContext,
  slug: string,
  permission: TeamPermission,
): Promise<{ actor: Actor; membership: Membership }> {
  const membership = membershipBySlug(ctx.actor, slug);
  if (!membership) {
    if (!ctx.actor) throw new AppError('unauthorized');
    throw new AppError('not_found');
  }
  const actor = await authorize(ctx, permission, { type: 'team', teamId: membership.teamId });
  return { actor, membership };
}

/** The actor as they stand in the team now (their role read again under the team's lock). */
export function withRole(actor: Actor, membership: Membership, role: Membership['role']): Actor {
  return { ...actor, memberships: [...actor.memberships.filter((m) => m.teamId !== membership.teamId), { ...membership, role }] };
}
