import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';
import { listMembers } from '#server/domain/teams/members.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/people';

export const handle = { middleware: ['team:team.read'], i18n: ['teams'] };

// /teams/{slug}/settings/people: the team's members and their roles; owners and admins also
// invite people and open a member to change their role.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { members, rights } = await forPage(() => listMembers(serviceFrom(context), params.slug));
  return { members, rights, notice: noticeFrom(request) };
}

export default function TeamPeople({ loaderData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { members, rights, notice } = loaderData;
  const base = `/teams/${params.slug}/settings/people`;
  return (
    <div className="max-w-3xl">
      <title>{`${t('teams:people.title')} · ${t('brand.name')}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('teams:people.title')}</h1>
        {rights.manageMembers && (
          <Link
            to={`${base}/invitation`}
            className="inline-flex h-11 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            {t('teams:people.invite')}
          </Link>
        )}
      </div>
      <p className="mt-2 text-muted">{t('teams:people.intro')}</p>
      <FlashNotice notice={notice} />
      <ul className="mt-6 divide-y divide-line rounded-xl border border-line">
        {members.map((member) => (
          <li
            key={member.user_id}
            data-testid="team-member"
            className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <Link to={`${base}/${member.user_id}`} className="font-semibold underline [overflow-wrap:anywhere]">
                {member.name}
              </Link>
              {member.is_me && <span className="ml-2 text-sm text-muted">{t('teams:people.you')}</span>}
              <p className="text-sm text-muted [overflow-wrap:anywhere]">{member.email}</p>
            </div>
            <div className="text-sm sm:text-right">
              <p className="font-semibold" data-testid="member-role">
                {t(`teams:roles.${member.role}`)}
              </p>
              <p className="text-muted">{t('teams:people.since', { date: formatDate(member.since, 'date', locale) })}</p>
            </div>
          </li>
        ))}
      </ul>
      <section aria-labelledby="roles-title" className="mt-8 rounded-xl bg-subtle p-4">
        <h2 id="roles-title" className="font-bold">
          {t('teams:people.rolesTitle')}
        </h2>
        <dl className="mt-2 flex flex-col gap-2 text-sm">
          {(['owner', 'admin', 'agent', 'viewer'] as const).map((role) => (
            <div key={role}>
              <dt className="inline font-semibold">{t(`teams:roles.${role}`)}: </dt>
              <dd className="inline">{t(`teams:roleHelp.${role}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
