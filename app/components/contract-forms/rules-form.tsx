import { useTranslation } from 'react-i18next';
import { CheckboxInput, RadioList, TextArea, TextInput } from '#app/components/listing-forms/fields.tsx';
import { StepForm, type StepFormProps, useStepForm } from '#app/components/step-form/step-form.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { type ContractIssue, INSPECTORS, PET_RULES } from '#common/contract-model.ts';
import { IssueNotes } from './issue-notes.tsx';

// Pets, smoking, subletting, house rules, fire safety (smoke detectors, extinguishers, fire
// blanket, escape route), the condition inspection and special provisions. The team defaults
// page reuses HouseRuleFields and FireSafetyFields.

type Fields = ReturnType<typeof useStepForm>['fields'];

export function HouseRuleFields({ fields, issues }: { fields: Fields; issues: ContractIssue[] }) {
  const { t } = useTranslation('contracts');
  return (
    <>
      <RadioList
        field={fields.pets}
        legend={t('steps.rules.pets')}
        options={PET_RULES.map((p) => ({ value: p, label: tDynamic(t, `steps.rules.petRules.${p}`) }))}
      />
      <CheckboxInput field={fields.smokingAllowed} label={t('steps.rules.smoking')} />
      <CheckboxInput field={fields.sublettingAllowed} label={t('steps.rules.subletting')} />
      <div>
        <TextArea field={fields.houseRules} label={t('steps.rules.houseRules')} rows={4} />
        <IssueNotes issues={issues} field="houseRules" />
      </div>
    </>
  );
}

export function FireSafetyFields({ fields, issues }: { fields: Fields; issues: ContractIssue[] }) {
  const { t } = useTranslation('contracts');
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-lg font-semibold">{t('steps.rules.fireSafety')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <TextInput
            field={fields.smokeDetectors}
            label={t('steps.rules.smokeDetectors')}
            hint={t('steps.rules.smokeHint')}
            inputMode="numeric"
          />
          <IssueNotes issues={issues} field="smokeDetectors" />
        </div>
        <div>
          <TextInput field={fields.fireExtinguishers} label={t('steps.rules.extinguishers')} inputMode="numeric" />
          <IssueNotes issues={issues} field="fireExtinguishers" />
        </div>
      </div>
      <CheckboxInput field={fields.fireBlanket} label={t('steps.rules.fireBlanket')} />
      <CheckboxInput field={fields.escapeRoute} label={t('steps.rules.escapeRoute')} />
    </fieldset>
  );
}

export function RulesForm(props: StepFormProps & { issues: ContractIssue[] }) {
  const { t } = useTranslation('contracts');
  const { form, fields } = useStepForm(props);
  const note = (field: string) => <IssueNotes issues={props.issues} field={field} />;
  return (
    <StepForm form={form} action={props.action} buttons={props.buttons}>
      <HouseRuleFields fields={fields} issues={props.issues} />
      <FireSafetyFields fields={fields} issues={props.issues} />
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-lg font-semibold">{t('steps.rules.condition')}</legend>
        <RadioList
          field={fields.inspection}
          legend={t('steps.rules.inspection')}
          options={INSPECTORS.map((i) => ({ value: i, label: tDynamic(t, `steps.rules.inspectors.${i}`) }))}
        />
        <div>
          <TextInput field={fields.inspectorName} label={t('steps.rules.inspectorName')} />
          {note('inspectorName')}
        </div>
        <div>
          <TextArea field={fields.conditionDescription} label={t('steps.rules.conditionDescription')} rows={4} />
          {note('conditionDescription')}
        </div>
      </fieldset>
      <div>
        <TextArea field={fields.specialProvisions} label={t('steps.rules.specialProvisions')} rows={4} />
        {note('specialProvisions')}
      </div>
      <div>
        <TextArea
          field={fields.fixedTermNoticeGrounds}
          label={t('steps.rules.fixedTermNoticeGrounds')}
          hint={t('steps.rules.fixedTermNoticeGroundsHint')}
          rows={3}
        />
        {note('fixedTermNoticeGrounds')}
      </div>
    </StepForm>
  );
}
