import { useTranslation } from 'react-i18next';
import { StepForm, type StepFormProps, useStepForm } from '#app/components/step-form/step-form.tsx';
import { POSTCODES, REGIONS } from '#common/postcodes.ts';
import { SelectInput, TextInput } from './fields.tsx';

/** The address: street, number, unit, postcode (every Icelandic one, by region) and fastanúmer. */
export function LocationForm(props: StepFormProps) {
  const { t } = useTranslation(['wizard', 'listing']);
  const { form, fields } = useStepForm(props);
  const groups = REGIONS.map((region) => ({
    label: t(`listing:region.${region}`),
    options: POSTCODES.filter((p) => p.region === region).map((p) => ({ value: p.code, label: `${p.code} ${p.town}` })),
  }));
  return (
    <StepForm form={form} action={props.action} buttons={props.buttons}>
      <TextInput field={fields.street} label={t('location.street')} autoComplete="address-line1" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput field={fields.houseNumber} label={t('location.houseNumber')} hint={t('location.houseNumberHint')} />
        <TextInput field={fields.unit} label={t('location.unit')} hint={t('location.unitHint')} />
      </div>
      <SelectInput
        field={fields.postcode}
        label={t('location.postcode')}
        groups={groups}
        placeholder={t('location.postcodePlaceholder')}
      />
      <TextInput field={fields.fastanumer} label={t('location.fastanumer')} hint={t('location.fastanumerHint')} />
    </StepForm>
  );
}
