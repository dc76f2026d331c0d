import { and, count, eq, gt, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { daysAfter } from '#common/calendar-day.ts';
import type { StaffWorkCounts } from '#common/staff-people.ts';
import { applications } from '#server/db/schema/applications.ts';
import { authSessions } from '#server/db/schema/auth-sessions.ts';
import { listings } from '#server/db/schema/listings.ts';
import { users } from '#server/db/schema/users.ts';
import { authorize } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';
import { openReportCounts } from './staff-reports.service.ts';

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
  const weekAgo = daysAfter(now, -7);
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

/** The /man home's work: each count links to the list where it is done. Staff only. */
export async function staffWorkCounts(ctx: ServiceContext): Promise<StaffWorkCounts> {
  await authorize(ctx, 'staff.access');
  const weekAgo = daysAfter(ctx.now(), -7);
  const [[review], reports, [recent], [blocked]] = await Promise.all([
    ctx.db.select({ n: count() }).from(listings).where(eq(listings.status, 'in_review')),
    openReportCounts(ctx),
    ctx.db.select({ n: count() }).from(applications).where(gte(applications.createdAt, weekAgo)),
    ctx.db.select({ n: count() }).from(users).where(isNotNull(users.blockedAt)),
  ]);
  return {
    listings_in_review: review.n,
    open_listing_reports: reports.listing,
    open_user_reports: reports.user,
    applications_this_week: recent.n,
    blocked_people: blocked.n,
  };
}
