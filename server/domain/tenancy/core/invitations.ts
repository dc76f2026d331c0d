import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type InvitationKind, normaliseInviteeEmail } from '#common/invitations.ts';
import { kennitalaDigits } from '#common/kennitala.ts';
import { invitations } from '#server/db/schema/invitations.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError, isAppError } from '#server/lib/errors.ts';
import { requireActor } from '../../access/authorize.ts';
import type { ServiceContext } from '../../context.ts';
import { roleOf } from '../../invitations/invitations.queries.ts';
import { respondToInvitation, sendInvitation } from '../../invitations/invitations.service.ts';

// Inviting an agreement's parties (docs/rules/invitations.md "Rental contracts"), for every kind of
// agreement: a party who has an email, or a kennitala that matches an account, and no account link
// yet is invited through the invitations registry (its kind: subject the agreement, role the
// party). The invited person finds the invitation by their address or their kennitala, reads the
// draft, and joins or declines.

/** A party as inviting sees it. */
export interface InvitableParty {
  id: string;
  userId: string | null;
  email: string | null;
  kennitala: string | null;
}

/** Invites every party who can be reached and is not linked to an account yet (never twice while one is open). */
export async function inviteParties(
  ctx: ServiceContext,
  kind: InvitationKind,
  agreementId: string,
  parties: readonly InvitableParty[],
): Promise<number> {
  const actor = requireActor(ctx);
  const [me] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
  let sent = 0;
  for (const party of parties) {
    if (party.userId) continue;
    const email = await addressOf(ctx, party);
    if (!email || (me && normaliseInviteeEmail(me.email) === email)) continue;
    try {
      await sendInvitation(ctx, { kind, email, message: null, subjectId: agreementId, role: party.id });
      sent += 1;
    } catch (error) {
      // Already invited, or the inviter's limits: the draft is saved anyway; the party can be invited later.
      if (!isAppError(error) || error.status >= 500) throw error;
    }
  }
  return sent;
}

/** The party's email, or the email of the account whose kennitala is the party's. */
async function addressOf(ctx: ServiceContext, party: InvitableParty): Promise<string | null> {
  if (party.email?.includes('@')) return normaliseInviteeEmail(party.email);
  const digits = party.kennitala ? kennitalaDigits(party.kennitala) : null;
  if (!digits) return null;
  const [account] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.kennitala, digits), isNull(users.deletedAt)));
  return account ? normaliseInviteeEmail(account.email) : null;
}

/** The person asking, as the invitation's addressee. */
async function person(ctx: ServiceContext) {
  const { userId } = requireActor(ctx);
  const [row] = await ctx.db
    .select({ id: users.id, email: users.email, confirmedAt: users.emailConfirmedAt, kennitala: users.kennitala })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw new AppError('unauthorized');
  return row;
}

export type PartyInvitation = Awaited<ReturnType<typeof partyInvitationFor>>;

/**
 * The newest invitation to this agreement that is for the signed-in person: sent to their
 * (confirmed) address or naming their account, or for a party whose kennitala is theirs.
 * Anyone else: not found.
 */
export async function partyInvitationFor(
  ctx: ServiceContext,
  kind: InvitationKind,
  agreementId: string,
  parties: readonly InvitableParty[],
) {
  const me = await person(ctx);
  const rows = await ctx.db
    .select({
      id: invitations.id,
      status: invitations.status,
      expiresAt: invitations.expiresAt,
      inviterId: invitations.inviterId,
      inviteeId: invitations.inviteeId,
      inviteeEmail: invitations.inviteeEmail,
      partyId: invitations.role,
      inviterName: sql<string>`(select name from users where users.id = ${invitations.inviterId})`,
    })
    .from(invitations)
    .where(and(eq(invitations.kind, kind), eq(invitations.subjectId, agreementId)))
    .orderBy(desc(invitations.createdAt));
  const addressee = { id: me.id, email: me.email, emailConfirmed: me.confirmedAt !== null };
  const mine = rows.find((row) => {
    if (roleOf(row, addressee) === 'invitee') return true;
    const party = parties.find((p) => p.id === row.partyId);
    const theirs = party?.kennitala ? kennitalaDigits(party.kennitala) : null;
    return row.inviteeId === null && theirs !== null && me.kennitala !== null && theirs === kennitalaDigits(me.kennitala);
  });
  if (!mine) throw new AppError('not_found');
  return { me, mine };
}

/** Joins the agreement as the invited party (the invitation's kind links their account), or declines. */
export async function answerPartyInvitation(
  ctx: ServiceContext,
  { me, mine }: PartyInvitation,
  answer: 'accept' | 'decline',
): Promise<void> {
  // Found by kennitala rather than by address: the invitation now names their account.
  if (mine.inviteeId === null && normaliseInviteeEmail(mine.inviteeEmail) !== normaliseInviteeEmail(me.email))
    await ctx.db
      .update(invitations)
      .set({ inviteeId: me.id })
      .where(and(eq(invitations.id, mine.id), isNull(invitations.inviteeId)));
  await respondToInvitation(ctx, mine.id, answer);
}
