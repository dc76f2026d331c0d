import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { openStaffTeamDocument } from '#server/domain/staff/staff-teams.service.ts';
import { downloadResponse } from '#server/http/downloads.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/team-document';

export const handle = { middleware: ['staff'] };

/** /man/teams/{teamId}/documents/{documentId}: a team's document for staff checking it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return downloadResponse(await forPage(() => openStaffTeamDocument(serviceFrom(context), params.teamId, params.documentId)));
}
