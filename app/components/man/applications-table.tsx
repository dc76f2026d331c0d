import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge, type StatusTone } from '#app/components/ui/status-badge.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import type { ApplicationStatus } from '#common/application-rules.ts';
import { formatDate } from '#common/format.ts';
import type { StaffApplicationRowDto } from '#common/staff-people.ts';
import { uiLocale } from '../ui/locale.ts';

const TONES: Partial<Record<ApplicationStatus, StatusTone>> = {
  submitted: 'info',
  viewed: 'info',
  shortlisted: 'warn',
  accepted: 'good',
  declined: 'bad',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status] ?? 'muted'}>{tDynamic(t, `applications:status.${status}`)}</StatusBadge>;
}

const listingHref = (row: StaffApplicationRowDto) => `/man/listings?open=${row.listing_id}#detail`;
const personHref = (id: string) => `/man/users/${id}`;

/**
 * Applications for staff: a table from md up, a list of cards on a phone. The listing opens in
 * the staff listing search, the people on their staff pages. Read-only.
 */
export function ApplicationsTable({ rows, caption }: { rows: StaffApplicationRowDto[]; caption: string }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const title = (row: StaffApplicationRowDto) => row.listing_title ?? t('man:listings.untitled');
  const household = (row: StaffApplicationRowDto) => t('man:applications.household', { count: row.household });
  const moveIn = (row: StaffApplicationRowDto) => (row.move_in_date ? formatDate(row.move_in_date, 'date', locale) : '–');
  const person = (id: string | null, name: string | null, email: string | null) =>
    id ? (
      <>
        <Link to={personHref(id)} className="font-semibold text-brand-700 underline break-words">
          {name ?? '–'}
        </Link>
        {email && <span className="block text-muted break-all">{email}</span>}
      </>
    ) : (
      '–'
    );
  return (
    <>
      <ul className="mt-4 flex flex-col gap-3 md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={row.id} data-testid="staff-application" className="rounded-xl border border-line bg-white p-4">
            <div className="flex items-start justify-between gap-2">
              <Link to={listingHref(row)} lang="is" className="min-w-0 font-semibold text-brand-700 underline break-words">
                {title(row)}
              </Link>
              <ApplicationStatusBadge status={row.status} />
            </div>
            {row.listing_address && <p className="mt-1 text-sm text-muted break-words">{row.listing_address}</p>}
            <dl className="mt-3 grid grid-cols-1 gap-2 text-sm">
              <div>
                <dt className="font-medium">{t('man:applications.table.tenant')}</dt>
                <dd>{person(row.tenant_id, row.tenant_name, row.tenant_email)}</dd>
              </div>
              <div>
                <dt className="font-medium">{t('man:applications.table.landlord')}</dt>
                <dd>{person(row.landlord_id, row.landlord_name, row.landlord_email)}</dd>
              </div>
              <div className="flex flex-wrap gap-x-4 gap-y-1 text-muted">
                <dd>{household(row)}</dd>
                <dd>{`${t('man:applications.table.moveIn')}: ${moveIn(row)}`}</dd>
                <dd>{`${t('man:applications.table.sent')}: ${formatDate(row.created_at, 'date', locale)}`}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="mt-4 hidden overflow-x-auto rounded-xl border border-line bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-subtle">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('man:applications.table.listing')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('man:applications.table.status')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('man:applications.table.tenant')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('man:applications.table.landlord')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('man:applications.table.household')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('man:applications.table.moveIn')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('man:applications.table.sent')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="staff-application-row" className="border-t border-line align-top">
                <th scope="row" className="px-3 py-3 font-normal">
                  <Link to={listingHref(row)} lang="is" className="font-semibold text-brand-700 underline">
                    {title(row)}
                  </Link>
                  {row.listing_address && <span className="block text-muted">{row.listing_address}</span>}
                </th>
                <td className="px-3 py-3">
                  <ApplicationStatusBadge status={row.status} />
                </td>
                <td className="px-3 py-3">{person(row.tenant_id, row.tenant_name, row.tenant_email)}</td>
                <td className="px-3 py-3">{person(row.landlord_id, row.landlord_name, row.landlord_email)}</td>
                <td className="whitespace-nowrap px-3 py-3">{household(row)}</td>
                <td className="whitespace-nowrap px-3 py-3">{moveIn(row)}</td>
                <td className="whitespace-nowrap px-3 py-3">{formatDate(row.created_at, 'date', locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
