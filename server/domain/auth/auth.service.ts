import { and, eq, isNull, sql } from 'drizzle-orm';
import { REFRESH_TOKEN_MAX_AGE_S } from '#common/token-rules.ts';
import { burnPasswordCheck, verifyPassword } from '#server/auth/passwords.ts';
import { newJti, signPair, type TokenPair, verifyAccess, verifyRefresh } from '#server/auth/tokens.ts';
import { signTwoFactorChallenge, TWO_FACTOR_CHALLENGE_TTL_S } from '#server/auth/two-factor-challenge.ts';
import type { Db } from '#server/db/client.ts';
import { authSessions } from '#server/db/schema/auth-sessions.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Actor, Scope, ServiceContext } from '../context.ts';
import { actingTeam, membershipsColumn, parseMemberships } from '../teams/memberships.ts';
import { toUserDto, type UserDto } from '../users/users.dto.ts';
import { findUserByEmail } from '../users/users.service.ts';

export type SignInResult =
  | {
      status: 'signed_in';
      pair: TokenPair /** The profile's language: the web sign-in switches the interface to it. */;
      locale: string;
    }
  | { status: 'two_factor_required'; challenge: string; expiresAt: Date };

/**
 * Signs in with email and password. Without two-factor sign-in this opens a new refresh-token
 * family (one "device"); with it, the person gets a short challenge to answer with a code.
 */
export async function signIn(ctx: ServiceContext, input: { email: string; password: string }): Promise<SignInResult> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw new AppError('invalid_credentials');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('invalid_credentials');
  // Told only after the right password, so the answer reveals nothing to someone guessing.
  if (user.blockedAt) throw new AppError('account_blocked');
  if (user.totpEnabledAt) {
    const now = ctx.now();
    return {
      status: 'two_factor_required',
      challenge: await signTwoFactorChallenge(ctx.env.JWT_SECRET, user.id, now),
      expiresAt: new Date(now.getTime() + TWO_FACTOR_CHALLENGE_TTL_S * 1000),
    };
  }
  return { status: 'signed_in', pair: await openSession(ctx, user.id), locale: user.locale };
}

/** The language the person chose in their profile (the web sign-in after two-factor sets it). */
export async function profileLocale(ctx: ServiceContext, userId: string): Promise<string> {
  const [row] = await ctx.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.locale ?? 'is';
}

/** Opens a refresh-token family for a person whose sign-in is complete. */
export async function openSession(ctx: ServiceContext, userId: string, db: Db = ctx.db): Promise<TokenPair> {
  // Every way in (password, two-factor code, sign-up) ends here: a blocked person gets no session.
  const [person] = await db.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (person?.blockedAt) throw new AppError('account_blocked');
  const jti = newJti();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_MAX_AGE_S * 1000);
  const [session] = await db
    .insert(authSessions)
    .values({
      userId,
      currentJti: jti,
      userAgent: ctx.meta.userAgent?.slice(0, 512) ?? null,
      ip: ctx.meta.ip ?? null,
      lastUsedAt: now,
      expiresAt,
    })
    .returning({ id: authSessions.id });
  return signPair(ctx.env.JWT_SECRET, { userId, familyId: session.id, jti, refreshExpiresAt: expiresAt }, now);
}

/**
 * Rotates a refresh token: returns a new pair and retires the presented one. Presenting a
 * retired token (reuse) revokes the whole family, since someone else may hold it.
 */
export async function refreshTokens(ctx: ServiceContext, refreshToken: string): Promise<TokenPair> {
  const now = ctx.now();
  const verified = await verifyRefresh(ctx.env.JWT_SECRET, refreshToken, now);
  if (!verified.ok) throw new AppError(verified.reason === 'expired' ? 'token_expired' : 'unauthorized');
  const { fam, jti, sub } = verified.claims;
  return ctx.db
    .transaction(async (tx) => {
      const [found] = await tx
        .select({ session: authSessions, blockedAt: users.blockedAt })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(and(eq(authSessions.id, fam), eq(authSessions.userId, sub)))
        .for('update', { of: authSessions })
        .limit(1);
      // A blocked person's sessions are revoked when blocked; the refresh says why.
      if (found?.blockedAt) throw new AppError('account_blocked');
      const session = found?.session;
      if (!session || session.revokedAt) throw new AppError('unauthorized');
      if (session.currentJti !== jti) {
        await tx
          .update(authSessions)
          .set({ revokedAt: now, revokedReason: 'refresh_token_reuse' })
          .where(eq(authSessions.id, fam));
        return { reuse: true } as const;
      }
      const nextJti = newJti();
      await tx
        .update(authSessions)
        .set({
          currentJti: nextJti,
          generation: sql`${authSessions.generation} + 1`,
          lastUsedAt: now,
          ip: ctx.meta.ip ?? session.ip,
          userAgent: ctx.meta.userAgent?.slice(0, 512) ?? session.userAgent,
        })
        .where(eq(authSessions.id, fam));
      // The family keeps its original end: rotation never stretches a sign-in past 29 days.
      return signPair(ctx.env.JWT_SECRET, { userId: sub, familyId: fam, jti: nextJti, refreshExpiresAt: session.expiresAt }, now);
    })
    .then((result) => {
      // Thrown after the transaction commits, so the revocation is kept.
      if ('reuse' in result) throw new AppError('refresh_token_reused');
      return result;
    });
}

export type Authentication = { ok: true; actor: Actor; user: UserDto } | { ok: false; reason: 'expired' | 'invalid' | 'revoked' };

/** Checks an access token and that its family is still open; one query. */
export async function authenticate(ctx: ServiceContext, accessToken: string): Promise<Authentication> {
  const verified = await verifyAccess(ctx.env.JWT_SECRET, accessToken, ctx.now());
  if (!verified.ok) return verified;
  const [row] = await ctx.db
    .select({ user: users, sessionId: authSessions.id, memberships: membershipsColumn() })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, verified.claims.fam),
        eq(authSessions.userId, verified.claims.sub),
        isNull(authSessions.revokedAt),
        isNull(users.blockedAt),
      ),
    )
    .limit(1);
  if (!row) return { ok: false, reason: 'revoked' };
  const memberships = parseMemberships(row.memberships);
  return {
    ok: true,
    actor: {
      userId: row.user.id,
      scope: row.user.scope as Scope[],
      sessionId: row.sessionId,
      memberships,
      actingTeamId: actingTeam(row.user.actingTeamId, memberships),
    },
    user: toUserDto(row.user),
  };
}

/** Closes one family (sign-out on this device). Only the owner's own families. */
export async function signOut(ctx: ServiceContext): Promise<void> {
  if (!ctx.actor) return;
  await ctx.db
    .update(authSessions)
    .set({ revokedAt: ctx.now(), revokedReason: 'sign_out' })
    .where(and(eq(authSessions.id, ctx.actor.sessionId), eq(authSessions.userId, ctx.actor.userId)));
}

/** Closes the family a refresh token belongs to, when the access token is gone. */
export async function signOutByRefresh(ctx: ServiceContext, refreshToken: string): Promise<void> {
  const verified = await verifyRefresh(ctx.env.JWT_SECRET, refreshToken, new Date(0));
  if (!verified.ok) return;
  await ctx.db
    .update(authSessions)
    .set({ revokedAt: ctx.now(), revokedReason: 'sign_out' })
    .where(and(eq(authSessions.id, verified.claims.fam), eq(authSessions.userId, verified.claims.sub)));
}
