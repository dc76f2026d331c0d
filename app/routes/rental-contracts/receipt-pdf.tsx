import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { rentReceiptPdf } from '#server/domain/rent-schedule/payments.service.ts';
import { downloadResponse } from '#server/http/downloads.ts';
import { forPage } from '#server/http/page-errors.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/receipt-pdf';

export const handle = { middleware: ['auth'] };

/**
 * /rental-contracts/{id}/receipts/{receiptId}/pdf: one payment's numbered receipt as a PDF, for
 * those who may read the contract's payments (else 404); Icelandic with the reader's language.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { locale } = getRequestContext(context);
  return downloadResponse(await forPage(() => rentReceiptPdf(serviceFrom(context), params.id, params.receiptId, locale)));
}
