import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { uiLocale } from '#app/components/ui/locale.ts';
import { dayStart } from '#common/calendar-day.ts';
import { formatDate, formatMoney } from '#common/format.ts';
import type { PaymentServiceViewDto } from '#common/payment-service.ts';
import { feeText } from './fee-text.ts';

// The payment service on /rental-contracts/{id} (docs/rules/payment-service.md): the landlord
// side switches it on and sees the payouts less the fee; the tenant sees the claims, receipts and
// (with the simulator only) the test bank. Shown once the contract is active and the service is
// available or was used.

export function PaymentServiceBlock({ view }: { view: PaymentServiceViewDto | null }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  if (!view || (!view.available && !view.enrolment && view.claims.length === 0)) return null;
  const day = (d: string) => formatDate(dayStart(d), 'date', locale);
  const service = view.enrolment ? t(`paymentService:services.${view.enrolment.service as 'basic'}.name`) : null;
  return (
    <section aria-labelledby="payment-service-title" className="mt-8" data-testid="payment-service">
      <h2 id="payment-service-title" className="text-xl font-semibold">
        {t('paymentService:block.title')}
      </h2>
      <p className="mt-1 text-muted">{t('paymentService:block.intro')}</p>
      {view.enrolment ? (
        <div className="mt-3 rounded-xl border border-line bg-subtle p-4">
          <p className="font-medium" data-testid="payment-service-on">
            {t('paymentService:block.on', { service, fee: feeText(view.enrolment.fee, locale, t) })}
          </p>
          {view.enrolment.payout_method && (
            <p className="mt-1">{t('paymentService:block.payoutTo', { method: view.enrolment.payout_method })}</p>
          )}
          {view.enrolment.set_up_by_staff && <p className="mt-1 text-sm text-muted">{t('paymentService:block.setUpByStaff')}</p>}
        </div>
      ) : (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
          <p>{t('paymentService:block.off')}</p>
          {view.can_enrol && (
            <Link to={`/rental-contracts/${view.contract_id}/payment-service`} className={buttonStyles('primary')}>
              {t('paymentService:block.switchOn')}
            </Link>
          )}
        </div>
      )}

      {(view.enrolment || view.claims.length > 0) && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{t('paymentService:block.claims')}</h3>
          {view.claims.length === 0 ? (
            <p className="mt-2 text-muted">{t('paymentService:block.noClaims', { count: view.claim_days_before })}</p>
          ) : (
            <ul className="mt-2 divide-y divide-line" data-testid="payment-claims">
              {view.claims.map((claim) => (
                <li key={claim.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex flex-col gap-0.5">
                    <span className="font-medium">
                      {claim.reference}
                      {' · '}
                      {formatMoney(claim.amount_isk, locale)}
                    </span>
                    <span className="text-sm text-muted">
                      {t('paymentService:block.due')}: {day(claim.due_date)}
                      {' · '}
                      <span data-testid="claim-status">{t(`paymentService:claimStatus.${claim.status}`)}</span>
                    </span>
                    {claim.status === 'paid' && claim.paid_at && (
                      <span className="text-sm font-medium text-success-700" data-testid="claim-receipt">
                        {t('paymentService:block.receipt', {
                          amount: formatMoney(claim.paid_amount_isk ?? claim.amount_isk, locale),
                          date: formatDate(claim.paid_at, 'date', locale),
                        })}
                      </span>
                    )}
                  </div>
                  {claim.test_bank_path && (
                    <Link to={claim.test_bank_path} className={buttonStyles('secondary')}>
                      {t('paymentService:block.payInTestBank')}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      {view.side === 'landlord' && view.enrolment && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{t('paymentService:block.payouts')}</h3>
          {view.payouts.length === 0 ? (
            <p className="mt-2 text-muted">{t('paymentService:block.noPayouts')}</p>
          ) : (
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left text-sm" data-testid="payment-payouts">
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pr-3">
                      {t('paymentService:block.reference')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      {t('paymentService:block.gross')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      {t('paymentService:block.fee')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      {t('paymentService:block.net')}
                    </th>
                    <th scope="col" className="py-2">
                      {t('paymentService:block.status')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {view.payouts.map((payout) => (
                    <tr key={payout.id} className="border-b border-line" data-testid="payout-row">
                      <td className="py-2 pr-3">{payout.reference}</td>
                      <td className="py-2 pr-3 text-right">{formatMoney(payout.gross_isk, locale)}</td>
                      <td className="py-2 pr-3 text-right">{formatMoney(payout.fee_isk, locale)}</td>
                      <td className="py-2 pr-3 text-right font-medium">{formatMoney(payout.net_isk, locale)}</td>
                      <td className="py-2">{t(`paymentService:payoutStatus.${payout.status}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
