import { useTranslation } from 'react-i18next';
import { StepForm, type StepFormProps, useStepForm } from '#app/components/step-form/step-form.tsx';
import { MoneyField } from '#app/components/ui/money-field.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { LEASE_TYPES, SECURITY_TYPES, UTILITIES } from '#common/listing-rules.ts';
import { CheckboxInput, CheckboxList, RadioList, SelectInput, TextInput } from './fields.tsx';

/** A value sent back by the server ("289000", or what was typed) as whole krónur, else empty. */
function wholeKronur(value: unknown): number | null {
  const digits = typeof value === 'string' ? value.replace(/[^\d]/g, '') : typeof value === 'number' ? String(value) : '';
  return digits ? Number(digits) : null;
}

/** Rent, security (at most three months' rent), available from, lease term and what rent includes. */
export function PricingForm(props: StepFormProps) {
  const { t } = useTranslation(['wizard', 'listing']);
  const { form, fields } = useStepForm(props);
  const { t: tAll } = useTranslation();
  // The field's server errors, in words (errors:fields.*, else the error code's message).
  const serverMessage = (errors: string[] | undefined) =>
    errors?.length
      ? errors.map((e) => tDynamic(tAll, [`errors:fields.${e}`, `errors:codes.${e}`, 'errors:fields.invalid'])).join(' ')
      : undefined;
  return (
    <StepForm form={form} action={props.action} buttons={props.buttons}>
      <MoneyField
        key={fields.rentIsk.key}
        label={t('pricing.rent')}
        description={t('pricing.rentHint')}
        name={fields.rentIsk.name}
        defaultValue={wholeKronur(fields.rentIsk.initialValue)}
        serverError={serverMessage(fields.rentIsk.errors)}
        isRequired
        hideStepper
      />
      {/* A rent far outside the usual range asks for a "yes, this is right" (common/rent-plausibility.ts). */}
      {(fields.rentIsk.errors?.includes('listing_rent_unconfirmed') || Boolean(fields.rentConfirmed.initialValue)) && (
        <CheckboxInput field={fields.rentConfirmed} label={t('pricing.rentConfirm')} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput
          field={fields.securityType}
          label={t('pricing.securityType')}
          placeholder={t('pricing.securityTypePlaceholder')}
          options={SECURITY_TYPES.map((value) => ({ value, label: t(`listing:securityType.${value}`) }))}
        />
        <TextInput
          field={fields.securityMonths}
          label={t('pricing.securityMonths')}
          hint={t('pricing.securityMonthsHint')}
          inputMode="decimal"
        />
      </div>
      <TextInput field={fields.availableFrom} label={t('pricing.availableFrom')} type="date" />
      <RadioList
        field={fields.leaseType}
        legend={t('pricing.leaseType')}
        options={LEASE_TYPES.map((value) => ({ value, label: t(`listing:leaseType.${value}`) }))}
      />
      <TextInput
        field={fields.leaseMonths}
        label={t('pricing.leaseMonths')}
        hint={t('pricing.leaseMonthsHint')}
        inputMode="numeric"
      />
      <CheckboxList
        field={fields.utilitiesIncluded}
        legend={t('pricing.utilities')}
        options={UTILITIES.map((value) => ({ value, label: t(`listing:utility.${value}`) }))}
      />
    </StepForm>
  );
}
