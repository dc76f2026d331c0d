import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { errorReply, noticeFrom, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate, formatInputNumber, formatMonth, formatNumber } from '#common/format.ts';
import { ALERT_DAYS_MAX, ALERT_DAYS_MIN, alertDaysSchema, cpiEntrySchema, missingCpiMonth } from '#common/registry-staff.ts';
import { registrySettings, saveAlertDays, saveCpi } from '#server/domain/registry/registry-settings.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/contract-settings';

// /man/rental-contracts/settings: the consumer price index by month (entered and corrected by
// staff, audited), the alert days for registration deadlines (audited), and which registry
// adapter the server runs with.
export const handle = { middleware: ['staff'], i18n: ['man', 'manContracts'] };

const PATH = '/man/rental-contracts/settings';

/** A value that would re-price leases, waiting for staff to confirm it. */
interface CpiConfirm {
  month: string;
  value: number;
  leases: number;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  const settings = await forPage(() => registrySettings(ctx));
  const missingMonth = missingCpiMonth(
    settings.cpi.map((row) => row.month),
    ctx.now(),
  );
  return { settings, missingMonth, notice: noticeFrom(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = serviceFrom(context);
  const formData = await request.formData();
  const form = formData.get('form') === 'alert' ? 'alert' : 'cpi';
  if (form === 'alert') {
    const submission = parseWithZod(formData, { schema: alertDaysSchema });
    if (submission.status !== 'success') return data({ form, reply: submission.reply() }, { status: 422 });
    try {
      await saveAlertDays(ctx, submission.value.alertDays);
    } catch (error) {
      const { reply, status } = errorReply(submission, error);
      return data({ form, reply }, { status });
    }
    return redirectWithNotice(PATH, 'manContracts:notices.alertDaysSaved');
  }
  const submission = parseWithZod(formData, { schema: cpiEntrySchema });
  if (submission.status !== 'success') return data({ form, reply: submission.reply() }, { status: 422 });
  try {
    // A value that changes leases' rent is saved only when confirmed (the second press, no JS needed).
    const result = await saveCpi(ctx, submission.value, { confirmed: formData.get('confirm') === 'yes' });
    if (!result.saved) {
      const { month, value } = submission.value;
      return data({ form, reply: submission.reply(), confirm: { month, value, leases: result.leases } });
    }
  } catch (error) {
    const { reply, status } = errorReply(submission, error);
    return data({ form, reply }, { status });
  }
  return redirectWithNotice(PATH, 'manContracts:notices.cpiSaved');
}

const input = 'h-12 w-full rounded-md border border-line bg-white px-3 text-base';
const button = 'h-12 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700';

export default function ContractSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { settings, notice, missingMonth } = loaderData;
  const confirm = actionData && 'confirm' in actionData ? (actionData.confirm as CpiConfirm) : null;
  const [alertForm, alertFields] = useForm({
    id: 'alert-days',
    lastResult: actionData?.form === 'alert' ? actionData.reply : undefined,
    defaultValue: { alertDays: String(settings.alert_days) },
  });
  const [cpiForm, cpiFields] = useForm({
    id: 'cpi-entry',
    lastResult: actionData?.form === 'cpi' ? actionData.reply : undefined,
  });
  return (
    <div>
      <title>{`${t('manContracts:settings.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('manContracts:settings.title')}</h1>
      <p className="mt-1 text-muted">{t('manContracts:settings.intro')}</p>
      <FlashNotice notice={notice} />
      <section className="mt-6 rounded-xl border border-line bg-white p-4" aria-labelledby="settings-adapter">
        <h2 id="settings-adapter" className="text-lg font-semibold">
          {t('manContracts:settings.adapter.title')}
        </h2>
        <p className="mt-1" data-testid="registry-adapter">
          {settings.simulator
            ? t('manContracts:settings.adapter.simulator', {
                latency: formatNumber(settings.simulator.latency_ms, locale),
                rate: formatNumber(settings.simulator.failure_rate * 100, locale),
              })
            : t('manContracts:settings.adapter.hms')}
        </p>
        <p className="mt-1 text-sm text-muted">{t('manContracts:settings.adapter.help')}</p>
      </section>
      <section className="mt-6 rounded-xl border border-line bg-white p-4" aria-labelledby="settings-alert">
        <h2 id="settings-alert" className="text-lg font-semibold">
          {t('manContracts:settings.alert.title')}
        </h2>
        <Form method="post" {...getFormProps(alertForm)} className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end">
          <input type="hidden" name="form" value="alert" />
          <FormError id={alertForm.errorId} errors={alertForm.errors} />
          <div className="flex flex-col gap-1">
            <label htmlFor={alertFields.alertDays.id} className="font-medium">
              {t('manContracts:settings.alert.label')}
            </label>
            <input
              {...getInputProps(alertFields.alertDays, { type: 'number' })}
              min={ALERT_DAYS_MIN}
              max={ALERT_DAYS_MAX}
              className={`${input} sm:w-32`}
              aria-describedby={`${alertFields.alertDays.errorId} alert-help`}
            />
            <FieldError id={alertFields.alertDays.errorId} errors={alertFields.alertDays.errors} />
          </div>
          <button type="submit" className={button}>
            {t('manContracts:settings.alert.save')}
          </button>
        </Form>
        <p id="alert-help" className="mt-2 text-sm text-muted">
          {t('manContracts:settings.alert.help')}
        </p>
      </section>
      <section className="mt-6 rounded-xl border border-line bg-white p-4" aria-labelledby="settings-cpi">
        <h2 id="settings-cpi" className="text-lg font-semibold">
          {t('manContracts:settings.cpi.title')}
        </h2>
        <p className="mt-1 text-muted">{t('manContracts:settings.cpi.intro')}</p>
        {missingMonth && (
          <p className="mt-3 rounded-md border border-warning-100 bg-warning-100 p-3" data-testid="cpi-missing">
            {t('manContracts:settings.cpi.missing', { month: formatMonth(missingMonth, locale) })}
          </p>
        )}
        {confirm && (
          <Form
            method="post"
            className="mt-3 flex flex-col gap-3 rounded-md border border-warning-100 bg-warning-100 p-3"
            aria-labelledby="cpi-confirm-title"
            data-testid="cpi-confirm"
          >
            <h3 id="cpi-confirm-title" className="font-semibold">
              {t('manContracts:settings.cpi.confirmTitle')}
            </h3>
            <p>
              {t('manContracts:settings.cpi.confirmBody', {
                count: confirm.leases,
                value: formatNumber(confirm.value, locale, 1),
                month: formatMonth(confirm.month, locale),
              })}
            </p>
            <input type="hidden" name="form" value="cpi" />
            <input type="hidden" name="month" value={confirm.month.slice(0, 7)} />
            <input type="hidden" name="value" value={formatInputNumber(confirm.value, locale, 1)} />
            <input type="hidden" name="confirm" value="yes" />
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={button}>
                {t('manContracts:settings.cpi.confirmSave')}
              </button>
              <Link to={PATH} className="flex h-12 items-center rounded-md border border-line px-6 font-semibold">
                {t('manContracts:settings.cpi.confirmCancel')}
              </Link>
            </div>
          </Form>
        )}
        <Form method="post" {...getFormProps(cpiForm)} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
          <input type="hidden" name="form" value="cpi" />
          <FormError id={cpiForm.errorId} errors={cpiForm.errors} />
          <div className="flex flex-col gap-1">
            <label htmlFor={cpiFields.month.id} className="font-medium">
              {t('manContracts:settings.cpi.month')}
            </label>
            <input {...getInputProps(cpiFields.month, { type: 'month' })} className={`${input} sm:w-48`} />
            <FieldError id={cpiFields.month.errorId} errors={cpiFields.month.errors} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={cpiFields.value.id} className="font-medium">
              {t('manContracts:settings.cpi.value')}
            </label>
            <input {...getInputProps(cpiFields.value, { type: 'text' })} inputMode="decimal" className={`${input} sm:w-40`} />
            <FieldError id={cpiFields.value.errorId} errors={cpiFields.value.errors} />
          </div>
          <button type="submit" className={button}>
            {t('manContracts:settings.cpi.save')}
          </button>
        </Form>
        {settings.cpi.length === 0 ? (
          <p className="mt-4 text-muted">{t('manContracts:settings.cpi.empty')}</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-3">
                    {t('manContracts:settings.cpi.month')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('manContracts:settings.cpi.value')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('manContracts:settings.cpi.enteredBy')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {settings.cpi.map((row) => (
                  <tr key={row.month} className="border-b border-line" data-testid="cpi-row">
                    <td className="py-2 pr-3">{formatMonth(row.month, locale)}</td>
                    <td className="py-2 pr-3 text-right font-mono">{formatNumber(row.value, locale, 1)}</td>
                    <td className="py-2">
                      {row.entered_by ?? t('manContracts:settings.cpi.unknown')}{' '}
                      <span className="text-muted">· {formatDate(row.updated_at, 'date', locale)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
