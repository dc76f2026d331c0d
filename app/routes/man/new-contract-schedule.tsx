import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { z } from 'zod';
import { FormError } from '#app/components/ui/field-error.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import { savePlainStep } from '#app/lib/step-form.server.ts';
import { formatDate, formatMoney } from '#common/format.ts';
import { neighbourHref } from '#common/step-form.ts';
import { reviewSetupSchedule, setupState } from '#server/domain/bank-payments/staff-payment-setup.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/new-contract-schedule';
import { buttonClass, SetupHeader, setupPath, setupWizard } from './new-contract-kit.tsx';

// /man/rental-contracts/new/{id}/payment-schedule: the months the service will claim, each with
// its due date, amount and claim date; each month's page leaves it out with a reason.
export const handle = { middleware: ['staff'], i18n: ['man', 'manPaymentSetup'] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return { state: await forPage(() => setupState(serviceFrom(context), params.id)), notice: noticeFrom(request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return savePlainStep(await request.formData(), {
    schema: z.object({}),
    toInput: () => ({}),
    save: () => reviewSetupSchedule(serviceFrom(context), params.id),
    next: neighbourHref(setupWizard(params.id), 'payment-schedule', 'next'),
    notice: 'manPaymentSetup:notices.saved',
  });
}

export default function SetupSchedule({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { state, notice } = loaderData;
  const day = (d: string) => formatDate(d, 'date', locale);
  return (
    <div>
      <SetupHeader state={state} title={t('manPaymentSetup:schedule.title')} notice={notice} />
      <p className="mt-4">{t('manPaymentSetup:schedule.intro', { count: state.claim_days_before })}</p>
      {state.months.length === 0 ? (
        <p className="mt-4 rounded-md border border-line bg-white p-3">{t('manPaymentSetup:schedule.none')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {state.months.map((m) => (
            <li key={m.id} className="rounded-xl border border-line bg-white p-4" data-testid={`month-${m.due_date}`}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="font-medium">{t('manPaymentSetup:schedule.due')}</dt>
                <dd>{day(m.due_date)}</dd>
                <dt className="font-medium">{t('manPaymentSetup:schedule.amount')}</dt>
                <dd>{formatMoney(m.amount_isk, locale)}</dd>
                <dt className="font-medium">{t('manPaymentSetup:schedule.claim')}</dt>
                <dd>{day(m.claim_date)}</dd>
                <dt className="font-medium">{t('manPaymentSetup:schedule.state')}</dt>
                <dd>
                  {m.excluded
                    ? t('manPaymentSetup:schedule.excluded', { reason: m.reason ?? '' })
                    : t('manPaymentSetup:schedule.included')}
                </dd>
              </dl>
              <Link
                to={setupPath(state.contract.contract_id, `payment-schedule/${m.due_date}`)}
                className="mt-2 inline-flex min-h-12 items-center font-semibold text-brand-700 underline"
              >
                {t('manPaymentSetup:schedule.change', { date: day(m.due_date) })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" reloadDocument className="mt-6">
        <FormError id="schedule-form-error" errors={actionData?.form} />
        <button type="submit" className={buttonClass}>
          {t('manPaymentSetup:schedule.save')}
        </button>
      </Form>
    </div>
  );
}
