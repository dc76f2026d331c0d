import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { CursorLinks, ListResults } from '#app/components/man/list-page.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { dayStart } from '#common/calendar-day.ts';
import { formatDate, formatMoney } from '#common/format.ts';
import { listLink } from '#common/list-kit.ts';
import { CLAIM_STATUSES, parseStaffPaymentQuery, staffPaymentList } from '#common/payment-service.ts';
import { searchStaffPayments } from '#server/domain/bank-payments/staff-payments.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/payment-service-payments';

// /man/rental-contracts/payment-service/payments: every claim of the payment service with its
// payment and payout (gross, fee, net, status, the payout method masked), latest due date first,
// 20 a page: filter by status, search by claim reference or address; the ledger check on top
// (staff.payments.read).
export const handle = { middleware: ['staff'], i18n: ['man', 'manPayments'] };

const PATH = '/man/rental-contracts/payment-service/payments';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseStaffPaymentQuery(new URL(request.url).searchParams);
  return { query, result: await forPage(() => searchStaffPayments(serviceFrom(context), query)) };
}

const href = listLink(PATH, staffPaymentList);

export default function StaffPaymentServiceClaims({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { query, result } = loaderData;
  const field = 'h-12 w-full rounded-md border border-line bg-white px-3 text-base';
  const day = (d: string) => formatDate(dayStart(d), 'date', locale);
  return (
    <div>
      <title>{`${t('manPayments:list.title')} · ${t('brand.name')}`}</title>
      <p className="text-sm">
        <Link to="/man/rental-contracts/payment-service" className="font-medium text-brand-700 underline underline-offset-2">
          {t('manPayments:list.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('manPayments:list.title')}</h1>
      <p className="mt-1 text-muted">{t('manPayments:list.intro')}</p>
      <p
        className={`mt-4 rounded-xl border p-4 font-medium ${result.ledger_balanced ? 'border-line bg-white' : 'border-danger-600 bg-danger-50 text-danger-600'}`}
        data-testid="ledger-check"
      >
        {result.ledger_balanced ? t('manPayments:overview.ledgerOk') : t('manPayments:overview.ledgerBad')}
      </p>
      <Form
        method="get"
        action={PATH}
        role="search"
        className="mt-6 grid gap-3 rounded-xl border border-line bg-white p-4 md:grid-cols-[2fr_1fr_auto] md:items-end"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="payments-q" className="font-medium">
            {t('manPayments:list.q')}
          </label>
          <input id="payments-q" name="q" type="search" defaultValue={query.q ?? ''} maxLength={200} className={field} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="payments-status" className="font-medium">
            {t('manPayments:list.status')}
          </label>
          <NativeSelect id="payments-status" name="status" defaultValue={query.status ?? ''} size="lg">
            <option value="">{t('manPayments:list.any')}</option>
            {CLAIM_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`manPayments:claimStatus.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <button type="submit" className="h-12 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
          {t('manPayments:list.submit')}
        </button>
      </Form>
      <ListResults
        count={t('manPayments:list.found', { count: result.total })}
        isEmpty={result.items.length === 0}
        empty={{ title: t('manPayments:list.emptyTitle'), text: t('manPayments:list.empty') }}
        paging={<CursorLinks page={result} href={(cursor) => href(query, cursor)} />}
      >
        <ul
          className="mt-2 flex flex-col divide-y divide-line rounded-xl border border-line bg-white"
          aria-label={t('manPayments:list.results')}
        >
          {result.items.map((item) => (
            <li
              key={item.id}
              data-testid="staff-payment"
              className="flex flex-col gap-1 p-4 md:flex-row md:items-center md:gap-4"
            >
              <div className="min-w-0 flex-1">
                <span className="font-semibold">{item.reference}</span>
                <span className="block break-words text-sm text-muted">
                  <Link to={`/man/rental-contracts/${item.contract_id}`} className="text-brand-700 underline">
                    {t('manPayments:list.contract', { reference: item.contract_reference })}
                  </Link>
                  {item.address && ` · ${item.address}`}
                </span>
                <span className="block text-sm text-muted">
                  {t('manPayments:list.due', { date: day(item.due_date) })}
                  {item.paid_at && ` · ${t('manPayments:list.paidAt', { date: formatDate(item.paid_at, 'date', locale) })}`}
                </span>
                {item.last_error && item.status !== 'paid' && (
                  <span className="block text-sm text-danger-600 break-words">
                    {t('manPayments:list.attempts', { count: item.attempts })}
                    {' · '}
                    {t('manPayments:list.lastError', { error: item.last_error })}
                  </span>
                )}
              </div>
              <div className="flex flex-col gap-1 text-sm md:w-72 md:items-end md:text-right">
                <span className="font-semibold">{formatMoney(item.amount_isk, locale)}</span>
                <span data-testid="staff-payment-status">{t(`manPayments:claimStatus.${item.status}`)}</span>
                {item.payout ? (
                  <span data-testid="staff-payout">
                    {t('manPayments:list.payout', {
                      gross: formatMoney(item.payout.gross_isk, locale),
                      net: formatMoney(item.payout.net_isk, locale),
                      fee: formatMoney(item.payout.fee_isk, locale),
                      status: t(`manPayments:payoutStatus.${item.payout.status}`),
                    })}
                    {item.payout.method && (
                      <span className="block break-words text-muted">
                        {t('manPayments:list.payoutMethod', { method: item.payout.method })}
                      </span>
                    )}
                  </span>
                ) : (
                  <span>{t('manPayments:list.noPayout')}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      </ListResults>
    </div>
  );
}
