import { getFormProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, redirect, useNavigation } from 'react-router';
import { SubmitButton } from '#app/components/forms/input-field.tsx';
import { NoticeRuleText, TerminationHeader, terminationsPath, useDay } from '#app/components/terminations/termination-parts.tsx';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { formAction, serviceFrom } from '#app/lib/page-kit.server.ts';
import { LANDLORD_REASONS } from '#common/termination-rules.ts';
import { noticeInputSchema } from '#common/terminations.schemas.ts';
import { createTermination } from '#server/domain/terminations/terminations.service.ts';
import type { Route } from './+types/termination-default';
import { terminationPage } from './termination.server.ts';

export const handle = { middleware: ['auth'], i18n: ['terminations', 'contracts'] };

// /rental-contracts/{id}/termination-requests/default: notice on an indefinite lease (56. gr.).
// The notice is dated today; the rule and the legal end date are the server's. A landlord gives
// a reason (51. gr.). A fixed-term lease without special grounds is refused here with the reason.
export async function loader({ params, context }: Route.LoaderArgs) {
  return terminationPage(context, params.id);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  return formAction(await request.formData(), noticeInputSchema, async (input) => {
    const draft = await createTermination(service, params.id, { kind: 'default', ...input });
    return redirect(`${terminationsPath(params.id)}/send?request=${draft.id}`);
  });
}

function NoticeForm({ landlord, lastResult }: { landlord: boolean; lastResult?: SubmissionResult }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: noticeInputSchema }),
    shouldValidate: 'onSubmit',
  });
  return (
    <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex max-w-xl flex-col gap-4">
      <FormError id={form.errorId} errors={form.errors} />
      {landlord && (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={fields.reasonCode.id} className="font-medium">
              {t('terminations:default.reason')}
            </label>
            <p id={`${fields.reasonCode.id}-hint`} className="text-sm text-muted">
              {t('terminations:default.reasonHint')}
            </p>
            <NativeSelect
              {...getSelectProps(fields.reasonCode)}
              key={fields.reasonCode.key}
              aria-describedby={`${fields.reasonCode.id}-hint ${fields.reasonCode.errorId}`}
              size="lg"
              width="auto"
            >
              <option value="">{t('terminations:default.choose')}</option>
              {LANDLORD_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`terminations:reasons.${r}`)}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={fields.reasonCode.errorId} errors={fields.reasonCode.errors} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={fields.reasonText.id} className="font-medium">
              {t('terminations:default.reasonText')}
            </label>
            <p id={`${fields.reasonText.id}-hint`} className="text-sm text-muted">
              {t('terminations:default.reasonTextHint')}
            </p>
            <textarea
              {...getTextareaProps(fields.reasonText)}
              key={fields.reasonText.key}
              aria-describedby={`${fields.reasonText.id}-hint ${fields.reasonText.errorId}`}
              rows={4}
              className="rounded-md border border-line px-3 py-2 text-base aria-[invalid=true]:border-danger-600"
            />
            <FieldError id={fields.reasonText.errorId} errors={fields.reasonText.errors} />
          </div>
        </>
      )}
      <SubmitButton busy={navigation.state === 'submitting'}>{t('terminations:default.submit')}</SubmitButton>
    </Form>
  );
}

export default function TerminationDefault({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const day = useDay();
  const { overview, address, today } = loaderData;
  const notice = overview.notice;
  const acting = overview.contractStatus === 'active' && overview.sides.length > 0 && !overview.binding;
  return (
    <div className="max-w-3xl">
      <TerminationHeader overview={overview} address={address} title={t('terminations:default.title')} />
      {!acting || !notice ? (
        <p className="mt-4 text-muted">{overview.sides.length ? t('terminations:notActive') : t('terminations:readOnly')}</p>
      ) : !notice.ok ? (
        <section className="mt-4 rounded-xl border border-line bg-subtle p-4" role="alert" data-testid="notice-refused">
          <h2 className="text-lg font-semibold">{t('terminations:fixedTerm.title')}</h2>
          <p className="mt-1">
            {notice.code === 'termination_fixed_term_after_end'
              ? t('terminations:fixedTerm.after', { date: day(overview.endDate ?? ''), article: notice.article })
              : t('terminations:fixedTerm.text', { date: day(overview.endDate ?? ''), article: notice.article })}
          </p>
        </section>
      ) : (
        <>
          <p className="mt-4">{t('terminations:default.intro')}</p>
          <p className="mt-2">{t('terminations:default.today', { date: day(today) })}</p>
          <div className="mt-4">
            <NoticeRuleText rule={notice.rule} endDate={notice.endDate} />
          </div>
          <NoticeForm landlord={notice.side === 'landlord'} lastResult={actionData as SubmissionResult | undefined} />
        </>
      )}
    </div>
  );
}
