import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { isImageType, sniffFileType } from '#common/file-type.ts';
import { isId } from '#common/input.ts';
import type { OwnerPhotoDto } from '#common/listing-dtos.ts';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, MAX_PHOTOS_PER_UPLOAD } from '#common/listing-photos.ts';
import type { Db } from '#server/db/client.ts';
import { listingPhotos, listings } from '#server/db/schema/listings.ts';
import { deleteQuietly, type StoredObject } from '#server/integrations/storage/storage.ts';
import { AppError, type FieldErrors } from '#server/lib/errors.ts';
import { IMAGE_ERROR_KEYS, makeResponsiveWebp, type SizedImage } from '#server/lib/images.ts';
import type { UploadedFile } from '#server/lib/uploaded-file.ts';
import { requireActor } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';
import { recordListingEvent } from './listing-events.ts';
import { loadManagedListing, statusAfterEdit } from './listings.service.ts';
import { PHOTO_WIDTHS, photoKey, photoUrls } from './photo-urls.ts';

// A listing's photos: uploaded several at a time, each made into WebP sizes without metadata and
// stored under `listings/<listingId>/<random>-<width>.webp`; the first photo is the cover.
// Rules: docs/rules/listings.md ("Photos").

type PhotoRow = typeof listingPhotos.$inferSelect;
type ListingRow = typeof listings.$inferSelect;

const FILE = new RegExp(`^[0-9a-f]{16}-(${PHOTO_WIDTHS.join('|')})\\.webp$`);

const toDto = (p: PhotoRow): OwnerPhotoDto => ({
  id: p.id,
  width: p.width,
  height: p.height,
  position: p.position,
  ...photoUrls(p.storageKey),
});

const keysOf = (prefix: string) => PHOTO_WIDTHS.map((w) => photoKey(prefix, w));

async function photosOf(db: Db, listingId: string): Promise<PhotoRow[]> {
  return db.select().from(listingPhotos).where(eq(listingPhotos.listingId, listingId)).orderBy(asc(listingPhotos.position));
}

/**
 * Runs a change to a listing's photos in one transaction with the listing locked: the listing
 * must be editable (a rejected one returns to draft, as for any edit), positions are renumbered
 * 0..n-1 in the order `change` returns, and cover_key follows the first photo.
 */
async function changePhotos(
  ctx: ServiceContext,
  listingId: string,
  change: (photos: PhotoRow[], row: ListingRow, tx: Db) => Promise<PhotoRow[]>,
): Promise<OwnerPhotoDto[]> {
  const actor = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await loadManagedListing(ctx, listingId, { db: tx, lock: true });
    const { status, event } = statusAfterEdit(row);
    const ordered = await change(await photosOf(tx, row.id), row, tx);
    for (const [position, photo] of ordered.entries()) {
      if (photo.position !== position) {
        await tx.update(listingPhotos).set({ position }).where(eq(listingPhotos.id, photo.id));
        photo.position = position;
      }
    }
    await tx
      .update(listings)
      .set({
        coverKey: ordered[0]?.storageKey ?? null,
        status,
        rejectionReason: status === 'draft' ? null : row.rejectionReason,
      })
      .where(eq(listings.id, row.id));
    if (event)
      await recordListingEvent(tx, { listingId: row.id, actorId: actor.userId, kind: event, from: row.status, to: status });
    return ordered.map(toDto);
  });
}

export async function listListingPhotos(ctx: ServiceContext, listingId: string): Promise<OwnerPhotoDto[]> {
  const row = await loadManagedListing(ctx, listingId, { permission: 'listing.manage.read' });
  return (await photosOf(ctx.db, row.id)).map(toDto);
}

interface Prepared {
  prefix: string;
  width: number;
  height: number;
  sizes: Map<number, SizedImage>;
}

/** Checks one file by its content and makes its sizes; a string is the field error. */
async function prepare(listingId: string, file: UploadedFile): Promise<Prepared | string> {
  if (file.bytes.byteLength === 0) return 'file_empty';
  if (file.bytes.byteLength > MAX_PHOTO_BYTES) return 'photo_too_large';
  const type = sniffFileType(file.bytes);
  if (!isImageType(type)) return 'image_type_not_allowed';
  const made = await makeResponsiveWebp(file.bytes, type, PHOTO_WIDTHS);
  if (!made.ok) return IMAGE_ERROR_KEYS[made.reason];
  const prefix = `listings/${listingId}/${randomBytes(8).toString('hex')}`;
  return { prefix, ...made.original, sizes: made.sizes };
}

/**
 * Adds photos to a listing, after the ones it has. All or nothing: one bad file refuses the
 * upload with an error under `files[<index>]`; errors about the whole upload are under `files`.
 */
export async function uploadListingPhotos(
  ctx: ServiceContext,
  listingId: string,
  files: UploadedFile[],
): Promise<OwnerPhotoDto[]> {
  const row = await loadManagedListing(ctx, listingId);
  statusAfterEdit(row);
  const invalid = (fields: FieldErrors) => new AppError('validation_failed', undefined, { fields });
  if (files.length === 0) throw invalid({ files: ['file_required'] });
  if (files.length > MAX_PHOTOS_PER_UPLOAD) throw invalid({ files: ['too_many_at_once'] });
  const existing = (await photosOf(ctx.db, row.id)).length;
  if (existing + files.length > MAX_PHOTOS) throw invalid({ files: ['too_many_photos'] });

  const prepared: Prepared[] = [];
  const errors: FieldErrors = {};
  for (const [index, file] of files.entries()) {
    const result = await prepare(row.id, file);
    if (typeof result === 'string') errors[`files[${index}]`] = [result];
    else prepared.push(result);
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const stored = prepared.flatMap((p) => keysOf(p.prefix));
  try {
    for (const photo of prepared) {
      for (const [width, size] of photo.sizes) await ctx.storage.put(photoKey(photo.prefix, width), size.bytes, 'image/webp');
    }
    return await changePhotos(ctx, row.id, async (photos, _row, tx) => {
      if (photos.length + prepared.length > MAX_PHOTOS) throw invalid({ files: ['too_many_photos'] });
      const added = await tx
        .insert(listingPhotos)
        .values(
          prepared.map((p, i) => ({
            listingId: row.id,
            storageKey: p.prefix,
            width: p.width,
            height: p.height,
            position: photos.length + i,
          })),
        )
        .returning();
      return [...photos, ...added];
    });
  } catch (error) {
    await deleteQuietly(ctx.storage, stored);
    throw error;
  }
}

function findPhoto(photos: PhotoRow[], photoId: string): number {
  const index = isId(photoId) ? photos.findIndex((p) => p.id === photoId) : -1;
  if (index < 0) throw new AppError('not_found');
  return index;
}

/** Moves a photo one place earlier or later (at either end nothing changes). */
export function movePhoto(ctx: ServiceContext, listingId: string, photoId: string, direction: 'up' | 'down') {
  return changePhotos(ctx, listingId, async (photos) => {
    const from = findPhoto(photos, photoId);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= photos.length) return photos;
    const next = [...photos];
    [next[from], next[to]] = [next[to], next[from]];
    return next;
  });
}

/** Makes a photo the cover: it moves to the front, the others keep their order. */
export function makeCoverPhoto(ctx: ServiceContext, listingId: string, photoId: string) {
  return changePhotos(ctx, listingId, async (photos) => {
    const index = findPhoto(photos, photoId);
    return [photos[index], ...photos.filter((_, i) => i !== index)];
  });
}

/** Puts the photos in the given order, which must name every photo of the listing once. */
export function setPhotoOrder(ctx: ServiceContext, listingId: string, photoIds: string[]) {
  return changePhotos(ctx, listingId, async (photos) => {
    const byId = new Map(photos.map((p) => [p.id, p]));
    const same = photoIds.length === photos.length && new Set(photoIds).size === photoIds.length;
    if (!same || photoIds.some((id) => !byId.has(id))) {
      throw new AppError('validation_failed', undefined, { fields: { photoIds: ['photo_order_invalid'] } });
    }
    return photoIds.map((id) => byId.get(id) as PhotoRow);
  });
}

/** Deletes a photo and its files. */
export async function deleteListingPhoto(ctx: ServiceContext, listingId: string, photoId: string): Promise<OwnerPhotoDto[]> {
  let removed: PhotoRow | undefined;
  const remaining = await changePhotos(ctx, listingId, async (photos, _row, tx) => {
    removed = photos[findPhoto(photos, photoId)];
    await tx.delete(listingPhotos).where(eq(listingPhotos.id, photoId));
    return photos.filter((p) => p.id !== photoId);
  });
  if (removed) await deleteQuietly(ctx.storage, keysOf(removed.storageKey));
  return remaining;
}

/**
 * The file at /media/listings/<listingId>/<file>. Addresses hold a random part no one can guess
 * and change with every upload, so they are served to anyone and cached for a year.
 */
export async function readListingPhoto(
  ctx: Pick<ServiceContext, 'storage'>,
  listingId: string,
  fileName: string,
): Promise<StoredObject | null> {
  if (!isId(listingId) || !FILE.test(fileName)) return null;
  const stored = await ctx.storage.get(`listings/${listingId.toLowerCase()}/${fileName}`);
  return stored && stored.contentType === 'image/webp' ? stored : null;
}
