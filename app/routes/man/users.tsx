import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CursorLinks, ListResults } from '#app/components/man/list-page.tsx';
import { CountLinks, SearchField, StaffListHeader, StaffSearchForm } from '#app/components/man/staff-list.tsx';
import { UserBadges } from '#app/components/man/user-badges.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate } from '#common/format.ts';
import { listLink } from '#common/list-kit.ts';
import { formatPhone } from '#common/phone.ts';
import { parseStaffUserQuery, staffUserList, USER_FILTERS } from '#common/staff-people.ts';
import { searchStaffUsers } from '#server/domain/staff/staff-users.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/users';

export const handle = { middleware: ['staff'], i18n: ['man'] };

const PATH = '/man/users';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  const query = parseStaffUserQuery(new URL(request.url).searchParams);
  return { query, result: await forPage(() => searchStaffUsers(ctx, query)) };
}

const href = listLink(PATH, staffUserList);

export default function StaffUsers({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { query, result } = loaderData;
  return (
    <div>
      <StaffListHeader title={t('man:users.title')} intro={t('man:users.intro')} />
      <StaffSearchForm action={PATH} layout="single" submitLabel={t('man:users.search.submit')}>
        <SearchField id="users-q" name="q" label={t('man:users.search.q')} defaultValue={query.q} maxLength={200} />
        {query.filter && <input type="hidden" name="filter" value={query.filter} />}
      </StaffSearchForm>
      <CountLinks
        label={t('man:users.search.filter')}
        links={[
          { href: href(query, { filter: undefined }), current: !query.filter, label: t('man:users.search.all') },
          ...USER_FILTERS.map((filter) => ({
            href: href(query, { filter: filter }),
            current: query.filter === filter,
            label: tDynamic(t, `man:users.search.${filter}`),
          })),
        ]}
      />
      <ListResults
        count={t('man:users.found', { count: result.total })}
        isEmpty={result.items.length === 0}
        empty={{ title: t('man:users.emptyTitle'), text: t('man:users.empty') }}
        paging={<CursorLinks page={result} href={(cursor) => href(query, cursor)} />}
      >
        <ul
          className="mt-2 flex flex-col divide-y divide-line rounded-xl border border-line bg-white"
          aria-label={t('man:users.results')}
        >
          {result.items.map((user) => (
            <li key={user.id} data-testid="staff-user" className="flex flex-col gap-1 p-4 md:flex-row md:items-center md:gap-4">
              <div className="min-w-0 flex-1">
                <Link to={`${PATH}/${user.id}`} className="font-semibold text-brand-700 underline break-words">
                  {user.name}
                </Link>
                <span className="block text-sm text-muted break-all">{user.email}</span>
                {user.phone && <span className="block text-sm text-muted">{formatPhone(user.phone)}</span>}
              </div>
              <UserBadges user={user} />
              <span className="text-sm text-muted md:w-40 md:text-right">
                {t('man:users.joined', { date: formatDate(user.created_at, 'date', locale) })}
              </span>
            </li>
          ))}
        </ul>
      </ListResults>
    </div>
  );
}
