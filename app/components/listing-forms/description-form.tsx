import { useTranslation } from 'react-i18next';
import { StepForm, type StepFormProps, useStepForm } from '#app/components/step-form/step-form.tsx';
import { TextArea, TextInput } from './fields.tsx';

/** The title and text in Icelandic (required) and English (optional, but both or neither). */
export function DescriptionForm(props: StepFormProps) {
  const { t } = useTranslation('wizard');
  const { form, fields } = useStepForm(props);
  return (
    <StepForm form={form} action={props.action} buttons={props.buttons}>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">{t('description.icelandic')}</legend>
        <TextInput field={fields.titleIs} label={t('description.title')} hint={t('description.titleHint')} />
        <TextArea field={fields.descriptionIs} label={t('description.text')} hint={t('description.textHint')} rows={8} />
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold">{t('description.english')}</legend>
        <p className="text-sm text-muted">{t('description.englishHint')}</p>
        <TextInput field={fields.titleEn} label={t('description.titleEn')} />
        <TextArea field={fields.descriptionEn} label={t('description.textEn')} rows={6} />
      </fieldset>
    </StepForm>
  );
}
