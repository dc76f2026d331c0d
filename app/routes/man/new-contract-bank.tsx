import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import { savePlainStep } from '#app/lib/step-form.server.ts';
import { neighbourHref } from '#common/step-form.ts';
import { setupBankSchema } from '#server/domain/bank-payments/staff-payment-setup.rules.ts';
import { saveSetupBank, setupState } from '#server/domain/bank-payments/staff-payment-setup.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/new-contract-bank';
import { buttonClass, SetupHeader, setupWizard } from './new-contract-kit.tsx';

// /man/rental-contracts/new/{id}/bank-information: the tenant who pays and the landlord's payout
// account, chosen among the landlord's own (staff do not type bank accounts for people).
export const handle = { middleware: ['staff'], i18n: ['man', 'manPaymentSetup'] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return { state: await forPage(() => setupState(serviceFrom(context), params.id)), notice: noticeFrom(request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return savePlainStep(await request.formData(), {
    schema: setupBankSchema,
    toInput: (form) => ({ payer_party_id: form.payer_party_id ?? '', payout_method_id: form.payout_method_id ?? '' }),
    save: (value) => saveSetupBank(serviceFrom(context), params.id, value),
    next: neighbourHref(setupWizard(params.id), 'bank-information', 'next'),
    notice: 'manPaymentSetup:notices.saved',
  });
}

export default function SetupBank({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, notice } = loaderData;
  const payer = actionData?.values.payer_party_id ?? state.payer_party_id ?? '';
  const method = actionData?.values.payout_method_id ?? state.payout_method_id ?? '';
  const errors = actionData?.fields ?? {};
  return (
    <div>
      <SetupHeader state={state} title={t('manPaymentSetup:bank.title')} notice={notice} />
      <Form method="post" reloadDocument className="mt-6 flex flex-col gap-6" noValidate>
        <FormError id="bank-form-error" errors={actionData?.form} />
        <fieldset aria-describedby="payer-help payer-error" aria-invalid={errors.payer_party_id ? true : undefined}>
          <legend className="text-lg font-semibold">{t('manPaymentSetup:bank.payer')}</legend>
          <p id="payer-help" className="text-sm text-muted">
            {t('manPaymentSetup:bank.payerHelp')}
          </p>
          {state.contract.tenants.map((p) => (
            <label key={p.id} className="mt-2 flex min-h-12 items-center gap-3">
              <input type="radio" name="payer_party_id" value={p.id} defaultChecked={payer === p.id} className="size-5" />
              <span>{p.name}</span>
            </label>
          ))}
          <FieldError id="payer-error" errors={errors.payer_party_id} />
        </fieldset>
        <fieldset aria-describedby="method-help method-error" aria-invalid={errors.payout_method_id ? true : undefined}>
          <legend className="text-lg font-semibold">{t('manPaymentSetup:bank.method')}</legend>
          <p id="method-help" className="text-sm text-muted">
            {t('manPaymentSetup:bank.methodHelp')}
          </p>
          {state.payout_methods.length === 0 ? (
            <p className="mt-2 rounded-md border border-line bg-white p-3" data-testid="no-payout-methods">
              {t('manPaymentSetup:bank.noMethods')}
            </p>
          ) : (
            state.payout_methods.map((m) => (
              <label key={m.id} className="mt-2 flex min-h-12 items-center gap-3">
                <input type="radio" name="payout_method_id" value={m.id} defaultChecked={method === m.id} className="size-5" />
                <span>
                  {m.label} ({m.owner}){m.is_default ? ` · ${t('manPaymentSetup:bank.default')}` : ''}
                </span>
              </label>
            ))
          )}
          <FieldError id="method-error" errors={errors.payout_method_id} />
        </fieldset>
        <div>
          <button type="submit" className={buttonClass}>
            {t('manPaymentSetup:bank.save')}
          </button>
        </div>
      </Form>
    </div>
  );
}
