import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { teams } from '#server/db/schema/teams.ts';
import { AppError } from '#server/lib/errors.ts';
import { authorize } from '../access/authorize.ts';
import { membershipBySlug } from '../access/relations.ts';
import type { TeamPermission } from '../access/roles.ts';
import type { ServiceContext } from '../context.ts';

/**
 * The id of the team with this slug, if the actor belongs to it in a role granting the
 * permission; 401 without a person, 404 for anyone else (staff included: they use /man).
 */
export async function authorizeTeam(ctx: ServiceContext, slug: string, permission: TeamPermission): Promise<string> {
  const membership = membershipBySlug(ctx.actor, slug);
  if (!membership) {
    if (!ctx.actor) throw new AppError('unauthorized');
    throw new AppError('not_found');
  }
  await authorize(ctx, permission, { type: 'team', teamId: membership.teamId });
  return membership.teamId;
}

/** The team's row, locked for the rest of the transaction (one change at a time per team). */
export async function lockTeam(db: Db, teamId: string): Promise<typeof teams.$inferSelect> {
  const [row] = await db.select().from(teams).where(eq(teams.id, teamId)).limit(1).for('update');
  if (!row) throw new AppError('not_found');
  return row;
}
