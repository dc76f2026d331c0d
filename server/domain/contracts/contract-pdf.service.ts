import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rentalContractDocuments } from '#server/db/schema/rental-contracts.ts';
import type { Storage } from '#server/integrations/storage/storage.ts';
import type { ServiceContext } from '../context.ts';
import { agreementFor } from '../tenancy/core/agreement.ts';
import { type DocumentKind, type DocumentRecord, keepDocument, type StoredDocument } from '../tenancy/core/documents.ts';
import { contractTerms, type LoadedContract, partyFromRow } from './contract-rows.ts';
import type { ContractPdfInput, ContractPdfSignature } from './pdf/contract-pdf-input.ts';
import { type ContractTranslation, renderContractPdf } from './pdf/render-contract-pdf.ts';

// The contract as a PDF: what the PDF prints, from the loaded contract; rendering a version and
// keeping it (the exact bytes parties sign, and the signed copy) in storage.

const TRANSLATIONS: readonly ContractTranslation[] = ['en', 'uk', 'pl'];

export function isTranslation(value: unknown): value is ContractTranslation {
  return typeof value === 'string' && (TRANSLATIONS as readonly string[]).includes(value);
}

export function pdfInputOf(
  loaded: LoadedContract,
  preparedAt: Date,
  extra: { signatures?: ContractPdfSignature[]; registry?: ContractPdfInput['registry'] } = {},
): ContractPdfInput {
  const landlordCompany = loaded.parties.find((p) => p.role === 'landlord' && p.companyName);
  return {
    contractId: loaded.row.id,
    reference: loaded.reference,
    status: loaded.row.status as ContractPdfInput['status'],
    documentVersion: loaded.row.documentVersion,
    terms: contractTerms(loaded),
    parties: loaded.parties.map(partyFromRow),
    landlordTeam: landlordCompany
      ? { name: landlordCompany.companyName as string, kennitala: landlordCompany.companyKennitala }
      : null,
    preparedAt: preparedAt.toISOString(),
    signatures: extra.signatures ?? [],
    registry: extra.registry ?? null,
  };
}

export type StoredPdf = StoredDocument;

/**
 * Renders and keeps one of the contract's PDFs: `version` (what the parties sign, Icelandic
 * only) or `signed` (the same with the signatures). One of each per version (a unique index).
 */
export async function storeContractPdf(
  db: Db,
  storage: Storage,
  loaded: LoadedContract,
  kind: DocumentKind,
  input: ContractPdfInput,
  createdById: string | null,
): Promise<StoredPdf> {
  const version = loaded.row.documentVersion;
  return keepDocument(
    db,
    storage,
    {
      folder: 'contracts',
      agreementId: loaded.row.id,
      kind,
      documentVersion: version,
      bytes: await renderContractPdf(input),
      fileName: `${loaded.reference}-${kind === 'signed' ? 'undirritadur' : `utgafa-${version}`}.pdf`,
      createdById,
    },
    insertLeaseDocument,
  );
}

/** A lease document's row (rental_contract_documents). */
async function insertLeaseDocument(db: Db, { agreementId, ...record }: DocumentRecord): Promise<{ id: string }> {
  const [row] = await db
    .insert(rentalContractDocuments)
    .values({ contractId: agreementId, ...record })
    .returning({ id: rentalContractDocuments.id });
  return row;
}

/** The stored PDF of the current version that the parties sign, if it was sent for signing. */
export async function versionPdf(db: Db, loaded: LoadedContract) {
  const [row] = await db
    .select()
    .from(rentalContractDocuments)
    .where(
      and(
        eq(rentalContractDocuments.contractId, loaded.row.id),
        eq(rentalContractDocuments.kind, 'version'),
        eq(rentalContractDocuments.documentVersion, loaded.row.documentVersion),
      ),
    );
  return row ?? null;
}

/**
 * The contract as it stands, as a PDF to read (anyone who may read it): the stored version while
 * it awaits signatures or after (the exact bytes signed), otherwise rendered now; with a
 * translation beside the Icelandic when asked (rendered, never stored or signed).
 */
export async function previewContractPdf(
  ctx: ServiceContext,
  id: string,
  translation: ContractTranslation | null,
): Promise<{ fileName: string; contentType: string; bytes: Uint8Array }> {
  const { contract } = await agreementFor(ctx, id, 'contract.read');
  const fileName = `${contract.reference}${translation ? `-${translation}` : ''}.pdf`;
  if (!translation) {
    const stored = await versionPdf(ctx.db, contract);
    const object = stored && (await ctx.storage.get(stored.storageKey));
    if (object) return { fileName, contentType: 'application/pdf', bytes: object.bytes };
  }
  const preparedAt = contract.row.sentForSigningAt ?? contract.row.updatedAt;
  const bytes = await renderContractPdf(pdfInputOf(contract, preparedAt), translation ? { translation } : {});
  return { fileName, contentType: 'application/pdf', bytes };
}
