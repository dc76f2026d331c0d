import { eq } from 'drizzle-orm';
import { verifyPassword } from '#server/auth/passwords.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';

/**
 * How a party proves who they are before signing a contract (docs/rules/contract-signing.md).
 * One adapter is built in: `password` (a confirmed email address and the account's password
 * entered again, DOMAIN.md). Icelandic electronic ID (rafræn skilríki) is another provider with
 * the same shape, chosen by SIGNING_PROVIDER; its name is stored with each signature.
 */
export interface SigningProvider {
  /** Stored as the signature's method and printed on the signed copy. */
  readonly method: string;
  /** Resolves when the person is who they say; otherwise throws the refusal to show them. */
  confirm(db: Db, userId: string, proof: { password?: string }): Promise<void>;
}

export const passwordSigning: SigningProvider = {
  method: 'password',
  async confirm(db, userId, proof) {
    const [user] = await db
      .select({ hash: users.passwordHash, confirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new AppError('unauthorized');
    if (!user.confirmedAt) throw new AppError('contract_email_unconfirmed');
    if (!proof.password || !(await verifyPassword(user.hash, proof.password)))
      throw new AppError('validation_failed', undefined, { fields: { password: ['password_wrong'] } });
  },
};

const PROVIDERS: Record<string, SigningProvider> = { password: passwordSigning };

/** The provider the configuration names (SIGNING_PROVIDER; `password` by default). */
export function signingProvider(name: string | undefined): SigningProvider {
  return PROVIDERS[name ?? 'password'] ?? passwordSigning;
}
