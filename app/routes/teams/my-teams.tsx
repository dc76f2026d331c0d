import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TeamBadge } from '#app/components/teams/team-badge.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatNumber } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';
import { listMyTeams } from '#server/domain/teams/teams.service.ts';
import type { Route } from './+types/my-teams';

export const handle = { middleware: ['auth'], i18n: ['teams'] };

// /teams: the teams the person belongs to, with their role in each, and a way to make one.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { teams: await listMyTeams(serviceFrom(context)), notice: noticeFrom(request) };
}

export default function MyTeams({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { teams, notice } = loaderData;
  const create = (
    <Link
      to="/teams/create"
      className="inline-flex h-11 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
    >
      {t('teams:mine.create')}
    </Link>
  );
  return (
    <div className="max-w-3xl">
      <title>{`${t('teams:mine.title')} · ${t('brand.name')}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('teams:mine.title')}</h1>
        {teams.length > 0 && create}
      </div>
      <p className="mt-2 text-muted">{t('teams:mine.intro')}</p>
      <FlashNotice notice={notice} />
      <p className="mt-2">
        <Link to="/teams/invites" className="text-sm font-semibold text-brand-700 underline">
          {t('teams:mine.invites')}
        </Link>
      </p>
      {teams.length === 0 ? (
        <EmptyState className="mt-6" title={t('teams:mine.empty.title')} text={t('teams:mine.empty.text')} action={create} />
      ) : (
        <ul className="mt-6 flex flex-col gap-3">
          {teams.map((team) => (
            <li key={team.id} data-testid="my-team" className="rounded-xl border border-line p-4">
              <div className="flex items-start gap-3">
                {team.logo_url ? (
                  <img src={team.logo_url} alt="" className="size-12 shrink-0 rounded-md border border-line" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="grid size-12 shrink-0 place-items-center rounded-md bg-brand-50 font-bold text-brand-800"
                  >
                    {team.name.slice(0, 1)}
                  </span>
                )}
                <div className="min-w-0">
                  <h2 className="text-lg font-bold [overflow-wrap:anywhere]">
                    <Link to={`/teams/${team.slug}`} className="underline">
                      {team.name}
                    </Link>
                  </h2>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                    <span>{t(`teams:roles.${team.role}`)}</span>
                    <span aria-hidden="true">·</span>
                    <span>
                      {t('teams:mine.members', { count: team.members, n: formatNumber(team.members, i18n.language as Locale) })}
                    </span>
                    <TeamBadge status={team.verification_status} />
                  </p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
