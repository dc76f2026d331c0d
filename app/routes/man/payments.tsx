import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
import { PageLinks } from '#app/components/ui/page-links.tsx';
import { StatusBadge, type StatusTone } from '#app/components/ui/status-badge.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { dayStart } from '#common/calendar-day.ts';
import { formatDate, formatMoney } from '#common/format.ts';
import { listLink } from '#common/list-kit.ts';
import { RENT_PAYMENT_STATUSES, type RentPaymentStatus } from '#common/rent-schedule-dtos.ts';
import { parseStaffRentQuery, type StaffRentRowDto, staffRentList } from '#common/staff-rent.ts';
import { searchStaffRentPayments } from '#server/domain/rent-schedule/staff-rent.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/payments';

// /man/payments: all rent on the platform (docs/rules/staff-payments.md): every month of every
// active contract, collected by the payment service or marked by hand, overdue months first;
// counts per status link to their filtered list, totals in krónur under the filter; search by
// contract reference, address or party, a month range; 20 a page (staff.payments.read).
export const handle = { middleware: ['staff'], i18n: ['man', 'manPayments'] };

const PATH = '/man/payments';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseStaffRentQuery(new URL(request.url).searchParams);
  return { query, result: await forPage(() => searchStaffRentPayments(serviceFrom(context), query)) };
}

const href = listLink(PATH, staffRentList);

const TONES: Record<RentPaymentStatus, StatusTone> = {
  pending: 'muted',
  paid: 'good',
  overdue: 'bad',
  cancelled: 'muted',
};

export default function StaffRent({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { query, result } = loaderData;
  const day = (d: string) => formatDate(dayStart(d), 'date', locale);
  const money = (n: number) => formatMoney(n, locale);
  const all = RENT_PAYMENT_STATUSES.reduce((sum, s) => sum + result.counts[s], 0);
  const how = (item: StaffRentRowDto) => {
    if (item.paid_how.kind === 'bank') return t('manPayments:rent.how.bank');
    if (item.paid_how.kind === 'hand')
      return item.paid_how.by ? t('manPayments:rent.how.handBy', { name: item.paid_how.by }) : t('manPayments:rent.how.hand');
    return item.status === 'cancelled' ? t('manPayments:rent.how.cancelled') : t('manPayments:rent.how.none');
  };
  return (
    <div>
      <StaffListHeader title={t('manPayments:rent.title')} intro={t('manPayments:rent.intro')} />
      <StaffSearchForm action={PATH} submitLabel={t('manPayments:list.submit')} clear={{ label: t('manPayments:rent.clear') }}>
        <SearchField id="rent-q" name="q" label={t('manPayments:rent.q')} defaultValue={query.q} maxLength={200} />
        <SearchSelect
          id="rent-status"
          name="status"
          label={t('manPayments:list.status')}
          defaultValue={query.status}
          anyLabel={t('manPayments:list.any')}
        >
          <Options values={RENT_PAYMENT_STATUSES} label={(s) => t(`manPayments:rent.status.${s}`)} />
        </SearchSelect>
        <SearchField id="rent-from" name="from" type="month" label={t('manPayments:rent.from')} defaultValue={query.from} />
        <SearchField id="rent-to" name="to" type="month" label={t('manPayments:rent.to')} defaultValue={query.to} />
      </StaffSearchForm>
      <CountLinks
        label={t('manPayments:rent.byStatus')}
        links={[
          {
            href: href(query, { status: undefined }),
            current: query.status === undefined,
            label: t('manPayments:rent.all', { n: all }),
          },
          ...(['overdue', 'pending', 'paid', 'cancelled'] as const).map((s) => ({
            href: href(query, { status: s }),
            current: query.status === s,
            label: t(`manPayments:rent.count.${s}`, { n: result.counts[s] }),
          })),
        ]}
      />
      <dl className="mt-4 grid gap-3 sm:grid-cols-3" aria-label={t('manPayments:rent.totals')} data-testid="rent-totals">
        <div className="rounded-xl border border-line bg-white p-4">
          <dt className="text-sm text-muted">{t('manPayments:rent.totalDue')}</dt>
          <dd className="text-lg font-semibold">{money(result.totals.due_isk)}</dd>
        </div>
        <div className="rounded-xl border border-line bg-white p-4">
          <dt className="text-sm text-muted">{t('manPayments:rent.totalPaid')}</dt>
          <dd className="text-lg font-semibold">{money(result.totals.paid_isk)}</dd>
        </div>
        <div
          className={`rounded-xl border p-4 ${result.totals.overdue_isk > 0 ? 'border-danger-600 bg-danger-50' : 'border-line bg-white'}`}
        >
          <dt className="text-sm text-muted">{t('manPayments:rent.totalOverdue')}</dt>
          <dd className={`text-lg font-semibold ${result.totals.overdue_isk > 0 ? 'text-danger-600' : ''}`}>
            {money(result.totals.overdue_isk)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-muted" role="status">
        {t('manPayments:rent.found', { count: result.total })}
      </p>
      <StaffResults
        isEmpty={result.items.length === 0}
        empty={{ title: t('manPayments:rent.emptyTitle'), text: t('manPayments:rent.empty') }}
      >
        <ul
          className="flex flex-col divide-y divide-line rounded-xl border border-line bg-white"
          aria-label={t('manPayments:rent.results')}
        >
          {result.items.map((item) => (
            <li
              key={item.id}
              data-testid="staff-rent"
              className={`flex flex-col gap-1 p-4 md:flex-row md:items-center md:gap-4 ${item.status === 'overdue' ? 'border-l-4 border-l-danger-600' : ''}`}
            >
              <div className="min-w-0 flex-1">
                <Link to={`/man/rental-contracts/${item.contract_id}`} className="font-semibold text-brand-700 underline">
                  {item.contract_reference}
                </Link>
                {item.address && <span className="block break-words text-sm">{item.address}</span>}
                <span className="block text-sm text-muted">
                  {t('manPayments:rent.period', { from: day(item.period_start), to: day(item.period_end) })}
                </span>
                <span className="block text-sm text-muted">{t('manPayments:list.due', { date: day(item.due_date) })}</span>
              </div>
              <div className="flex flex-col gap-1 text-sm md:w-72 md:items-end md:text-right">
                <span className="text-base font-semibold">{money(item.amount_isk)}</span>
                {item.index_linked && item.amount_isk !== item.base_amount_isk && (
                  <span className="text-muted">{t('manPayments:rent.indexed', { base: money(item.base_amount_isk) })}</span>
                )}
                <span data-testid="staff-rent-status">
                  <StatusBadge tone={TONES[item.status]}>{t(`manPayments:rent.status.${item.status}`)}</StatusBadge>
                </span>
                <span data-testid="staff-rent-how">
                  {how(item)}
                  {item.paid_at && ` · ${formatDate(item.paid_at, 'date', locale)}`}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </StaffResults>
      <PageLinks page={result.page} pageCount={result.page_count} href={(page) => href(query, { page })} />
    </div>
  );
}
