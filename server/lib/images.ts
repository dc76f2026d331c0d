import sharp, { type Sharp } from 'sharp';
import type { SniffedType } from '#common/file-type.ts';

// Pictures people upload go through sharp: turned the right way up (EXIF orientation), then
// re-encoded. sharp writes no metadata unless asked, so EXIF (camera, GPS position, time) is gone.

/** Larger pictures are refused rather than decoded (a small file can unpack to gigabytes). */
export const MAX_INPUT_PIXELS = 50_000_000;
export const AVATAR_SIZE = 512;

export type ImageFailure = 'unreadable' | 'heic' | 'too_many_pixels';

/** The field error (errors:fields.<key>) a person sees for each failure. */
export const IMAGE_ERROR_KEYS: Record<ImageFailure, string> = {
  unreadable: 'image_unreadable',
  heic: 'image_heic',
  too_many_pixels: 'image_too_many_pixels',
};
export type ImageResult =
  | { ok: true; bytes: Uint8Array; contentType: string; extension: string }
  | { ok: false; reason: ImageFailure };

// The formats sharp may decode here: the sniffed type decides, so an SVG or a TIFF never reaches it.
const SHARP_FORMAT: Partial<Record<SniffedType, string[]>> = {
  'image/jpeg': ['jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['heif'],
  'image/heic': ['heif'],
};

function failure(error: unknown, type: SniffedType): ImageFailure {
  if (String(error).includes('pixel limit')) return 'too_many_pixels';
  // sharp's libheif reads AVIF but not HEVC-coded HEIC (the iPhone's format).
  return type === 'image/heic' ? 'heic' : 'unreadable';
}

async function open(bytes: Uint8Array, type: SniffedType): Promise<Sharp | ImageFailure> {
  const formats = SHARP_FORMAT[type];
  if (!formats) return 'unreadable';
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    const meta = await image.metadata();
    if (!formats.includes(meta.format)) return 'unreadable';
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) return 'too_many_pixels';
    return image;
  } catch (error) {
    return failure(error, type);
  }
}

async function encode(run: () => Promise<Buffer>, type: SniffedType): Promise<Uint8Array | ImageFailure> {
  try {
    return new Uint8Array(await run());
  } catch (error) {
    return failure(error, type);
  }
}

/** A square WebP avatar: turned upright, cropped to the centre, 512 px, no metadata. */
export async function makeAvatar(bytes: Uint8Array, type: SniffedType): Promise<ImageResult> {
  const image = await open(bytes, type);
  if (typeof image === 'string') return { ok: false, reason: image };
  const out = await encode(
    () => image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }).toBuffer(),
    type,
  );
  if (typeof out === 'string') return { ok: false, reason: out };
  return { ok: true, bytes: out, contentType: 'image/webp', extension: 'webp' };
}

/**
 * A picture of a document, cleaned: upright, full size, no metadata. PNG stays PNG (scans keep
 * sharp text); every other picture becomes JPEG, which every landlord's computer opens.
 */
export async function cleanDocumentImage(bytes: Uint8Array, type: SniffedType): Promise<ImageResult> {
  const image = await open(bytes, type);
  if (typeof image === 'string') return { ok: false, reason: image };
  const png = type === 'image/png';
  const out = await encode(() => (png ? image.rotate().png() : image.rotate().jpeg({ quality: 85 })).toBuffer(), type);
  if (typeof out === 'string') return { ok: false, reason: out };
  return png
    ? { ok: true, bytes: out, contentType: 'image/png', extension: 'png' }
    : { ok: true, bytes: out, contentType: 'image/jpeg', extension: 'jpg' };
}

export interface SizedImage {
  width: number;
  height: number;
  bytes: Uint8Array;
}

/**
 * One WebP per requested width, for a responsive photo: turned upright, never enlarged (a width
 * wider than the picture gives the picture's own size), no metadata. `original` is the largest
 * size made (the picture itself when it is narrower than the widest width).
 */
export async function makeResponsiveWebp(
  bytes: Uint8Array,
  type: SniffedType,
  widths: readonly number[],
): Promise<
  { ok: true; original: { width: number; height: number }; sizes: Map<number, SizedImage> } | { ok: false; reason: ImageFailure }
> {
  const image = await open(bytes, type);
  if (typeof image === 'string') return { ok: false, reason: image };
  const sizes = new Map<number, SizedImage>();
  let original = { width: 0, height: 0 };
  for (const width of widths) {
    let info = { width: 0, height: 0 };
    const out = await encode(async () => {
      const result = await image
        .clone()
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      info = result.info;
      return result.data;
    }, type);
    if (typeof out === 'string') return { ok: false, reason: out };
    sizes.set(width, { width: info.width, height: info.height, bytes: out });
    if (info.width > original.width) original = info;
  }
  return { ok: true, original: { width: original.width, height: original.height }, sizes };
}
