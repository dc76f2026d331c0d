import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { openPaycheck } from '#server/domain/paychecks/paychecks.service.ts';
import { downloadResponse } from '#server/http/downloads.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/paycheck-file';

export const handle = { middleware: ['auth'] };

/**
 * /paychecks/{id}: an income document as a download, for its owner and for those who may see the
 * owner's tenant profile while the owner shares them; anyone else gets the not-found page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return downloadResponse(await forPage(() => openPaycheck(serviceFrom(context), params.id)));
}
