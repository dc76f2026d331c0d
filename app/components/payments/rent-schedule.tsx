import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { uiLocale } from '#app/components/ui/locale.ts';
import { StatusBadge, type StatusTone } from '#app/components/ui/status-badge.tsx';
import { dayStart } from '#common/calendar-day.ts';
import { formatDate, formatMoney, formatMonth, formatNumber } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';
import type { IndexSummaryDto, RentPaymentDto, RentPaymentStatus, RentScheduleDto } from '#common/rent-schedule-dtos.ts';

// The "Greiðslur" section of /rental-contracts/{id} (docs/rules/rent-payments.md): the months of
// the rent, phone first (one card a month), the index summary of an index-linked contract, and
// for each month its page: the receipt once paid, the mark-paid form for the landlord side.

const TONES: Record<RentPaymentStatus, StatusTone> = {
  pending: 'muted',
  paid: 'good',
  // Red text on a light red ground with a border: the word says it too, not only the colour.
  overdue: 'bad',
  cancelled: 'neutral',
};

/** How many unpaid months are shown before the rest is folded. */
const UPCOMING = 3;

export function day(d: string, locale: Locale): string {
  return formatDate(dayStart(d), 'date', locale);
}

/** "október 2026" (common/format.ts formatMonth). */
export const monthName = formatMonth;

export function indexNumber(value: number, locale: Locale): string {
  return formatNumber(value, locale, 1);
}

export function PaymentStatusBadge({ status }: { status: RentPaymentStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONES[status]} size="md" testId="payment-status">
      {t(`payments:status.${status}`)}
    </StatusBadge>
  );
}

export function IndexSummary({ indexed, locale }: { indexed: IndexSummaryDto; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 rounded-xl border border-line bg-subtle p-4" data-testid="index-summary">
      <h3 className="font-semibold">{t('payments:index.title')}</h3>
      <dl className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">{t('payments:index.base')}</dt>
          <dd data-testid="index-base">
            {t('payments:index.monthValue', {
              month: monthName(indexed.baseMonth, locale),
              value: indexNumber(indexed.baseValue, locale),
            })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('payments:index.current')}</dt>
          <dd data-testid="index-current">
            {indexed.currentMonth && indexed.currentValue !== null
              ? t('payments:index.monthValue', {
                  month: monthName(indexed.currentMonth, locale),
                  value: indexNumber(indexed.currentValue, locale),
                })
              : t('payments:index.noneYet')}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('payments:index.change')}</dt>
          <dd data-testid="index-change">
            {indexed.changePercent === null
              ? '—'
              : t('payments:index.percent', {
                  value: `${indexed.changePercent > 0 ? '+' : ''}${formatNumber(indexed.changePercent, locale, 1)}`,
                })}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-muted">{t('payments:index.rule', { article: indexed.article })}</p>
    </div>
  );
}

function PaymentItem({ contractId, payment, mayMark }: { contractId: string; payment: RentPaymentDto; mayMark: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const open = payment.status === 'pending' || payment.status === 'overdue';
  const link = `/rental-contracts/${contractId}/payments/${payment.id}`;
  return (
    <li className="flex flex-col gap-1 py-3" data-testid="rent-payment">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">
          {t('payments:period', { start: day(payment.periodStart, locale), end: day(payment.periodEnd, locale) })}
        </span>
        <PaymentStatusBadge status={payment.status} />
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="text-lg font-semibold" data-testid="payment-amount">
          {formatMoney(payment.amountIsk, locale)}
        </span>
        <span className="text-sm text-muted">
          {payment.status === 'paid' && payment.paidAt
            ? t('payments:paidOn', { date: formatDate(payment.paidAt, 'date', locale) })
            : t('payments:due', { date: day(payment.dueDate, locale) })}
        </span>
      </div>
      {open && (payment.paidAmountIsk ?? 0) + payment.creditInIsk > 0 && (
        <span className="text-sm font-medium" data-testid="payment-owed">
          {t('payments:partPaid', {
            paid: formatMoney((payment.paidAmountIsk ?? 0) + payment.creditInIsk, locale),
            owed: formatMoney(payment.owedIsk, locale),
          })}
        </span>
      )}
      {payment.heldCreditIsk > 0 && (
        <span className="text-sm text-muted">
          {t('payments:heldCredit', { amount: formatMoney(payment.heldCreditIsk, locale) })}
        </span>
      )}
      {payment.amountIsk !== payment.baseAmountIsk && (
        <span className="text-sm text-muted">
          {t('payments:baseAmount', { amount: formatMoney(payment.baseAmountIsk, locale) })}
          {payment.indexMonth && payment.indexValue !== null && (
            <>
              {' · '}
              {t('payments:indexUsed', {
                month: monthName(payment.indexMonth, locale),
                value: indexNumber(payment.indexValue, locale),
              })}
            </>
          )}
        </span>
      )}
      {(payment.status === 'paid' || payment.receipts.length > 0) && (
        <Link to={link} className="text-sm font-medium text-brand-700 underline underline-offset-2">
          {t('payments:receiptLink')}
        </Link>
      )}
      {open && mayMark && (
        <Link to={link} className="text-sm font-medium text-brand-700 underline underline-offset-2">
          {t('payments:markLink')}
        </Link>
      )}
    </li>
  );
}

export function RentSchedule({ schedule }: { schedule: RentScheduleDto }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  if (schedule.payments.length === 0) return null;
  const overdue = schedule.payments.filter((p) => p.status === 'overdue');
  // Phone first: what is owed now and the next months on top; later and settled months folded.
  const pending = schedule.payments.filter((p) => p.status === 'pending');
  const current = [...overdue, ...pending.slice(0, UPCOMING)];
  const later = pending.slice(UPCOMING);
  const done = schedule.payments.filter((p) => p.status === 'paid' || p.status === 'cancelled').reverse();
  return (
    <section aria-labelledby="payments-title" className="mt-8" data-testid="rent-schedule">
      <h2 id="payments-title" className="text-xl font-semibold">
        {t('payments:title')}
      </h2>
      <p className="mt-1 text-muted">{t('payments:intro')}</p>
      {overdue.length > 0 && (
        <p className="mt-2 rounded-md border border-danger-600 bg-danger-50 p-3 font-medium text-danger-600">
          {t('payments:overdueSummary', {
            count: overdue.length,
            amount: formatMoney(
              overdue.reduce((sum, p) => sum + p.owedIsk, 0),
              locale,
            ),
          })}
        </p>
      )}
      {schedule.creditIsk > 0 && (
        <p className="mt-2 rounded-md border border-line bg-subtle p-3 font-medium" data-testid="rent-credit">
          {t('payments:credit', { amount: formatMoney(schedule.creditIsk, locale) })}
        </p>
      )}
      {schedule.indexed && <IndexSummary indexed={schedule.indexed} locale={locale} />}
      <ol className="mt-2 divide-y divide-line">
        {current.map((payment) => (
          <PaymentItem key={payment.id} contractId={schedule.contractId} payment={payment} mayMark={schedule.can.mark} />
        ))}
      </ol>
      {later.length > 0 && (
        <details className="mt-2 rounded-xl border border-line px-4" data-testid="later-months">
          <summary className="cursor-pointer py-3 font-medium">{t('payments:laterMonths', { count: later.length })}</summary>
          <ol className="divide-y divide-line">
            {later.map((payment) => (
              <PaymentItem key={payment.id} contractId={schedule.contractId} payment={payment} mayMark={schedule.can.mark} />
            ))}
          </ol>
        </details>
      )}
      {done.length > 0 && (
        <details className="mt-2 rounded-xl border border-line px-4" data-testid="past-months">
          <summary className="cursor-pointer py-3 font-medium">{t('payments:pastMonths', { count: done.length })}</summary>
          <ol className="divide-y divide-line">
            {done.map((payment) => (
              <PaymentItem key={payment.id} contractId={schedule.contractId} payment={payment} mayMark={schedule.can.mark} />
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
