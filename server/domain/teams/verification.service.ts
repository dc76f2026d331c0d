import { eq } from 'drizzle-orm';
import { MAX_TEAM_DOCUMENTS, type TeamVerificationStatus } from '#common/team-rules.ts';
import { maySubmitVerification } from '#common/team-verification.ts';
import { teams } from '#server/db/schema/teams.ts';
import { AppError } from '#server/lib/errors.ts';
import { canAsync } from '../access/can.ts';
import type { ServiceContext } from '../context.ts';
import { authorizeTeam, lockTeam } from './team-access.ts';
import { documentsOf, ownDocumentCount, type TeamDocumentDto } from './team-documents.service.ts';

// A team asks staff to verify it: documents first, then "send for verification" (pending);
// staff verify or reject it with a reason (server/domain/staff/staff-teams.service.ts).
// docs/rules/team-verification.md.

export interface TeamVerificationDto {
  status: TeamVerificationStatus;
  /** Why staff rejected it (shown while rejected). */
  reason: string | null;
  submitted_at: string | null;
  decided_at: string | null;
  /** The team's own documents (not its sub-entities'). */
  documents: TeamDocumentDto[];
  max_documents: number;
  /** Whether the reader's role may upload, delete and send (team.update). */
  can_update: boolean;
}

/** The team's verification as its members see it (team.read). */
export async function teamVerification(ctx: ServiceContext, slug: string): Promise<TeamVerificationDto> {
  const { teamId } = await authorizeTeam(ctx, slug, 'team.read');
  const [[team], documents, canUpdate] = await Promise.all([
    ctx.db
      .select({
        status: teams.verificationStatus,
        reason: teams.verificationReason,
        submittedAt: teams.verificationSubmittedAt,
        decidedAt: teams.verificationDecidedAt,
      })
      .from(teams)
      .where(eq(teams.id, teamId))
      .limit(1),
    documentsOf(ctx.db, teamId),
    canAsync(ctx, 'team.update', { type: 'team', teamId }),
  ]);
  if (!team) throw new AppError('not_found');
  const status = team.status as TeamVerificationStatus;
  return {
    status,
    reason: status === 'rejected' ? team.reason : null,
    submitted_at: team.submittedAt?.toISOString() ?? null,
    decided_at: team.decidedAt?.toISOString() ?? null,
    documents: documents.filter((d) => d.sub_entity_id === null),
    max_documents: MAX_TEAM_DOCUMENTS,
    can_update: canUpdate,
  };
}

/**
 * Sends the team for verification (team.update): unverified or rejected -> pending. Needs at
 * least one document of the team's own (team_verification_incomplete); refused when already
 * pending or verified (team_verification_already_sent). Under the team's lock, so a document
 * deleted at the same moment can't leave a pending team without one.
 */
export async function submitVerification(ctx: ServiceContext, slug: string): Promise<TeamVerificationDto> {
  const { teamId } = await authorizeTeam(ctx, slug, 'team.update');
  await ctx.db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    if (!maySubmitVerification(team.verificationStatus as TeamVerificationStatus))
      throw new AppError('team_verification_already_sent');
    if ((await ownDocumentCount(tx, teamId)) === 0) throw new AppError('team_verification_incomplete');
    await tx
      .update(teams)
      .set({ verificationStatus: 'pending', verificationSubmittedAt: ctx.now(), verificationReason: null })
      .where(eq(teams.id, teamId));
  });
  return teamVerification(ctx, slug);
}
