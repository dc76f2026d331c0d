import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { openAttachment } from '#server/domain/inbox/conversations.service.ts';
import { downloadResponse } from '#server/http/downloads.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/attachment';

export const handle = { middleware: ['auth'] };

/**
 * /inbox/{id}/attachments/{attachmentId}: a message's file as a download (the type found in its
 * content, never shown inline), for those who may read the conversation; anyone else: not found.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return downloadResponse(await forPage(() => openAttachment(serviceFrom(context), params.id, params.attachmentId)));
}
