import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { SubmitButton } from '#app/components/forms/input-field.tsx';
import { renewalPath, useDay } from '#app/components/renewals/renewal-block.tsx';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formAction, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { addMonths } from '#common/contract-rules.ts';
import { formatMoney } from '#common/format.ts';
import { renewalStartDate } from '#common/renewal-rules.ts';
import { RENEWAL_TERM_KINDS, renewalOfferSchema } from '#server/domain/renewals/renewals.schemas.ts';
import { offerRenewal, renewalOverview } from '#server/domain/renewals/renewals.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/renewal-offer';

export const handle = { middleware: ['auth'], i18n: ['contracts', 'renewals'] };

// /rental-contracts/{id}/renewal-requests/offer: the landlord side offers to renew (51. gr.): a
// fixed term with its end, or indefinite, and the rent; prefilled with a year more at today's
// rent. Works without JavaScript; errors beside the fields. Only while an offer may be made.
export async function loader({ params, context }: Route.LoaderArgs) {
  const renewal = await forPage(() => renewalOverview(serviceFrom(context), params.id));
  if (!renewal.can.offer || !renewal.endDate) throw redirect(`/rental-contracts/${params.id}`);
  return { renewal, endDate: renewal.endDate };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return formAction(await request.formData(), renewalOfferSchema, async (value) => {
    const offer = await offerRenewal(serviceFrom(context), params.id, value);
    return redirectWithNotice(renewalPath(params.id, `/${offer.id}`), 'renewals:notices.offered');
  });
}

const inputClass = 'h-12 w-full rounded-md border border-line px-3 text-base aria-[invalid=true]:border-danger-600';

export default function RenewalOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const day = useDay();
  const navigation = useNavigation();
  const { renewal, endDate } = loaderData;
  const start = renewalStartDate(endDate);
  const [form, fields] = useForm({
    lastResult: actionData,
    defaultValue: { termKind: 'fixed', endDate: addMonths(endDate, 12), rentIsk: String(renewal.rentIsk ?? '') },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: renewalOfferSchema }),
    shouldValidate: 'onSubmit',
  });
  const title = t('renewals:offer.title');
  return (
    <div className="max-w-2xl">
      <title>{`${title} · ${t('brand.name')}`}</title>
      <p>
        <Link to={`/rental-contracts/${renewal.contractId}`} className="font-medium text-brand-700 underline">
          {t('renewals:request.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-muted break-words">
        {renewal.reference} · {renewal.address}
      </p>
      <p className="mt-3">{t('renewals:offer.intro')}</p>
      {renewal.lateToday && renewal.noticeDeadline && (
        <p className="mt-3 rounded-md bg-warning-100 p-3 font-medium" data-testid="renewal-late">
          {t('renewals:offer.late', { date: day(renewal.noticeDeadline) })}
        </p>
      )}
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-5">
        <FormError id={form.errorId} errors={form.errors} />
        <fieldset className="flex flex-col gap-2" aria-describedby={fields.termKind.errorId}>
          <legend className="mb-1 font-medium">{t('renewals:offer.term')}</legend>
          {RENEWAL_TERM_KINDS.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-3 rounded-md border border-line p-3">
              <input
                type="radio"
                name={fields.termKind.name}
                value={kind}
                defaultChecked={fields.termKind.initialValue === kind}
                className="size-5 shrink-0"
              />
              <span>{t(`renewals:offer.termKind.${kind}`)}</span>
            </label>
          ))}
          <FieldError id={fields.termKind.errorId} errors={fields.termKind.errors} />
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.endDate.id} className="font-medium">
            {t('renewals:offer.endDate')}
          </label>
          <p id={`${fields.endDate.id}-hint`} className="text-sm text-muted">
            {t('renewals:offer.endHint', { start: day(start) })}
          </p>
          <input
            {...getInputProps(fields.endDate, { type: 'date' })}
            key={fields.endDate.key}
            min={start}
            aria-describedby={`${fields.endDate.id}-hint ${fields.endDate.errorId}`}
            className={inputClass}
          />
          <FieldError id={fields.endDate.errorId} errors={fields.endDate.errors} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.rentIsk.id} className="font-medium">
            {t('renewals:offer.rent')}
          </label>
          {renewal.rentIsk !== null && (
            <p id={`${fields.rentIsk.id}-hint`} className="text-sm text-muted">
              {t('renewals:offer.rentHint', { amount: formatMoney(renewal.rentIsk, locale) })}
            </p>
          )}
          <input
            {...getInputProps(fields.rentIsk, { type: 'text' })}
            key={fields.rentIsk.key}
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={`${fields.rentIsk.id}-hint ${fields.rentIsk.errorId}`}
            className={inputClass}
          />
          <FieldError id={fields.rentIsk.errorId} errors={fields.rentIsk.errors} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.message.id} className="font-medium">
            {t('renewals:offer.message')}
          </label>
          <textarea
            {...getTextareaProps(fields.message)}
            key={fields.message.key}
            rows={4}
            className="rounded-md border border-line p-3 text-base aria-[invalid=true]:border-danger-600"
          />
          <FieldError id={fields.message.errorId} errors={fields.message.errors} />
        </div>
        <SubmitButton busy={navigation.state === 'submitting'}>{t('renewals:offer.submit')}</SubmitButton>
      </Form>
    </div>
  );
}
