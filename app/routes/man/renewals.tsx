import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StaffTable } from '#app/components/man/staff-list.tsx';
import { FilterLinks } from '#app/components/ui/filter-links.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { PageLinks } from '#app/components/ui/page-links.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { dayStart } from '#common/calendar-day.ts';
import { formatDate } from '#common/format.ts';
import { RENEWAL_STATUSES } from '#common/renewal-rules.ts';
import {
  parseStaffRenewalQuery,
  searchStaffRenewalRequests,
  searchStaffUpcomingRenewals,
} from '#server/domain/renewals/staff-renewals.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/renewals';

// /man/rental-contracts/renewals: contracts nearing the landlord's notice deadline (51. gr.) with
// no notice given, soonest first; and renewal requests by status. 20 a page each; read only.
export const handle = { middleware: ['staff'], i18n: ['man', 'manContracts', 'renewals'] };

const PATH = '/man/rental-contracts/renewals';

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const ctx = serviceFrom(context);
  const query = await forPage(() => parseStaffRenewalQuery(params));
  const upcomingPage = await forPage(() => parseStaffRenewalQuery(new URLSearchParams({ page: params.get('upcoming') ?? '' })));
  const [upcoming, requests] = await Promise.all([
    forPage(() => searchStaffUpcomingRenewals(ctx, upcomingPage.page)),
    forPage(() => searchStaffRenewalRequests(ctx, query)),
  ]);
  return { query, upcoming, requests };
}

function href(status: string | undefined, page: number, upcoming: number) {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  if (upcoming > 1) params.set('upcoming', String(upcoming));
  const q = params.toString();
  return q ? `${PATH}?${q}` : PATH;
}

const td = 'py-2 pr-3 align-top';

export default function StaffRenewals({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const day = (d: string) => formatDate(dayStart(d), 'date', locale);
  const { query, upcoming, requests } = loaderData;
  const link = (id: string, reference: string) => (
    <Link to={`/man/rental-contracts/${id}`} className="font-medium text-brand-700 underline">
      {reference}
    </Link>
  );
  return (
    <div>
      <title>{`${t('renewals:man.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('renewals:man.title')}</h1>
      <p className="mt-1 text-muted">{t('renewals:man.intro')}</p>

      <section aria-labelledby="upcoming-title" className="mt-6">
        <h2 id="upcoming-title" className="text-xl font-semibold">
          {t('renewals:man.upcoming')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('renewals:man.upcomingIntro')}</p>
        <StaffTable
          testId="renewals-upcoming"
          isEmpty={upcoming.items.length === 0}
          empty={t('renewals:man.noUpcoming')}
          headings={[t('renewals:man.reference'), t('renewals:man.address'), t('renewals:man.end'), t('renewals:man.deadline')]}
        >
          {upcoming.items.map((row) => (
            <tr key={row.contractId} className="border-b border-line">
              <td className={td}>{link(row.contractId, row.reference)}</td>
              <td className={`${td} break-words`}>{row.address ?? '—'}</td>
              <td className={td}>{day(row.endDate)}</td>
              <td className={td}>
                {day(row.noticeDeadline)}
                {row.late && <span className="ml-1 font-semibold text-danger-600">{t('renewals:man.late')}</span>}
              </td>
            </tr>
          ))}
        </StaffTable>
        <PageLinks page={upcoming.page} pageCount={upcoming.page_count} href={(page) => href(query.status, query.page, page)} />
      </section>

      <section aria-labelledby="requests-title" className="mt-10">
        <h2 id="requests-title" className="text-xl font-semibold">
          {t('renewals:man.requests')}
        </h2>
        <FilterLinks
          label={t('renewals:man.filter')}
          className="mt-3"
          links={[
            { to: href(undefined, 1, upcoming.page), label: t('renewals:man.all'), active: !query.status },
            ...RENEWAL_STATUSES.map((status) => ({
              to: href(status, 1, upcoming.page),
              label: t(`renewals:status.${status}`),
              active: query.status === status,
            })),
          ]}
        />
        <StaffTable
          testId="renewals-requests"
          isEmpty={requests.items.length === 0}
          empty={t('renewals:man.noRequests')}
          headings={[
            t('renewals:man.reference'),
            t('renewals:man.kind'),
            t('renewals:man.status'),
            t('renewals:man.sent'),
            t('renewals:man.answerDue'),
          ]}
        >
          {requests.items.map((row) => (
            <tr key={row.id} className="border-b border-line">
              <td className={td}>
                {link(row.contractId, row.reference)}
                <span className="block text-muted break-words">{row.address ?? '—'}</span>
              </td>
              <td className={td}>
                {t(`renewals:kind.${row.kind}`)}
                {row.reasonCode && <span className="block text-muted">{t(`renewals:reasons.${row.reasonCode}`)}</span>}
              </td>
              <td className={td}>
                {t(`renewals:status.${row.status}`)}
                {row.late && <span className="block font-semibold text-danger-600">{t('renewals:man.late')}</span>}
              </td>
              <td className={td}>{formatDate(row.sentAt, 'date', locale)}</td>
              <td className={td}>{row.answerDue ? day(row.answerDue) : '—'}</td>
            </tr>
          ))}
        </StaffTable>
        <PageLinks
          page={requests.page}
          pageCount={requests.page_count}
          href={(page) => href(query.status, page, upcoming.page)}
        />
      </section>
    </div>
  );
}
