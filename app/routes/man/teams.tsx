import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountLinks, SearchField, StaffListHeader, StaffSearchForm } from '#app/components/man/staff-list.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { PageLinks } from '#app/components/ui/page-links.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { fullDaysBetween } from '#common/calendar-day.ts';
import { formatDate, formatNumber } from '#common/format.ts';
import { formatKennitala } from '#common/kennitala.ts';
import { listLink } from '#common/list-kit.ts';
import { parseStaffTeamQuery, STAFF_TEAM_FILTERS, staffTeamList } from '#common/team-verification.ts';
import { searchStaffTeams } from '#server/domain/staff/staff-teams.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/teams';

// /man/teams: the verification queue. Teams waiting (or with a sub-entity waiting) come first,
// longest waiting first; then the rest, newest first.
export const handle = { middleware: ['staff'], i18n: ['man'] };

const PATH = '/man/teams';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  const query = parseStaffTeamQuery(new URL(request.url).searchParams);
  return { query, result: await forPage(() => searchStaffTeams(ctx, query)), now: ctx.now().toISOString() };
}

const href = listLink(PATH, staffTeamList);

export default function StaffTeams({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { query, result, now } = loaderData;
  const waitingDays = (since: string) => Math.max(0, fullDaysBetween(new Date(since), new Date(now)));
  return (
    <div>
      <StaffListHeader title={t('man:teams.title')} intro={t('man:teams.intro')} />
      <StaffSearchForm action={PATH} layout="single" submitLabel={t('man:teams.search.submit')}>
        <SearchField id="teams-q" name="q" label={t('man:teams.search.q')} defaultValue={query.q} maxLength={200} />
        {query.status && <input type="hidden" name="status" value={query.status} />}
      </StaffSearchForm>
      <CountLinks
        label={t('man:teams.search.filter')}
        links={[
          { href: href(query, { status: undefined }), current: !query.status, label: t('man:teams.search.all') },
          ...STAFF_TEAM_FILTERS.map((status) => ({
            href: href(query, { status: status }),
            current: query.status === status,
            label: tDynamic(t, `man:teams.status.${status}`),
          })),
        ]}
      />
      <p className="mt-4 text-sm text-muted" role="status">
        {t('man:teams.found', { n: formatNumber(result.total, locale) })}
      </p>
      {result.items.length === 0 ? (
        <EmptyState className="mt-4" headingLevel={2} title={t('man:teams.emptyTitle')} text={t('man:teams.empty')} />
      ) : (
        <ul
          className="mt-2 flex flex-col divide-y divide-line rounded-xl border border-line bg-white"
          aria-label={t('man:teams.results')}
        >
          {result.items.map((team) => (
            <li key={team.id} data-testid="staff-team" className="flex flex-col gap-1 p-4 md:flex-row md:items-center md:gap-4">
              <div className="min-w-0 flex-1">
                <Link to={`${PATH}/${team.id}`} className="font-semibold text-brand-700 underline break-words">
                  {team.name}
                </Link>
                <span className="block text-sm text-muted">
                  {t('man:teams.kennitala', { kennitala: formatKennitala(team.company_kennitala) })} ·{' '}
                  {t('man:teams.members', { n: formatNumber(team.members, locale) })}
                </span>
              </div>
              <div className="flex flex-col gap-1 text-sm md:w-64 md:text-right">
                <span className="font-semibold">{tDynamic(t, `man:teams.status.${team.status}`)}</span>
                {team.submitted_at && (
                  <span className="text-muted">
                    {t('man:teams.waiting', {
                      count: waitingDays(team.submitted_at),
                      date: formatDate(team.submitted_at, 'date', locale),
                    })}
                  </span>
                )}
                {team.pending_sub_entities > 0 && (
                  <span className="text-muted">
                    {t('man:teams.pendingSubs', { n: formatNumber(team.pending_sub_entities, locale) })}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <PageLinks page={result.page} pageCount={result.page_count} href={(page) => href(query, { page })} />
    </div>
  );
}
