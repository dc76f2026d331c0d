import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { emailTokens } from '#server/db/schema/email-tokens.ts';

export type TokenPurpose = 'confirm_email' | 'reset_password' | 'change_email';

/** Lifetimes: confirmation and email-change links last 48 hours, a password-reset link one hour. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  confirm_email: 48 * 3600 * 1000,
  change_email: 48 * 3600 * 1000,
  reset_password: 3600 * 1000,
};

/** What a link is for, or null when there is no such token. */
export async function tokenPurpose(db: Db, token: unknown): Promise<TokenPurpose | null> {
  if (typeof token !== 'string' || !/^[\w-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ purpose: emailTokens.purpose })
    .from(emailTokens)
    .where(eq(emailTokens.tokenHash, hashToken(token)))
    .limit(1);
  return (row?.purpose as TokenPurpose | undefined) ?? null;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Makes a single-use token; only its hash is stored. Returns the token for the link. */
export async function issueToken(
  db: Db,
  input: { userId: string; purpose: TokenPurpose; email: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    email: input.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(input.now.getTime() + TOKEN_TTL_MS[input.purpose]),
  });
  return token;
}

export type TokenCheck =
  | { ok: true; userId: string; email: string; id: string }
  | { ok: false; reason: 'invalid' | 'used' | 'expired' };

/** Checks a token and marks it used in the same transaction (single use). */
export async function consumeToken(db: Db, input: { token: unknown; purpose: TokenPurpose; now: Date }): Promise<TokenCheck> {
  if (typeof input.token !== 'string' || !/^[\w-]{20,100}$/.test(input.token)) return { ok: false, reason: 'invalid' };
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(input.token)), eq(emailTokens.purpose, input.purpose)))
    .limit(1);
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt.getTime() <= input.now.getTime()) return { ok: false, reason: 'expired' };
  const updated = await db
    .update(emailTokens)
    .set({ usedAt: input.now })
    .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  if (updated.length === 0) return { ok: false, reason: 'used' }; // someone else used it a moment ago
  return { ok: true, userId: row.userId, email: row.email, id: row.id };
}

/** Retires every open token of a purpose (a new link replaces the old ones). */
export async function retireTokens(db: Db, userId: string, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
