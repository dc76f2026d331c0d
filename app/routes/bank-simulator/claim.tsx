import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { uiLocale } from '#app/components/ui/locale.ts';
import { redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { dayStart } from '#common/calendar-day.ts';
import { formatDate, formatMoney } from '#common/format.ts';
import { payTestClaim, testBankClaim } from '#server/domain/bank-payments/test-bank.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/claim';

export const handle = { middleware: ['auth'], i18n: ['paymentService'] };

// /bank-simulator/claims/{id}: the test bank. Only while the bank simulator is the provider and
// only for the tenant of the claim's contract (anyone else, or with a real bank: not found). The
// demo and the tests have no online bank, so the claim is paid here; the payment is then reported
// exactly as a bank's webhook would (docs/rules/payment-service.md "The test bank").
export async function loader({ params, context }: Route.LoaderArgs) {
  return { claim: await forPage(() => testBankClaim(serviceFrom(context), params.id)) };
}

export async function action({ params, context }: Route.ActionArgs) {
  const claim = await forPage(() => payTestClaim(serviceFrom(context), params.id));
  return redirectWithNotice(`/rental-contracts/${claim.contract_id}`, 'paymentService:notices.paid');
}

export default function TestBankClaim({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { claim } = loaderData;
  const amount = formatMoney(claim.amount_isk, locale);
  return (
    <div className="max-w-xl">
      <title>{`${t('paymentService:testBank.title')} · ${t('brand.name')}`}</title>
      <div
        className="rounded-xl border-2 border-dashed border-accent-600 bg-warning-100 p-4"
        role="note"
        data-testid="test-bank-banner"
      >
        <p className="text-lg font-bold uppercase tracking-wide">{t('paymentService:testBank.title')}</p>
        <p className="mt-1">{t('paymentService:testBank.banner')}</p>
      </div>
      <h1 className="mt-6 text-2xl font-bold">{t('paymentService:testBank.claim', { reference: claim.reference })}</h1>
      <dl className="mt-4 divide-y divide-line">
        <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
          <dt className="font-medium sm:w-40">{t('paymentService:block.amount')}</dt>
          <dd>{amount}</dd>
        </div>
        <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
          <dt className="font-medium sm:w-40">{t('paymentService:block.due')}</dt>
          <dd>{formatDate(dayStart(claim.due_date), 'date', locale)}</dd>
        </div>
        <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
          <dt className="font-medium sm:w-40">{t('paymentService:testBank.payer')}</dt>
          <dd className="break-words">{claim.payer}</dd>
        </div>
        {claim.address && (
          <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
            <dt className="font-medium sm:w-40">{t('paymentService:testBank.address')}</dt>
            <dd className="break-words">{claim.address}</dd>
          </div>
        )}
      </dl>
      {claim.status === 'open' ? (
        <Form method="post" reloadDocument className="mt-6">
          <button type="submit" className={buttonStyles('primary')}>
            {t('paymentService:testBank.pay', { amount })}
          </button>
        </Form>
      ) : (
        <p className="mt-6 font-medium">
          {claim.status === 'paid' ? t('paymentService:testBank.paid') : t('paymentService:testBank.cancelled')}
        </p>
      )}
      <p className="mt-6">
        <Link to={`/rental-contracts/${claim.contract_id}`} className="font-medium text-brand-700 underline underline-offset-2">
          {t('paymentService:testBank.back')}
        </Link>
      </p>
    </div>
  );
}
