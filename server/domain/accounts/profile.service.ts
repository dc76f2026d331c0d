import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { passwordProblem } from '#common/password-policy.ts';
import { hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import { authSessions } from '#server/db/schema/auth-sessions.ts';
import { emailTokens } from '#server/db/schema/email-tokens.ts';
import { recoveryCodes } from '#server/db/schema/recovery-codes.ts';
import { users } from '#server/db/schema/users.ts';
import { deleteQuietly } from '#server/integrations/storage/storage.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { requireActor } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';
import { exportInvitationData, forgetInvitationData } from '../invitations/invitations-account-data.ts';
import { exportNotificationData, forgetNotificationData } from '../notifications/notifications-account-data.ts';
import { exportFileData, forgetFileData } from '../paychecks/files-account-data.ts';
import { avatarUrl } from '../users/avatar-keys.ts';

export interface ProfileDto {
  id: string;
  email: string;
  name: string;
  locale: string;
  phone: string | null;
  kennitala: string | null;
  bio: string | null;
  email_confirmed: boolean;
  created_at: string;
  avatar_url: string | null;
}

async function ownRow(ctx: ServiceContext) {
  const actor = requireActor(ctx);
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, actor.userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('unauthorized');
  return row;
}

function toProfile(row: typeof users.$inferSelect): ProfileDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    locale: row.locale,
    phone: row.phone,
    kennitala: row.kennitala,
    bio: row.bio,
    email_confirmed: row.emailConfirmedAt !== null,
    created_at: row.createdAt.toISOString(),
    avatar_url: avatarUrl(row.avatarKey),
  };
}

/** The signed-in person's own profile. */
export async function getProfile(ctx: ServiceContext): Promise<ProfileDto> {
  return toProfile(await ownRow(ctx));
}

/** Updates the person's own profile; a kennitala belongs to one account only. */
export async function updateProfile(
  ctx: ServiceContext,
  input: { name: string; phone?: string; kennitala?: string; locale: string; bio?: string },
): Promise<ProfileDto> {
  const actor = requireActor(ctx);
  if (input.kennitala) {
    const [other] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.kennitala, input.kennitala), ne(users.id, actor.userId)))
      .limit(1);
    if (other) throw new AppError('kennitala_taken', undefined, { fields: { kennitala: ['kennitala_taken'] } });
  }
  const [row] = await ctx.db
    .update(users)
    .set({
      name: input.name,
      phone: input.phone ?? null,
      kennitala: input.kennitala ?? null,
      locale: input.locale,
      bio: input.bio ?? null,
    })
    .where(and(eq(users.id, actor.userId), isNull(users.deletedAt)))
    .returning();
  if (!row) throw new AppError('unauthorized');
  return toProfile(row);
}

/** Changes the password (the current one is needed) and signs out every other device. */
export async function changePassword(
  ctx: ServiceContext,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const row = await ownRow(ctx);
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new AppError('validation_failed', undefined, { fields: { currentPassword: ['password_wrong'] } });
  }
  const problem = passwordProblem(input.newPassword, row.email);
  if (problem) throw new AppError('validation_failed', undefined, { fields: { newPassword: [problem] } });
  const passwordHash = await hashPassword(input.newPassword);
  const actor = requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.id));
    await tx
      .update(authSessions)
      .set({ revokedAt: ctx.now(), revokedReason: 'password_changed' })
      .where(and(eq(authSessions.userId, row.id), ne(authSessions.id, actor.sessionId), isNull(authSessions.revokedAt)));
  });
}

export interface SessionDto {
  id: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

/** The person's signed-in devices (open refresh-token families), most recently used first. */
export async function listSessions(ctx: ServiceContext): Promise<SessionDto[]> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.userId, actor.userId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, ctx.now())))
    .orderBy(desc(authSessions.lastUsedAt))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    user_agent: r.userAgent,
    ip: r.ip,
    created_at: r.createdAt.toISOString(),
    last_used_at: r.lastUsedAt.toISOString(),
    current: r.id === actor.sessionId,
  }));
}

/** Signs out one device. Someone else's session is "not found", never "forbidden". */
export async function revokeSession(ctx: ServiceContext, sessionId: string): Promise<void> {
  requireId(sessionId);
  const actor = requireActor(ctx);
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw new AppError('not_found');
  const revoked = await ctx.db
    .update(authSessions)
    .set({ revokedAt: ctx.now(), revokedReason: 'signed_out_by_user' })
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, actor.userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  if (revoked.length === 0) throw new AppError('not_found');
}

/** Signs out every device, this one included. */
export async function revokeAllSessions(ctx: ServiceContext): Promise<number> {
  const actor = requireActor(ctx);
  const revoked = await ctx.db
    .update(authSessions)
    .set({ revokedAt: ctx.now(), revokedReason: 'signed_out_everywhere' })
    .where(and(eq(authSessions.userId, actor.userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return revoked.length;
}

/** Everything we hold about the person, as one JSON document (GDPR art. 15 and 20). */
export async function exportData(ctx: ServiceContext) {
  const row = await ownRow(ctx);
  const sessions = await ctx.db
    .select()
    .from(authSessions)
    .where(eq(authSessions.userId, row.id))
    .orderBy(desc(authSessions.createdAt));
  return {
    exported_at: ctx.now().toISOString(),
    profile: {
      ...toProfile(row),
      scope: row.scope,
      email_confirmed_at: row.emailConfirmedAt?.toISOString() ?? null,
      updated_at: row.updatedAt.toISOString(),
      // Whether it is on; the secret and recovery codes are never exported.
      two_factor_enabled_at: row.totpEnabledAt?.toISOString() ?? null,
    },
    sign_ins: sessions.map((s) => ({
      id: s.id,
      user_agent: s.userAgent,
      ip: s.ip,
      created_at: s.createdAt.toISOString(),
      last_used_at: s.lastUsedAt.toISOString(),
      ended_at: s.revokedAt?.toISOString() ?? null,
      ended_because: s.revokedReason,
    })),
    ...(await exportInvitationData(
      ctx.db,
      { id: row.id, email: row.email, emailConfirmed: row.emailConfirmedAt !== null },
      ctx.now(),
    )),
    ...(await exportNotificationData(ctx.db, { id: row.id, locale: row.locale })),
    ...(await exportFileData(ctx.db, row)),
  };
}

/**
 * Deletes the account: the password is needed; personal data is anonymised, every sign-in and
 * open link revoked. The row stays (marked deleted) for records the law makes us keep.
 */
export async function deleteAccount(ctx: ServiceContext, input: { password: string }): Promise<void> {
  const row = await ownRow(ctx);
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    throw new AppError('validation_failed', undefined, { fields: { password: ['password_wrong'] } });
  }
  const now = ctx.now();
  const unusable = await hashPassword(randomBytes(32).toString('hex'));
  let fileKeys: string[] = [];
  await ctx.db.transaction(async (tx) => {
    fileKeys = await forgetFileData(tx, row.id);
    await tx
      .update(users)
      .set({
        email: `deleted-${row.id}@deleted.invalid`,
        name: '—',
        passwordHash: unusable,
        phone: null,
        kennitala: null,
        bio: null,
        emailConfirmedAt: null,
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        scope: ['user'],
        deletedAt: now,
      })
      .where(eq(users.id, row.id));
    await tx
      .update(authSessions)
      .set({ revokedAt: now, revokedReason: 'account_deleted' })
      .where(and(eq(authSessions.userId, row.id), isNull(authSessions.revokedAt)));
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.userId, row.id), isNull(emailTokens.usedAt)));
    await forgetInvitationData(tx, row.id, now);
    await forgetNotificationData(tx, row.id);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, row.id));
  });
  // The avatar and income documents, once the rows pointing at them are gone for good.
  await deleteQuietly(ctx.storage, fileKeys);
}
