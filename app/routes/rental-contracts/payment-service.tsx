import { getFormProps, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { SubmitButton } from '#app/components/forms/input-field.tsx';
import { feeText } from '#app/components/payment-service/fee-text.ts';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formAction, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatMoney } from '#common/format.ts';
import { enrolSchema } from '#common/payment-service.ts';
import { enrolContract, paymentServiceView } from '#server/domain/bank-payments/party.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/payment-service';

export const handle = { middleware: ['auth'], i18n: ['paymentService'] };

// /rental-contracts/{id}/payment-service: the landlord side switches the payment service on:
// the service (its fee shown on this contract's rent before confirming) and the payout method.
// Anyone else: not found.
export async function loader({ params, context }: Route.LoaderArgs) {
  return { view: await forPage(() => paymentServiceView(serviceFrom(context), params.id)) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return formAction(await request.formData(), enrolSchema, async (value) => {
    await enrolContract(serviceFrom(context), params.id, value);
    return redirectWithNotice(`/rental-contracts/${params.id}`, 'paymentService:notices.enrolled');
  });
}

export default function PaymentServiceEnrol({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const navigation = useNavigation();
  const { view } = loaderData;
  const [form, fields] = useForm({ lastResult: actionData });
  const back = `/rental-contracts/${view.contract_id}`;
  const chosenService = String(fields.service.initialValue ?? view.services[0]?.code ?? '');
  const chosenMethod = String(
    fields.payout_method_id.initialValue ?? view.payout_methods.find((m) => m.is_default)?.id ?? view.payout_methods[0]?.id ?? '',
  );
  return (
    <div className="max-w-2xl">
      <title>{`${t('paymentService:enrol.title')} · ${t('brand.name')}`}</title>
      <p>
        <Link to={back} className="font-medium text-brand-700 underline underline-offset-2">
          {t('paymentService:enrol.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('paymentService:enrol.title')}</h1>
      {!view.can_enrol ? (
        <p className="mt-4 rounded-xl border border-line bg-subtle p-4">
          {view.enrolment
            ? t('paymentService:block.on', {
                service: t(`paymentService:services.${view.enrolment.service as 'basic'}.name`),
                fee: feeText(view.enrolment.fee, locale, t),
              })
            : t('paymentService:enrol.notAvailable')}
        </p>
      ) : (
        <>
          <p className="mt-2 text-muted">{t('paymentService:enrol.intro')}</p>
          <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-6">
            <FormError id={form.errorId} errors={form.errors} />
            <fieldset className="flex flex-col gap-2" aria-describedby={fields.service.errorId}>
              <legend className="mb-1 font-medium">{t('paymentService:enrol.service')}</legend>
              {view.services.map((service) => (
                <label key={service.code} className="flex min-h-11 items-start gap-3 rounded-md border border-line p-3">
                  <input
                    type="radio"
                    name={fields.service.name}
                    value={service.code}
                    defaultChecked={chosenService === service.code}
                    className="mt-0.5 size-5 shrink-0"
                  />
                  <span>
                    <span className="font-medium">
                      {t(`paymentService:services.${service.code as 'basic'}.name`)}
                      {' · '}
                      {feeText(service.fee, locale, t)}
                    </span>
                    <span className="block text-sm text-muted">
                      {t(`paymentService:services.${service.code as 'basic'}.description`)}
                    </span>
                    <span className="block text-sm" data-testid={`fee-example-${service.code}`}>
                      {t('paymentService:enrol.example', {
                        gross: formatMoney(service.example.gross_isk, locale),
                        fee: formatMoney(service.example.fee_isk, locale),
                        net: formatMoney(service.example.net_isk, locale),
                      })}
                    </span>
                  </span>
                </label>
              ))}
              <FieldError id={fields.service.errorId} errors={fields.service.errors} />
            </fieldset>
            <fieldset className="flex flex-col gap-2" aria-describedby={fields.payout_method_id.errorId}>
              <legend className="mb-1 font-medium">{t('paymentService:enrol.payoutMethod')}</legend>
              {view.payout_methods.length === 0 ? (
                <p>
                  {t('paymentService:enrol.noPayoutMethods')}{' '}
                  <Link to="/account/payout-methods" className="font-medium text-brand-700 underline underline-offset-2">
                    {t('paymentService:enrol.addPayoutMethod')}
                  </Link>
                </p>
              ) : (
                view.payout_methods.map((method) => (
                  <label key={method.id} className="flex min-h-11 items-center gap-3 rounded-md border border-line p-3">
                    <input
                      type="radio"
                      name={fields.payout_method_id.name}
                      value={method.id}
                      defaultChecked={chosenMethod === method.id}
                      className="size-5 shrink-0"
                    />
                    <span className="break-words">{method.label}</span>
                  </label>
                ))
              )}
              <FieldError id={fields.payout_method_id.errorId} errors={fields.payout_method_id.errors} />
            </fieldset>
            <div className="flex flex-wrap gap-3">
              <SubmitButton busy={navigation.state === 'submitting'}>{t('paymentService:enrol.confirm')}</SubmitButton>
              <Link to={back} className={buttonStyles('secondary')}>
                {t('paymentService:enrol.back')}
              </Link>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}
