import { useTranslation } from 'react-i18next';
import { RadioList, SelectInput, TextArea, TextInput } from '#app/components/listing-forms/fields.tsx';
import { StepForm, type StepFormProps, useStepForm } from '#app/components/step-form/step-form.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { type ContractIssue, PROPERTY_CATEGORIES, PROPERTY_CLASSES, TERM_KINDS } from '#common/contract-model.ts';
import { DefaultSubmit } from './default-submit.tsx';
import { fieldsOf, rowsOf } from './field-lists.ts';
import { IssueNotes } from './issue-notes.tsx';

// The property and the period: address, postcode (the municipality follows from it), category
// and class, units (fastanúmer, merking, size, rooms; add and remove without JavaScript), the
// description, start, fixed end or indefinite, handover.

export function DateTimeForm(props: StepFormProps & { issues: ContractIssue[] }) {
  const { t } = useTranslation('contracts');
  const { form, fields } = useStepForm(props);
  const units = rowsOf(fields.units);
  const note = (field: string) => <IssueNotes issues={props.issues} field={field} />;
  return (
    <StepForm form={form} action={props.action} buttons={props.buttons}>
      <DefaultSubmit />
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-1 text-lg font-semibold">{t('steps.date-time.property')}</legend>
        <div>
          <TextInput field={fields.address} label={t('steps.date-time.address')} />
          {note('address')}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <TextInput field={fields.postcode} label={t('steps.date-time.postcode')} inputMode="numeric" />
            {note('postcode')}
          </div>
          <div>
            <TextInput
              field={fields.municipality}
              label={t('steps.date-time.municipality')}
              hint={t('steps.date-time.municipalityHint')}
            />
            {note('municipality')}
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectInput
            field={fields.category}
            label={t('steps.date-time.category')}
            placeholder={t('wizard.choose')}
            options={PROPERTY_CATEGORIES.map((c) => ({ value: c, label: tDynamic(t, `steps.date-time.categories.${c}`) }))}
          />
          <SelectInput
            field={fields.propertyClass}
            label={t('steps.date-time.propertyClass')}
            placeholder={t('wizard.choose')}
            options={PROPERTY_CLASSES.map((c) => ({ value: c, label: tDynamic(t, `steps.date-time.classes.${c}`) }))}
          />
        </div>
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-1 text-lg font-semibold">{t('steps.date-time.units')}</legend>
        {note('units')}
        {units.map((item, index) => {
          const unit = fieldsOf(item);
          const at = (name: string) => `units.${index}.${name}`;
          return (
            <div key={item.key} className="rounded-lg border border-line p-4" data-testid={`unit-${index}`}>
              <div className="grid gap-4 sm:grid-cols-2">
                <div>
                  <TextInput
                    field={unit.fastanumer}
                    label={t('steps.date-time.fastanumer')}
                    hint={t('steps.date-time.fastanumerHint')}
                  />
                  {note(at('fastanumer'))}
                </div>
                <TextInput field={unit.unitCode} label={t('steps.date-time.unitCode')} hint={t('steps.date-time.unitCodeHint')} />
                <div>
                  <TextInput field={unit.sizeM2} label={t('steps.date-time.size')} inputMode="decimal" suffix="m²" />
                  {note(at('sizeM2'))}
                </div>
                <div>
                  <TextInput field={unit.rooms} label={t('steps.date-time.rooms')} inputMode="numeric" />
                  {note(at('rooms'))}
                </div>
              </div>
              <button
                type="submit"
                name="intent"
                value={`remove:${index}`}
                className={buttonStyles('secondary', 'md', 'mt-4 w-full sm:w-auto')}
              >
                {t('steps.date-time.removeUnit')}
              </button>
            </div>
          );
        })}
        <button
          type="submit"
          name="intent"
          value="add:unit"
          className={buttonStyles('secondary', 'md', 'w-full sm:w-auto sm:self-start')}
        >
          {t('steps.date-time.addUnit')}
        </button>
        <div>
          <TextArea
            field={fields.propertyDescription}
            label={t('steps.date-time.description')}
            hint={t('steps.date-time.descriptionHint')}
            rows={4}
          />
          {note('propertyDescription')}
        </div>
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-1 text-lg font-semibold">{t('steps.date-time.period')}</legend>
        <div>
          <TextInput field={fields.startDate} label={t('steps.date-time.start')} type="date" />
          {note('startDate')}
        </div>
        <RadioList
          field={fields.termKind}
          legend={t('steps.date-time.termKind')}
          options={TERM_KINDS.map((k) => ({ value: k, label: tDynamic(t, `steps.date-time.termKinds.${k}`) }))}
        />
        <div>
          <TextInput field={fields.endDate} label={t('steps.date-time.end')} hint={t('steps.date-time.endHint')} type="date" />
          {note('endDate')}
        </div>
        <div>
          <TextInput field={fields.handoverDate} label={t('steps.date-time.handover')} type="date" />
          {note('handoverDate')}
        </div>
      </fieldset>
    </StepForm>
  );
}
