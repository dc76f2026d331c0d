import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { isImageType, sniffFileType } from '#common/file-type.ts';
import { MAX_PAYCHECK_BYTES, MAX_PAYCHECKS, MAX_PAYCHECKS_PER_UPLOAD } from '#common/uploads.ts';
import { paychecks } from '#server/db/schema/paychecks.ts';
import { users } from '#server/db/schema/users.ts';
import { deleteQuietly } from '#server/integrations/storage/storage.ts';
import { AppError, type FieldErrors } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { cleanDocumentImage, IMAGE_ERROR_KEYS } from '#server/lib/images.ts';
import { cleanFileName, type UploadedFile } from '#server/lib/uploaded-file.ts';
import { requireActor } from '../access/authorize.ts';
import { canAsync } from '../access/can.ts';
import type { ServiceContext } from '../context.ts';
import { type PaycheckDto, paychecksOf, toPaycheckDto } from './paychecks.dto.ts';

export interface PaycheckListDto {
  shared: boolean;
  max: number;
  paychecks: PaycheckDto[];
}

/** The person's own documents and whether they share them. */
export async function listPaychecks(ctx: ServiceContext): Promise<PaycheckListDto> {
  const userId = requireActor(ctx).userId;
  const [user] = await ctx.db
    .select({ share: users.sharePaychecks })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw new AppError('unauthorized');
  return { shared: user.share, max: MAX_PAYCHECKS, paychecks: await paychecksOf(ctx.db, userId) };
}

export async function getPaycheck(ctx: ServiceContext, id: string): Promise<PaycheckDto> {
  const userId = requireActor(ctx).userId;
  requireId(id);
  const [row] = await ctx.db
    .select()
    .from(paychecks)
    .where(and(eq(paychecks.id, id), eq(paychecks.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return toPaycheckDto(row);
}

interface Prepared {
  fileName: string;
  contentType: PaycheckDto['content_type'];
  bytes: Uint8Array;
}

/** Checks one file by its content and makes what we store: a PDF as sent, a picture cleaned. */
async function prepare(file: UploadedFile): Promise<Prepared | string> {
  if (file.bytes.byteLength === 0) return 'file_empty';
  if (file.bytes.byteLength > MAX_PAYCHECK_BYTES) return 'file_too_large';
  const type = sniffFileType(file.bytes);
  if (type === 'application/pdf') {
    return { fileName: cleanFileName(file.name, 'pdf'), contentType: type, bytes: file.bytes };
  }
  if (!isImageType(type)) return 'file_type_not_allowed';
  const image = await cleanDocumentImage(file.bytes, type);
  if (!image.ok) return IMAGE_ERROR_KEYS[image.reason];
  return {
    fileName: cleanFileName(file.name, image.extension),
    contentType: image.contentType as PaycheckDto['content_type'],
    bytes: image.bytes,
  };
}

/**
 * Adds income documents: one to five at a time, at most 20 kept, each at most 10 MB and a PDF or
 * a picture by its content. All or nothing: one bad file refuses the upload, with an error for
 * that file under `files[<index>]`.
 */
export async function uploadPaychecks(ctx: ServiceContext, files: UploadedFile[]): Promise<PaycheckDto[]> {
  const userId = requireActor(ctx).userId;
  const refuse = (fields: FieldErrors) => new AppError('validation_failed', undefined, { fields });
  if (files.length === 0) throw refuse({ files: ['file_required'] });
  if (files.length > MAX_PAYCHECKS_PER_UPLOAD) throw refuse({ files: ['too_many_at_once'] });
  const [{ n }] = await ctx.db.select({ n: count() }).from(paychecks).where(eq(paychecks.userId, userId));
  if (n + files.length > MAX_PAYCHECKS) throw refuse({ files: ['too_many_files'] });

  const prepared: Prepared[] = [];
  const errors: FieldErrors = {};
  for (const [index, file] of files.entries()) {
    const result = await prepare(file);
    if (typeof result === 'string') errors[`files[${index}]`] = [result];
    else prepared.push(result);
  }
  if (Object.keys(errors).length > 0) throw refuse(errors);

  const stored = prepared.map((file) => ({ ...file, key: `paychecks/${userId}/${randomUUID()}` }));
  try {
    for (const file of stored) await ctx.storage.put(file.key, file.bytes, file.contentType);
    const rows = await ctx.db.transaction(async (tx) => {
      // One upload at a time per person, so two at once can't pass the limit together.
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('update');
      if (!owner) throw new AppError('unauthorized');
      const [{ total }] = await tx.select({ total: count() }).from(paychecks).where(eq(paychecks.userId, userId));
      if (total + stored.length > MAX_PAYCHECKS) throw refuse({ files: ['too_many_files'] });
      const now = ctx.now();
      return tx
        .insert(paychecks)
        .values(
          stored.map((file, i) => ({
            userId,
            storageKey: file.key,
            fileName: file.fileName,
            contentType: file.contentType,
            sizeBytes: file.bytes.byteLength,
            // Keeps the order they were chosen in.
            createdAt: new Date(now.getTime() + i),
          })),
        )
        .returning();
    });
    return rows.map(toPaycheckDto);
  } catch (error) {
    await deleteQuietly(
      ctx.storage,
      stored.map((file) => file.key),
    );
    throw error;
  }
}

export async function deletePaycheck(ctx: ServiceContext, id: string): Promise<void> {
  const userId = requireActor(ctx).userId;
  requireId(id);
  const [row] = await ctx.db
    .delete(paychecks)
    .where(and(eq(paychecks.id, id), eq(paychecks.userId, userId)))
    .returning({ key: paychecks.storageKey });
  if (!row) throw new AppError('not_found');
  await deleteQuietly(ctx.storage, [row.key]);
}

export async function setPaycheckSharing(ctx: ServiceContext, input: { share: boolean }): Promise<{ shared: boolean }> {
  const [row] = await ctx.db
    .update(users)
    .set({ sharePaychecks: input.share })
    .where(and(eq(users.id, requireActor(ctx).userId), isNull(users.deletedAt)))
    .returning({ shared: users.sharePaychecks });
  if (!row) throw new AppError('unauthorized');
  return row;
}

export interface PaycheckFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * A document's bytes, for download. The owner may always; someone who may see the owner's tenant
 * profile may while the owner shares their documents. Anyone else: not found.
 */
export async function openPaycheck(ctx: ServiceContext, id: string, only?: { ownerId: string }): Promise<PaycheckFile> {
  requireActor(ctx);
  requireId(id);
  const [row] = await ctx.db
    .select({ paycheck: paychecks, shared: users.sharePaychecks })
    .from(paychecks)
    .innerJoin(users, eq(users.id, paychecks.userId))
    .where(and(eq(paychecks.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!row || (only && row.paycheck.userId !== only.ownerId)) throw new AppError('not_found');
  const ownerId = row.paycheck.userId;
  if (!(await canAsync(ctx, 'paycheck.read', { type: 'paycheck', ownerUserId: ownerId, shared: row.shared })))
    throw new AppError('not_found');
  const stored = await ctx.storage.get(row.paycheck.storageKey);
  if (!stored) throw new AppError('not_found');
  return { fileName: row.paycheck.fileName, contentType: row.paycheck.contentType, bytes: stored.bytes };
}
