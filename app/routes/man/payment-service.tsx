import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { uiLocale } from '#app/components/ui/locale.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate, formatMoney, formatNumber } from '#common/format.ts';
import { CLAIM_STATUSES, PAYOUT_STATUSES } from '#common/payment-service.ts';
import { can } from '#server/domain/access/can.ts';
import { staffPaymentOverview } from '#server/domain/bank-payments/staff-payments.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/payment-service';

// /man/rental-contracts/payment-service: the payment service at a glance for staff: contracts
// using it, claims and payouts by status, the totals and whether the ledger balances; links to
// every claim and payout (./payment-service/payments), the service's settings, the fee and
// reminder settings, all rent (/man/payments), the services catalogue (staff.payments.read) and
// setting the service up for a customer (/man/rental-contracts/new).
export const handle = { middleware: ['staff'], i18n: ['man', 'manPayments', 'manPaymentSetup'] };

export async function loader({ context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  return {
    overview: await forPage(() => staffPaymentOverview(service)),
    // The settings pages are administrators' (staff.payments.settings): no link for other staff.
    settingsLinks: can(service.actor, 'staff.payments.settings'),
  };
}

const link = 'font-medium text-brand-700 underline underline-offset-2';

export default function PaymentServiceOverview({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { overview } = loaderData;
  const money = (n: number) => formatMoney(n, locale);
  return (
    <div>
      <title>{`${t('manPayments:overview.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('manPayments:overview.title')}</h1>
      <p className="mt-1 text-muted">{t('manPayments:overview.intro')}</p>
      <p className="mt-3">
        <Link to="/man/rental-contracts/new" className="inline-flex min-h-12 items-center font-semibold text-brand-700 underline">
          {t('manPaymentSetup:link')}
        </Link>
      </p>
      <p
        className={`mt-4 rounded-xl border p-4 font-medium ${overview.ledger_balanced ? 'border-line bg-white' : 'border-danger-600 bg-danger-50 text-danger-600'}`}
        data-testid="ledger-check"
      >
        {overview.ledger_balanced ? t('manPayments:overview.ledgerOk') : t('manPayments:overview.ledgerBad')}
      </p>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        <section className="rounded-xl border border-line bg-white p-4" aria-labelledby="overview-claims">
          <h2 id="overview-claims" className="text-lg font-semibold">
            {t('manPayments:overview.claims')}
          </h2>
          <dl className="mt-2">
            {CLAIM_STATUSES.map((s) => (
              <div key={s} className="flex justify-between gap-2 py-1">
                <dt>{t(`manPayments:claimStatus.${s}`)}</dt>
                <dd className="font-semibold">{formatNumber(overview.claims_by_status[s], locale)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="rounded-xl border border-line bg-white p-4" aria-labelledby="overview-payouts">
          <h2 id="overview-payouts" className="text-lg font-semibold">
            {t('manPayments:overview.payouts')}
          </h2>
          <dl className="mt-2">
            {PAYOUT_STATUSES.map((s) => (
              <div key={s} className="flex justify-between gap-2 py-1">
                <dt className="first-letter:uppercase">{t(`manPayments:payoutStatus.${s}`)}</dt>
                <dd className="font-semibold">{formatNumber(overview.payouts_by_status[s], locale)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="rounded-xl border border-line bg-white p-4" aria-labelledby="overview-totals">
          <h2 id="overview-totals" className="text-lg font-semibold">
            {t('manPayments:overview.totals')}
          </h2>
          <dl className="mt-2" data-testid="overview-totals">
            <div className="flex justify-between gap-2 py-1">
              <dt>{t('manPayments:overview.claimed')}</dt>
              <dd className="font-semibold">{money(overview.totals.claimed_isk)}</dd>
            </div>
            <div className="flex justify-between gap-2 py-1">
              <dt>{t('manPayments:overview.paid')}</dt>
              <dd className="font-semibold">{money(overview.totals.paid_isk)}</dd>
            </div>
            <div className="flex justify-between gap-2 py-1">
              <dt>{t('manPayments:overview.fees')}</dt>
              <dd className="font-semibold">{money(overview.totals.fees_isk)}</dd>
            </div>
            <div className="flex justify-between gap-2 py-1">
              <dt>{t('manPayments:overview.paidOut')}</dt>
              <dd className="font-semibold">{money(overview.totals.paid_out_isk)}</dd>
            </div>
          </dl>
        </section>
      </div>
      <section className="mt-6 rounded-xl border border-line bg-white p-4" aria-labelledby="overview-links">
        <h2 id="overview-links" className="text-lg font-semibold">
          {t('manPayments:overview.links')}
        </h2>
        <ul className="mt-2 flex flex-col gap-2">
          <li>
            <Link to="/man/rental-contracts/payment-service/payments" className={link}>
              {t('manPayments:overview.allClaims')}
            </Link>
          </li>
          {loaderData.settingsLinks && (
            <>
              <li>
                <Link to="/man/rental-contracts/payment-service/settings" className={link}>
                  {t('manPayments:overview.serviceTiming')}
                </Link>
              </li>
              <li>
                <Link to="/man/payments/settings" className={link}>
                  {t('manPayments:overview.timing')}
                </Link>
              </li>
            </>
          )}
          <li>
            <Link to="/man/payments" className={link}>
              {t('manPayments:overview.allRent')}
            </Link>
          </li>
          {loaderData.settingsLinks && (
            <li>
              <Link to="/man/rental-contracts/payment-service/settings/services" className={link}>
                {t('manPayments:overview.services')}
              </Link>
            </li>
          )}
        </ul>
      </section>
      <section className="mt-6" aria-labelledby="overview-enrolments">
        <h2 id="overview-enrolments" className="text-lg font-semibold">
          {t('manPayments:overview.enrolments')}
        </h2>
        {overview.enrolments.length === 0 ? (
          <p className="mt-2 text-muted">{t('manPayments:overview.noEnrolments')}</p>
        ) : (
          <ul className="mt-2 flex flex-col divide-y divide-line rounded-xl border border-line bg-white">
            {overview.enrolments.map((e) => (
              <li
                key={e.contract_id}
                className="flex flex-col gap-1 p-4 md:flex-row md:items-center md:gap-4"
                data-testid="enrolment"
              >
                <div className="min-w-0 flex-1">
                  <Link to={`/man/rental-contracts/${e.contract_id}`} className="font-semibold text-brand-700 underline">
                    {e.contract_reference}
                  </Link>
                  <span className="block break-words text-sm text-muted">{e.address}</span>
                </div>
                <div className="flex flex-col gap-1 text-sm md:items-end md:text-right">
                  <span className="font-semibold">{t(`manPayments:services.names.${e.service as 'basic'}`)}</span>
                  <span>
                    {t('manPayments:overview.started', { date: formatDate(e.started_at, 'date', locale) })}
                    {e.set_up_by_staff && ` · ${t('manPayments:overview.byStaff')}`}
                  </span>
                  <span>{t('manPayments:overview.openClaims', { count: e.open_claims })}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
