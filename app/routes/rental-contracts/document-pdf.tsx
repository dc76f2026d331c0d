import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { isTranslation, previewContractPdf } from '#server/domain/contracts/contract-pdf.service.ts';
import { downloadResponse } from '#server/http/downloads.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/document-pdf';

export const handle = { middleware: ['auth'] };

/**
 * /rental-contracts/{id}/document.pdf: the contract as a PDF for those who may read it (the
 * exact version sent for signing once sent); ?translation=en|uk|pl adds a side-by-side
 * translation beside the binding Icelandic.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get('translation');
  return downloadResponse(
    await forPage(() => previewContractPdf(serviceFrom(context), params.id, isTranslation(raw) ? raw : null)),
  );
}
