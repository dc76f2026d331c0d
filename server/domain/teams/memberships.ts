import { eq, type SQL, sql } from 'drizzle-orm';
import { isTeamRole } from '#common/team-rules.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/users.ts';
import type { Actor, Membership } from '../context.ts';

// A person's team memberships travel with the session (Actor.memberships): read in the same
// query that checks the session, so team access costs no extra round trip.

/**
 * The person's memberships as one JSON column, for a select that has `users` in it. Columns are
 * named with their tables in plain SQL: in a select from `users` alone drizzle leaves the table
 * out of `users.id`, which inside this subquery would then mean `teams.id`.
 */
export function membershipsColumn(): SQL<unknown> {
  return sql`coalesce((select json_agg(json_build_object('teamId', tm.team_id, 'slug', tt.slug, 'role', tm.role) order by tt.name) from team_members tm inner join teams tt on tt.id = tm.team_id where tm.user_id = "users"."id"), '[]'::json)`;
}

/** The memberships from the JSON column, keeping only well-formed rows. */
export function parseMemberships(value: unknown): Membership[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (m): m is Membership =>
      typeof m === 'object' && m !== null && typeof m.teamId === 'string' && typeof m.slug === 'string' && isTeamRole(m.role),
  );
}

/** The team acted for, only if the person still belongs to it (a team one has left is never acted for). */
export function actingTeam(actingTeamId: string | null, memberships: readonly Membership[]): string | null {
  return actingTeamId !== null && memberships.some((m) => m.teamId === actingTeamId) ? actingTeamId : null;
}

/** A person as an actor with their memberships and acting team, read from the database (seeds, jobs, tests). */
export async function actorOf(db: Db, userId: string, scope: Actor['scope'] = ['user']): Promise<Actor> {
  const [row] = await db
    .select({ memberships: membershipsColumn(), actingTeamId: users.actingTeamId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const memberships = parseMemberships(row?.memberships);
  return {
    userId,
    scope,
    sessionId: '00000000-0000-0000-0000-000000000000',
    memberships,
    actingTeamId: actingTeam(row?.actingTeamId ?? null, memberships),
  };
}
