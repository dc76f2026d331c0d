import { useTranslation } from 'react-i18next';
import { StepForm, type StepFormProps, useStepForm } from '#app/components/step-form/step-form.tsx';
import { AMENITIES, PROPERTY_TYPES } from '#common/listing-rules.ts';
import { CheckboxInput, CheckboxList, SelectInput, TextInput } from './fields.tsx';

/** The dwelling: type, size, rooms, floor, elevator, year built and amenities. */
export function PropertyForm(props: StepFormProps) {
  const { t } = useTranslation(['wizard', 'listing']);
  const { form, fields } = useStepForm(props);
  return (
    <StepForm form={form} action={props.action} buttons={props.buttons}>
      <SelectInput
        field={fields.type}
        label={t('property.type')}
        placeholder={t('property.typePlaceholder')}
        options={PROPERTY_TYPES.map((value) => ({ value, label: t(`listing:propertyType.${value}`) }))}
      />
      <TextInput field={fields.sizeM2} label={t('property.size')} inputMode="decimal" suffix="m²" />
      <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-3">
        <TextInput field={fields.rooms} label={t('property.rooms')} inputMode="numeric" />
        <TextInput field={fields.bedrooms} label={t('property.bedrooms')} inputMode="numeric" />
        <TextInput field={fields.bathrooms} label={t('property.bathrooms')} inputMode="numeric" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput field={fields.floor} label={t('property.floor')} hint={t('property.floorHint')} inputMode="numeric" />
        <TextInput field={fields.yearBuilt} label={t('property.yearBuilt')} hint={t('optional')} inputMode="numeric" />
      </div>
      <CheckboxInput field={fields.elevator} label={t('property.elevator')} />
      <CheckboxList
        field={fields.amenities}
        legend={t('property.amenities')}
        options={AMENITIES.map((value) => ({ value, label: t(`listing:amenity.${value}`) }))}
      />
    </StepForm>
  );
}
