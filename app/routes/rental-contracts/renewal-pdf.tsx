import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { renewalPdf } from '#server/domain/renewals/renewal-pdf.ts';
import { downloadResponse } from '#server/http/downloads.ts';
import { forPage } from '#server/http/page-errors.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/renewal-pdf';

export const handle = { middleware: ['auth'] };

/**
 * /rental-contracts/{id}/renewal-requests/{requestId}/pdf: a renewal offer or non-renewal notice as
 * a PDF, for those who may read the contract (else 404); Icelandic with the reader's language.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { locale } = getRequestContext(context);
  return downloadResponse(await forPage(() => renewalPdf(serviceFrom(context), params.id, params.requestId, locale)));
}
