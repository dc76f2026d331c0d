import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { LIST_PAGE_SIZE } from '#common/list-kit.ts';
import type { AuditRowDto } from '#common/staff-listings.ts';
import type { SubEntityStatus, TeamRole, TeamVerificationStatus } from '#common/team-rules.ts';
import { mayDecideVerification, type StaffTeamQuery, type VerificationDecision } from '#common/team-verification.ts';
import type { Db } from '#server/db/client.ts';
import { teamDocuments, teamMembers, teamSubEntities, teams } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { authorize } from '../access/authorize.ts';
import { auditTrail, recordAudit } from '../audit/audit.service.ts';
import type { ServiceContext } from '../context.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { lockTeam } from '../teams/team-access.ts';
import { documentsOf, readTeamDocument, type TeamDocumentDto, type TeamDocumentFile } from '../teams/team-documents.service.ts';
import { like } from './staff-users.service.ts';

// Staff verify teams and their sub-entities (/man/teams and /api/man/teams): a queue, a team's
// details and documents, and decisions, each audited in its own transaction and told to the
// team's owners and admins. docs/rules/team-verification.md.

export interface StaffTeamRowDto {
  id: string;
  name: string;
  slug: string;
  company_kennitala: string;
  status: TeamVerificationStatus;
  submitted_at: string | null;
  members: number;
  pending_sub_entities: number;
  created_at: string;
}

export interface StaffTeamList {
  items: StaffTeamRowDto[];
  page: number;
  page_count: number;
  total: number;
}

const rowColumns = {
  id: teams.id,
  name: teams.name,
  slug: teams.slug,
  kennitala: teams.companyKennitala,
  status: teams.verificationStatus,
  submittedAt: teams.verificationSubmittedAt,
  createdAt: teams.createdAt,
  members: sql<number>`(select count(*) from ${teamMembers} where ${teamMembers.teamId} = ${teams.id})`.mapWith(Number),
  pendingSubs:
    sql<number>`(select count(*) from ${teamSubEntities} where ${teamSubEntities.teamId} = ${teams.id} and ${teamSubEntities.status} = 'pending')`.mapWith(
      Number,
    ),
};

/**
 * Teams for staff: those waiting (the team, or one of its sub-entities) first, longest waiting
 * first; then the rest, newest first. Filter by status, search by name or kennitala digits.
 */
export async function searchStaffTeams(ctx: ServiceContext, query: StaffTeamQuery): Promise<StaffTeamList> {
  await authorize(ctx, 'staff.teams.read');
  const where: SQL[] = [];
  if (query.q) {
    const digits = query.q.replace(/\D/g, '');
    const any: SQL[] = [ilike(teams.name, like(query.q)), ilike(teams.slug, like(query.q))];
    if (digits.length >= 3) any.push(ilike(teams.companyKennitala, like(digits)));
    where.push(or(...any) as SQL);
  }
  if (query.status) where.push(eq(teams.verificationStatus, query.status));
  const waiting = sql`case when ${teams.verificationStatus} = 'pending' or ${rowColumns.pendingSubs} > 0 then 0 else 1 end`;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(rowColumns)
      .from(teams)
      .where(and(...where))
      .orderBy(asc(waiting), sql`${teams.verificationSubmittedAt} asc nulls last`, desc(teams.createdAt), asc(teams.id))
      .limit(LIST_PAGE_SIZE)
      .offset((query.page - 1) * LIST_PAGE_SIZE),
    ctx.db
      .select({ n: count() })
      .from(teams)
      .where(and(...where)),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      company_kennitala: r.kennitala,
      status: r.status as TeamVerificationStatus,
      submitted_at: r.status === 'pending' ? (r.submittedAt?.toISOString() ?? null) : null,
      members: r.members,
      pending_sub_entities: r.pendingSubs,
      created_at: r.createdAt.toISOString(),
    })),
    page: query.page,
    page_count: Math.max(1, Math.ceil(total.n / LIST_PAGE_SIZE)),
    total: total.n,
  };
}

export interface StaffTeamDetail {
  team: StaffTeamRowDto & {
    description: string | null;
    contact_email: string | null;
    contact_phone: string | null;
    website: string | null;
    reason: string | null;
    decided_at: string | null;
  };
  members: { user_id: string; name: string; email: string; role: TeamRole }[];
  documents: TeamDocumentDto[];
  sub_entities: { id: string; name: string; kennitala: string; status: SubEntityStatus; reason: string | null }[];
  audit: AuditRowDto[];
}

/** One team for staff: who runs it, its documents and sub-entities, and what staff decided before. */
export async function staffTeamDetail(ctx: ServiceContext, teamId: string): Promise<StaffTeamDetail> {
  await authorize(ctx, 'staff.teams.read');
  requireId(teamId);
  const [row] = await ctx.db
    .select({ ...rowColumns, team: teams })
    .from(teams)
    .where(eq(teams.id, teamId))
    .limit(1);
  if (!row) throw new AppError('not_found');
  const [members, documents, subs, audit] = await Promise.all([
    ctx.db
      .select({ userId: users.id, name: users.name, email: users.email, role: teamMembers.role })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.teamId, teamId))
      .orderBy(asc(users.name)),
    documentsOf(ctx.db, teamId),
    ctx.db
      .select()
      .from(teamSubEntities)
      .where(eq(teamSubEntities.teamId, teamId))
      .orderBy(asc(teamSubEntities.createdAt), asc(teamSubEntities.id)),
    auditTrail(ctx, 'team', teamId),
  ]);
  const { team } = row;
  return {
    team: {
      id: team.id,
      name: team.name,
      slug: team.slug,
      company_kennitala: team.companyKennitala,
      status: team.verificationStatus as TeamVerificationStatus,
      submitted_at: team.verificationSubmittedAt?.toISOString() ?? null,
      members: row.members,
      pending_sub_entities: row.pendingSubs,
      created_at: team.createdAt.toISOString(),
      description: team.description,
      contact_email: team.contactEmail,
      contact_phone: team.contactPhone,
      website: team.website,
      reason: team.verificationReason,
      decided_at: team.verificationDecidedAt?.toISOString() ?? null,
    },
    members: members.map((m) => ({ user_id: m.userId, name: m.name, email: m.email, role: m.role as TeamRole })),
    documents,
    sub_entities: subs.map((s) => ({
      id: s.id,
      name: s.name,
      kennitala: s.kennitala,
      status: s.status as SubEntityStatus,
      reason: s.reason,
    })),
    audit,
  };
}

/** The team's owners and admins: those told about verification decisions. */
async function ownersAndAdmins(db: Db, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.role, ['owner', 'admin'])));
  return rows.map((r) => r.userId);
}

/**
 * Staff verify or reject a team that waits (pending); anything else: team_verification_not_open.
 * Under the team's lock, so of two staff deciding at once one wins and the other is refused. The
 * audit row and the notifications to the team's owners and admins are written in the same
 * transaction.
 */
export async function decideTeamVerification(ctx: ServiceContext, teamId: string, decision: VerificationDecision): Promise<void> {
  const actor = await authorize(ctx, 'staff.teams.verify');
  requireId(teamId);
  await ctx.db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    if (!mayDecideVerification(team.verificationStatus as TeamVerificationStatus))
      throw new AppError('team_verification_not_open');
    const to = decision.decision === 'verify' ? 'verified' : 'rejected';
    const reason = decision.decision === 'reject' ? decision.reason : null;
    await tx
      .update(teams)
      .set({
        verificationStatus: to,
        verificationReason: reason,
        verificationDecidedAt: ctx.now(),
        verificationDecidedById: actor.userId,
      })
      .where(eq(teams.id, teamId));
    await recordAudit(tx, {
      actorId: actor.userId,
      action: `team.${decision.decision}`,
      targetType: 'team',
      targetId: teamId,
      details: { from: team.verificationStatus, to, ...(reason ? { reason } : {}) },
      ip: ctx.meta.ip,
    });
    for (const userId of await ownersAndAdmins(tx, teamId)) {
      await publishNotification(
        ctx,
        {
          userId,
          kind: 'listings',
          event: to === 'verified' ? 'team_verified' : 'team_rejected',
          params: { team: team.name, ...(reason ? { reason } : {}) },
          link: `/teams/${team.slug}/settings/verification`,
        },
        tx,
      );
    }
  });
}

/**
 * Staff verify or reject one of a team's sub-entities that waits (pending); verifying needs a
 * document (team_verification_incomplete). Audited on the team; its owners and admins are told.
 */
export async function decideSubEntity(
  ctx: ServiceContext,
  teamId: string,
  subEntityId: string,
  decision: VerificationDecision,
): Promise<void> {
  const actor = await authorize(ctx, 'staff.teams.verify');
  requireId(teamId);
  requireId(subEntityId);
  await ctx.db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    const [sub] = await tx
      .select()
      .from(teamSubEntities)
      .where(and(eq(teamSubEntities.id, subEntityId), eq(teamSubEntities.teamId, teamId)))
      .limit(1);
    if (!sub) throw new AppError('not_found');
    if (sub.status !== 'pending') throw new AppError('team_verification_not_open');
    const to = decision.decision === 'verify' ? 'verified' : 'rejected';
    const reason = decision.decision === 'reject' ? decision.reason : null;
    if (to === 'verified') {
      const [{ n }] = await tx.select({ n: count() }).from(teamDocuments).where(eq(teamDocuments.subEntityId, sub.id));
      if (n === 0) throw new AppError('team_verification_incomplete');
    }
    await tx.update(teamSubEntities).set({ status: to, reason }).where(eq(teamSubEntities.id, sub.id));
    await recordAudit(tx, {
      actorId: actor.userId,
      action: `team.sub_entity_${decision.decision}`,
      targetType: 'team',
      targetId: teamId,
      details: { sub_entity_id: sub.id, name: sub.name, kennitala: sub.kennitala, to, ...(reason ? { reason } : {}) },
      ip: ctx.meta.ip,
    });
    for (const userId of await ownersAndAdmins(tx, teamId)) {
      await publishNotification(
        ctx,
        {
          userId,
          kind: 'listings',
          event: to === 'verified' ? 'team_sub_entity_verified' : 'team_sub_entity_rejected',
          params: { team: team.name, name: sub.name, ...(reason ? { reason } : {}) },
          link: `/teams/${team.slug}/settings/verification/sub-entities`,
        },
        tx,
      );
    }
  });
}

/** A team's document for staff (staff.teams.read): they check it before deciding. */
export async function openStaffTeamDocument(ctx: ServiceContext, teamId: string, documentId: string): Promise<TeamDocumentFile> {
  await authorize(ctx, 'staff.teams.read');
  return readTeamDocument(ctx, requireId(teamId), documentId);
}
