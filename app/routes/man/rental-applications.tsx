import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { ApplicationsTable } from '#app/components/man/applications-table.tsx';
import { CountLink } from '#app/components/man/page-links.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { PageLinks } from '#app/components/ui/page-links.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { APPLICATION_STATUSES } from '#common/application-rules.ts';
import { formatNumber } from '#common/format.ts';
import { parseStaffApplicationQuery, queryString, type StaffApplicationQuery } from '#common/staff-people.ts';
import { searchStaffApplications } from '#server/domain/staff/staff-applications.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/rental-applications';

export const handle = { middleware: ['staff'], i18n: ['man', 'listing'] };

const PATH = '/man/rental-applications';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  const query = parseStaffApplicationQuery(new URL(request.url).searchParams);
  return { query, result: await forPage(() => searchStaffApplications(ctx, query)) };
}

const href = (query: StaffApplicationQuery, change: Record<string, string | number | undefined> = {}) =>
  `${PATH}${queryString(query, { page: undefined, ...change })}`;

const fieldClass = 'h-12 w-full rounded-md border border-line bg-white px-3 text-base';

export default function StaffApplications({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { query, result } = loaderData;
  const total = Object.values(result.counts).reduce((sum, n) => sum + (n ?? 0), 0);
  return (
    <div>
      <title>{`${t('man:applications.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('man:applications.title')}</h1>
      <p className="mt-1 text-muted">{t('man:applications.intro')}</p>
      <Form
        method="get"
        action={PATH}
        role="search"
        className="mt-6 grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="apps-listing" className="font-medium">
            {t('man:applications.search.listing')}
          </label>
          <input
            id="apps-listing"
            name="listing"
            type="search"
            defaultValue={query.listing ?? ''}
            maxLength={200}
            className={fieldClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="apps-person" className="font-medium">
            {t('man:applications.search.person')}
          </label>
          <input
            id="apps-person"
            name="person"
            type="search"
            defaultValue={query.person ?? ''}
            maxLength={200}
            className={fieldClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="apps-status" className="font-medium">
            {t('man:applications.search.status')}
          </label>
          <select id="apps-status" name="status" defaultValue={query.status ?? ''} className={fieldClass}>
            <option value="">{t('man:applications.search.anyStatus')}</option>
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tDynamic(t, `man:applications.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="apps-from" className="font-medium">
            {t('man:applications.search.from')}
          </label>
          <input id="apps-from" name="from" type="date" defaultValue={query.from ?? ''} className={fieldClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="apps-to" className="font-medium">
            {t('man:applications.search.to')}
          </label>
          <input id="apps-to" name="to" type="date" defaultValue={query.to ?? ''} className={fieldClass} />
        </div>
        <div className="flex items-end gap-3">
          <button type="submit" className="h-12 flex-1 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
            {t('man:applications.search.submit')}
          </button>
          <Link to={PATH} className="inline-flex h-12 items-center px-2 font-semibold text-brand-700 underline">
            {t('man:applications.search.clear')}
          </Link>
        </div>
      </Form>
      <nav aria-label={t('man:applications.counts.label')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          <li>
            <CountLink href={href(query, { status: undefined })} current={!query.status}>
              {t('man:applications.counts.all', { n: formatNumber(total, locale) })}
            </CountLink>
          </li>
          {APPLICATION_STATUSES.filter((status) => result.counts[status]).map((status) => (
            <li key={status}>
              <CountLink href={href(query, { status })} current={query.status === status}>
                {`${tDynamic(t, `man:applications.status.${status}`)} (${formatNumber(result.counts[status] ?? 0, locale)})`}
              </CountLink>
            </li>
          ))}
        </ul>
      </nav>
      {result.items.length === 0 ? (
        <EmptyState
          className="mt-6"
          headingLevel={2}
          title={t('man:applications.emptyTitle')}
          text={t('man:applications.empty')}
        />
      ) : (
        <ApplicationsTable rows={result.items} caption={t('man:applications.results')} />
      )}
      <PageLinks page={result.page} pageCount={result.page_count} href={(page) => href(query, { page })} />
    </div>
  );
}
