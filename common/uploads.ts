// Limits on what people upload, shared by the pages (to warn early) and the server (to decide).
// docs/rules/accounts.md explains them.

const MB = 1024 * 1024;

export const MAX_AVATAR_BYTES = 5 * MB;
export const MAX_PAYCHECK_BYTES = 10 * MB;
/** A contract PDF brought to the public verification page. */
export const MAX_CONTRACT_PDF_BYTES = 10 * MB;
/** Income documents one person may keep. */
export const MAX_PAYCHECKS = 20;
/** Files one upload may carry. */
export const MAX_PAYCHECKS_PER_UPLOAD = 5;

/** What the file pickers offer (the server checks the content anyway). */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
export const PAYCHECK_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,image/avif';

/** "1,2 MB" style sizes need a locale; this gives the number of megabytes with one decimal. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / MB) * 10) / 10;
}
