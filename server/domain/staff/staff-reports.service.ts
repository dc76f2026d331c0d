import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { LIST_PAGE_SIZE } from '#common/list-kit.ts';
import type {
  MyListingReport,
  ReportKind,
  ReportStatus,
  reportDecisionSchema,
  StaffReportList,
  StaffReportQuery,
  StaffReportRowDto,
} from '#common/staff-people.ts';
import { userReports } from '#server/db/schema/conversations.ts';
import { listingReports, listings } from '#server/db/schema/listings.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { authorize } from '../access/authorize.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { ServiceContext } from '../context.ts';
import { publishNotification } from '../notifications/notifications.service.ts';

// The reports queue: reports of listings (from the listing page) and of people (from the inbox)
// reach staff here, open first. Staff resolve or dismiss one with a message the reporter reads;
// the reporter is told, and sees the status on the listing. Audited.

const reporters = alias(users, 'reporter');
const resolvers = alias(users, 'resolver');
const reported = alias(users, 'reported');

function statusWhere(table: typeof listingReports | typeof userReports, view: StaffReportQuery['view']): SQL | undefined {
  if (view === 'open') return eq(table.status, 'open');
  if (view === 'closed') return ne(table.status, 'open');
  return undefined;
}

function listingSide(ctx: ServiceContext, view: StaffReportQuery['view']) {
  return ctx.db
    .select({
      id: listingReports.id,
      openFirst: sql<number>`case when ${listingReports.status} = 'open' then 0 else 1 end`.as('open_first'),
      kind: sql<string>`'listing'`.as('kind'),
      status: listingReports.status,
      reason: listingReports.reason,
      message: listingReports.message,
      resolution: listingReports.resolution,
      targetId: sql<string>`${listingReports.listingId}`.as('target_id'),
      targetName: sql<string | null>`coalesce(${listings.titleIs}, ${listings.titleEn})`.as('target_name'),
      conversationId: sql<string | null>`null::uuid`.as('conversation_id'),
      reporterId: listingReports.reporterId,
      reporterName: sql<string | null>`${reporters.name}`.as('reporter_name'),
      resolvedByName: sql<string | null>`${resolvers.name}`.as('resolved_by_name'),
      resolvedAt: listingReports.resolvedAt,
      createdAt: listingReports.createdAt,
    })
    .from(listingReports)
    .innerJoin(listings, eq(listings.id, listingReports.listingId))
    .leftJoin(reporters, eq(reporters.id, listingReports.reporterId))
    .leftJoin(resolvers, eq(resolvers.id, listingReports.resolvedById))
    .where(statusWhere(listingReports, view));
}

function personSide(ctx: ServiceContext, view: StaffReportQuery['view']) {
  return ctx.db
    .select({
      id: userReports.id,
      openFirst: sql<number>`case when ${userReports.status} = 'open' then 0 else 1 end`.as('open_first'),
      kind: sql<string>`'user'`.as('kind'),
      status: userReports.status,
      reason: userReports.reason,
      message: userReports.message,
      resolution: userReports.resolution,
      targetId: sql<string>`${userReports.reportedUserId}`.as('target_id'),
      targetName: sql<string | null>`${reported.name}`.as('target_name'),
      conversationId: sql<string | null>`${userReports.conversationId}`.as('conversation_id'),
      reporterId: userReports.reporterId,
      reporterName: sql<string | null>`${reporters.name}`.as('reporter_name'),
      resolvedByName: sql<string | null>`${resolvers.name}`.as('resolved_by_name'),
      resolvedAt: userReports.resolvedAt,
      createdAt: userReports.createdAt,
    })
    .from(userReports)
    .innerJoin(reported, eq(reported.id, userReports.reportedUserId))
    .leftJoin(reporters, eq(reporters.id, userReports.reporterId))
    .leftJoin(resolvers, eq(resolvers.id, userReports.resolvedById))
    .where(statusWhere(userReports, view));
}

/** Open counts of both kinds (the queue's tabs and the /man home). */
export async function openReportCounts(ctx: ServiceContext): Promise<{ listing: number; user: number }> {
  await authorize(ctx, 'staff.reports.read');
  const [[listing], [user]] = await Promise.all([
    ctx.db.select({ n: count() }).from(listingReports).where(eq(listingReports.status, 'open')),
    ctx.db.select({ n: count() }).from(userReports).where(eq(userReports.status, 'open')),
  ]);
  return { listing: listing.n, user: user.n };
}

/** Reports of listings and people: open ones first, then the newest; a page at a time. */
export async function searchStaffReports(ctx: ServiceContext, query: StaffReportQuery): Promise<StaffReportList> {
  await authorize(ctx, 'staff.reports.read');
  const offset = (query.page - 1) * LIST_PAGE_SIZE;
  const order = [sql`open_first`, sql`created_at desc`, sql`id desc`];
  const both = () =>
    query.kind === 'listing'
      ? listingSide(ctx, query.view)
      : query.kind === 'user'
        ? personSide(ctx, query.view)
        : unionAll(listingSide(ctx, query.view), personSide(ctx, query.view));
  const [rows, open, totals] = await Promise.all([
    both()
      .orderBy(...order)
      .limit(LIST_PAGE_SIZE)
      .offset(offset),
    openReportCounts(ctx),
    Promise.all([
      query.kind === 'user'
        ? { n: 0 }
        : ctx.db
            .select({ n: count() })
            .from(listingReports)
            .where(statusWhere(listingReports, query.view))
            .then(([r]) => r),
      query.kind === 'listing'
        ? { n: 0 }
        : ctx.db
            .select({ n: count() })
            .from(userReports)
            .where(statusWhere(userReports, query.view))
            .then(([r]) => r),
    ]),
  ]);
  const total = totals[0].n + totals[1].n;
  return {
    items: rows.map(
      (r): StaffReportRowDto => ({
        id: r.id,
        kind: r.kind as ReportKind,
        status: r.status as ReportStatus,
        reason: r.reason,
        message: r.message,
        resolution: r.resolution,
        target_id: r.targetId,
        target_name: r.targetName,
        conversation_id: r.conversationId,
        reporter_id: r.reporterId,
        reporter_name: r.reporterName,
        resolved_by_name: r.resolvedByName,
        resolved_at: r.resolvedAt ? new Date(r.resolvedAt).toISOString() : null,
        created_at: new Date(r.createdAt).toISOString(),
      }),
    ),
    page: query.page,
    page_count: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)),
    total,
    open,
  };
}

export type ReportDecision = 'resolve' | 'dismiss';
const DECIDED: Record<ReportDecision, Exclude<ReportStatus, 'open'>> = { resolve: 'resolved', dismiss: 'dismissed' };

function reportKind(kind: string): ReportKind {
  if (kind !== 'listing' && kind !== 'user') throw new AppError('not_found');
  return kind;
}

/**
 * Resolves or dismisses an open report with a message the reporter reads, and tells the
 * reporter. A report someone else closed first is `report_already_closed` (the row is locked, so
 * two staff deciding at once can't both succeed).
 */
export async function decideReport(
  ctx: ServiceContext,
  kindParam: string,
  id: string,
  decision: ReportDecision,
  input: z.output<typeof reportDecisionSchema>,
): Promise<void> {
  const actor = await authorize(ctx, 'staff.reports.manage');
  const kind = reportKind(kindParam);
  const reportId = requireId(id);
  const status = DECIDED[decision];
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const table = kind === 'listing' ? listingReports : userReports;
    const [row] = await tx.select({ status: table.status }).from(table).where(eq(table.id, reportId)).limit(1).for('update');
    if (!row) throw new AppError('not_found');
    if (row.status !== 'open') throw new AppError('report_already_closed');
    const change = { status, resolution: input.resolution, resolvedById: actor.userId, resolvedAt: now };
    if (kind === 'listing') {
      const [report] = await tx.update(listingReports).set(change).where(eq(listingReports.id, reportId)).returning();
      const [listing] = await tx
        .select({ titleIs: listings.titleIs, titleEn: listings.titleEn })
        .from(listings)
        .where(eq(listings.id, report.listingId))
        .limit(1);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: `report.${decision}`,
        targetType: 'listing_report',
        targetId: report.id,
        details: { listing_id: report.listingId, resolution: input.resolution },
        ip: ctx.meta.ip,
      });
      if (report.reporterId) {
        await publishNotification(
          ctx,
          {
            userId: report.reporterId,
            kind: 'listings',
            event: `listing_report_${status}`,
            params: { title: listing?.titleIs ?? listing?.titleEn ?? '', resolution: input.resolution },
            link: `/listings/${report.listingId}#report`,
          },
          tx,
        );
      }
    } else {
      const [report] = await tx.update(userReports).set(change).where(eq(userReports.id, reportId)).returning();
      const [person] = await tx.select({ name: users.name }).from(users).where(eq(users.id, report.reportedUserId)).limit(1);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: `report.${decision}`,
        targetType: 'user_report',
        targetId: report.id,
        details: { reported_user_id: report.reportedUserId, resolution: input.resolution },
        ip: ctx.meta.ip,
      });
      if (report.reporterId) {
        await publishNotification(
          ctx,
          {
            userId: report.reporterId,
            kind: 'messages',
            event: `person_report_${status}`,
            params: { name: person?.name ?? '', resolution: input.resolution },
            link: null,
          },
          tx,
        );
      }
    }
  });
}

/** The signed-in person's own report of this listing, for the status line on the listing page; null for guests. */
export async function myListingReport(ctx: ServiceContext, listingId: string): Promise<MyListingReport | null> {
  if (!ctx.actor) return null;
  const [row] = await ctx.db
    .select({ status: listingReports.status, createdAt: listingReports.createdAt })
    .from(listingReports)
    .where(and(eq(listingReports.listingId, requireId(listingId)), eq(listingReports.reporterId, ctx.actor.userId)))
    .limit(1);
  return row ? { status: row.status as ReportStatus, created_at: row.createdAt.toISOString() } : null;
}
