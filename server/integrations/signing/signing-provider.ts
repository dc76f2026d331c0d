import { eq } from 'drizzle-orm';
import { verifyPassword } from '#server/auth/passwords.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { normalizeKennitala } from './eid-broker.ts';

/**
 * How a party proves who they are before signing a contract (docs/rules/contract-signing.md),
 * chosen by SIGNING_PROVIDER; its method is stored with each signature. Two are built in:
 * `password` (a confirmed email address and the account's password entered again, DOMAIN.md;
 * the demo's) and `eid`, Icelandic electronic ID (rafræn skilríki) through an OpenID Connect
 * broker, whose verified kennitala must be the signing party's. In eid mode only eID signs.
 */
export interface SigningProof {
  password?: string;
  /**
   * The broker's verified answer (server/integrations/signing/eid-broker.ts) and what the
   * sign-in was started for: this party and this exact document.
   */
  eid?: { kennitala: string | null; partyId: string; documentVersion: number; pdfSha256: string };
}

export interface SigningProvider {
  /** Stored as the signature's method and printed on the signed copy. */
  readonly method: 'password' | 'eid';
  /** Resolves when the person is who they say; otherwise throws the refusal to show them. */
  confirm(db: Db, userId: string, proof: SigningProof): Promise<void>;
  /**
   * In the signing transaction, with the party and the document as they are now: the proof
   * holds for them; otherwise throws (nothing is recorded).
   */
  confirmParty?(
    party: { id: string; kennitala: string | null },
    document: { version: number; sha256: string },
    proof: SigningProof,
  ): void;
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

export const eidSigning: SigningProvider = {
  method: 'eid',
  async confirm(_db, _userId, proof) {
    // In eid mode a password does not sign: the page offers only the electronic ID.
    if (!proof.eid) throw new AppError('signing_eid_required');
  },
  confirmParty(party, document, proof) {
    const eid = proof.eid;
    if (!eid) throw new AppError('signing_eid_required');
    if (eid.partyId !== party.id) throw new AppError('signing_eid_failed');
    if (eid.documentVersion !== document.version || eid.pdfSha256 !== document.sha256)
      throw new AppError('signing_document_changed');
    const expected = normalizeKennitala(party.kennitala);
    if (!expected) throw new AppError('signing_kennitala_missing');
    if (!eid.kennitala) throw new AppError('signing_eid_failed');
    if (eid.kennitala !== expected) throw new AppError('signing_kennitala_mismatch');
  },
};

const PROVIDERS: Record<string, SigningProvider> = { password: passwordSigning, eid: eidSigning };

/** The provider the configuration names (SIGNING_PROVIDER; `password` by default). */
export function signingProvider(name: string | undefined): SigningProvider {
  return PROVIDERS[name ?? 'password'] ?? passwordSigning;
}
