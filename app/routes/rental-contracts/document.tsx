import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { openContractDocument } from '#server/domain/contracts/contract-overview.service.ts';
import { downloadResponse } from '#server/http/downloads.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/document';

export const handle = { middleware: ['auth'] };

/** /rental-contracts/{id}/documents/{documentId}: one of the contract's files, for those who may read it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return downloadResponse(await forPage(() => openContractDocument(serviceFrom(context), params.id, params.documentId)));
}
