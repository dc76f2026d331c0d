import { and, count, eq, isNull } from 'drizzle-orm';
import { verifyPassword } from '#server/auth/passwords.ts';
import { generateRecoveryCodes, hashRecoveryCode, looksLikeRecoveryCode } from '#server/auth/recovery-codes.ts';
import { open, seal } from '#server/auth/secret-box.ts';
import type { TokenPair } from '#server/auth/tokens.ts';
import { generateTotpSecret, matchTotp, otpauthUri } from '#server/auth/totp.ts';
import { verifyTwoFactorChallenge } from '#server/auth/two-factor-challenge.ts';
import type { Db } from '#server/db/client.ts';
import { recoveryCodes } from '#server/db/schema/recovery-codes.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireActor } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';
import { openSession } from './auth.service.ts';

// Two-factor sign-in with an authenticator app (TOTP) and one-time recovery codes.
// Rules: docs/rules/accounts.md, "Two-factor sign-in".
const PURPOSE = 'totp';
const ISSUER = 'Heimaleiga';
type UserRow = typeof users.$inferSelect;

export interface TwoFactorStatus {
  enabled: boolean;
  enabled_at: string | null;
  recovery_codes_left: number;
}

const wrongCode = () => new AppError('validation_failed', undefined, { fields: { code: ['code_invalid'] } });
const wrongPassword = () => new AppError('validation_failed', undefined, { fields: { password: ['password_wrong'] } });

async function ownRow(ctx: ServiceContext, db: Db = ctx.db, lock = false): Promise<UserRow> {
  const { userId } = requireActor(ctx);
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('unauthorized');
  return row;
}

function secretOf(ctx: ServiceContext, sealed: string | null): string | null {
  return sealed ? open(ctx.env.JWT_SECRET, PURPOSE, sealed) : null;
}

async function codesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Replaces the person's recovery codes with ten new ones and returns them (shown once). */
async function issueRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = generateRecoveryCodes();
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

export async function getTwoFactorStatus(ctx: ServiceContext): Promise<TwoFactorStatus> {
  const row = await ownRow(ctx);
  return {
    enabled: row.totpEnabledAt !== null,
    enabled_at: row.totpEnabledAt?.toISOString() ?? null,
    recovery_codes_left: row.totpEnabledAt ? await codesLeft(ctx.db, row.id) : 0,
  };
}

/** The secret being set up (not yet confirmed), with the address for the QR code; null if none. */
export async function getPendingSetup(ctx: ServiceContext): Promise<{ secret: string; otpauth_uri: string } | null> {
  const row = await ownRow(ctx);
  const secret = row.totpEnabledAt ? null : secretOf(ctx, row.totpPendingSecret);
  return secret ? { secret, otpauth_uri: otpauthUri({ secret, account: row.email, issuer: ISSUER }) } : null;
}

/** Starts setup: a new secret to scan. Starting again replaces an unconfirmed one. */
export async function startTwoFactorSetup(ctx: ServiceContext): Promise<{ secret: string; otpauth_uri: string }> {
  const row = await ownRow(ctx);
  if (row.totpEnabledAt) throw new AppError('two_factor_already_enabled');
  const secret = generateTotpSecret();
  await ctx.db
    .update(users)
    .set({ totpPendingSecret: seal(ctx.env.JWT_SECRET, PURPOSE, secret) })
    .where(eq(users.id, row.id));
  return { secret, otpauth_uri: otpauthUri({ secret, account: row.email, issuer: ISSUER }) };
}

export async function cancelTwoFactorSetup(ctx: ServiceContext): Promise<void> {
  const row = await ownRow(ctx);
  await ctx.db.update(users).set({ totpPendingSecret: null }).where(eq(users.id, row.id));
}

/** Turns two-factor sign-in on once the first code from the app is right; returns recovery codes. */
export async function confirmTwoFactorSetup(ctx: ServiceContext, input: { code: string }): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const row = await ownRow(ctx, tx, true);
    if (row.totpEnabledAt) throw new AppError('two_factor_already_enabled');
    const secret = secretOf(ctx, row.totpPendingSecret);
    if (!secret) throw new AppError('two_factor_setup_missing');
    const step = matchTotp(secret, input.code, ctx.now());
    if (step === null) throw wrongCode();
    await tx
      .update(users)
      .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: ctx.now(), totpLastStep: step })
      .where(eq(users.id, row.id));
    return issueRecoveryCodes(tx, row.id);
  });
}

/**
 * Checks a second-factor code for a locked user row and uses it up: an app code must be newer
 * than the last one accepted, a recovery code works once. False when it doesn't match.
 */
async function spendCode(ctx: ServiceContext, tx: Db, row: UserRow, code: string): Promise<boolean> {
  const secret = secretOf(ctx, row.totpSecret);
  if (!secret) return false;
  if (looksLikeRecoveryCode(code)) {
    const used = await tx
      .update(recoveryCodes)
      .set({ usedAt: ctx.now() })
      .where(
        and(eq(recoveryCodes.userId, row.id), eq(recoveryCodes.codeHash, hashRecoveryCode(code)), isNull(recoveryCodes.usedAt)),
      )
      .returning({ id: recoveryCodes.id });
    return used.length > 0;
  }
  const step = matchTotp(secret, code, ctx.now(), row.totpLastStep ?? -1);
  if (step === null) return false;
  await tx.update(users).set({ totpLastStep: step }).where(eq(users.id, row.id));
  return true;
}

/** Turns two-factor sign-in off: needs the password and a current code (or a recovery code). */
export async function disableTwoFactor(ctx: ServiceContext, input: { password: string; code: string }): Promise<void> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await ownRow(ctx, tx, true);
    if (!row.totpEnabledAt) return 'not_enabled' as const;
    if (!(await verifyPassword(row.passwordHash, input.password))) return 'password' as const;
    if (!(await spendCode(ctx, tx, row, input.code))) return 'code' as const;
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpPendingSecret: null })
      .where(eq(users.id, row.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, row.id));
    return 'done' as const;
  });
  if (outcome === 'not_enabled') throw new AppError('two_factor_not_enabled');
  if (outcome === 'password') throw wrongPassword();
  if (outcome === 'code') throw wrongCode();
}

/** New recovery codes (the old ones stop working); needs the password. */
export async function regenerateRecoveryCodes(ctx: ServiceContext, input: { password: string }): Promise<string[]> {
  const row = await ownRow(ctx);
  if (!row.totpEnabledAt) throw new AppError('two_factor_not_enabled');
  if (!(await verifyPassword(row.passwordHash, input.password))) throw wrongPassword();
  return ctx.db.transaction((tx) => issueRecoveryCodes(tx, row.id));
}

/** The user a sign-in challenge belongs to (for rate limiting), or an error if it can't be used. */
export async function challengeUser(ctx: ServiceContext, challenge: string): Promise<string> {
  const verified = await verifyTwoFactorChallenge(ctx.env.JWT_SECRET, challenge, ctx.now());
  if (!verified.ok)
    throw new AppError(verified.reason === 'expired' ? 'two_factor_challenge_expired' : 'two_factor_challenge_invalid');
  return verified.userId;
}

/**
 * The second step of signing in: a code for the challenge the password step gave. A wrong code
 * counts as a failed sign-in (invalid_credentials with a field error, for the rate limiter).
 */
export async function completeTwoFactorSignIn(
  ctx: ServiceContext,
  input: { challenge: string; code: string },
): Promise<TokenPair> {
  const userId = await challengeUser(ctx, input.challenge);
  const pair = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update')
      .limit(1);
    if (!row?.totpEnabledAt) return null;
    if (!(await spendCode(ctx, tx, row, input.code))) return 'wrong' as const;
    return openSession(ctx, row.id, tx);
  });
  if (pair === null) throw new AppError('two_factor_challenge_invalid');
  if (pair === 'wrong') throw new AppError('invalid_credentials', undefined, { fields: { code: ['code_invalid'] } });
  return pair;
}
