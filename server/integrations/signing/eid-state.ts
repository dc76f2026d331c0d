import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { EidChecks } from './eid-broker.ts';

// What a sign-in at the electronic-ID broker must find when the person comes back: the OIDC
// checks (state, nonce, PKCE verifier) and what the signature is bound to (the agreement, the
// person and party, the document version and the SHA-256 of its PDF). It lives in a short-lived
// cookie sealed with AES-256-GCM under a key derived from JWT_SECRET, so it can be neither read
// (the PKCE verifier stays secret) nor changed by the browser; it is cleared on the way back, and
// the broker's code is good once, so a replayed return is refused.

export const EID_COOKIE = 'eid.signing';
/** Ten minutes to sign in at the broker. */
export const EID_STATE_MAX_AGE_S = 600;
/** The cookie outlives the sign-in, so a late return is told where it belongs and that it expired. */
export const EID_COOKIE_MAX_AGE_S = 3600;

export interface EidPending extends EidChecks {
  /** The kind of agreement (server/domain/tenancy/core/signing.ts `SigningPort.kind`) and its id. */
  kind: string;
  agreementId: string;
  userId: string;
  partyId: string;
  documentVersion: number;
  pdfSha256: string;
  /** Epoch milliseconds after which the return is refused. */
  expiresAt: number;
}

const keyOf = (secret: string) => createHash('sha256').update(`heimaleiga eid signing state\0${secret}`).digest();

export function sealEidPending(pending: EidPending, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pending), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The pending sign-in, or null when the value is missing, changed or sealed with another key (its expiry is the service's to check). */
export function openEidPending(sealed: string | null, secret: string): EidPending | null {
  if (!sealed) return null;
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length < 29) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    const pending = JSON.parse(text) as EidPending;
    if (typeof pending.expiresAt !== 'number' || typeof pending.agreementId !== 'string' || typeof pending.kind !== 'string')
      return null;
    return pending;
  } catch {
    return null;
  }
}
