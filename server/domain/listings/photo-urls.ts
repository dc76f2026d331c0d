import type { PhotoUrls } from '#common/listing-dtos.ts';

// Listing photos are stored as WebP in several widths under one key prefix:
// `listings/<listingId>/<photoId>-<width>.webp`, served at /media/<key>.
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;

export function photoKey(prefix: string, width: number): string {
  return `${prefix}-${width}.webp`;
}

export function photoUrls(prefix: string): PhotoUrls {
  return {
    src: `/media/${photoKey(prefix, 1024)}`,
    srcset: PHOTO_WIDTHS.map((w) => `/media/${photoKey(prefix, w)} ${w}w`).join(', '),
  };
}
