import { useTranslation } from 'react-i18next';
import { uiLocale } from '#app/components/ui/locale.ts';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate, formatMoney } from '#common/format.ts';
import { setupState } from '#server/domain/bank-payments/staff-payment-setup.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/new-contract-setup';
import { SetupHeader, SetupSteps } from './new-contract-kit.tsx';

// /man/rental-contracts/new/{id}: the contract's summary, the steps with their state, and what is
// still missing before staff can confirm.
export const handle = { middleware: ['staff'], i18n: ['man', 'manPaymentSetup'] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return { state: await forPage(() => setupState(serviceFrom(context), params.id)), notice: noticeFrom(request) };
}

export default function SetupSummary({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { state, notice } = loaderData;
  const c = state.contract;
  const day = (d: string) => formatDate(d, 'date', locale);
  return (
    <div>
      <SetupHeader state={state} title={t('manPaymentSetup:summary.title', { reference: c.reference })} notice={notice} />
      <dl className="mt-4 grid gap-2 rounded-xl border border-line bg-white p-4 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('manPaymentSetup:summary.address')}</dt>
        <dd>{c.address}</dd>
        <dt className="font-medium">{t('manPaymentSetup:summary.parties')}</dt>
        <dd>{c.parties.join(', ')}</dd>
        <dt className="font-medium">{t('manPaymentSetup:summary.rent')}</dt>
        <dd>{c.rent_isk !== null ? formatMoney(c.rent_isk, locale) : '–'}</dd>
        <dt className="font-medium">{t('manPaymentSetup:summary.term')}</dt>
        <dd>
          {c.start_date
            ? c.end_date
              ? t('manPaymentSetup:summary.fixed', { start: day(c.start_date), end: day(c.end_date) })
              : t('manPaymentSetup:summary.openEnded', { start: day(c.start_date) })
            : '–'}
        </dd>
      </dl>
      {state.availability === 'ready' ? (
        <>
          <h2 className="mt-6 text-xl font-semibold">{t('manPaymentSetup:summary.steps')}</h2>
          <SetupSteps state={state} />
          {state.missing.length ? (
            <p className="mt-4" data-testid="setup-missing">
              {t('manPaymentSetup:summary.missing')}:{' '}
              {state.missing.map((m) => t(`manPaymentSetup:missingItems.${m as 'payer'}`)).join(', ')}
            </p>
          ) : (
            <p className="mt-4 font-medium">{t('manPaymentSetup:summary.ready')}</p>
          )}
        </>
      ) : (
        <p className="mt-6 rounded-md border border-line bg-white p-4" role="status">
          {t(state.availability === 'already_on' ? 'manPaymentSetup:summary.alreadyOn' : 'manPaymentSetup:summary.notAvailable')}
        </p>
      )}
    </div>
  );
}
