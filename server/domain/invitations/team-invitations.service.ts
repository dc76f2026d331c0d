import { and, desc, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import { type InvitationDto, invitationExpiry, invitationState } from '#common/invitations.ts';
import { MAX_TEAM_MEMBERS } from '#common/team-rules.ts';
import { invitations } from '#server/db/schema/invitations.ts';
import { teams } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { can } from '../access/can.ts';
import type { ServiceContext } from '../context.ts';
import { teamFor } from '../teams/team-access.ts';
import { lockTeam, placesTaken, storedRole } from '../teams/team-rows.ts';
import type { TeamInvitationInput } from '../teams/teams.schemas.ts';
import { findUserByEmail } from '../users/users.service.ts';
import { selectInvitations, toInvitationDto } from './invitations.queries.ts';
import { sendInvitation, tellInvitee } from './invitations.service.ts';
import { invitationKind } from './kinds/registry.ts';

// A team's invitations, as its owners and admins (team.members.manage) see and handle them. They
// are invitations of kind 'team' in the invitations registry (server/domain/invitations/), with
// the team as subject and the role offered; the invitee answers them at /teams/invites/{id} (or
// /invitations/{id}) like any other (docs/rules/teams.md).

/** A resent invitation can be sent again after this long (each resend mails someone). */
export const RESEND_AFTER_S = 10 * 60;
const PAST_SHOWN = 20;

const ofTeam = (teamId: string) => and(eq(invitations.kind, 'team'), eq(invitations.subjectId, teamId));

/** Invites someone to the team by email with a role; only owners may offer the owner role. */
export async function createTeamInvitation(
  ctx: ServiceContext,
  slug: string,
  input: TeamInvitationInput,
): Promise<InvitationDto> {
  const { actor, membership } = await teamFor(ctx, slug, 'team.members.manage');
  if (input.role === 'owner' && !can(actor, 'team.owners.manage', { type: 'team', teamId: membership.teamId })) {
    throw new AppError('team_role_not_allowed', undefined, { fields: { role: ['role_not_allowed'] } });
  }
  const [team] = await ctx.db.select({ name: teams.name }).from(teams).where(eq(teams.id, membership.teamId)).limit(1);
  if (!team) throw new AppError('not_found');
  const id = await sendInvitation(ctx, {
    kind: 'team',
    email: input.email,
    message: input.message,
    subjectId: membership.teamId,
    role: input.role,
    subjectName: team.name,
  });
  return getTeamInvitation(ctx, slug, id);
}

/** The team's invitations: open ones (pending, not expired), or the latest expired, answered and withdrawn (past). */
export async function listTeamInvitations(
  ctx: ServiceContext,
  slug: string,
  state: 'open' | 'past' = 'open',
): Promise<InvitationDto[]> {
  const { membership } = await teamFor(ctx, slug, 'team.members.manage');
  const now = ctx.now();
  const when =
    state === 'open'
      ? and(eq(invitations.status, 'pending'), gt(invitations.expiresAt, now))
      : or(ne(invitations.status, 'pending'), lte(invitations.expiresAt, now));
  const rows = await selectInvitations(ctx.db)
    .where(and(ofTeam(membership.teamId), when))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(state === 'open' ? MAX_TEAM_MEMBERS : PAST_SHOWN);
  return rows.map((row) => toInvitationDto(row, 'inviter', now));
}

/** One of the team's invitations (team.members.manage); another team's or another kind: 404. */
export async function getTeamInvitation(ctx: ServiceContext, slug: string, id: string): Promise<InvitationDto> {
  const { membership } = await teamFor(ctx, slug, 'team.members.manage');
  requireId(id);
  const [row] = await selectInvitations(ctx.db)
    .where(and(eq(invitations.id, id), ofTeam(membership.teamId)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return toInvitationDto(row, 'inviter', ctx.now());
}

/**
 * Sends an open invitation again, or renews an expired one (14 more days, same link), in the
 * name of whoever resends it. An answered or withdrawn one can't be resent; the same one at most
 * every RESEND_AFTER_S (429 rate_limited); renewing needs a free place in the team.
 */
export async function resendTeamInvitation(ctx: ServiceContext, slug: string, id: string): Promise<InvitationDto> {
  const { actor, membership } = await teamFor(ctx, slug, 'team.members.manage');
  requireId(id);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await lockTeam(tx, membership.teamId))) throw new AppError('not_found');
    const [row] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, id), ofTeam(membership.teamId)))
      .for('update');
    if (!row) throw new AppError('not_found');
    const state = invitationState(row, now);
    if (state === 'revoked') throw new AppError('invitation_revoked');
    if (state !== 'pending' && state !== 'expired') throw new AppError('invitation_already_answered');
    const wait = Math.ceil((row.updatedAt.getTime() + RESEND_AFTER_S * 1000 - now.getTime()) / 1000);
    if (state === 'pending' && wait > 0) throw new AppError('rate_limited', undefined, { retryAfter: wait });
    const account = await findUserByEmail(tx, row.inviteeEmail);
    const invitee = account && !account.deletedAt ? account : null;
    if (invitee && (await storedRole(tx, membership.teamId, invitee.id)) !== null) {
      throw new AppError('team_already_member', undefined, { fields: { email: ['already_team_member'] } });
    }
    if (state === 'expired' && (await placesTaken(tx, membership.teamId, now)) >= MAX_TEAM_MEMBERS)
      throw new AppError('team_full');
    const [sender] = await tx
      .select({ name: users.name, locale: users.locale })
      .from(users)
      .where(and(eq(users.id, actor.userId), isNull(users.deletedAt)))
      .limit(1);
    if (!sender) throw new AppError('unauthorized');
    const expiresAt = state === 'expired' ? invitationExpiry(now) : row.expiresAt;
    const inviteeId = invitee?.emailConfirmedAt ? invitee.id : null;
    await tx
      .update(invitations)
      .set({ inviterId: actor.userId, inviteeId, expiresAt, updatedAt: now, ...(state === 'expired' ? { createdAt: now } : {}) })
      .where(eq(invitations.id, id));
    const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, membership.teamId));
    await tellInvitee(ctx, tx, {
      id,
      kind: invitationKind('team'),
      inviteeId,
      email: row.inviteeEmail,
      invitee,
      inviter: sender,
      message: row.message,
      expiresAt,
      team: { name: team.name, role: row.role ?? 'viewer' },
    });
  });
  return getTeamInvitation(ctx, slug, id);
}

/** Withdraws an open invitation (again is harmless); an answered one can't be withdrawn. */
export async function revokeTeamInvitation(ctx: ServiceContext, slug: string, id: string): Promise<InvitationDto> {
  const { membership } = await teamFor(ctx, slug, 'team.members.manage');
  requireId(id);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: invitations.status })
      .from(invitations)
      .where(and(eq(invitations.id, id), ofTeam(membership.teamId)))
      .for('update');
    if (!row) throw new AppError('not_found');
    if (row.status === 'revoked') return;
    if (row.status !== 'pending') throw new AppError('invitation_already_answered');
    await tx.update(invitations).set({ status: 'revoked', respondedAt: now, updatedAt: now }).where(eq(invitations.id, id));
  });
  return getTeamInvitation(ctx, slug, id);
}
