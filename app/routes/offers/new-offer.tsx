import { type FieldMetadata, getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { SubmitButton } from '#app/components/forms/input-field.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { createdOrExisting } from '#app/lib/created-or-existing.server.ts';
import { formAction, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { dayOf } from '#common/calendar-day.ts';
import { formatInputNumber, formatMoney } from '#common/format.ts';
import { MAX_EXPIRY_DAYS, MIN_EXPIRY_DAYS, OFFER_SECURITY_TYPES } from '#common/offer-rules.ts';
import { offerCreateSchema } from '#server/domain/offers/offers.schemas.ts';
import { createOffer, offerFormFor } from '#server/domain/offers/offers.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/new-offer';

export const handle = { middleware: ['auth'], i18n: ['offers'] };

// /landlord/offers/new?application={id}: the landlord offers a lease to an applicant. Prefilled
// from the listing (rent, lease) and the application (move-in when ahead); plain inputs, so the
// form works without JavaScript; errors beside their fields.
export async function loader({ request, context }: Route.LoaderArgs) {
  const applicationId = new URL(request.url).searchParams.get('application') ?? '';
  const form = await forPage(() => offerFormFor(serviceFrom(context), applicationId));
  return { form, today: dayOf(serviceFrom(context).now()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const applicationId = new URL(request.url).searchParams.get('application') ?? '';
  const formData = await request.formData();
  // A second identical send (a double tap) lands on the offer the first one sent.
  return formAction(formData, offerCreateSchema, (value) =>
    createdOrExisting(
      async () => (await createOffer(serviceFrom(context), applicationId, value)).id,
      (id) => redirectWithNotice(`/landlord/offers/${id}`, 'offers:notices.sent'),
    ),
  );
}

const inputClass = 'h-12 w-full rounded-md border border-line px-3 text-base aria-[invalid=true]:border-danger-600';

function Field({
  field,
  label,
  hint,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${field.id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

const described = (field: FieldMetadata<unknown>, hint: boolean, props: { 'aria-describedby'?: string }) =>
  [props['aria-describedby'], hint ? `${field.id}-hint` : undefined].filter(Boolean).join(' ') || undefined;

export default function NewOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const locale = uiLocale(i18n.language);
  const { form: data, today } = loaderData;
  const rent = data.listing.rentIsk ?? 0;
  const [form, fields] = useForm({
    lastResult: actionData,
    defaultValue: {
      ...data.defaults,
      // Amounts as the language writes them ("235.000"); the schema reads them back as typed.
      rentIsk: formatInputNumber(data.defaults.rentIsk, locale),
      termMonths: data.defaults.termMonths === undefined ? '' : String(data.defaults.termMonths),
      securityAmountIsk: formatInputNumber(data.defaults.securityAmountIsk ?? 0, locale),
      expiryDays: String(data.defaults.expiryDays ?? 7),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: offerCreateSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const title = t('offers:new.title');
  const number = (field: FieldMetadata<unknown>, hint = false) => {
    const props = getInputProps(field as FieldMetadata<string>, { type: 'text' });
    return (
      <input
        {...props}
        key={field.key}
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={described(field, hint, props)}
        className={inputClass}
      />
    );
  };
  return (
    <div className="max-w-2xl">
      <title>{`${title} · ${t('brand.name')}`}</title>
      <p>
        <Link to="/landlord/offers" className="font-medium text-brand-700 underline">
          {t('offers:new.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted break-words">
        {t('offers:new.intro', { name: data.application.tenantName, title: data.listing.title })}
      </p>

      {data.blocked ? (
        <div className="mt-6 rounded-md border border-warning-100 bg-warning-100 p-4" role="status">
          <p className="font-medium">{t(`offers:new.blocked.${data.blocked}`)}</p>
          {data.liveOfferId && (
            <p className="mt-3">
              <Link to={`/landlord/offers/${data.liveOfferId}`} className={buttonStyles('secondary', 'sm')}>
                {t('offers:new.openLive')}
              </Link>
            </p>
          )}
        </div>
      ) : (
        <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-5">
          <FormError id={form.errorId} errors={form.errors} />
          <Field
            field={fields.rentIsk}
            label={t('offers:form.rent')}
            hint={t('offers:form.rentHint', { amount: formatMoney(rent, locale) })}
          >
            {number(fields.rentIsk, true)}
          </Field>
          <Field field={fields.startDate} label={t('offers:form.start')}>
            <input
              {...getInputProps(fields.startDate, { type: 'date' })}
              key={fields.startDate.key}
              min={today}
              className={inputClass}
            />
          </Field>
          <fieldset className="flex flex-col gap-2" aria-describedby={fields.leaseType.errorId}>
            <legend className="mb-1 font-medium">{t('offers:form.lease')}</legend>
            {(['fixed', 'indefinite'] as const).map((kind) => (
              <label key={kind} className="flex min-h-11 items-center gap-3 rounded-md border border-line p-3">
                <input
                  type="radio"
                  name={fields.leaseType.name}
                  value={kind}
                  defaultChecked={fields.leaseType.initialValue === kind}
                  className="size-5 shrink-0"
                />
                <span>{t(`offers:form.leaseType.${kind}`)}</span>
              </label>
            ))}
            <FieldError id={fields.leaseType.errorId} errors={fields.leaseType.errors} />
          </fieldset>
          <Field field={fields.termMonths} label={t('offers:form.term')} hint={t('offers:form.termHint')}>
            {number(fields.termMonths, true)}
          </Field>
          <Field field={fields.securityType} label={t('offers:form.securityType')}>
            <NativeSelect {...getSelectProps(fields.securityType)} key={fields.securityType.key} size="lg">
              {OFFER_SECURITY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`offers:securityType.${type}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            field={fields.securityAmountIsk}
            label={t('offers:form.securityAmount')}
            hint={t('offers:form.securityHint', {
              max: formatMoney(rent * 3, locale),
              fee: formatMoney(Math.floor(rent / 10), locale),
            })}
          >
            {number(fields.securityAmountIsk, true)}
          </Field>
          <Field
            field={fields.expiryDays}
            label={t('offers:form.expiry')}
            hint={t('offers:form.expiryHint', { min: MIN_EXPIRY_DAYS, max: MAX_EXPIRY_DAYS })}
          >
            {number(fields.expiryDays, true)}
          </Field>
          <Field field={fields.message} label={t('offers:form.message')} hint={t('offers:form.messageHint')}>
            <textarea
              {...getTextareaProps(fields.message)}
              key={fields.message.key}
              rows={4}
              aria-describedby={described(fields.message, true, getTextareaProps(fields.message))}
              className="rounded-md border border-line p-3 text-base aria-[invalid=true]:border-danger-600"
            />
          </Field>
          <SubmitButton busy={navigation.state === 'submitting'}>{t('offers:form.send')}</SubmitButton>
        </Form>
      )}
    </div>
  );
}
