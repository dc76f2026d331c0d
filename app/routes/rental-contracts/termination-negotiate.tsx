import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, redirect, useNavigation } from 'react-router';
import { SubmitButton } from '#app/components/forms/input-field.tsx';
import { TerminationHeader, terminationsPath } from '#app/components/terminations/termination-parts.tsx';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { formAction, serviceFrom } from '#app/lib/page-kit.server.ts';
import { negotiateInputSchema } from '#common/terminations.schemas.ts';
import { createTermination } from '#server/domain/terminations/terminations.service.ts';
import type { Route } from './+types/termination-negotiate';
import { terminationPage } from './termination.server.ts';

export const handle = { middleware: ['auth'], i18n: ['terminations', 'contracts'] };

// /rental-contracts/{id}/termination-requests/negotiate: a mutual end date proposed to the other
// side; binding once they accept it.
export async function loader({ params, context }: Route.LoaderArgs) {
  return terminationPage(context, params.id);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  return formAction(await request.formData(), negotiateInputSchema, async (input) => {
    const draft = await createTermination(service, params.id, { kind: 'negotiate', ...input });
    return redirect(`${terminationsPath(params.id)}/send?request=${draft.id}`);
  });
}

export default function TerminationNegotiate({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { overview, address, today } = loaderData;
  const acting = overview.contractStatus === 'active' && overview.sides.length > 0 && !overview.binding;
  const [form, fields] = useForm({
    lastResult: actionData as SubmissionResult | undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: negotiateInputSchema }),
    shouldValidate: 'onSubmit',
  });
  return (
    <div className="max-w-3xl">
      <TerminationHeader overview={overview} address={address} title={t('terminations:negotiate.title')} />
      {!acting ? (
        <p className="mt-4 text-muted">{overview.sides.length ? t('terminations:notActive') : t('terminations:readOnly')}</p>
      ) : (
        <>
          <p className="mt-4">{t('terminations:negotiate.intro')}</p>
          <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex max-w-xl flex-col gap-4">
            <FormError id={form.errorId} errors={form.errors} />
            <div className="flex flex-col gap-1">
              <label htmlFor={fields.proposedEndDate.id} className="font-medium">
                {t('terminations:negotiate.date')}
              </label>
              <input
                {...getInputProps(fields.proposedEndDate, { type: 'date' })}
                key={fields.proposedEndDate.key}
                min={today}
                max={overview.termKind === 'fixed' ? (overview.endDate ?? undefined) : undefined}
                className="h-12 rounded-md border border-line px-3 text-base aria-[invalid=true]:border-danger-600"
              />
              <FieldError id={fields.proposedEndDate.errorId} errors={fields.proposedEndDate.errors} />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={fields.message.id} className="font-medium">
                {t('terminations:negotiate.message')}
              </label>
              <textarea
                {...getTextareaProps(fields.message)}
                key={fields.message.key}
                rows={4}
                className="rounded-md border border-line px-3 py-2 text-base aria-[invalid=true]:border-danger-600"
              />
              <FieldError id={fields.message.errorId} errors={fields.message.errors} />
            </div>
            <SubmitButton busy={navigation.state === 'submitting'}>{t('terminations:negotiate.submit')}</SubmitButton>
          </Form>
        </>
      )}
    </div>
  );
}
