import { useTranslation } from 'react-i18next';
import { data, Form } from 'react-router';
import { feeText } from '#app/components/payment-service/fee-text.ts';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { noticeFrom, redirectWithNotice, refusalOf, serviceFrom } from '#app/lib/page-kit.server.ts';
import { postedIntent, savePlainStep } from '#app/lib/step-form.server.ts';
import { formatDate, formatMoney } from '#common/format.ts';
import { neighbourHref } from '#common/step-form.ts';
import { setupServiceSchema } from '#server/domain/bank-payments/staff-payment-setup.rules.ts';
import { confirmSetup, saveSetupService, setupState } from '#server/domain/bank-payments/staff-payment-setup.service.ts';
import { asPageError, forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/new-contract-service';
import { buttonClass, SetupHeader, type StepErrors, setupWizard } from './new-contract-kit.tsx';

// /man/rental-contracts/new/{id}/payment-services: the service from the catalogue (its fee as the
// landlord will pay it on this rent), the review, and the confirmation that switches it on.
export const handle = { middleware: ['staff'], i18n: ['man', 'manPaymentSetup', 'paymentService'] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return { state: await forPage(() => setupState(serviceFrom(context), params.id)), notice: noticeFrom(request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData();
  if (postedIntent(formData).intent === 'confirm') {
    try {
      await confirmSetup(serviceFrom(context), params.id);
    } catch (error) {
      const refused = refusalOf(error);
      if (refused.code === 'not_found' || refused.code === 'forbidden') throw asPageError(refused);
      return data<StepErrors>({ fields: {}, form: [refused.code], values: {} }, { status: refused.status });
    }
    return redirectWithNotice(`/man/rental-contracts/${params.id}`, 'manPaymentSetup:notices.confirmed');
  }
  // The last step is the set-up's review: saving the service stays on it.
  return savePlainStep(formData, {
    schema: setupServiceSchema,
    toInput: (form) => ({ service: form.service ?? '' }),
    save: (value) => saveSetupService(serviceFrom(context), params.id, value),
    next: neighbourHref(setupWizard(params.id), 'payment-services', 'next'),
    notice: 'manPaymentSetup:notices.saved',
  });
}

export default function SetupService({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { state, notice } = loaderData;
  const money = (n: number) => formatMoney(n, locale);
  const chosen = actionData?.values.service ?? state.service ?? '';
  const errors = actionData?.fields ?? {};
  const payer = state.contract.tenants.find((p) => p.id === state.payer_party_id);
  const method = state.payout_methods.find((m) => m.id === state.payout_method_id);
  const claimed = state.months.filter((m) => !m.excluded);
  const left = state.months.filter((m) => m.excluded);
  const day = (d: string) => formatDate(d, 'date', locale);
  return (
    <div>
      <SetupHeader state={state} title={t('manPaymentSetup:service.title')} notice={notice} />
      <FormError id="service-form-error" errors={actionData?.form} />
      <Form method="post" reloadDocument className="mt-6 flex flex-col gap-4" noValidate>
        <fieldset aria-describedby="service-error" aria-invalid={errors.service ? true : undefined}>
          <legend className="text-lg font-semibold">{t('manPaymentSetup:service.choose')}</legend>
          {state.services.map((s) => (
            <label key={s.code} className="mt-2 flex min-h-12 items-start gap-3">
              <input type="radio" name="service" value={s.code} defaultChecked={chosen === s.code} className="mt-1 size-5" />
              <span>
                <span className="font-semibold">{t(`manPaymentSetup:names.${s.code as 'basic'}`)}</span>
                {' · '}
                {t(s.reminders ? 'manPaymentSetup:service.reminders' : 'manPaymentSetup:service.noReminders')}
                <br />
                <span className="text-sm text-muted">
                  {t('manPaymentSetup:service.fee', {
                    fee: feeText(s.fee, locale, t),
                    gross: money(s.example.gross_isk),
                    net: money(s.example.net_isk),
                    feeAmount: money(s.example.fee_isk),
                  })}
                </span>
              </span>
            </label>
          ))}
          <FieldError id="service-error" errors={errors.service} />
        </fieldset>
        <div>
          <button type="submit" className={buttonClass}>
            {t('manPaymentSetup:service.save')}
          </button>
        </div>
      </Form>
      <h2 className="mt-8 text-xl font-semibold">{t('manPaymentSetup:service.review')}</h2>
      <dl className="mt-3 grid gap-2 rounded-xl border border-line bg-white p-4 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('manPaymentSetup:service.payer')}</dt>
        <dd>{payer?.name ?? '–'}</dd>
        <dt className="font-medium">{t('manPaymentSetup:service.method')}</dt>
        <dd>{method ? `${method.label} (${method.owner})` : '–'}</dd>
        <dt className="font-medium">{t('manPaymentSetup:service.choose')}</dt>
        <dd>{state.service ? t(`manPaymentSetup:names.${state.service as 'basic'}`) : '–'}</dd>
        <dt className="font-medium">{t('manPaymentSetup:service.months')}</dt>
        <dd>{claimed.map((m) => `${day(m.due_date)} (${money(m.amount_isk)})`).join(', ') || '–'}</dd>
        <dt className="font-medium">{t('manPaymentSetup:service.left')}</dt>
        <dd>{left.map((m) => `${day(m.due_date)}: ${m.reason ?? ''}`).join(', ') || t('manPaymentSetup:service.noneLeft')}</dd>
      </dl>
      {state.missing.length === 0 && state.availability === 'ready' ? (
        <Form method="post" reloadDocument className="mt-6">
          <input type="hidden" name="intent" value="confirm" />
          <button type="submit" className={buttonClass}>
            {t('manPaymentSetup:service.confirm')}
          </button>
        </Form>
      ) : (
        <p className="mt-6">{t('manPaymentSetup:service.notReady')}</p>
      )}
    </div>
  );
}
