import { createHash } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import type { Storage } from '#server/integrations/storage/storage.ts';

// An agreement's documents, for every kind of agreement: the version the parties sign (the exact
// bytes, kept once) and the signed copy (the same with the signatures). Each kind renders its own
// PDF (a lease, an inspection report with its photos, a claim) and keeps the row where it keeps
// its documents; the kernel names the file in storage, hashes it and keeps it.

/** The SHA-256 of a document's exact bytes, as lowercase hex: what a signature records and the public page verifies. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export type DocumentKind = 'version' | 'signed';

/** A document kept in storage, as the kind's documents table holds it. */
export interface DocumentRecord {
  agreementId: string;
  kind: DocumentKind;
  documentVersion: number;
  storageKey: string;
  sha256: string;
  bytes: number;
  fileName: string;
  contentType: string;
  createdById: string | null;
}

export interface StoredDocument {
  id: string;
  sha256: string;
  bytes: Uint8Array;
  fileName: string;
  storageKey: string;
}

/**
 * Keeps one rendered document of an agreement: in storage under `<folder>/<id>/<kind>-v<version>-<hash>.pdf`,
 * and as a row through `insert` (the kind's documents table; one of each kind per version there).
 */
export async function keepDocument(
  db: Db,
  storage: Storage,
  document: {
    /** The storage folder of this kind of agreement (`contracts`, `inspections`). */
    folder: string;
    agreementId: string;
    kind: DocumentKind;
    documentVersion: number;
    bytes: Uint8Array;
    fileName: string;
    createdById: string | null;
  },
  insert: (db: Db, record: DocumentRecord) => Promise<{ id: string }>,
): Promise<StoredDocument> {
  const sha256 = sha256Hex(document.bytes);
  const storageKey = `${document.folder}/${document.agreementId}/${document.kind}-v${document.documentVersion}-${sha256.slice(0, 16)}.pdf`;
  await storage.put(storageKey, document.bytes, 'application/pdf');
  const { id } = await insert(db, {
    agreementId: document.agreementId,
    kind: document.kind,
    documentVersion: document.documentVersion,
    storageKey,
    sha256,
    bytes: document.bytes.byteLength,
    fileName: document.fileName,
    contentType: 'application/pdf',
    createdById: document.createdById,
  });
  return { id, sha256, bytes: document.bytes, fileName: document.fileName, storageKey };
}
