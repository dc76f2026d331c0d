import { data, redirect } from 'react-router';
import { redirectWithNotice, whenRefused } from '#app/lib/page-kit.server.ts';
import { offerAnswerSchema } from '#server/domain/offers/offers.schemas.ts';

// What both sides' offer pages do with a refusal of an answer: an offer that expired, was
// withdrawn or was answered meanwhile is said above the offer, which then shows its real state.
export function answerRefused(error: unknown, path: string): Response {
  return whenRefused<Response>(error, {
    offer_expired: () => redirectWithNotice(path, 'errors:codes.offer_expired'),
    offer_withdrawn: () => redirectWithNotice(path, 'errors:codes.offer_withdrawn'),
    offer_not_open: () => redirectWithNotice(path, 'errors:codes.offer_not_open'),
    validation_failed: () => redirect(path),
  });
}

/**
 * The optional message of a withdraw or a decline: its value, or the 422 answer that shows the
 * error beside the field with what was typed kept.
 */
export function readAnswerMessage(formData: FormData) {
  const message = String(formData.get('message') ?? '');
  const parsed = offerAnswerSchema.safeParse({ message });
  if (parsed.success) return { value: parsed.data, reply: null } as const;
  const messageErrors = parsed.error.issues.map((issue) => issue.message);
  return { value: null, reply: data({ messageErrors, message }, { status: 422 }) } as const;
}
