import { and, count, eq, isNull } from 'drizzle-orm';
import { MAX_PAYCHECK_BYTES, MAX_PAYCHECKS, MAX_PAYCHECKS_PER_UPLOAD } from '#common/uploads.ts';
import type { Db } from '#server/db/client.ts';
import { paychecks } from '#server/db/schema/paychecks.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import type { UploadedFile } from '#server/lib/uploaded-file.ts';
import { requireActor } from '../access/authorize.ts';
import { canAsync } from '../access/can.ts';
import type { ServiceContext } from '../context.ts';
import { deleteDocument, uploadDocuments } from '../uploads/documents.service.ts';
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

/**
 * Adds income documents: one to five at a time, at most 20 kept, each at most 10 MB and a PDF or
 * a picture by its content (the one upload service, ../uploads/documents.service.ts). All or
 * nothing: one bad file refuses the upload, with an error for that file under `files[<index>]`.
 */
export async function uploadPaychecks(ctx: ServiceContext, files: UploadedFile[]): Promise<PaycheckDto[]> {
  const userId = requireActor(ctx).userId;
  const countOf = async (db: Db) => {
    const [{ n }] = await db.select({ n: count() }).from(paychecks).where(eq(paychecks.userId, userId));
    return n;
  };
  const rows = await uploadDocuments(
    ctx,
    {
      keyPrefix: `paychecks/${userId}`,
      limits: { maxBytes: MAX_PAYCHECK_BYTES, perUpload: MAX_PAYCHECKS_PER_UPLOAD, max: MAX_PAYCHECKS },
      countBefore: () => countOf(ctx.db),
      lockAndCount: async (tx) => {
        // One upload at a time per person, so two at once can't pass the limit together.
        const [owner] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .for('update');
        if (!owner) throw new AppError('unauthorized');
        return countOf(tx);
      },
      insert: (tx, stored, createdAt) =>
        tx
          .insert(paychecks)
          .values(
            stored.map((file, i) => ({
              userId,
              storageKey: file.key,
              fileName: file.fileName,
              contentType: file.contentType,
              sizeBytes: file.bytes.byteLength,
              createdAt: createdAt(i),
            })),
          )
          .returning(),
    },
    files,
  );
  return rows.map(toPaycheckDto);
}

export async function deletePaycheck(ctx: ServiceContext, id: string): Promise<void> {
  const userId = requireActor(ctx).userId;
  requireId(id);
  await deleteDocument(ctx, async () => {
    const [row] = await ctx.db
      .delete(paychecks)
      .where(and(eq(paychecks.id, id), eq(paychecks.userId, userId)))
      .returning({ key: paychecks.storageKey });
    if (!row) throw new AppError('not_found');
    return row.key;
  });
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
