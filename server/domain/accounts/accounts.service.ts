import { and, eq, isNull } from 'drizzle-orm';
import type { Locale } from '#common/locales.ts';
import { hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import type { Db } from '#server/db/client.ts';
import { authSessions } from '#server/db/schema/auth-sessions.ts';
import { users } from '#server/db/schema/users.ts';
import { renderMail } from '#server/integrations/mail/templates.ts';
import { mailSendQueue } from '#server/jobs/queues/mail-send.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireActor } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';
import { publishNotification } from '../notifications/notifications.service.ts';
import { toUserDto, type UserDto } from '../users/users.dto.ts';
import { findUserByEmail, normaliseEmail } from '../users/users.service.ts';
import { consumeToken, issueToken, retireTokens, type TokenPurpose, tokenPurpose } from './email-tokens.ts';

/** Issues a confirmation link and queues its mail, both in `tx` (the change that asks for it). */
async function queueConfirmation(ctx: ServiceContext, tx: Db, user: { id: string; email: string; name: string; locale: string }) {
  const token = await issueToken(tx, { userId: user.id, purpose: 'confirm_email', email: user.email, now: ctx.now() });
  const url = `${ctx.publicUrl}/email_confirmation/${token}`;
  await ctx.jobs.enqueue(
    tx,
    mailSendQueue,
    renderMail('confirm_email', user.locale as Locale, user.email, { name: user.name, url }),
  );
}

/** Creates an account and sends the confirmation mail in the person's language. */
export async function signUp(
  ctx: ServiceContext,
  input: { name: string; email: string; password: string; locale?: Locale },
): Promise<UserDto> {
  const email = normaliseEmail(input.email);
  if (await findUserByEmail(ctx.db, email)) {
    throw new AppError('email_taken', undefined, { fields: { email: ['email_taken'] } });
  }
  const passwordHash = await hashPassword(input.password);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash, name: input.name.trim(), locale: input.locale ?? 'is', scope: ['user'] })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError('email_taken', undefined, { fields: { email: ['email_taken'] } });
    await publishNotification(ctx, { userId: created.id, kind: 'news', event: 'welcome' }, tx);
    await queueConfirmation(ctx, tx, created);
    return created;
  });
  return toUserDto(row);
}

/** Sends a new confirmation link to the signed-in person (old links stop working). */
export async function resendConfirmation(ctx: ServiceContext): Promise<{ alreadyConfirmed: boolean }> {
  const { userId } = requireActor(ctx);
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('unauthorized');
  if (row.emailConfirmedAt) return { alreadyConfirmed: true };
  await ctx.db.transaction(async (tx) => {
    await retireTokens(tx, row.id, 'confirm_email', ctx.now());
    await queueConfirmation(ctx, tx, row);
  });
  return { alreadyConfirmed: false };
}

export type ConfirmResult = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'used' | 'expired' | 'taken' };

/**
 * Follows a link from a confirmation mail: confirms the address, or, for an email change, moves
 * the account to the new (now proven) address. Anyone holding the link may use it, once.
 */
export async function confirmEmail(ctx: ServiceContext, token: unknown): Promise<ConfirmResult> {
  if ((await tokenPurpose(ctx.db, token)) === 'change_email') return confirmEmailChange(ctx, token);
  return ctx.db.transaction(async (tx) => {
    const check = await consumeToken(tx, { token, purpose: 'confirm_email', now: ctx.now() });
    if (!check.ok) return check;
    const updated = await tx
      .update(users)
      .set({ emailConfirmedAt: ctx.now() })
      .where(and(eq(users.id, check.userId), eq(users.email, check.email)))
      .returning({ id: users.id });
    // The address changed since the link was sent: the link no longer proves anything.
    if (updated.length === 0) return { ok: false, reason: 'invalid' };
    return { ok: true, email: check.email };
  });
}

/** Always answers the same; sends a reset link only when the account exists. */
export async function requestPasswordReset(ctx: ServiceContext, input: { email: string }): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) return;
  await ctx.db.transaction(async (tx) => {
    await retireTokens(tx, user.id, 'reset_password', ctx.now());
    const token = await issueToken(tx, { userId: user.id, purpose: 'reset_password', email: user.email, now: ctx.now() });
    const url = `${ctx.publicUrl}/forgot-password/${token}`;
    const mail = renderMail('reset_password', user.locale as Locale, user.email, { name: user.name, url });
    await ctx.jobs.enqueue(tx, mailSendQueue, mail);
  });
}

/**
 * Is this link still usable? Pages ask before showing their form, and the form's POST uses it:
 * a mail scanner that opens the link must not spend it.
 */
export async function checkToken(
  ctx: ServiceContext,
  token: unknown,
  purpose: TokenPurpose,
): Promise<'ok' | 'invalid' | 'used' | 'expired'> {
  // A dry run: check inside a transaction that is always rolled back.
  let state: 'ok' | 'invalid' | 'used' | 'expired' = 'invalid';
  await ctx.db
    .transaction(async (tx) => {
      const check = await consumeToken(tx, { token, purpose, now: ctx.now() });
      state = check.ok ? 'ok' : check.reason;
      tx.rollback();
    })
    .catch(() => {});
  return state;
}

/** Sets a new password from a reset link and signs the account out everywhere. */
export async function resetPassword(ctx: ServiceContext, input: { token: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const check = await consumeToken(tx, { token: input.token, purpose: 'reset_password', now: ctx.now() });
    if (!check.ok) throw new AppError(`link_${check.reason}`, undefined, { fields: { token: [`token_${check.reason}`] } });
    await tx.update(users).set({ passwordHash }).where(eq(users.id, check.userId));
    await tx
      .update(authSessions)
      .set({ revokedAt: ctx.now(), revokedReason: 'password_reset' })
      .where(and(eq(authSessions.userId, check.userId), isNull(authSessions.revokedAt)));
  });
}

/** Which kind of link a token is (the confirmation page checks it before showing its button). */
export async function checkEmailLink(ctx: ServiceContext, token: unknown): Promise<'ok' | 'invalid' | 'used' | 'expired'> {
  const purpose = await tokenPurpose(ctx.db, token);
  if (purpose !== 'confirm_email' && purpose !== 'change_email') return 'invalid';
  return checkToken(ctx, token, purpose);
}

/** Asks to move the account to a new address: needs the password; a link goes to the new address. */
export async function requestEmailChange(
  ctx: ServiceContext,
  input: { newEmail: string; password: string },
): Promise<{ email: string }> {
  const { userId } = requireActor(ctx);
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('unauthorized');
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    throw new AppError('validation_failed', undefined, { fields: { password: ['password_wrong'] } });
  }
  const email = normaliseEmail(input.newEmail);
  if (email === normaliseEmail(row.email))
    throw new AppError('validation_failed', undefined, { fields: { newEmail: ['email_same'] } });
  if (await findUserByEmail(ctx.db, email))
    throw new AppError('email_taken', undefined, { fields: { newEmail: ['email_taken'] } });
  await ctx.db.transaction(async (tx) => {
    await retireTokens(tx, row.id, 'change_email', ctx.now());
    const token = await issueToken(tx, { userId: row.id, purpose: 'change_email', email, now: ctx.now() });
    const url = `${ctx.publicUrl}/email_confirmation/${token}`;
    await ctx.jobs.enqueue(tx, mailSendQueue, renderMail('change_email', row.locale as Locale, email, { name: row.name, url }));
  });
  return { email };
}

async function confirmEmailChange(ctx: ServiceContext, token: unknown): Promise<ConfirmResult> {
  return ctx.db.transaction(async (tx) => {
    const check = await consumeToken(tx, { token, purpose: 'change_email', now: ctx.now() });
    if (!check.ok) return check;
    const taken = await findUserByEmail(tx, check.email);
    if (taken && taken.id !== check.userId) return { ok: false, reason: 'taken' };
    const updated = await tx
      .update(users)
      .set({ email: check.email, emailConfirmedAt: ctx.now() })
      .where(and(eq(users.id, check.userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (updated.length === 0) return { ok: false, reason: 'invalid' };
    return { ok: true, email: check.email };
  });
}
