import type { Submission } from '@conform-to/react';
import { asPageError } from '#server/http/page-errors.ts';
import { isAppError } from '#server/lib/errors.ts';

// What the wizard's actions share: how typed numbers are read, and how a service's refusal
// becomes errors beside the fields with everything typed kept.

const MONEY = ['rentIsk'];
const DECIMALS = ['sizeM2', 'securityMonths'];

/**
 * People type numbers the way their language writes them: "289.000 kr." or "289 000" for rent,
 * "68,4" for a size. Rent loses its grouping and currency; decimals take a comma or a point.
 */
export function readableNumbers(formData: FormData): FormData {
  const out = new FormData();
  for (const [name, value] of formData.entries()) {
    if (typeof value !== 'string') out.append(name, value);
    else if (MONEY.includes(name)) out.append(name, value.replace(/kr\.?|isk/gi, '').replace(/[\s.,\u00a0\u202f]/g, ''));
    else if (DECIMALS.includes(name)) out.append(name, value.trim().replace(',', '.'));
    else out.append(name, value);
  }
  return out;
}

/**
 * A service's AppError as Conform's reply: field errors beside the fields, a conflict above the
 * form; someone else's listing is the not-found page.
 */
export function replyWithError(submission: Submission<unknown>, error: unknown) {
  if (!isAppError(error)) throw error;
  if (error.code === 'not_found') throw asPageError(error);
  if (error.fields) return { result: submission.reply({ fieldErrors: error.fields }), status: error.status };
  if (error.code === 'conflict') return { result: submission.reply({ formErrors: [error.message] }), status: 409 };
  throw error;
}
