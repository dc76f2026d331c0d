import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { openTeamDocument } from '#server/domain/teams/team-documents.service.ts';
import { downloadResponse } from '#server/http/downloads.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/verification-document';

export const handle = { middleware: ['team:team.read'] };

/** /teams/{slug}/settings/verification/documents/{documentId}: one of the team's documents, for its members. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return downloadResponse(await forPage(() => openTeamDocument(serviceFrom(context), params.slug, params.documentId)));
}
