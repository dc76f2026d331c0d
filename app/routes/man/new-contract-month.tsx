import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { savePlainStep } from '#app/lib/step-form.server.ts';
import { formatDate, formatMoney } from '#common/format.ts';
import {
  EXCLUDE_REASON_MAX,
  monthInputFromForm,
  setupMonthSchema,
} from '#server/domain/bank-payments/staff-payment-setup.rules.ts';
import { saveSetupMonth, setupMonth, setupState } from '#server/domain/bank-payments/staff-payment-setup.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/new-contract-month';
import { buttonClass, fieldClass, SetupHeader, setupPath } from './new-contract-kit.tsx';

// /man/rental-contracts/new/{id}/payment-schedule/{date}: one month (by its due date); staff may
// leave it out of the service with a reason. A date that is not one of the months is 404.
export const handle = { middleware: ['staff'], i18n: ['man', 'manPaymentSetup'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  const month = await forPage(() => setupMonth(ctx, params.id, params.date));
  return { state: await forPage(() => setupState(ctx, params.id)), month };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // One month is part of the schedule step: saving it returns there.
  return savePlainStep(await request.formData(), {
    schema: setupMonthSchema,
    toInput: monthInputFromForm,
    save: (value) => saveSetupMonth(serviceFrom(context), params.id, params.date, value),
    next: setupPath(params.id, 'payment-schedule'),
    notice: 'manPaymentSetup:notices.saved',
  });
}

export default function SetupMonth({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { state, month } = loaderData;
  const include = actionData?.values.include ?? (month.excluded ? 'no' : 'yes');
  const reason = actionData?.values.reason ?? month.reason ?? '';
  const errors = actionData?.fields ?? {};
  return (
    <div>
      <SetupHeader state={state} title={t('manPaymentSetup:month.title', { date: formatDate(month.due_date, 'date', locale) })} />
      <p className="mt-4">
        {t('manPaymentSetup:month.facts', {
          amount: formatMoney(month.amount_isk, locale),
          claim: formatDate(month.claim_date, 'date', locale),
        })}
      </p>
      <Form method="post" reloadDocument className="mt-6 flex flex-col gap-4" noValidate>
        <FormError id="month-form-error" errors={actionData?.form} />
        <fieldset>
          <legend className="text-lg font-semibold">{t('manPaymentSetup:month.choice')}</legend>
          <label className="mt-2 flex min-h-12 items-center gap-3">
            <input type="radio" name="include" value="yes" defaultChecked={include === 'yes'} className="size-5" />
            <span>{t('manPaymentSetup:month.include')}</span>
          </label>
          <label className="mt-2 flex min-h-12 items-center gap-3">
            <input type="radio" name="include" value="no" defaultChecked={include === 'no'} className="size-5" />
            <span>{t('manPaymentSetup:month.exclude')}</span>
          </label>
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor="reason" className="font-medium">
            {t('manPaymentSetup:month.reason')}
          </label>
          <p id="reason-help" className="text-sm text-muted">
            {t('manPaymentSetup:month.reasonHelp')}
          </p>
          <input
            id="reason"
            name="reason"
            type="text"
            defaultValue={reason}
            maxLength={EXCLUDE_REASON_MAX}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby="reason-help reason-error"
            className={fieldClass}
          />
          <FieldError id="reason-error" errors={errors.reason} />
        </div>
        <div>
          <button type="submit" className={buttonClass}>
            {t('manPaymentSetup:month.save')}
          </button>
        </div>
      </Form>
    </div>
  );
}
