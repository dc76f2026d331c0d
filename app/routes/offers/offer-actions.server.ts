import { redirect } from 'react-router';
import { redirectWithNotice, whenRefused } from '#app/lib/page-kit.server.ts';

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
