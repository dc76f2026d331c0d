import { and, count, gt, isNull, sql } from 'drizzle-orm';
import { authSessions } from '#server/db/schema/auth-sessions.ts';
import { users } from '#server/db/schema/users.ts';
import { authorize } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';

export interface StaffOverview {
  users: number;
  staff: number;
  unconfirmed: number;
  activeSessions: number;
  newUsersLast7Days: number;
}

/** The numbers on the /man home page. Staff only. */
export async function staffOverview(ctx: ServiceContext): Promise<StaffOverview> {
  await authorize(ctx, 'staff.users.read');
  const now = ctx.now();
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
  const [userCounts] = await ctx.db
    .select({
      users: count(),
      staff: sql<number>`count(*) filter (where 'staff' = any(${users.scope}))`.mapWith(Number),
      unconfirmed: sql<number>`count(*) filter (where ${users.emailConfirmedAt} is null)`.mapWith(Number),
      newUsersLast7Days: sql<number>`count(*) filter (where ${users.createdAt} > ${weekAgo})`.mapWith(Number),
    })
    .from(users);
  const [sessions] = await ctx.db
    .select({ active: count() })
    .from(authSessions)
    .where(and(isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)));
  return {
    users: userCounts.users,
    staff: userCounts.staff,
    unconfirmed: userCounts.unconfirmed,
    newUsersLast7Days: userCounts.newUsersLast7Days,
    activeSessions: sessions.active,
  };
}
