import { and, count, desc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { daysAfter } from '#common/calendar-day.ts';
import {
  type InvitationDto,
  type InvitationKind,
  invitationExpiry,
  invitationState,
  MAX_INVITATIONS_PER_DAY,
  MAX_PENDING_INVITATIONS,
  normaliseInviteeEmail,
} from '#common/invitations.ts';
import type { Db } from '#server/db/client.ts';
import { invitations } from '#server/db/schema/invitations.ts';
import { users } from '#server/db/schema/users.ts';
import { alreadyExists } from '#server/lib/already-exists.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { requireActor } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { findUserByEmail } from '../users/users.service.ts';
import { queueInvitationMail } from './invitation-mail.ts';
import { type Addressee, addressedToSql, roleOf, selectInvitations, toInvitationDto } from './invitations.queries.ts';
import type { CreateInvitationInput } from './invitations.schemas.ts';
import { type InvitationKindModule, invitationKind } from './kinds/registry.ts';

/** Past invitations shown at once (the rest are history nobody needs on screen). */
export const PAST_INVITATIONS_SHOWN = 20;

/** The signed-in person, as invitations need them. */
async function me(ctx: ServiceContext, db = ctx.db) {
  const { userId } = requireActor(ctx);
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('unauthorized');
  const addressee: Addressee = { id: row.id, email: row.email, emailConfirmed: row.confirmedAt !== null };
  return { ...row, addressee };
}

const open = (now: Date) => and(eq(invitations.status, 'pending'), gt(invitations.expiresAt, now));
const notOpen = (now: Date) => or(ne(invitations.status, 'pending'), lte(invitations.expiresAt, now));

/** What is sent: the kind, the address and message, and for a team invitation the team and role. */
export interface SendInvitationInput {
  kind: InvitationKind;
  email: string;
  message: string | null;
  /** The team (kind team); null for a household, which is the inviter's own. */
  subjectId: string | null;
  role: string | null;
  /** For the mail of a team invitation: the team's name. */
  subjectName?: string;
}

/**
 * Sends an invitation from the signed-in person (a household invitation from
 * /api/users/me/invitations/; a team's from the team's pages, after the team service has
 * authorized it). The address gets a mail (in the language of its account, if there is one, else
 * the inviter's); a confirmed account gets a notification instead. Sending the same kind to the
 * same address for the same subject (the team, or the inviter's household) again while one is open
 * is refused; after it expired, the old one is renewed. See docs/rules/invitations.md.
 */
export async function sendInvitation(ctx: ServiceContext, input: SendInvitationInput): Promise<string> {
  const inviter = await me(ctx);
  const email = normaliseInviteeEmail(input.email);
  if (email === normaliseInviteeEmail(inviter.email)) {
    throw new AppError('invitation_to_self', undefined, { fields: { email: ['cannot_invite_self'] } });
  }
  const now = ctx.now();
  const kind = invitationKind(input.kind);
  const account = await findUserByEmail(ctx.db, email);
  const invitee = account && !account.deletedAt ? account : null;
  // Only a confirmed address names the account now; otherwise whoever confirms the address sees it.
  const inviteeId = invitee?.emailConfirmedAt ? invitee.id : null;
  const subject = { subjectId: input.subjectId, role: input.role };

  return ctx.db.transaction(async (tx) => {
    // One sending at a time per inviter, so the limits below can't be raced past.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, inviter.id)).for('update');
    await kind.beforeCreate({ db: tx, now }, { inviterId: inviter.id, inviteeUserId: invitee?.id ?? null, ...subject });

    // The same subject: the team for a team invitation, else the inviter's own (household).
    const sameSubject = input.subjectId ? eq(invitations.subjectId, input.subjectId) : eq(invitations.inviterId, inviter.id);
    const [same] = await tx
      .select({ id: invitations.id, expiresAt: invitations.expiresAt, role: invitations.role, message: invitations.message })
      .from(invitations)
      .where(
        and(
          eq(invitations.kind, input.kind),
          sameSubject,
          eq(sql`lower(${invitations.inviteeEmail})`, email),
          eq(invitations.status, 'pending'),
        ),
      )
      .limit(1);
    if (same && same.expiresAt > now) {
      // The very same invitation again (a double tap) names the open one, so the page lands on it;
      // another role or message is refused beside the address.
      const fields = { email: ['already_invited'] };
      if (same.role === input.role && (same.message ?? null) === (input.message ?? null))
        throw alreadyExists('invitation_already_open', same.id, fields);
      throw new AppError('invitation_already_open', undefined, { fields });
    }
    const [{ pending }] = await tx
      .select({ pending: count() })
      .from(invitations)
      .where(and(eq(invitations.inviterId, inviter.id), open(now)));
    if (pending >= MAX_PENDING_INVITATIONS) {
      throw new AppError('invitation_open_limit');
    }
    const [{ today }] = await tx
      .select({ today: count() })
      .from(invitations)
      .where(and(eq(invitations.inviterId, inviter.id), gt(invitations.createdAt, daysAfter(now, -1))));
    if (today >= MAX_INVITATIONS_PER_DAY) {
      throw new AppError('invitation_daily_limit');
    }

    const values = {
      inviteeEmail: email,
      inviteeId,
      message: input.message,
      role: input.role,
      inviterId: inviter.id,
      expiresAt: invitationExpiry(now),
      createdAt: now,
      updatedAt: now,
    };
    const [row] = same
      ? await tx.update(invitations).set(values).where(eq(invitations.id, same.id)).returning({ id: invitations.id })
      : await tx
          .insert(invitations)
          .values({ ...values, kind: input.kind, subjectId: input.subjectId, status: 'pending' })
          .returning({ id: invitations.id });

    await tellInvitee(ctx, tx, {
      id: row.id,
      subjectId: input.subjectId,
      kind,
      inviteeId,
      email,
      invitee,
      inviter,
      message: input.message,
      expiresAt: invitationExpiry(now),
      team: input.kind === 'team' && input.subjectId && input.role ? { name: input.subjectName ?? '', role: input.role } : null,
    });
    return row.id;
  });
}

/**
 * Tells the invitee, in the sending transaction (the notification or mail exists exactly when
 * the invitation does): a confirmed account gets a notification, any other address a mail.
 */
export async function tellInvitee(
  ctx: ServiceContext,
  tx: Db,
  input: {
    id: string;
    /** The team or contract (for the kind's link); null for a household. */
    subjectId?: string | null;
    kind: InvitationKindModule;
    inviteeId: string | null;
    email: string;
    invitee: { name: string; locale: string } | null;
    inviter: { name: string; locale: string };
    message: string | null;
    expiresAt: Date;
    team: { name: string; role: string } | null;
  },
): Promise<void> {
  if (input.inviteeId) {
    await publishNotification(
      ctx,
      {
        userId: input.inviteeId,
        kind: 'invitations',
        event: 'invitation_received',
        params: { name: input.inviter.name },
        link: input.kind.inviteePath(input.id, input.subjectId ?? null),
      },
      tx,
    );
    return;
  }
  await queueInvitationMail(ctx, tx, {
    path: input.kind.inviteePath(input.id, input.subjectId ?? null),
    mailKind: input.kind.mailKind,
    to: input.email,
    inviteeName: input.invitee?.name ?? '',
    locale: input.invitee?.locale ?? input.inviter.locale,
    inviterName: input.inviter.name,
    message: input.message,
    expiresAt: input.expiresAt,
    team: input.team,
  });
}

/** A household invitation from the signed-in person (the invitations page and /api/users/me/invitations/). */
export async function createInvitation(ctx: ServiceContext, input: CreateInvitationInput): Promise<InvitationDto> {
  const id = await sendInvitation(ctx, { ...input, subjectId: null, role: null });
  return getInvitation(ctx, id);
}

/** Open invitations addressed to the person (state pending), or the latest answered, withdrawn and expired (past). */
export async function listReceivedInvitations(
  ctx: ServiceContext,
  input: { state: 'pending' | 'past' } = { state: 'pending' },
): Promise<InvitationDto[]> {
  const person = await me(ctx);
  const now = ctx.now();
  const rows = await selectInvitations(ctx.db)
    .where(
      and(
        addressedToSql(person.addressee),
        ne(invitations.inviterId, person.id),
        input.state === 'pending' ? open(now) : notOpen(now),
      ),
    )
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(input.state === 'pending' ? 100 : PAST_INVITATIONS_SHOWN);
  return rows.map((row) => toInvitationDto(row, 'invitee', now));
}

/** Invitations the person sent: the open ones (pending), or the latest others (past). */
export async function listSentInvitations(
  ctx: ServiceContext,
  input: { state: 'pending' | 'past' } = { state: 'pending' },
): Promise<InvitationDto[]> {
  const person = await me(ctx);
  const now = ctx.now();
  const rows = await selectInvitations(ctx.db)
    .where(and(eq(invitations.inviterId, person.id), input.state === 'pending' ? open(now) : notOpen(now)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(input.state === 'pending' ? MAX_PENDING_INVITATIONS : PAST_INVITATIONS_SHOWN);
  return rows.map((row) => toInvitationDto(row, 'inviter', now));
}

/** One invitation, for the person who sent it or the person it is addressed to; anyone else: not found. */
export async function getInvitation(ctx: ServiceContext, id: string): Promise<InvitationDto> {
  const person = await me(ctx);
  requireId(id);
  const [row] = await selectInvitations(ctx.db).where(eq(invitations.id, id)).limit(1);
  const role = row ? roleOf(row, person.addressee) : null;
  if (!row || !role) throw new AppError('not_found');
  return toInvitationDto(row, role, ctx.now());
}

/**
 * The invitee accepts or declines. Only while the invitation is pending and not expired; the
 * invitation row is locked first, so two answers at once give one answer and one
 * invitation_already_answered. Accepting does the kind's work in the same transaction.
 */
export async function respondToInvitation(ctx: ServiceContext, id: string, answer: 'accept' | 'decline'): Promise<InvitationDto> {
  const person = await me(ctx);
  requireId(id);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(invitations).where(eq(invitations.id, id)).for('update');
    const role = row ? roleOf(row, person.addressee) : null;
    if (!row || !role) throw new AppError('not_found');
    if (role === 'inviter') throw new AppError('invitation_invitee_only');
    const state = invitationState(row, now);
    if (state === 'expired') throw new AppError('invitation_expired');
    if (state === 'revoked') throw new AppError('invitation_revoked');
    if (state !== 'pending') throw new AppError('invitation_already_answered');
    if (answer === 'accept') {
      await invitationKind(row.kind).accept(
        { db: tx, now },
        { invitationId: row.id, inviterId: row.inviterId, inviteeId: person.id, subjectId: row.subjectId, role: row.role },
      );
    }
    await tx
      .update(invitations)
      .set({ status: answer === 'accept' ? 'accepted' : 'declined', respondedAt: now, inviteeId: person.id })
      .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')));
    await publishNotification(
      ctx,
      {
        userId: row.inviterId,
        kind: 'invitations',
        event: answer === 'accept' ? 'invitation_accepted' : 'invitation_declined',
        params: { name: person.name },
        link: `/invitations/${id}`,
      },
      tx,
    );
  });
  return getInvitation(ctx, id);
}

/** The inviter withdraws a pending invitation (again is harmless); an answered one can't be withdrawn. */
export async function revokeInvitation(ctx: ServiceContext, id: string): Promise<InvitationDto> {
  const person = await me(ctx);
  requireId(id);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(invitations).where(eq(invitations.id, id)).for('update');
    const role = row ? roleOf(row, person.addressee) : null;
    if (!row || !role) throw new AppError('not_found');
    if (role !== 'inviter') throw new AppError('invitation_inviter_only');
    if (row.status === 'revoked') return;
    if (row.status !== 'pending') throw new AppError('invitation_already_answered');
    await tx.update(invitations).set({ status: 'revoked', respondedAt: now }).where(eq(invitations.id, id));
  });
  return getInvitation(ctx, id);
}
