import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import { sha256Hex } from './documents.ts';

// The public verification of a signed document (docs/rules/contract-signing.md), for every kind of
// agreement: from its SHA-256, or the file itself, whether it is a document signed here, by whom
// and when, and nothing else (no address, money or kennitala). Anyone may ask; no account is
// needed. Each kind answers for its own documents (a `VerificationSource`); the first that knows
// the hash answers.

export type VerificationStatus = 'signed' | 'partially_signed' | 'voided' | 'unknown';

export interface VerificationDto<Role extends string = string> {
  status: VerificationStatus;
  sha256: string;
  /** The agreement's reference (HL-00042), when known. */
  reference: string | null;
  /** Who signed this document and when (oldest first); empty when unknown. */
  signatures: { name: string; role: Role; signedAt: string; method: string }[];
}

/** What a kind of agreement knows of a document it kept, found by its hash. */
export interface VerifiedDocument<Role extends string = string> {
  reference: string;
  /** The signed copy (with the signatures printed), rather than the version sent for signing. */
  signedCopy: boolean;
  /** How many parties sign that agreement. */
  signers: number;
  /** Every signature of that document's version, voided ones too. */
  signatures: { name: string; role: Role; signedAt: Date; method: string; voided: boolean }[];
}

export interface VerificationSource<Role extends string = string> {
  find(db: Db, sha256: string): Promise<VerifiedDocument<Role> | null>;
}

const SHA256 = /^[0-9a-f]{64}$/;

export function normalizeSha256(value: string): string {
  const hex = value.trim().toLowerCase();
  if (!SHA256.test(hex))
    throw new AppError('validation_failed', undefined, { fields: { sha256: ['contract_document_invalid'] } });
  return hex;
}

/** The SHA-256 of an uploaded file, if it is a PDF. */
export function sha256OfPdf(bytes: Uint8Array): string {
  const magic = new TextDecoder().decode(bytes.subarray(0, 5));
  if (magic !== '%PDF-') throw new AppError('validation_failed', undefined, { fields: { file: ['contract_document_invalid'] } });
  return sha256Hex(bytes);
}

/** What the public page says of a document: signed by all, by some, voided (a new version replaced it), or unknown. */
export async function verifyDocument<Role extends string>(
  db: Db,
  sha256Input: string,
  sources: readonly VerificationSource<Role>[],
): Promise<VerificationDto<Role>> {
  const sha256 = normalizeSha256(sha256Input);
  const unknown: VerificationDto<Role> = { status: 'unknown', sha256, reference: null, signatures: [] };
  for (const source of sources) {
    const found = await source.find(db, sha256);
    if (!found) continue;
    if (!found.signatures.length) return unknown;
    const live = found.signatures.filter((s) => !s.voided).sort((a, b) => a.signedAt.getTime() - b.signedAt.getTime());
    if (!live.length) return { status: 'voided', sha256, reference: found.reference, signatures: [] };
    return {
      status: found.signedCopy || live.length >= found.signers ? 'signed' : 'partially_signed',
      sha256,
      reference: found.reference,
      signatures: live.map((s) => ({ name: s.name, role: s.role, signedAt: s.signedAt.toISOString(), method: s.method })),
    };
  }
  return unknown;
}
