import { redirect } from 'react-router';
import type { Route } from './+types/settings';

export const handle = { middleware: ['team:team.read'], i18n: ['teams'] };

// /teams/{slug}/settings: the team's details are the first settings page.
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/teams/${encodeURIComponent(params.slug)}/settings/team`);
}
