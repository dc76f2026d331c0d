import { useTranslation } from 'react-i18next';
import { CheckboxInput, SelectInput, TextInput } from '#app/components/listing-forms/fields.tsx';
import { StepForm, type StepFormProps, useStepForm } from '#app/components/step-form/step-form.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import type { ContractIssue, PartyRole } from '#common/contract-model.ts';
import { formatKennitala } from '#common/kennitala.ts';
import { DefaultSubmit } from './default-submit.tsx';
import { fieldsOf, rowsOf } from './field-lists.ts';
import { IssueNotes } from './issue-notes.tsx';

// The parties step: the landlord (a person, or the team as company with a named signatory),
// tenants (one or more) and optional representatives, each with name, kennitala, email, phone and
// address. Rows are added and removed with submit buttons (intent add:<role> / remove:<row>), so
// it works without JavaScript; both save what is on the page first.

export interface PartyRowView {
  role: PartyRole;
  /** The team's company (a team landlord): shown, not typed. */
  team: { name: string; kennitala: string | null } | null;
  /** Linked to an account (joined, or the one who started it). */
  joined: boolean;
}

export const ADDABLE_ROLES: PartyRole[] = ['tenant', 'tenant_representative', 'landlord_representative'];

export function PartiesForm(
  props: StepFormProps & {
    issues: ContractIssue[];
    rows: PartyRowView[];
    signatories: { userId: string; name: string }[] | null;
  },
) {
  const { t } = useTranslation('contracts');
  const { form, fields } = useStepForm(props);
  const list = rowsOf(fields.parties);
  return (
    <StepForm form={form} action={props.action} buttons={props.buttons}>
      <DefaultSubmit />
      <IssueNotes issues={props.issues} field="parties" />
      {list.map((item, index) => {
        const row = props.rows[index] ?? { role: 'tenant', team: null, joined: false };
        const party = fieldsOf(item);
        const at = (name: string) => `parties.${index}.${name}`;
        const representative = row.role === 'landlord_representative' || row.role === 'tenant_representative';
        return (
          <fieldset key={item.key} className="min-w-0 rounded-lg border border-line p-4" data-testid={`party-${index}`}>
            <legend className="px-1 font-semibold">{tDynamic(t, `parties.roles.${row.role}`)}</legend>
            <input type="hidden" name={party.id.name} value={String(party.id.initialValue ?? '')} />
            <input type="hidden" name={party.role.name} value={row.role} />
            {row.joined && <p className="mb-2 text-sm text-success-700">{t('parties.joined')}</p>}
            <div className="grid gap-4 sm:grid-cols-2">
              {row.team ? (
                <div className="sm:col-span-2">
                  <p className="font-medium">{t('parties.company')}</p>
                  <p>
                    {row.team.name} {row.team.kennitala ? `(${formatKennitala(row.team.kennitala)})` : ''}
                  </p>
                  <IssueNotes issues={props.issues} field={at('companyKennitala')} />
                  {props.signatories && (
                    <div className="mt-3">
                      <SelectInput
                        field={fields.signatoryUserId}
                        label={t('parties.signatory')}
                        hint={t('parties.signatoryHint')}
                        placeholder={t('parties.signatoryKeep')}
                        options={props.signatories.map((s) => ({ value: s.userId, label: s.name }))}
                      />
                    </div>
                  )}
                </div>
              ) : null}
              <div>
                <TextInput
                  field={party.name}
                  label={row.team ? t('parties.signatoryName') : t('parties.name')}
                  autoComplete="off"
                />
                <IssueNotes issues={props.issues} field={at('name')} />
              </div>
              <div>
                <TextInput field={party.kennitala} label={t('parties.kennitala')} inputMode="numeric" />
                <IssueNotes issues={props.issues} field={at('kennitala')} />
              </div>
              <div>
                <TextInput
                  field={party.email}
                  label={t('parties.email')}
                  hint={row.joined ? undefined : t('parties.emailHint')}
                />
                <IssueNotes issues={props.issues} field={at('email')} />
              </div>
              <div>
                <TextInput field={party.phone} label={t('parties.phone')} inputMode="numeric" />
                <IssueNotes issues={props.issues} field={at('phone')} />
              </div>
              <div className="sm:col-span-2">
                <TextInput field={party.address} label={t('parties.address')} />
                <IssueNotes issues={props.issues} field={at('address')} />
              </div>
              {row.role === 'landlord' && !row.team && (
                <>
                  <TextInput field={party.companyName} label={t('parties.companyName')} hint={t('parties.companyHint')} />
                  <div>
                    <TextInput field={party.companyKennitala} label={t('parties.companyKennitala')} inputMode="numeric" />
                    <IssueNotes issues={props.issues} field={at('companyKennitala')} />
                  </div>
                </>
              )}
              {representative && <CheckboxInput field={party.signs} label={t('parties.signs')} />}
            </div>
            {index > 0 && (
              <button
                type="submit"
                name="intent"
                value={`remove:${index}`}
                formNoValidate
                className={buttonStyles('secondary', 'md', 'mt-4 w-full sm:w-auto')}
              >
                {t('parties.remove')}
              </button>
            )}
          </fieldset>
        );
      })}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {ADDABLE_ROLES.map((role) => (
          <button
            key={role}
            type="submit"
            name="intent"
            value={`add:${role}`}
            className={buttonStyles('secondary', 'md', 'w-full sm:w-auto')}
          >
            {tDynamic(t, `parties.add.${role}`)}
          </button>
        ))}
      </div>
    </StepForm>
  );
}
