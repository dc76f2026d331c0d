import { and, eq, isNull } from 'drizzle-orm';
import { isImageType, sniffFileType } from '#common/file-type.ts';
import { MAX_AVATAR_BYTES } from '#common/uploads.ts';
import { users } from '#server/db/schema/users.ts';
import { deleteQuietly, type StoredObject } from '#server/integrations/storage/storage.ts';
import { AppError } from '#server/lib/errors.ts';
import { IMAGE_ERROR_KEYS, makeAvatar } from '#server/lib/images.ts';
import type { UploadedFile } from '#server/lib/uploaded-file.ts';
import { requireActor } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';
import { avatarKeyFromFileName, avatarUrl, newAvatarKey } from './avatar-keys.ts';

export interface AvatarDto {
  avatar_url: string | null;
}

const invalid = (code: string) => new AppError('validation_failed', undefined, { fields: { file: [code] } });

export async function getAvatar(ctx: ServiceContext): Promise<AvatarDto> {
  const [row] = await ctx.db
    .select({ avatarKey: users.avatarKey })
    .from(users)
    .where(and(eq(users.id, requireActor(ctx).userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('unauthorized');
  return { avatar_url: avatarUrl(row.avatarKey) };
}

/**
 * Sets the person's picture: at most 5 MB, a picture by its content (JPEG, PNG, WebP, AVIF),
 * made into a square 512 px WebP without metadata. The previous picture is deleted.
 */
export async function setAvatar(ctx: ServiceContext, file: UploadedFile | undefined): Promise<AvatarDto> {
  const userId = requireActor(ctx).userId;
  if (!file) throw invalid('file_required');
  if (file.bytes.byteLength === 0) throw invalid('file_empty');
  if (file.bytes.byteLength > MAX_AVATAR_BYTES) throw invalid('avatar_too_large');
  const type = sniffFileType(file.bytes);
  if (!isImageType(type)) throw invalid('image_type_not_allowed');
  const image = await makeAvatar(file.bytes, type);
  if (!image.ok) throw invalid(IMAGE_ERROR_KEYS[image.reason]);

  const key = newAvatarKey();
  await ctx.storage.put(key, image.bytes, image.contentType);
  let previous: string | null = null;
  try {
    previous = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ avatarKey: users.avatarKey })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('update');
      if (!row) throw new AppError('unauthorized');
      await tx.update(users).set({ avatarKey: key }).where(eq(users.id, userId));
      return row.avatarKey;
    });
  } catch (error) {
    await deleteQuietly(ctx.storage, [key]);
    throw error;
  }
  await deleteQuietly(ctx.storage, [previous]);
  return { avatar_url: avatarUrl(key) };
}

/** Removes the person's picture (pages show their initials again). */
export async function removeAvatar(ctx: ServiceContext): Promise<void> {
  const userId = requireActor(ctx).userId;
  const previous = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ avatarKey: users.avatarKey })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!row) throw new AppError('unauthorized');
    if (row.avatarKey) await tx.update(users).set({ avatarKey: null }).where(eq(users.id, userId));
    return row.avatarKey;
  });
  await deleteQuietly(ctx.storage, [previous]);
}

/** The picture at /media/avatars/<file>: public, like a profile picture anywhere. */
export async function readAvatar(ctx: Pick<ServiceContext, 'storage'>, fileName: string): Promise<StoredObject | null> {
  const key = avatarKeyFromFileName(fileName);
  if (!key) return null;
  const stored = await ctx.storage.get(key);
  return stored && stored.contentType === 'image/webp' ? stored : null;
}
