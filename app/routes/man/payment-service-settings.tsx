import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formAction, noticeFrom, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate } from '#common/format.ts';
import { serviceTimingSchema } from '#common/payment-service.ts';
import {
  requirePaymentSettingsRight,
  saveServiceTiming,
  staffPaymentSettings,
} from '#server/domain/bank-payments/staff-payments.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/payment-service-settings';

// /man/rental-contracts/payment-service/settings: how the payment service runs, i.e. how many days
// before each due date its bank claim is made. The fee and reminder timing are on
// /man/payments/settings; this form writes only its own field (the same settings row). Saving
// needs staff.payments.settings (administrators) and is audited with the value before; a wrong value is refused
// beside the field, the typed value kept.
export const handle = { middleware: ['staff'], i18n: ['man', 'manPayments'] };

const PATH = '/man/rental-contracts/payment-service/settings';

export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  await forPage(() => requirePaymentSettingsRight(service));
  return { settings: await forPage(() => staffPaymentSettings(service)), notice: noticeFrom(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(await request.formData(), serviceTimingSchema, async (value) => {
    await saveServiceTiming(serviceFrom(context), value);
    return redirectWithNotice(PATH, 'manPayments:notices.timingSaved');
  });
}

const link = 'font-medium text-brand-700 underline underline-offset-2';

export default function PaymentServiceSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { settings, notice } = loaderData;
  const [form, fields] = useForm({
    id: 'payment-service-settings',
    lastResult: actionData,
    defaultValue: { claim_days_before: String(settings.claim_days_before) },
  });
  const days = fields.claim_days_before;
  return (
    <div>
      <title>{`${t('manPayments:serviceSettings.title')} · ${t('brand.name')}`}</title>
      <p className="text-sm">
        <Link to="/man/rental-contracts/payment-service" className={link}>
          {t('manPayments:list.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('manPayments:serviceSettings.title')}</h1>
      <p className="mt-1 text-muted">{t('manPayments:serviceSettings.intro')}</p>
      <FlashNotice notice={notice} />
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-6">
        <FormError id={form.errorId} errors={form.errors} />
        <section className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4" aria-labelledby="service-claims">
          <h2 id="service-claims" className="text-lg font-semibold">
            {t('manPayments:serviceSettings.claimsTitle')}
          </h2>
          <div className="flex flex-col gap-1">
            <label htmlFor={days.id} className="font-medium">
              {t('manPayments:settings.claimDays')}
            </label>
            <input
              {...getInputProps(days, { type: 'text' })}
              key={days.key}
              inputMode="numeric"
              className="h-12 w-full rounded-md border border-line bg-white px-3 text-base aria-[invalid=true]:border-danger-600 sm:w-40"
              aria-describedby={`${days.errorId} ${days.id}-help`}
            />
            <p id={`${days.id}-help`} className="text-sm text-muted">
              {t('manPayments:serviceSettings.claimDaysHelp')}
            </p>
            <FieldError id={days.errorId} errors={days.errors} />
          </div>
        </section>
        <div>
          <button type="submit" className="h-12 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
            {t('manPayments:serviceSettings.save')}
          </button>
        </div>
      </Form>
      <p className="mt-4">
        <Link to="/man/payments/settings" className={link}>
          {t('manPayments:serviceSettings.feesLink')}
        </Link>
      </p>
      {settings.updated_by && (
        <p className="mt-4 text-sm text-muted">
          {t('manPayments:settings.updatedBy', {
            name: settings.updated_by,
            date: formatDate(settings.updated_at, 'long', locale),
          })}
        </p>
      )}
    </div>
  );
}
