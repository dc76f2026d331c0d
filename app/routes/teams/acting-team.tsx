import { redirect } from 'react-router';
import { redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { redirectBackOr } from '#common/redirect-path.ts';
import { setActingTeam } from '#server/domain/teams/acting.service.ts';
import { actingTeamSchema } from '#server/domain/teams/team-mode.schemas.ts';
import type { Route } from './+types/acting-team';

export const handle = { middleware: ['auth'] };

/**
 * The header's team-mode switch (docs/rules/team-mode.md): act personally or for a team one
 * belongs to, remembered on the person; back to the page it came from. A plain POST from a
 * button: a refusal (a team one has left) is a notice, not a page of its own.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const target = redirectBackOr(formData.get('redirectTo'));
  const parsed = actingTeamSchema.safeParse({ team: formData.get('team') ?? '' });
  if (!parsed.success) return redirect(target);
  try {
    await setActingTeam(serviceFrom(context), parsed.data.team);
  } catch (error) {
    return whenRefused(error, { refused: () => redirectWithNotice(target, 'errors:codes.team_membership_ended') });
  }
  // The header shows the mode the page is in: no notice needed.
  return redirect(target);
}

export function loader() {
  return redirect('/');
}
