import { and, count, eq, inArray } from 'drizzle-orm';
import { contractReference } from '#common/contract-dtos.ts';
import type { PartyRole } from '#common/contract-model.ts';
import type { Db } from '#server/db/client.ts';
import {
  rentalContractDocuments,
  rentalContractParties,
  rentalContractSignatures,
  rentalContracts,
} from '#server/db/schema/rental-contracts.ts';
import type { ServiceContext } from '../context.ts';
import { type VerificationDto, type VerificationSource, verifyDocument } from '../tenancy/core/verification.ts';

export { sha256OfPdf } from '../tenancy/core/verification.ts';

// The public verification of a lease PDF (docs/rules/contract-signing.md): the kernel's rules
// (server/domain/tenancy/core/verification.ts), answered from the lease's documents and signatures.

/** The lease documents kept here (the version sent for signing, the signed copy), by hash. */
export const leaseDocuments: VerificationSource<PartyRole> = {
  async find(db: Db, sha256: string) {
    const [document] = await db
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
    if (!document || document.version === null) return null;
    // The signatures of that version (a signed copy is of the version its signers signed).
    const rows = await db
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
    const [{ signers }] = await db
      .select({ signers: count() })
      .from(rentalContractParties)
      .where(and(eq(rentalContractParties.contractId, document.contractId), eq(rentalContractParties.signs, true)));
    return {
      reference: contractReference(document.number),
      signedCopy: document.kind === 'signed',
      signers,
      signatures: rows.map((r) => ({
        name: r.company ? `${r.name} (${r.company})` : r.name,
        role: r.role as PartyRole,
        signedAt: r.signedAt,
        method: r.method,
        voided: r.voidedAt !== null,
      })),
    };
  },
};

export async function verifyContractDocument(ctx: ServiceContext, sha256: string): Promise<VerificationDto<PartyRole>> {
  return verifyDocument(ctx.db, sha256, [leaseDocuments]);
}
