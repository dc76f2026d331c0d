import { getFormProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { SubmitButton } from '#app/components/forms/input-field.tsx';
import { renewalPath, useDay } from '#app/components/renewals/renewal-block.tsx';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { formAction, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { NOT_RENEW_REASONS } from '#common/renewal-rules.ts';
import { notRenewSchema } from '#server/domain/renewals/renewals.schemas.ts';
import { recordNotRenew, renewalOverview } from '#server/domain/renewals/renewals.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/renewal-not-renew';

export const handle = { middleware: ['auth'], i18n: ['contracts', 'renewals'] };

// /rental-contracts/{id}/renewal-requests/not-renew: the landlord side records that the contract
// will end on its end date, with the ground of 51. gr. (and words where the ground needs them);
// the tenants are told. Works without JavaScript; errors beside the fields.
export async function loader({ params, context }: Route.LoaderArgs) {
  const renewal = await forPage(() => renewalOverview(serviceFrom(context), params.id));
  if (!renewal.can.notRenew || !renewal.endDate) throw redirect(`/rental-contracts/${params.id}`);
  return { renewal, endDate: renewal.endDate };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return formAction(await request.formData(), notRenewSchema, async (value) => {
    const notice = await recordNotRenew(serviceFrom(context), params.id, value);
    return redirectWithNotice(renewalPath(params.id, `/${notice.id}`), 'renewals:notices.notRenewed');
  });
}

export default function RenewalNotRenew({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const day = useDay();
  const navigation = useNavigation();
  const { renewal, endDate } = loaderData;
  const [form, fields] = useForm({
    lastResult: actionData,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: notRenewSchema }),
    shouldValidate: 'onSubmit',
  });
  const title = t('renewals:notRenew.title');
  return (
    <div className="max-w-2xl">
      <title>{`${title} · ${t('brand.name')}`}</title>
      <p>
        <Link to={`/rental-contracts/${renewal.contractId}`} className="font-medium text-brand-700 underline">
          {t('renewals:request.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-muted break-words">
        {renewal.reference} · {renewal.address}
      </p>
      <p className="mt-3" data-testid="not-renew-end">
        {t('renewals:notRenew.intro', { date: day(endDate) })}
      </p>
      {renewal.lateToday && renewal.noticeDeadline && (
        <p className="mt-3 rounded-md bg-warning-100 p-3 font-medium" data-testid="renewal-late">
          {t('renewals:notRenew.late', { date: day(renewal.noticeDeadline) })}
        </p>
      )}
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-5">
        <FormError id={form.errorId} errors={form.errors} />
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.reasonCode.id} className="font-medium">
            {t('renewals:notRenew.reason')}
          </label>
          <NativeSelect {...getSelectProps(fields.reasonCode)} key={fields.reasonCode.key} size="lg">
            <option value="">{t('renewals:notRenew.choose')}</option>
            {NOT_RENEW_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`renewals:reasons.${reason}`)}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={fields.reasonCode.errorId} errors={fields.reasonCode.errors} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.reasonText.id} className="font-medium">
            {t('renewals:notRenew.reasonText')}
          </label>
          <p id={`${fields.reasonText.id}-hint`} className="text-sm text-muted">
            {t('renewals:notRenew.reasonTextHint')}
          </p>
          <textarea
            {...getTextareaProps(fields.reasonText)}
            key={fields.reasonText.key}
            rows={4}
            aria-describedby={`${fields.reasonText.id}-hint ${fields.reasonText.errorId}`}
            className="rounded-md border border-line p-3 text-base aria-[invalid=true]:border-danger-600"
          />
          <FieldError id={fields.reasonText.errorId} errors={fields.reasonText.errors} />
        </div>
        <SubmitButton busy={navigation.state === 'submitting'}>{t('renewals:notRenew.submit')}</SubmitButton>
      </Form>
    </div>
  );
}
