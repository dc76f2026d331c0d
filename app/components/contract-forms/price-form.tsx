import { useTranslation } from 'react-i18next';
import { type AnyField, RadioList, SelectInput, TextInput } from '#app/components/listing-forms/fields.tsx';
import { StepForm, type StepFormProps, useStepForm } from '#app/components/step-form/step-form.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { COST_PAYERS, type ContractIssue } from '#common/contract-model.ts';
import { MAX_OTHER_COSTS } from '#common/contract-rules.ts';
import { formatMonth } from '#common/format.ts';
import { fieldsOf, rowsOf } from './field-lists.ts';
import { IssueNotes } from './issue-notes.tsx';

// Rent, index-linking (CPI with a base month among the published ones; none offered when no CPI
// month is published yet), the housing fund, metered electricity and heating, other costs.

/** The base month's hint for the months offered (common/contract-rules.ts indexBaseMonthChoices). */
function baseMonthHint(
  baseMonths: string[],
  startDate: string | null,
): 'baseMonthHint' | 'baseMonthHintLatest' | 'baseMonthHintNoStart' {
  if (!startDate) return 'baseMonthHintNoStart';
  return baseMonths.length === 1 && baseMonths[0].slice(0, 7) < startDate.slice(0, 7) ? 'baseMonthHintLatest' : 'baseMonthHint';
}

export function PriceForm(props: StepFormProps & { issues: ContractIssue[]; baseMonths: string[]; startDate: string | null }) {
  const { t, i18n } = useTranslation('contracts');
  const locale = uiLocale(i18n.language);
  const { form, fields } = useStepForm(props);
  const note = (field: string) => <IssueNotes issues={props.issues} field={field} />;
  const payers = COST_PAYERS.map((p) => ({ value: p, label: tDynamic(t, `steps.price.payers.${p}`) }));
  const costs = rowsOf(fields.otherCosts);
  const meter = (name: 'electricity' | 'heating', field: AnyField) => {
    const set = fieldsOf(field);
    return (
      <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-line p-4">
        <legend className="px-1 font-semibold">{t(`steps.price.${name}`)}</legend>
        <RadioList field={set.payer} legend={t('steps.price.payer')} options={payers} />
        <p className="text-sm text-muted">{t('steps.price.meterHint')}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <TextInput field={set.meterNumber} label={t('steps.price.meterNumber')} inputMode="numeric" />
            {note(`${name}.meterNumber`)}
          </div>
          <div>
            <TextInput field={set.meterReading} label={t('steps.price.meterReading')} inputMode="decimal" />
            {note(`${name}.meterReading`)}
          </div>
          <div>
            <TextInput field={set.readingDate} label={t('steps.price.readingDate')} type="date" />
            {note(`${name}.readingDate`)}
          </div>
        </div>
      </fieldset>
    );
  };
  const housingFund = fieldsOf(fields.housingFund);
  return (
    <StepForm form={form} action={props.action} buttons={props.buttons}>
      <div>
        <TextInput field={fields.rentIsk} label={t('steps.price.rent')} inputMode="numeric" suffix="kr." />
        {note('rentIsk')}
      </div>
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-lg font-semibold">{t('steps.price.index')}</legend>
        {props.baseMonths.length ? (
          <>
            <RadioList
              field={fields.indexType}
              legend={t('steps.price.indexType')}
              options={[
                { value: 'none', label: t('steps.price.indexNone') },
                { value: 'cpi', label: t('steps.price.indexCpi') },
              ]}
            />
            {note('indexType')}
            <SelectInput
              field={fields.indexBaseMonth}
              label={t('steps.price.baseMonth')}
              hint={t(`steps.price.${baseMonthHint(props.baseMonths, props.startDate)}`, {
                month: props.baseMonths[0] ? formatMonth(props.baseMonths[0], locale) : '',
              })}
              placeholder={t('wizard.choose')}
              options={props.baseMonths.map((m) => ({ value: m, label: formatMonth(m, locale) }))}
            />
            {note('indexBaseMonth')}
            {note('indexBaseValue')}
          </>
        ) : (
          <>
            <input type="hidden" name="indexType" value="none" />
            <p className="rounded-md bg-subtle p-3 text-sm" data-testid="no-cpi">
              {t('steps.price.noCpi')}
            </p>
            {note('indexType')}
          </>
        )}
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-line p-4">
        <legend className="px-1 font-semibold">{t('steps.price.housingFund')}</legend>
        <RadioList field={housingFund.payer} legend={t('steps.price.payer')} options={payers} />
        <div>
          <TextInput field={housingFund.amountIsk} label={t('steps.price.housingFundAmount')} inputMode="numeric" suffix="kr." />
          {note('housingFund.amountIsk')}
        </div>
      </fieldset>
      {meter('electricity', fields.electricity)}
      {meter('heating', fields.heating)}
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-lg font-semibold">{t('steps.price.otherCosts')}</legend>
        <p className="text-sm text-muted">{t('steps.price.otherCostsHint', { max: MAX_OTHER_COSTS })}</p>
        {note('otherCosts')}
        {costs.map((item, index) => {
          const cost = fieldsOf(item);
          return (
            <div key={item.key} className="grid gap-4 sm:grid-cols-2">
              <div>
                <TextInput field={cost.description} label={t('steps.price.costDescription')} />
                {note(`otherCosts.${index}.description`)}
              </div>
              <div>
                <TextInput field={cost.amountIsk} label={t('steps.price.costAmount')} inputMode="numeric" suffix="kr." />
                {note(`otherCosts.${index}.amountIsk`)}
              </div>
            </div>
          );
        })}
      </fieldset>
    </StepForm>
  );
}
