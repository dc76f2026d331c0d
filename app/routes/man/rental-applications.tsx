import { useTranslation } from 'react-i18next';
import { ApplicationsTable } from '#app/components/man/applications-table.tsx';
import { CursorLinks } from '#app/components/man/list-page.tsx';
import {
  CountLinks,
  Options,
  SearchField,
  SearchSelect,
  StaffListHeader,
  StaffResults,
  StaffSearchForm,
} from '#app/components/man/staff-list.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { APPLICATION_STATUSES } from '#common/application-rules.ts';
import { formatNumber } from '#common/format.ts';
import { listLink } from '#common/list-kit.ts';
import { parseStaffApplicationQuery, staffApplicationList } from '#common/staff-people.ts';
import { searchStaffApplications } from '#server/domain/staff/staff-applications.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/rental-applications';

export const handle = { middleware: ['staff'], i18n: ['man', 'listing', 'applications'] };

const PATH = '/man/rental-applications';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  const query = parseStaffApplicationQuery(new URL(request.url).searchParams);
  return { query, result: await forPage(() => searchStaffApplications(ctx, query)) };
}

const href = listLink(PATH, staffApplicationList);

export default function StaffApplications({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { query, result } = loaderData;
  const total = Object.values(result.counts).reduce((sum, n) => sum + (n ?? 0), 0);
  return (
    <div>
      <StaffListHeader title={t('man:applications.title')} intro={t('man:applications.intro')} />
      <StaffSearchForm
        action={PATH}
        submitLabel={t('man:applications.search.submit')}
        clear={{ label: t('man:applications.search.clear') }}
      >
        <SearchField
          id="apps-listing"
          name="listing"
          label={t('man:applications.search.listing')}
          defaultValue={query.listing}
          maxLength={200}
        />
        <SearchField
          id="apps-person"
          name="person"
          label={t('man:applications.search.person')}
          defaultValue={query.person}
          maxLength={200}
        />
        <SearchSelect
          id="apps-status"
          name="status"
          label={t('man:applications.search.status')}
          defaultValue={query.status}
          anyLabel={t('man:applications.search.anyStatus')}
        >
          <Options values={APPLICATION_STATUSES} label={(status) => tDynamic(t, `applications:status.${status}`)} />
        </SearchSelect>
        <SearchField id="apps-from" name="from" type="date" label={t('man:applications.search.from')} defaultValue={query.from} />
        <SearchField id="apps-to" name="to" type="date" label={t('man:applications.search.to')} defaultValue={query.to} />
      </StaffSearchForm>
      <CountLinks
        label={t('man:applications.counts.label')}
        links={[
          {
            href: href(query, { status: undefined }),
            current: !query.status,
            label: t('man:applications.counts.all', { n: formatNumber(total, locale) }),
          },
          ...APPLICATION_STATUSES.filter((status) => result.counts[status]).map((status) => ({
            href: href(query, { status }),
            current: query.status === status,
            label: `${tDynamic(t, `applications:status.${status}`)} (${formatNumber(result.counts[status] ?? 0, locale)})`,
          })),
        ]}
      />
      <StaffResults
        isEmpty={result.items.length === 0}
        empty={{ title: t('man:applications.emptyTitle'), text: t('man:applications.empty') }}
      >
        <ApplicationsTable rows={result.items} caption={t('man:applications.results')} />
      </StaffResults>
      <CursorLinks page={result} href={(cursor) => href(query, cursor)} />
    </div>
  );
}
