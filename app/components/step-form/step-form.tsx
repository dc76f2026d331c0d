import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { Fields } from '#app/components/listing-forms/fields.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FormError } from '#app/components/ui/field-error.tsx';

// The step-form engine's markup (docs/rules/step-forms.md): the frame every wizard's step form
// shares (the listing and contract wizards, and the pages that reuse their forms): a plain POST
// form (works without JavaScript) whose values and errors come back from the server, and the
// buttons under it. The management pages reuse the step forms with their own action and buttons.

export interface StepFormProps {
  /** Where the form posts; the current page when left out. */
  action?: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, unknown>;
  /** The buttons (StepButtons in the wizard). */
  buttons: ReactNode;
}

export function useStepForm(props: Pick<StepFormProps, 'lastResult' | 'defaultValue'>) {
  const [form, fields] = useForm({
    lastResult: props.lastResult ?? undefined,
    // Numbers, booleans and lists are serialised by Conform (true as "on").
    defaultValue: props.defaultValue as Record<string, string> | undefined,
    shouldValidate: 'onSubmit',
  });
  return { form, fields: fields as unknown as Fields };
}

export function StepForm({
  form,
  action,
  buttons,
  children,
}: {
  form: ReturnType<typeof useStepForm>['form'];
  action?: string;
  buttons: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} reloadDocument {...getFormProps(form)} className="flex flex-col gap-5">
      <FormError id={form.errorId} errors={form.errors} />
      {children}
      {buttons}
    </Form>
  );
}

/**
 * "Save and continue" and "Back": both are submit buttons with name="intent", so both save
 * (docs/rules/listing-wizard.md). "Save and continue" comes first in the page, so Enter in a
 * field continues; it is shown on the right.
 */
export function StepButtons({
  nextLabel,
  showBack = true,
  returnToSummary = false,
  form,
}: {
  nextLabel?: string;
  showBack?: boolean;
  /** Opened with "Change" from the summary: saving goes back there (the form sends return=summary). */
  returnToSummary?: boolean;
  /** The id of the form the buttons send, when they sit outside it (the photos page). */
  form?: string;
}) {
  const { t } = useTranslation('wizard');
  return (
    <div className="mt-2 flex flex-col gap-3 border-t border-line pt-5 sm:flex-row-reverse sm:justify-between">
      {returnToSummary && <input type="hidden" name="return" value="summary" form={form} />}
      <button type="submit" name="intent" value="next" form={form} className={buttonStyles('primary', 'lg', 'w-full sm:w-auto')}>
        {nextLabel ?? (returnToSummary ? t('buttons.saveToSummary') : t('buttons.next'))}
      </button>
      {showBack && (
        <button
          type="submit"
          name="intent"
          value="back"
          form={form}
          className={buttonStyles('secondary', 'lg', 'w-full sm:w-auto')}
        >
          {t('buttons.back')}
        </button>
      )}
    </div>
  );
}
