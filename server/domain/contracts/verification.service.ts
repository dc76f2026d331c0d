import { and, count, eq, inArray } from 'drizzle-orm';
import { contractReference } from '#common/contract-dtos.ts';
import type { PartyRole } from '#common/contract-model.ts';
import {
  rentalContractDocuments,
  rentalContractParties,
  rentalContractSignatures,
  rentalContracts,
} from '#server/db/schema/rental-contracts.ts';
import { AppError } from '#server/lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { sha256Hex } from './pdf/hash.ts';

// The public verification of a contract PDF (docs/rules/contract-signing.md): from its SHA-256,
// or the file itself, whether it is a contract signed here, by whom and when, and nothing else
// (no address, rent or kennitala). Anyone may ask; no account is needed.

export type VerificationStatus = 'signed' | 'partially_signed' | 'voided' | 'unknown';

export interface VerificationDto {
  status: VerificationStatus;
  sha256: string;
  /** The contract's reference (HL-00042), when known. */
  reference: string | null;
  /** Who signed this document and when (oldest first); empty when unknown. */
  signatures: { name: string; role: PartyRole; signedAt: string; method: string }[];
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

export async function verifyContractDocument(ctx: ServiceContext, sha256Input: string): Promise<VerificationDto> {
  const sha256 = normalizeSha256(sha256Input);
  const unknown: VerificationDto = { status: 'unknown', sha256, reference: null, signatures: [] };
  const [document] = await ctx.db
    .select({
      contractId: rentalContractDocuments.contractId,
      kind: rentalContractDocuments.kind,
      version: rentalContractDocuments.documentVersion,
      number: rentalContracts.number,
    })
    .from(rentalContractDocuments)
    .innerJoin(rentalContracts, eq(rentalContracts.id, rentalContractDocuments.contractId))
    .where(and(eq(rentalContractDocuments.sha256, sha256), inArray(rentalContractDocuments.kind, ['version', 'signed'])))
    .limit(1);
  if (!document || document.version === null) return unknown;

  // The signatures of that version (a signed copy is of the version its signers signed).
  const rows = await ctx.db
    .select({
      name: rentalContractParties.name,
      company: rentalContractParties.companyName,
      role: rentalContractParties.role,
      signedAt: rentalContractSignatures.signedAt,
      method: rentalContractSignatures.method,
      voidedAt: rentalContractSignatures.voidedAt,
    })
    .from(rentalContractSignatures)
    .innerJoin(rentalContractParties, eq(rentalContractParties.id, rentalContractSignatures.partyId))
    .where(
      and(
        eq(rentalContractSignatures.contractId, document.contractId),
        eq(rentalContractSignatures.documentVersion, document.version),
      ),
    );
  if (!rows.length) return unknown;
  const live = rows.filter((r) => r.voidedAt === null).sort((a, b) => a.signedAt.getTime() - b.signedAt.getTime());
  const reference = contractReference(document.number);
  if (!live.length) return { status: 'voided', sha256, reference, signatures: [] };
  const [{ signers }] = await ctx.db
    .select({ signers: count() })
    .from(rentalContractParties)
    .where(and(eq(rentalContractParties.contractId, document.contractId), eq(rentalContractParties.signs, true)));
  return {
    status: document.kind === 'signed' || live.length >= signers ? 'signed' : 'partially_signed',
    sha256,
    reference,
    signatures: live.map((r) => ({
      name: r.company ? `${r.name} (${r.company})` : r.name,
      role: r.role as PartyRole,
      signedAt: r.signedAt.toISOString(),
      method: r.method,
    })),
  };
}
