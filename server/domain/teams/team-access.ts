import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { teams } from '#server/db/schema/teams.ts';
import { AppError } from '#server/lib/errors.ts';
import { authorize } from '../access/authorize.ts';
import { membershipBySlug } from '../access/relations.ts';
import type { TeamPermission } from '../access/roles.ts';
import type { Actor, Membership, ServiceContext } from '../context.ts';

/**
 * The team named by a slug, if the signed-in person's role in it grants the permission (the
 * access module decides); 401 without a person, 404 for anyone else, as if the team did not exist
 * (staff use /man).
 */
export async function teamFor(
  ctx: ServiceContext,
  slug: string,
  permission: TeamPermission,
): Promise<{ actor: Actor; membership: Membership }> {
  const membership = membershipBySlug(ctx.actor, slug);
  if (!membership) throw new AppError(ctx.actor ? 'not_found' : 'unauthorized');
  const actor = await authorize(ctx, permission, { type: 'team', teamId: membership.teamId });
  return { actor, membership };
}

/** `teamFor`, answering with the team's id. */
export async function authorizeTeam(
  ctx: ServiceContext,
  slug: string,
  permission: TeamPermission,
): Promise<{ actor: Actor; teamId: string }> {
  const { actor, membership } = await teamFor(ctx, slug, permission);
  return { actor, teamId: membership.teamId };
}

/** The actor as they stand in the team now (their role read again under the team's lock). */
export function withRole(actor: Actor, membership: Membership, role: Membership['role']): Actor {
  return { ...actor, memberships: [...actor.memberships.filter((m) => m.teamId !== membership.teamId), { ...membership, role }] };
}

/** The team's row, locked for the rest of the transaction (one change at a time per team). */
export async function lockTeam(db: Db, teamId: string): Promise<typeof teams.$inferSelect> {
  const [row] = await db.select().from(teams).where(eq(teams.id, teamId)).limit(1).for('update');
  if (!row) throw new AppError('not_found');
  return row;
}
