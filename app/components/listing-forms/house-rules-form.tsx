import { useTranslation } from 'react-i18next';
import { StepForm, type StepFormProps, useStepForm } from '#app/components/step-form/step-form.tsx';
import { CheckboxInput, TextInput } from './fields.tsx';

/** Pets, smoking, subletting, how many may live there and quiet hours. */
export function HouseRulesForm(props: StepFormProps) {
  const { t } = useTranslation('wizard');
  const { form, fields } = useStepForm(props);
  return (
    <StepForm form={form} action={props.action} buttons={props.buttons}>
      <fieldset className="min-w-0">
        <legend className="mb-1 font-medium">{t('houseRules.allowed')}</legend>
        <CheckboxInput field={fields.petsAllowed} label={t('houseRules.pets')} />
        <CheckboxInput field={fields.smokingAllowed} label={t('houseRules.smoking')} />
        <CheckboxInput field={fields.sublettingAllowed} label={t('houseRules.subletting')} />
      </fieldset>
      <TextInput field={fields.maxOccupants} label={t('houseRules.maxOccupants')} inputMode="numeric" />
      <fieldset className="min-w-0">
        <legend className="mb-1 font-medium">{t('houseRules.quietHours')}</legend>
        <p className="mb-2 text-sm text-muted">{t('houseRules.quietHoursHint')}</p>
        <div className="grid grid-cols-2 gap-4">
          <TextInput field={fields.quietFrom} label={t('houseRules.quietFrom')} type="time" />
          <TextInput field={fields.quietTo} label={t('houseRules.quietTo')} type="time" />
        </div>
      </fieldset>
    </StepForm>
  );
}
