import { useTranslation } from 'react-i18next';
import { LEASE_TYPES, SECURITY_TYPES, UTILITIES } from '#common/listing-rules.ts';
import { CheckboxInput, CheckboxList, RadioList, SelectInput, TextInput } from './fields.tsx';
import { StepForm, type StepFormProps, useStepForm } from './step-form.tsx';

/** Rent, security (at most three months' rent), available from, lease term and what rent includes. */
export function PricingForm(props: StepFormProps) {
  const { t } = useTranslation(['wizard', 'listing']);
  const { form, fields } = useStepForm(props);
  return (
    <StepForm form={form} action={props.action} buttons={props.buttons}>
      <TextInput field={fields.rentIsk} label={t('pricing.rent')} hint={t('pricing.rentHint')} inputMode="numeric" suffix="kr." />
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
