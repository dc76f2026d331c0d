import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formAction, noticeFrom, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate, formatNumber } from '#common/format.ts';
import { feeSettingsSchema } from '#common/payment-service.ts';
import {
  requirePaymentSettingsRight,
  saveFeeSettings,
  staffPaymentSettings,
} from '#server/domain/bank-payments/staff-payments.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/payments-settings';

// /man/payments/settings: the payment service's default fee (a percent and a fixed part) and when
// reminders go out; which bank is in use. The claim timing is on the service's own settings page
// (/man/rental-contracts/payment-service/settings); this form never writes it. Saving needs
// staff.payments.settings (administrators) and is audited with the values before. A wrong value is refused beside
// its field, typed values kept.
export const handle = { middleware: ['staff'], i18n: ['man', 'manPayments'] };

const PATH = '/man/payments/settings';

export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  await forPage(() => requirePaymentSettingsRight(service));
  return { settings: await forPage(() => staffPaymentSettings(service)), notice: noticeFrom(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(await request.formData(), feeSettingsSchema, async (value) => {
    await saveFeeSettings(serviceFrom(context), value);
    return redirectWithNotice(PATH, 'manPayments:notices.settingsSaved');
  });
}

/** As few decimals as the fee has: 300 -> 3, 250 -> 2,5, 225 -> 2,25. */
const decimals = (basisPoints: number) => (basisPoints % 100 === 0 ? 0 : basisPoints % 10 === 0 ? 1 : 2);

const input = 'h-12 w-full rounded-md border border-line bg-white px-3 text-base aria-[invalid=true]:border-danger-600 sm:w-40';

export default function PaymentSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { settings, notice } = loaderData;
  const [form, fields] = useForm({
    id: 'payment-settings',
    lastResult: actionData,
    defaultValue: {
      fee_percent: formatNumber(settings.fee_basis_points / 100, locale, decimals(settings.fee_basis_points)),
      fee_fixed_isk: String(settings.fee_fixed_isk),
      reminder_days_before: String(settings.reminder_days_before),
      reminder_days_after: String(settings.reminder_days_after),
    },
  });
  const numberField = (name: keyof typeof fields, label: string, help?: string) => {
    const f = fields[name];
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={f.id} className="font-medium">
          {label}
        </label>
        <input
          {...getInputProps(f, { type: 'text' })}
          key={f.key}
          inputMode={name === 'fee_percent' ? 'decimal' : 'numeric'}
          className={input}
          aria-describedby={help ? `${f.errorId} ${f.id}-help` : f.errorId}
        />
        {help && (
          <p id={`${f.id}-help`} className="text-sm text-muted">
            {help}
          </p>
        )}
        <FieldError id={f.errorId} errors={f.errors} />
      </div>
    );
  };
  return (
    <div>
      <title>{`${t('manPayments:settings.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('manPayments:settings.title')}</h1>
      <p className="mt-1 text-muted">{t('manPayments:settings.intro')}</p>
      <FlashNotice notice={notice} />
      <p className="mt-4">
        <Link
          to="/man/rental-contracts/payment-service/settings"
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {t('manPayments:settings.claimTimingLink', { count: settings.claim_days_before })}
        </Link>
      </p>
      <section className="mt-6 rounded-xl border border-line bg-white p-4" aria-labelledby="payments-bank">
        <h2 id="payments-bank" className="text-lg font-semibold">
          {t('manPayments:settings.bankTitle')}
        </h2>
        <p className="mt-1" data-testid="payments-bank">
          {settings.bank === 'simulator' ? t('manPayments:settings.bankSimulator') : t('manPayments:settings.bankHttp')}
        </p>
      </section>
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-6">
        <FormError id={form.errorId} errors={form.errors} />
        <section className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4" aria-labelledby="payments-fee">
          <h2 id="payments-fee" className="text-lg font-semibold">
            {t('manPayments:settings.feeTitle')}
          </h2>
          {numberField('fee_percent', t('manPayments:settings.feePercent'), t('manPayments:settings.feePercentHelp'))}
          {numberField('fee_fixed_isk', t('manPayments:settings.feeFixed'))}
        </section>
        <section className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4" aria-labelledby="payments-timing">
          <h2 id="payments-timing" className="text-lg font-semibold">
            {t('manPayments:settings.remindersTitle')}
          </h2>
          {numberField('reminder_days_before', t('manPayments:settings.reminderBefore'))}
          {numberField('reminder_days_after', t('manPayments:settings.reminderAfter'))}
        </section>
        <div>
          <button type="submit" className="h-12 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
            {t('manPayments:settings.save')}
          </button>
        </div>
      </Form>
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
