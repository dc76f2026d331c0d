import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isImageType, sniffFileType } from '#common/file-type.ts';
import { isId } from '#common/input.ts';
import { MAX_AVATAR_BYTES } from '#common/uploads.ts';
import { teams } from '#server/db/schema/teams.ts';
import { deleteQuietly, type StoredObject } from '#server/integrations/storage/storage.ts';
import { AppError } from '#server/lib/errors.ts';
import { IMAGE_ERROR_KEYS, makeAvatar } from '#server/lib/images.ts';
import type { UploadedFile } from '#server/lib/uploaded-file.ts';
import type { ServiceContext } from '../context.ts';
import { teamFor } from './team-access.ts';
import { teamLogoUrl } from './team-summary.service.ts';

// A team's logo: made like a person's picture (a square 512 px WebP without metadata) and kept by
// the storage adapter under team-logos/<team>/<uuid>.webp. It is public: the team's listings show it.

export interface TeamLogoDto {
  logo_url: string | null;
}

const invalid = (code: string) => new AppError('validation_failed', undefined, { fields: { file: [code] } });

/** Sets the team's logo (team.update); the previous one is deleted. */
export async function setTeamLogo(ctx: ServiceContext, slug: string, file: UploadedFile | undefined): Promise<TeamLogoDto> {
  const { membership } = await teamFor(ctx, slug, 'team.update');
  if (!file) throw invalid('file_required');
  if (file.bytes.byteLength === 0) throw invalid('file_empty');
  if (file.bytes.byteLength > MAX_AVATAR_BYTES) throw invalid('avatar_too_large');
  const type = sniffFileType(file.bytes);
  if (!isImageType(type)) throw invalid('image_type_not_allowed');
  const image = await makeAvatar(file.bytes, type);
  if (!image.ok) throw invalid(IMAGE_ERROR_KEYS[image.reason]);

  const key = `team-logos/${membership.teamId}/${randomUUID()}.webp`;
  await ctx.storage.put(key, image.bytes, image.contentType);
  let previous: string | null = null;
  let updatedAt = ctx.now();
  try {
    previous = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.select({ logoKey: teams.logoKey }).from(teams).where(eq(teams.id, membership.teamId)).for('update');
      if (!row) throw new AppError('not_found');
      const [saved] = await tx
        .update(teams)
        .set({ logoKey: key, updatedAt })
        .where(eq(teams.id, membership.teamId))
        .returning({ updatedAt: teams.updatedAt });
      updatedAt = saved.updatedAt;
      return row.logoKey;
    });
  } catch (error) {
    await deleteQuietly(ctx.storage, [key]);
    throw error;
  }
  await deleteQuietly(ctx.storage, [previous]);
  return { logo_url: teamLogoUrl({ id: membership.teamId, logoKey: key, updatedAt }) };
}

/** Removes the team's logo (team.update): the team's name shows instead. */
export async function removeTeamLogo(ctx: ServiceContext, slug: string): Promise<void> {
  const { membership } = await teamFor(ctx, slug, 'team.update');
  const previous = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ logoKey: teams.logoKey }).from(teams).where(eq(teams.id, membership.teamId)).for('update');
    if (!row) throw new AppError('not_found');
    if (row.logoKey) await tx.update(teams).set({ logoKey: null, updatedAt: ctx.now() }).where(eq(teams.id, membership.teamId));
    return row.logoKey;
  });
  await deleteQuietly(ctx.storage, [previous]);
}

/** The logo of the team with this id, for anyone (it is shown on the team's listings); null when none. */
export async function readTeamLogo(ctx: Pick<ServiceContext, 'db' | 'storage'>, teamId: string): Promise<StoredObject | null> {
  if (!isId(teamId)) return null;
  const [row] = await ctx.db.select({ logoKey: teams.logoKey }).from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!row?.logoKey) return null;
  const stored = await ctx.storage.get(row.logoKey);
  return stored && stored.contentType === 'image/webp' ? stored : null;
}
