import { randomUUID } from 'node:crypto';
import { isImageType, sniffFileType } from '#common/file-type.ts';
import type { Db } from '#server/db/client.ts';
import { deleteQuietly } from '#server/integrations/storage/storage.ts';
import { AppError, type FieldErrors } from '#server/lib/errors.ts';
import { cleanDocumentImage, IMAGE_ERROR_KEYS } from '#server/lib/images.ts';
import { cleanFileName, type UploadedFile } from '#server/lib/uploaded-file.ts';
import type { ServiceContext } from '../context.ts';

// The one way documents are uploaded (docs/rules/uploads.md): a person's income documents
// (paychecks), a team's verification documents. The owner's area says who owns them, its limits,
// how to lock and count what the owner has and how to write the rows; who may upload is decided
// by the caller through the access module before it calls uploadDocuments. Each file is checked
// by its content (a PDF kept as sent, a picture cleaned: upright, no metadata); all or nothing,
// a bad file has its error under `files[<index>]`.

/** What a stored document is: a PDF as sent, or a cleaned picture (PNG stays PNG, any other JPEG). */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** A document checked and ready to store. */
export interface PreparedDocument {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A prepared document with the storage key it was put under. */
export interface StoredDocument extends PreparedDocument {
  key: string;
}

export interface DocumentLimits {
  /** Bytes one file may have. */
  maxBytes: number;
  /** Files one upload may carry. */
  perUpload: number;
  /** Files the owner may keep. */
  max: number;
}

export interface DocumentUpload<Row> {
  /** Storage keys start with it: `paychecks/<user id>`, `team-documents/<team id>`. */
  keyPrefix: string;
  limits: DocumentLimits;
  /** What the owner has now, before the files are read (a quick refusal; optional). */
  countBefore?: () => Promise<number>;
  /**
   * In the transaction: lock the owner (so two uploads at once can't pass the limit together),
   * check what the owner's area requires, and say how many documents the owner has.
   */
  lockAndCount: (tx: Db) => Promise<number>;
  /** In the same transaction: write the rows. `createdAt(i)` keeps the order the files were chosen in. */
  insert: (tx: Db, files: StoredDocument[], createdAt: (index: number) => Date) => Promise<Row[]>;
}

const refuse = (fields: FieldErrors) => new AppError('validation_failed', undefined, { fields });

/** Checks one file by its content and makes what is stored; else the file's error code. */
export async function prepareDocument(file: UploadedFile, maxBytes: number): Promise<PreparedDocument | string> {
  if (file.bytes.byteLength === 0) return 'file_empty';
  if (file.bytes.byteLength > maxBytes) return 'file_too_large';
  const type = sniffFileType(file.bytes);
  if (type === 'application/pdf') return { fileName: cleanFileName(file.name, 'pdf'), contentType: type, bytes: file.bytes };
  if (!isImageType(type)) return 'file_type_not_allowed';
  const image = await cleanDocumentImage(file.bytes, type);
  if (!image.ok) return IMAGE_ERROR_KEYS[image.reason];
  return { fileName: cleanFileName(file.name, image.extension), contentType: image.contentType, bytes: image.bytes };
}

/**
 * Adds documents for one owner: checks the count and every file, puts them in storage, then
 * writes the rows in one transaction under the owner's lock. If anything fails the stored files
 * are removed again.
 */
export async function uploadDocuments<Row>(
  ctx: ServiceContext,
  upload: DocumentUpload<Row>,
  files: UploadedFile[],
): Promise<Row[]> {
  const { limits } = upload;
  if (files.length === 0) throw refuse({ files: ['file_required'] });
  if (files.length > limits.perUpload) throw refuse({ files: ['too_many_at_once'] });
  if (upload.countBefore && (await upload.countBefore()) + files.length > limits.max) throw refuse({ files: ['too_many_files'] });

  const prepared: PreparedDocument[] = [];
  const errors: FieldErrors = {};
  for (const [index, file] of files.entries()) {
    const result = await prepareDocument(file, limits.maxBytes);
    if (typeof result === 'string') errors[`files[${index}]`] = [result];
    else prepared.push(result);
  }
  if (Object.keys(errors).length > 0) throw refuse(errors);

  const stored = prepared.map((file) => ({ ...file, key: `${upload.keyPrefix}/${randomUUID()}` }));
  try {
    for (const file of stored) await ctx.storage.put(file.key, file.bytes, file.contentType);
    return await ctx.db.transaction(async (tx) => {
      const n = await upload.lockAndCount(tx);
      if (n + stored.length > limits.max) throw refuse({ files: ['too_many_files'] });
      const now = ctx.now();
      return upload.insert(tx, stored, (i) => new Date(now.getTime() + i));
    });
  } catch (error) {
    await deleteQuietly(
      ctx.storage,
      stored.map((file) => file.key),
    );
    throw error;
  }
}

/** Removes a document: `remove` deletes its row (or refuses) and answers its storage key; then the file goes. */
export async function deleteDocument(ctx: ServiceContext, remove: () => Promise<string>): Promise<void> {
  const key = await remove();
  await deleteQuietly(ctx.storage, [key]);
}
