import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { SubmitButton } from '#app/components/forms/input-field.tsx';
import {
  NoticeRuleText,
  Row,
  requestEnd,
  TerminationHeader,
  TerminationPdfLink,
  TerminationStatusBadge,
  terminationsPath,
  useDay,
} from '#app/components/terminations/termination-parts.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { formAction, noticeFrom, redirectWithNotice, serviceFrom, whenRefused } from '#app/lib/page-kit.server.ts';
import { terminationRespondSchema } from '#common/terminations.schemas.ts';
import { getTermination, respondTermination, withdrawTermination } from '#server/domain/terminations/terminations.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/termination-request';
import { terminationPage } from './termination.server.ts';

export const handle = { middleware: ['auth'], i18n: ['terminations', 'contracts'] };

// /rental-contracts/{id}/termination-requests/{terminationId}: one request's status and the other
// side's response; the other side answers a proposal here (accept, reject, counter-propose), and
// its own side may withdraw it while unanswered.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await terminationPage(context, params.id);
  const termination = await forPage(() => getTermination(serviceFrom(context), params.id, params.terminationId));
  return { ...page, termination, notice: noticeFrom(request) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const formData = await request.formData();
  const base = terminationsPath(params.id);
  if (formData.get('intent') === 'withdraw') {
    try {
      await withdrawTermination(service, params.id, params.terminationId);
    } catch (error) {
      return whenRefused(error, { refused: (refusal) => ({ error: refusal.code }) });
    }
    return redirectWithNotice(`${base}/${params.terminationId}`, 'terminations:notices.withdrawn');
  }
  return formAction(formData, terminationRespondSchema, async (input) => {
    const result = await respondTermination(service, params.id, params.terminationId, input);
    return redirectWithNotice(`${base}/${result.id}`, 'terminations:notices.answered');
  });
}

function RespondForm({ lastResult, min }: { lastResult?: SubmissionResult; min: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: terminationRespondSchema }),
    shouldValidate: 'onSubmit',
  });
  const answers = ['accept', 'reject', 'counter'] as const;
  return (
    <Form method="post" reloadDocument {...getFormProps(form)} className="mt-4 flex max-w-xl flex-col gap-4">
      <FormError id={form.errorId} errors={form.errors} />
      <fieldset className="flex flex-col gap-2" aria-describedby={fields.answer.errorId}>
        <legend className="font-medium">{t('terminations:respond.answer')}</legend>
        {answers.map((answer) => (
          <label key={answer} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={fields.answer.name}
              value={answer}
              defaultChecked={fields.answer.initialValue === answer}
              className="h-5 w-5"
            />
            {t(`terminations:respond.${answer}`)}
          </label>
        ))}
        <FieldError id={fields.answer.errorId} errors={fields.answer.errors} />
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={fields.proposedEndDate.id} className="font-medium">
          {t('terminations:respond.date')}
        </label>
        <input
          {...getInputProps(fields.proposedEndDate, { type: 'date' })}
          key={fields.proposedEndDate.key}
          min={min}
          className="h-12 rounded-md border border-line px-3 text-base aria-[invalid=true]:border-danger-600"
        />
        <FieldError id={fields.proposedEndDate.errorId} errors={fields.proposedEndDate.errors} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={fields.message.id} className="font-medium">
          {t('terminations:respond.message')}
        </label>
        <textarea
          {...getTextareaProps(fields.message)}
          key={fields.message.key}
          rows={3}
          className="rounded-md border border-line px-3 py-2 text-base aria-[invalid=true]:border-danger-600"
        />
        <FieldError id={fields.message.errorId} errors={fields.message.errors} />
      </div>
      <SubmitButton busy={navigation.state === 'submitting'}>{t('terminations:respond.submit')}</SubmitButton>
    </Form>
  );
}

export default function TerminationRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const day = useDay();
  const { overview, address, termination: r, today } = loaderData;
  const base = terminationsPath(overview.contractId);
  const end = requestEnd(r);
  const refusal = actionData && 'error' in actionData && typeof actionData.error === 'string' ? actionData.error : null;
  return (
    <div className="max-w-3xl">
      <TerminationHeader
        overview={overview}
        address={address}
        title={t('terminations:request.title', { kind: t(`terminations:kinds.${r.kind}`) })}
      />
      <FlashNotice notice={loaderData.notice} />
      <FormError id="request-error" errors={refusal ? [refusal] : undefined} />
      <div className="mt-4">
        <TerminationStatusBadge status={r.status} />
      </div>
      <dl className="mt-4 divide-y divide-line">
        <Row label={t('terminations:request.kind')}>
          {t(`terminations:kinds.${r.kind}`)}
          {r.case && ` · ${t(`terminations:cases.${r.case}`)}`}
        </Row>
        <Row label={t('terminations:request.from')}>{t(`terminations:sides.${r.fromSide}`)}</Row>
        {r.sentAt && <Row label={t('terminations:request.sentAt')}>{day(r.sentAt.slice(0, 10))}</Row>}
        {r.reasonCode && <Row label={t('terminations:request.reason')}>{t(`terminations:reasons.${r.reasonCode}`)}</Row>}
        {r.reasonText && (
          <Row label={r.kind === 'negotiate' ? t('terminations:request.message') : t('terminations:request.reason')}>
            <span className="whitespace-pre-line">{r.reasonText}</span>
          </Row>
        )}
        {end && (
          <Row
            label={
              r.kind === 'negotiate'
                ? t('terminations:request.proposed')
                : r.kind === 'violate'
                  ? t('terminations:request.effective')
                  : t('terminations:request.end')
            }
          >
            <span data-testid="request-end">{day(end)}</span>
          </Row>
        )}
        {r.respondedAt && (
          <Row label={t('terminations:request.response')}>
            {t('terminations:request.respondedAt', { date: day(r.respondedAt.slice(0, 10)) })}
            {r.responseText && <span className="block whitespace-pre-line">{r.responseText}</span>}
          </Row>
        )}
      </dl>
      {r.sentAt && (
        <p className="mt-4">
          <TerminationPdfLink request={r} />
        </p>
      )}
      {r.rule && r.legalEndDate && (
        <div className="mt-4">
          <NoticeRuleText rule={r.rule} endDate={r.legalEndDate} />
        </div>
      )}
      {r.counterOfId && (
        <p className="mt-4">
          <Link to={`${base}/${r.counterOfId}`} className="font-medium text-brand-700 underline underline-offset-2">
            {t('terminations:request.counterOf')}
          </Link>
        </p>
      )}
      {r.counteredById && (
        <p className="mt-4">
          {t('terminations:request.counteredBy')}{' '}
          <Link to={`${base}/${r.counteredById}`} className="font-medium text-brand-700 underline underline-offset-2">
            {t('terminations:request.openCounter')}
          </Link>
        </p>
      )}
      {r.status === 'draft' && <p className="mt-4 text-muted">{t('terminations:request.draft')}</p>}
      {r.status === 'sent' && r.kind === 'negotiate' && !r.can.respond && (
        <p className="mt-4 text-muted">{t('terminations:request.waiting')}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {r.can.send && (
          <Link to={`${base}/send?request=${r.id}`} className={buttonStyles('primary')}>
            {t('terminations:request.review')}
          </Link>
        )}
        {r.can.withdraw && (
          <Form method="post" reloadDocument>
            <input type="hidden" name="intent" value="withdraw" />
            <button type="submit" className={buttonStyles('secondary')}>
              {t('terminations:request.withdraw')}
            </button>
          </Form>
        )}
      </div>
      {r.can.respond && (
        <section aria-labelledby="respond-title" className="mt-8">
          <h2 id="respond-title" className="text-xl font-semibold">
            {t('terminations:respond.title')}
          </h2>
          <RespondForm lastResult={actionData as SubmissionResult | undefined} min={today} />
        </section>
      )}
    </div>
  );
}
