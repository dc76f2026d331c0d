import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListingStatusBadge } from '#app/components/listings/listing-status-badge.tsx';
import { formatDate, formatMoney } from '#common/format.ts';
import type { StaffListingQuery, StaffListingRowDto } from '#common/staff-listings.ts';
import { uiLocale } from '../ui/locale.ts';
import { samePage, staffSearchHref } from './staff-listing-search.tsx';

/**
 * The staff search results: a table on wider screens, a list of cards on a phone. Each opens the
 * listing's detail panel on this page (the query kept).
 */
export function StaffListingResults({ rows, query }: { rows: StaffListingRowDto[]; query: StaffListingQuery }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const title = (row: StaffListingRowDto) => row.title_is ?? row.title_en ?? t('man:listings.untitled');
  const open = (row: StaffListingRowDto) => `${staffSearchHref(query, { ...samePage(query), open: row.id })}#detail`;
  const place = (row: StaffListingRowDto) =>
    [row.address, [row.postcode, row.town].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const rent = (row: StaffListingRowDto) => (row.rent_isk === null ? '–' : formatMoney(row.rent_isk, locale));
  return (
    <>
      <ul className="mt-4 flex flex-col gap-3 sm:hidden" aria-label={t('man:listings.results')}>
        {rows.map((row) => (
          <li key={row.id} data-testid="staff-listing" className="rounded-xl border border-line bg-white p-4">
            <div className="flex items-start justify-between gap-2">
              <Link to={open(row)} lang="is" className="min-w-0 font-semibold text-brand-700 underline break-words">
                {title(row)}
              </Link>
              <ListingStatusBadge status={row.status} />
            </div>
            <p className="mt-1 text-sm text-muted break-words">{place(row) || '–'}</p>
            <p className="mt-1 text-sm break-words">{row.owner_name ? `${row.owner_name} · ${row.owner_email}` : '–'}</p>
            <p className="mt-1 text-sm font-medium">{rent(row)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-4 hidden overflow-x-auto rounded-xl border border-line bg-white sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('man:listings.results')}</caption>
          <thead className="bg-subtle">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('man:listings.table.title')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('man:listings.table.status')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('man:listings.table.owner')}
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                {t('man:listings.table.rent')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('man:listings.table.updated')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="staff-listing-row" className="border-t border-line align-top">
                <th scope="row" className="px-3 py-3 font-normal">
                  <Link to={open(row)} lang="is" className="font-semibold text-brand-700 underline">
                    {title(row)}
                  </Link>
                  <span className="block text-muted">{place(row)}</span>
                </th>
                <td className="px-3 py-3">
                  <ListingStatusBadge status={row.status} />
                  {row.featured_rank !== null && (
                    <span className="mt-1 block text-xs text-muted">
                      {t('man:listings.featuredRank', { rank: row.featured_rank })}
                    </span>
                  )}
                </td>
                <td className="px-3 py-3">
                  {row.owner_name ?? '–'}
                  {row.owner_email && <span className="block text-muted">{row.owner_email}</span>}
                </td>
                <td className="whitespace-nowrap px-3 py-3 text-right">{rent(row)}</td>
                <td className="whitespace-nowrap px-3 py-3">{formatDate(row.updated_at, 'date', locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
