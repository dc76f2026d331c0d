import { and, asc, desc, eq } from 'drizzle-orm';
import type { ContractEventDto } from '#common/contract-dtos.ts';
import { isId } from '#common/input.ts';
import { rentalContractDocuments, rentalContractEvents } from '#server/db/schema/rental-contracts.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { agreementFor } from '../tenancy/core/agreement.ts';
import { CONTRACT_EVENT_KINDS, type ContractEventKind } from './contract-events.ts';

// What the contract's own page shows besides its terms: its documents and its history.

export interface ContractDocumentDto {
  id: string;
  kind: 'version' | 'signed' | 'attachment';
  documentVersion: number | null;
  fileName: string;
  bytes: number;
  sha256: string;
  createdAt: string;
}

/** The contract's files, newest first (parties, the landlord side and their team by role). */
export async function contractDocuments(ctx: ServiceContext, id: string): Promise<ContractDocumentDto[]> {
  await agreementFor(ctx, id, 'contract.read');
  const rows = await ctx.db
    .select()
    .from(rentalContractDocuments)
    .where(eq(rentalContractDocuments.contractId, id))
    .orderBy(desc(rentalContractDocuments.createdAt));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as ContractDocumentDto['kind'],
    documentVersion: r.documentVersion,
    fileName: r.fileName,
    bytes: r.bytes,
    sha256: r.sha256,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** What happened to the contract, oldest first, with who did it. */
export async function contractHistory(ctx: ServiceContext, id: string): Promise<ContractEventDto[]> {
  await agreementFor(ctx, id, 'contract.read');
  const rows = await ctx.db
    .select({
      id: rentalContractEvents.id,
      kind: rentalContractEvents.kind,
      data: rentalContractEvents.data,
      createdAt: rentalContractEvents.createdAt,
      actorName: users.name,
    })
    .from(rentalContractEvents)
    .leftJoin(users, eq(users.id, rentalContractEvents.actorId))
    .where(eq(rentalContractEvents.contractId, id))
    .orderBy(asc(rentalContractEvents.createdAt));
  // Events of one transaction share its instant: they are told in the order they happen.
  const rank = (kind: string) => Math.max(0, CONTRACT_EVENT_KINDS.indexOf(kind as ContractEventKind));
  return rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.kind) - rank(b.kind))
    .map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** One of the contract's files as a download (those who may read the contract); else 404. */
export async function openContractDocument(
  ctx: ServiceContext,
  contractId: string,
  documentId: string,
): Promise<{ fileName: string; contentType: string; bytes: Uint8Array }> {
  await agreementFor(ctx, contractId, 'contract.read');
  if (!isId(documentId)) throw new AppError('not_found');
  const [row] = await ctx.db
    .select()
    .from(rentalContractDocuments)
    .where(and(eq(rentalContractDocuments.id, documentId), eq(rentalContractDocuments.contractId, contractId)));
  const stored = row && (await ctx.storage.get(row.storageKey));
  if (!row || !stored) throw new AppError('not_found');
  return { fileName: row.fileName, contentType: row.contentType, bytes: stored.bytes };
}
