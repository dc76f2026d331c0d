// Limits on listing photos, shared by the photo manager (to warn early) and the server (to decide).
// docs/rules/listings.md explains them.

const MB = 1024 * 1024;

/** One photo may be at most this large as uploaded. */
export const MAX_PHOTO_BYTES = 15 * MB;
/** Photos one listing may have. */
export const MAX_PHOTOS = 30;
/** Photos one upload may carry (a request holds them all in memory while they are resized). */
export const MAX_PHOTOS_PER_UPLOAD = 10;
/** What the file picker offers (the server checks the content anyway). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
