import { useTranslation } from 'react-i18next';
import { RadioList, SelectInput, TextInput } from '#app/components/listing-forms/fields.tsx';
import { StepForm, type StepFormProps, useStepForm } from '#app/components/step-form/step-form.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { CONTRACT_SECURITY_TYPES, type ContractIssue, PAYMENT_DAYS, PAYMENT_METHODS } from '#common/contract-model.ts';
import { IssueNotes } from './issue-notes.tsx';

// Payment day and method (bank transfer or the payment service into the landlord's payout
// method, a payment slip, or otherwise), the security: its type, provider and amount (40. gr.).
// The team defaults page shows the same fields without the payout method and amount.

export interface PayoutChoice {
  id: string;
  holderName: string;
  masked: string;
}

export function PaymentFields({
  fields,
  issues,
  payouts,
}: {
  fields: ReturnType<typeof useStepForm>['fields'];
  issues: ContractIssue[];
  /** The landlord's payout methods; null on the team defaults page (no payout method there). */
  payouts: PayoutChoice[] | null;
}) {
  const { t } = useTranslation('contracts');
  const note = (field: string) => <IssueNotes issues={issues} field={field} />;
  return (
    <>
      <RadioList
        field={fields.paymentDay}
        legend={t('steps.payments.day')}
        options={PAYMENT_DAYS.map((d) => ({ value: d, label: tDynamic(t, `steps.payments.days.${d}`) }))}
      />
      <div>
        <TextInput field={fields.paymentDayOther} label={t('steps.payments.dayOther')} />
        {note('paymentDayOther')}
      </div>
      <RadioList
        field={fields.paymentMethod}
        legend={t('steps.payments.method')}
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: tDynamic(t, `steps.payments.methods.${m}`) }))}
      />
      <div>
        <TextInput field={fields.paymentMethodOther} label={t('steps.payments.methodOther')} />
        {note('paymentMethodOther')}
      </div>
      {payouts && (
        <div>
          {payouts.length ? (
            <SelectInput
              field={fields.payoutMethodId}
              label={t('steps.payments.payout')}
              hint={t('steps.payments.payoutHint')}
              placeholder={t('wizard.choose')}
              options={payouts.map((p) => ({ value: p.id, label: `${p.holderName} · ${p.masked}` }))}
            />
          ) : (
            <p className="rounded-md bg-subtle p-3 text-sm">{t('steps.payments.noPayout')}</p>
          )}
          {note('payoutMethodId')}
        </div>
      )}
      <SelectInput
        field={fields.securityType}
        label={t('steps.payments.securityType')}
        placeholder={t('wizard.choose')}
        options={CONTRACT_SECURITY_TYPES.map((s) => ({ value: s, label: tDynamic(t, `steps.payments.security.${s}`) }))}
      />
    </>
  );
}

export function PaymentsForm(
  props: StepFormProps & { issues: ContractIssue[]; payouts: PayoutChoice[]; suggestedSecurityIsk: number | null },
) {
  const { t } = useTranslation('contracts');
  const { form, fields } = useStepForm(props);
  const note = (field: string) => <IssueNotes issues={props.issues} field={field} />;
  return (
    <StepForm form={form} action={props.action} buttons={props.buttons}>
      <PaymentFields fields={fields} issues={props.issues} payouts={props.payouts} />
      <div>
        <TextInput
          field={fields.securityProvider}
          label={t('steps.payments.securityProvider')}
          hint={t('steps.payments.securityProviderHint')}
        />
        {note('securityProvider')}
      </div>
      <div>
        <TextInput field={fields.securityDescription} label={t('steps.payments.securityDescription')} />
        {note('securityDescription')}
      </div>
      <div>
        <TextInput
          field={fields.securityAmountIsk}
          label={t('steps.payments.securityAmount')}
          hint={t('steps.payments.securityAmountHint')}
          inputMode="numeric"
          suffix="kr."
        />
        {note('securityAmountIsk')}
      </div>
    </StepForm>
  );
}
