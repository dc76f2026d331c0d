import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form } from 'react-router';
import { feeText } from '#app/components/payment-service/fee-text.ts';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { errorReply, noticeFrom, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatNumber } from '#common/format.ts';
import { type StaffServiceDto, serviceSettingsSchema } from '#common/payment-service.ts';
import { requirePaymentSettingsRight, saveService, staffServices } from '#server/domain/bank-payments/staff-payments.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/payment-service-services';

// /man/rental-contracts/payment-service/settings/services: the services landlords choose from,
// each with its own fee (empty: the default fee) and whether it is offered. Saving one needs
// staff.payments.settings (administrators) and is audited; a wrong value is refused beside its field.
export const handle = { middleware: ['staff'], i18n: ['man', 'manPayments', 'paymentService'] };

const PATH = '/man/rental-contracts/payment-service/settings/services';

export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  await forPage(() => requirePaymentSettingsRight(service));
  return { services: await forPage(() => staffServices(service)), notice: noticeFrom(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const code = String(formData.get('code') ?? '');
  const submission = parseWithZod(formData, { schema: serviceSettingsSchema });
  if (submission.status !== 'success') return data({ code, reply: submission.reply() }, { status: 422 });
  try {
    await saveService(serviceFrom(context), submission.value);
  } catch (error) {
    const { reply, status } = errorReply(submission, error);
    return data({ code, reply }, { status });
  }
  return redirectWithNotice(PATH, 'manPayments:notices.servicesSaved');
}

const input = 'h-12 w-full rounded-md border border-line bg-white px-3 text-base aria-[invalid=true]:border-danger-600 sm:w-40';
const decimals = (basisPoints: number) => (basisPoints % 100 === 0 ? 0 : basisPoints % 10 === 0 ? 1 : 2);

function ServiceForm({ service, lastResult }: { service: StaffServiceDto; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const [form, fields] = useForm({
    id: `service-${service.code}`,
    lastResult,
    defaultValue: {
      code: service.code,
      fee_percent:
        service.fee_basis_points === null
          ? ''
          : formatNumber(service.fee_basis_points / 100, locale, decimals(service.fee_basis_points)),
      fee_fixed_isk: service.fee_fixed_isk === null ? '' : String(service.fee_fixed_isk),
      active: service.active ? 'on' : '',
    },
  });
  const own = service.fee_basis_points !== null || service.fee_fixed_isk !== null;
  const titleId = `service-${service.code}-title`;
  return (
    <section
      className="rounded-xl border border-line bg-white p-4"
      aria-labelledby={titleId}
      data-testid={`service-${service.code}`}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t(`manPayments:services.names.${service.code as 'basic'}`)}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {service.reminders ? t('manPayments:services.reminders') : t('manPayments:services.noReminders')}
        {' · '}
        {t(own ? 'manPayments:services.ownFee' : 'manPayments:services.defaultFee', {
          fee: feeText(service.effective_fee, locale, t),
        })}
        {' · '}
        {t('manPayments:services.uses', { count: service.enrolments })}
      </p>
      <Form
        method="post"
        reloadDocument
        {...getFormProps(form)}
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <input type="hidden" name="code" value={service.code} />
        <FormError id={form.errorId} errors={form.errors as string[] | undefined} />
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.fee_percent.id} className="font-medium">
            {t('manPayments:services.feePercent')}
          </label>
          <input
            {...getInputProps(fields.fee_percent, { type: 'text' })}
            key={fields.fee_percent.key}
            inputMode="decimal"
            className={input}
            aria-describedby={`${fields.fee_percent.errorId} ${titleId}-help`}
          />
          <FieldError id={fields.fee_percent.errorId} errors={fields.fee_percent.errors as string[] | undefined} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.fee_fixed_isk.id} className="font-medium">
            {t('manPayments:services.feeFixed')}
          </label>
          <input
            {...getInputProps(fields.fee_fixed_isk, { type: 'text' })}
            key={fields.fee_fixed_isk.key}
            inputMode="numeric"
            className={input}
            aria-describedby={`${fields.fee_fixed_isk.errorId} ${titleId}-help`}
          />
          <FieldError id={fields.fee_fixed_isk.errorId} errors={fields.fee_fixed_isk.errors as string[] | undefined} />
        </div>
        <label className="flex min-h-12 items-center gap-3">
          <input
            type="checkbox"
            name={fields.active.name}
            defaultChecked={service.active}
            key={fields.active.key}
            className="size-5"
          />
          <span>{t('manPayments:services.active')}</span>
        </label>
        <button type="submit" className="h-12 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
          {t('manPayments:services.save')}
        </button>
      </Form>
      <p id={`${titleId}-help`} className="mt-2 text-sm text-muted">
        {t('manPayments:services.emptyHelp')}
      </p>
    </section>
  );
}

export default function PaymentServices({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { services, notice } = loaderData;
  return (
    <div>
      <title>{`${t('manPayments:services.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('manPayments:services.title')}</h1>
      <p className="mt-1 text-muted">{t('manPayments:services.intro')}</p>
      <FlashNotice notice={notice} />
      <div className="mt-6 flex flex-col gap-4">
        {services.map((service) => (
          <ServiceForm
            key={service.code}
            service={service}
            lastResult={actionData?.code === service.code ? actionData.reply : undefined}
          />
        ))}
      </div>
    </div>
  );
}
