import { type FieldMetadata, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { InputField, SubmitButton } from '#app/components/forms/input-field.tsx';
import { RegistryReasons } from '#app/components/registry/lease-registry.tsx';
import { FormError } from '#app/components/ui/field-error.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formAction, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatInputNumber } from '#common/format.ts';
import { correctRegistration, leaseRegistryView } from '#server/domain/registry/lease-registry.service.ts';
import { registryCorrectionSchema } from '#server/domain/registry/registry-correction.schemas.ts';
import { asPageError, forPage } from '#server/http/page-errors.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Route } from './+types/registry-correction';

export const handle = { middleware: ['auth'], i18n: ['contracts', 'registry'] };

// /rental-contracts/{id}/registry-correction: the landlord side corrects the registry data (the
// address and the units) of an active lease whose registration the registry refused, and sends it
// again (docs/rules/registry.md "A refused registration"). Works without JavaScript; errors beside
// the fields. Tenants are refused (403), anyone else does not find it (404); a lease with nothing
// to correct goes back to its page.
export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await forPage(() => leaseRegistryView(serviceFrom(context), params.id));
  if (!view.landlordSide) throw asPageError(new AppError('forbidden'));
  if (!view.canCorrect) throw redirect(`/rental-contracts/${params.id}`);
  return { view };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return formAction(await request.formData(), registryCorrectionSchema, async (value) => {
    await correctRegistration(serviceFrom(context), params.id, value);
    return redirectWithNotice(`/rental-contracts/${params.id}`, 'registry:correction.sent');
  });
}

/** A registry field: numbers (size, rooms) are posted as text and read by the schema. */
function Field(props: {
  field: FieldMetadata<string | number | undefined>;
  label: string;
  hint?: string;
  inputMode?: 'numeric' | 'decimal' | 'text';
}) {
  return <InputField {...props} field={props.field as FieldMetadata<string>} type="text" />;
}

export default function RegistryCorrection({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const { view } = loaderData;
  const [form, fields] = useForm({
    lastResult: actionData,
    defaultValue: {
      address: view.address ?? '',
      postcode: view.postcode ?? '',
      municipality: view.municipality ?? '',
      units: view.units.map((u) => ({
        fastanumer: u.fastanumer,
        unitCode: u.unitCode ?? '',
        sizeM2: formatInputNumber(u.sizeM2, uiLocale(i18n.language), 1),
        rooms: u.rooms === null ? '' : String(u.rooms),
      })),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registryCorrectionSchema }),
    shouldValidate: 'onSubmit',
  });
  const units = fields.units.getFieldList();
  const title = t('registry:correction.title');
  return (
    <div className="max-w-2xl">
      <title>{`${title} · ${t('brand.name')}`}</title>
      <p>
        <Link to={`/rental-contracts/${view.contractId}`} className="font-medium text-brand-700 underline">
          {t('registry:correction.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-muted break-words">
        {view.reference}
        {view.address ? ` · ${view.address}` : ''}
      </p>
      <p className="mt-3">{t('registry:correction.intro')}</p>
      {view.refusal && (
        <div className="mt-3 rounded-md border border-danger-600 bg-danger-50 p-3">
          <RegistryReasons reasons={view.refusal.reasons} />
        </div>
      )}
      <p className="mt-3 text-sm text-muted">{t('registry:correction.documentNote')}</p>
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-5">
        <FormError id={form.errorId} errors={form.errors} />
        <Field field={fields.address} label={t('registry:fields.address')} />
        <Field field={fields.postcode} label={t('registry:fields.postcode')} inputMode="numeric" />
        <Field field={fields.municipality} label={t('registry:fields.municipality')} />
        {units.map((unit, i) => {
          const f = unit.getFieldset();
          return (
            <fieldset key={unit.key} className="flex flex-col gap-4 rounded-xl border border-line p-4">
              <legend className="px-1 font-semibold">{t('registry:correction.unit', { number: i + 1 })}</legend>
              <Field
                field={f.fastanumer}
                label={t('registry:fields.fastanumer')}
                hint={t('registry:fields.fastanumerHint')}
                inputMode="numeric"
              />
              <Field field={f.unitCode} label={t('registry:fields.unitCode')} />
              <Field field={f.sizeM2} label={t('registry:fields.sizeM2')} inputMode="decimal" />
              <Field field={f.rooms} label={t('registry:fields.rooms')} inputMode="numeric" />
            </fieldset>
          );
        })}
        <SubmitButton busy={navigation.state === 'submitting'}>{t('registry:correction.submit')}</SubmitButton>
      </Form>
    </div>
  );
}
