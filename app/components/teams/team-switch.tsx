import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';

export interface SwitchTeam {
  slug: string;
  name: string;
}

/**
 * Team mode in the account menu (docs/rules/team-mode.md): "Acting as: Me / <team>", one small
 * form per choice (a plain POST, works without JavaScript), and a link to each team's pages.
 */
export function TeamSwitch({
  teams,
  actingTeam,
  idPrefix,
}: {
  teams: SwitchTeam[];
  actingTeam: string | null;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  if (!teams.length) return null;
  const here = location.pathname + location.search;
  const choices = [{ slug: '', name: t('teamMode.me') }, ...teams];
  const headingId = `${idPrefix}-team-mode`;
  return (
    <div className="border-t border-line pt-1">
      <p id={headingId} className="px-3 pt-2 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">
        {t('teamMode.actingAs')}
      </p>
      <ul aria-labelledby={headingId}>
        {choices.map((choice) => {
          const current = (actingTeam ?? '') === choice.slug;
          return (
            <li key={choice.slug || 'me'}>
              <Form method="post" action="/account/acting-team">
                <input type="hidden" name="team" value={choice.slug} />
                <input type="hidden" name="redirectTo" value={here} />
                <button
                  type="submit"
                  aria-pressed={current}
                  className={`flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-left text-sm hover:bg-brand-50 ${current ? 'font-semibold text-brand-700' : ''}`}
                >
                  <span aria-hidden="true" className="w-4">
                    {current ? '✓' : ''}
                  </span>
                  <span className="min-w-0 break-words">{choice.name}</span>
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
      <ul aria-label={t('teamMode.teamPages')}>
        {teams.map((team) => (
          <li key={team.slug}>
            <Link to={`/teams/${team.slug}`} className="flex min-h-11 items-center rounded-md px-3 text-sm hover:bg-brand-50">
              {t('teamMode.openTeam', { name: team.name })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The mode at a glance, beside the account menu: shown only while acting for a team. */
export function ActingTeamBadge({
  teams,
  actingTeam,
  className = '',
}: {
  teams: SwitchTeam[];
  actingTeam: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const team = teams.find((x) => x.slug === actingTeam);
  if (!team) return null;
  return (
    <Link
      to={`/teams/${team.slug}`}
      className={`inline-flex min-h-10 max-w-48 items-center rounded-md bg-brand-50 px-3 text-sm font-medium text-brand-700 ${className}`}
    >
      <span className="truncate">{t('teamMode.actingFor', { name: team.name })}</span>
    </Link>
  );
}

/**
 * The mode on a phone, under the closed header: while acting for a team, a full-width line
 * "Acting as: <team>" (a link to its pages), so it shows without opening the menu.
 */
export function ActingTeamBar({ teams, actingTeam }: { teams: SwitchTeam[]; actingTeam: string | null }) {
  const { t } = useTranslation();
  const team = teams.find((x) => x.slug === actingTeam);
  if (!team) return null;
  return (
    <div className="border-t border-brand-100 bg-brand-50 md:hidden" data-testid="acting-team-bar">
      <Link to={`/teams/${team.slug}`} className="mx-auto flex min-h-11 max-w-6xl items-center gap-1 px-4 text-sm text-brand-800">
        <span className="shrink-0">{t('teamMode.actingAs')}:</span>{' '}
        <span className="min-w-0 truncate font-semibold">{team.name}</span>
      </Link>
    </div>
  );
}
