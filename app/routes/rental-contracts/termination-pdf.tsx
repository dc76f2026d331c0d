import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { terminationPdf } from '#server/domain/terminations/termination-pdf.ts';
import { downloadResponse } from '#server/http/downloads.ts';
import { forPage } from '#server/http/page-errors.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/termination-pdf';

export const handle = { middleware: ['auth'] };

/**
 * /rental-contracts/{id}/termination-requests/{terminationId}/pdf: a sent termination request as a
 * PDF, for those who may read the contract (else 404; a draft is 404); Icelandic with the reader's language.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { locale } = getRequestContext(context);
  return downloadResponse(await forPage(() => terminationPdf(serviceFrom(context), params.id, params.terminationId, locale)));
}
