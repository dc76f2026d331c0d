import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, redirect, useNavigation } from 'react-router';
import { SubmitButton } from '#app/components/forms/input-field.tsx';
import { TerminationHeader, terminationsPath, useDay } from '#app/components/terminations/termination-parts.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formAction, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatMoney } from '#common/format.ts';
import { isRescissionCase } from '#common/termination-rules.ts';
import { demandCreateSchema, rescissionInputSchema } from '#common/terminations.schemas.ts';
import { sendDemand } from '#server/domain/terminations/demands.service.ts';
import { createTermination } from '#server/domain/terminations/terminations.service.ts';
import { asPageError } from '#server/http/page-errors.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Route } from './+types/termination-violate-case';
import { terminationPage } from './termination.server.ts';

export const handle = { middleware: ['auth'], i18n: ['terminations', 'contracts'] };

// /rental-contracts/{id}/termination-requests/violate/{case}: one rescission case (61. gr.). While
// its condition is not met, the way to meet it: for unpaid rent the written 7-day payment demand
// (sent and tracked here), for misuse a written warning. Once met, the rescission's form.
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isRescissionCase(params.case)) throw asPageError(new AppError('not_found'));
  return { ...(await terminationPage(context, params.id)), kase: params.case };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isRescissionCase(params.case)) throw asPageError(new AppError('not_found'));
  const kase = params.case;
  const service = serviceFrom(context);
  const formData = await request.formData();
  const here = `${terminationsPath(params.id)}/violate/${kase}`;
  const intent = formData.get('intent');
  if (intent === 'demand' || intent === 'warning') {
    return formAction(formData, demandCreateSchema, async (input) => {
      await sendDemand(service, params.id, input);
      return redirectWithNotice(
        here,
        input.kind === 'payment_demand' ? 'terminations:notices.demandSent' : 'terminations:notices.warningSent',
      );
    });
  }
  return formAction(formData, rescissionInputSchema, async (input) => {
    const draft = await createTermination(service, params.id, { kind: 'violate', case: kase, ...input });
    return redirect(`${terminationsPath(params.id)}/send?request=${draft.id}`);
  });
}

function WarningForm({ lastResult }: { lastResult?: SubmissionResult }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({ id: 'warning', lastResult, shouldValidate: 'onSubmit' });
  return (
    <Form method="post" reloadDocument {...getFormProps(form)} className="mt-3 flex flex-col gap-3">
      <input type="hidden" name="intent" value="warning" />
      <input type="hidden" name="kind" value="written_warning" />
      <FormError id={form.errorId} errors={form.errors} />
      <label htmlFor={fields.text.id} className="font-medium">
        {t('terminations:case.warning')}
      </label>
      <textarea
        {...getTextareaProps(fields.text)}
        key={fields.text.key}
        rows={4}
        className="rounded-md border border-line px-3 py-2 text-base aria-[invalid=true]:border-danger-600"
      />
      <FieldError id={fields.text.errorId} errors={fields.text.errors} />
      <button type="submit" className={buttonStyles('secondary')}>
        {t('terminations:case.sendWarning')}
      </button>
    </Form>
  );
}

export default function TerminationViolateCase({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const day = useDay();
  const navigation = useNavigation();
  const { overview, address, today, kase } = loaderData;
  const state = overview.cases.find((c) => c.case === kase);
  const landlord = overview.sides.includes('landlord');
  const acting = overview.contractStatus === 'active' && landlord && !overview.binding;
  const reply = actionData as SubmissionResult | undefined;
  const [form, fields] = useForm({
    id: 'rescission',
    lastResult: reply,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rescissionInputSchema }),
    shouldValidate: 'onSubmit',
  });
  const demands = overview.demands.filter((d) =>
    kase === 'misuse' ? d.kind === 'written_warning' : d.kind === 'payment_demand',
  );
  const openDemand = demands.some((d) => d.status === 'open');
  return (
    <div className="max-w-3xl">
      <TerminationHeader overview={overview} address={address} title={t(`terminations:cases.${kase}`)} />
      <p className="mt-4">{t(`terminations:preconditions.${(state?.precondition ?? 'none') as 'none'}`)}</p>
      {!acting ? (
        <p className="mt-4 text-muted">{landlord ? t('terminations:notActive') : t('terminations:violate.landlordOnly')}</p>
      ) : (
        <>
          {(kase === 'unpaid_rent' || kase === 'misuse') && (
            <section aria-labelledby="demand-title" className="mt-6 rounded-xl border border-line bg-subtle p-4">
              <h2 id="demand-title" className="text-lg font-semibold">
                {kase === 'misuse' ? t('terminations:case.warningTitle') : t('terminations:case.demandTitle')}
              </h2>
              <p className="mt-1">{kase === 'misuse' ? t('terminations:case.warningText') : t('terminations:case.demandText')}</p>
              {demands.length > 0 && (
                <ul className="mt-2 divide-y divide-line" data-testid="case-demands">
                  {demands.map((d) => (
                    <li key={d.id} className="py-2 text-sm">
                      {d.kind === 'payment_demand'
                        ? t('terminations:demands.payment_demand', {
                            amount: formatMoney(d.amountIsk ?? 0, locale),
                            months: d.months.map((m) => day(m)).join(', '),
                          })
                        : t('terminations:demands.written_warning')}
                      {' · '}
                      {t('terminations:demands.sent', { date: day(d.sentAt.slice(0, 10)) })}
                      {d.deadline && ` · ${t('terminations:demands.deadline', { date: day(d.deadline) })}`}
                      {' · '}
                      <span className="font-semibold">{t(`terminations:demands.status.${d.status}`)}</span>
                    </li>
                  ))}
                </ul>
              )}
              {kase === 'unpaid_rent' && !state?.met && !openDemand && (
                <Form method="post" reloadDocument className="mt-3">
                  <input type="hidden" name="intent" value="demand" />
                  <input type="hidden" name="kind" value="payment_demand" />
                  <FormError id="demand-error" errors={reply?.error?.[''] ?? undefined} />
                  <button type="submit" className={buttonStyles('secondary')}>
                    {t('terminations:case.sendDemand')}
                  </button>
                </Form>
              )}
              {kase === 'misuse' && <WarningForm lastResult={reply} />}
            </section>
          )}
          {state?.met && (
            <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex max-w-xl flex-col gap-4">
              <FormError id={form.errorId} errors={form.errors} />
              <div className="flex flex-col gap-1">
                <label htmlFor={fields.reasonText.id} className="font-medium">
                  {t('terminations:case.what')}
                </label>
                <textarea
                  {...getTextareaProps(fields.reasonText)}
                  key={fields.reasonText.key}
                  rows={5}
                  className="rounded-md border border-line px-3 py-2 text-base aria-[invalid=true]:border-danger-600"
                />
                <FieldError id={fields.reasonText.errorId} errors={fields.reasonText.errors} />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={fields.effectiveDate.id} className="font-medium">
                  {t('terminations:case.effective')}
                </label>
                <p id={`${fields.effectiveDate.id}-hint`} className="text-sm text-muted">
                  {t('terminations:case.effectiveHint')}
                </p>
                <input
                  {...getInputProps(fields.effectiveDate, { type: 'date' })}
                  key={fields.effectiveDate.key}
                  min={today}
                  aria-describedby={`${fields.effectiveDate.id}-hint ${fields.effectiveDate.errorId}`}
                  className="h-12 rounded-md border border-line px-3 text-base aria-[invalid=true]:border-danger-600"
                />
                <FieldError id={fields.effectiveDate.errorId} errors={fields.effectiveDate.errors} />
              </div>
              <SubmitButton busy={navigation.state === 'submitting'}>{t('terminations:case.submit')}</SubmitButton>
            </Form>
          )}
        </>
      )}
    </div>
  );
}
