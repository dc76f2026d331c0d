import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CursorLinks } from '#app/components/man/list-page.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { APPLICATION_SORTS, type LandlordListQuery, landlordApplicationList } from '#common/application-form.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#common/application-rules.ts';
import { formatDate } from '#common/format.ts';
import { listLink } from '#common/list-kit.ts';
import type { Whose } from '#common/whose.ts';
import { ApplicationStatusBadge } from './application-status.tsx';

export interface ApplicationSummaryData {
  id: string;
  listing: { id: string; title: string | null; town: string | null };
  tenant_name: string;
  status: ApplicationStatus;
  household: number;
  pets: boolean;
  income_band: number | null;
  created_at: string;
  whose?: Whose;
}

export interface LandlordListData {
  items: ApplicationSummaryData[];
  total: number;
  next: string | null;
  prev: string | null;
}

/**
 * The landlord's applications: a filter form (GET, works without JavaScript), the list, and
 * previous/next pages. `listings` gives the listing filter; without it the list is one listing's.
 * `rowExtra` adds a line to each row (whose it is, on the list across all listings).
 */
export function LandlordApplicationsList({
  data,
  query,
  listings,
  action,
  rowExtra,
}: {
  data: LandlordListData;
  query: { listing?: string; status?: string; sort?: string };
  listings?: { id: string; title: string | null }[];
  action: string;
  rowExtra?: (item: ApplicationSummaryData) => ReactNode;
}) {
  const { t, i18n } = useTranslation('applications');
  const locale = uiLocale(i18n.language);
  const href = listLink(action, landlordApplicationList);
  const listQuery = { ...query, page: 1 } as LandlordListQuery;
  return (
    <div>
      <form method="get" action={action} className="mt-4 grid gap-3 rounded-xl border border-line bg-subtle p-4 sm:grid-cols-4">
        <h2 className="sr-only">{t('landlord.filters')}</h2>
        {listings && (
          <label htmlFor="applications-listing" className="flex flex-col gap-1 text-sm font-medium">
            {t('landlord.listing')}
            <NativeSelect id="applications-listing" name="listing" defaultValue={query.listing ?? ''}>
              <option value="">{t('landlord.allListings')}</option>
              {listings.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.title ?? l.id}
                </option>
              ))}
            </NativeSelect>
          </label>
        )}
        <label htmlFor="applications-status" className="flex flex-col gap-1 text-sm font-medium">
          {t('landlord.status')}
          <NativeSelect id="applications-status" name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('landlord.allStatuses')}</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {tDynamic(t, `status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label htmlFor="applications-sort" className="flex flex-col gap-1 text-sm font-medium">
          {t('landlord.sort')}
          <NativeSelect id="applications-sort" name="sort" defaultValue={query.sort ?? 'newest'}>
            {APPLICATION_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`landlord.sorts.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <div className="flex items-end">
          <button type="submit" className="h-11 w-full rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
            {t('landlord.apply')}
          </button>
        </div>
      </form>
      <p className="mt-4 text-sm text-muted" aria-live="polite">
        {t('landlord.count', { count: data.total })}
      </p>
      {data.items.length === 0 ? (
        <EmptyState className="mt-4" headingLevel={2} title={t('landlord.emptyTitle')} text={t('landlord.emptyText')} />
      ) : (
        <ul className="mt-2 flex flex-col gap-3" data-testid="landlord-applications">
          {data.items.map((item) => (
            <li key={item.id} className="rounded-xl border border-line bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={`/landlord/applications/${item.id}`}
                  className="inline-flex min-h-11 items-center text-lg font-semibold text-brand-700 underline [overflow-wrap:anywhere]"
                >
                  {item.tenant_name}
                </Link>
                <ApplicationStatusBadge status={item.status} />
              </div>
              <p className="text-sm [overflow-wrap:anywhere]">
                {[item.listing.title, item.listing.town].filter(Boolean).join(' · ')}
              </p>
              <p className="mt-1 text-sm text-muted">
                {[
                  t('landlord.people', { count: item.household }),
                  item.pets ? t('landlord.withPets') : null,
                  item.income_band ? tDynamic(t, `incomeBand.${item.income_band}`) : null,
                  t('landlord.received', { date: formatDate(item.created_at, 'date', locale) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {rowExtra?.(item)}
            </li>
          ))}
        </ul>
      )}
      <CursorLinks page={data} href={(cursor) => href(listQuery, cursor)} />
    </div>
  );
}
