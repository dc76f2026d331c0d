import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { teams } from '#server/db/schema/teams.ts';
import { AppError } from '#server/lib/errors.ts';
import { authorize } from '../access/authorize.ts';
import { membershipBySlug } from '../access/relations.ts';
import type { TeamPermission } from '../access/roles.ts';
import type { Actor, ServiceContext } from '../context.ts';

/**
 * The team with this slug, if the person belongs to it in a role granting the permission; 401
 * without a person, 404 for anyone else (the team is not revealed; staff use /man). The access
 * module decides.
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

/** The team's row, locked for the rest of the transaction (one change at a time per team). */
export async function lockTeam(db: Db, teamId: string): Promise<typeof teams.$inferSelect> {
  const [row] = await db.select().from(teams).where(eq(teams.id, teamId)).limit(1).for('update');
  if (!row) throw new AppError('not_found');
  return row;
}
