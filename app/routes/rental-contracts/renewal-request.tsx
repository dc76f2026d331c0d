import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect } from 'react-router';
import { renewalPath, useDay } from '#app/components/renewals/renewal-block.tsx';
import { RentChange } from '#app/components/renewals/rent-change.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formAction, noticeFrom, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate, formatMoney } from '#common/format.ts';
import { renewalAnswerSchema } from '#server/domain/renewals/renewals.schemas.ts';
import { answerRenewal, getRenewalRequest, withdrawRenewal } from '#server/domain/renewals/renewals.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/renewal-request';

export const handle = { middleware: ['auth'], i18n: ['contracts', 'renewals'] };

// /rental-contracts/{id}/renewal-requests/{requestId}: one offer or notice (51. gr.): its terms or
// ground, its dates, its status; a tenant accepts or declines an open offer by its answer day;
// the landlord side withdraws. Accepting makes the new contract draft, linked from here.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const data = await forPage(() => getRenewalRequest(serviceFrom(context), params.id, params.requestId));
  return { ...data, notice: noticeFrom(request) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get('intent');
  const ctx = serviceFrom(context);
  const here = renewalPath(params.id, `/${params.requestId}`);
  return formAction(formData, renewalAnswerSchema, async (value) => {
    if (intent === 'accept') {
      await answerRenewal(ctx, params.id, params.requestId, 'accept', value);
      return redirectWithNotice(here, 'renewals:notices.accepted');
    }
    if (intent === 'decline') {
      await answerRenewal(ctx, params.id, params.requestId, 'decline', value);
      return redirectWithNotice(here, 'renewals:notices.declined');
    }
    if (intent === 'withdraw') {
      await withdrawRenewal(ctx, params.id, params.requestId);
      return redirectWithNotice(`/rental-contracts/${params.id}`, 'renewals:notices.withdrawn');
    }
    return redirect(here);
  });
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
      <dt className="font-medium sm:w-48 sm:shrink-0">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

export default function RenewalRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const day = useDay();
  const { request, overview, createdByName, notice } = loaderData;
  const [form, fields] = useForm({ lastResult: actionData, shouldValidate: 'onSubmit' });
  const title = t(`renewals:kind.${request.kind}`);
  const isOpen = overview.open?.id === request.id;
  const respond = isOpen && overview.can.respond;
  const withdraw = isOpen && overview.can.withdraw;
  return (
    <div className="max-w-3xl">
      <title>{`${title} · ${t('brand.name')}`}</title>
      <p>
        <Link to={`/rental-contracts/${request.contractId}`} className="font-medium text-brand-700 underline">
          {t('renewals:request.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-muted break-words">
        {overview.reference} · {overview.address}
      </p>
      <FlashNotice notice={notice} />

      <dl className="mt-4 divide-y divide-line">
        <Row label={t('renewals:request.status')}>
          <span className="font-semibold" data-testid="renewal-status">
            {t(`renewals:status.${request.status}`)}
          </span>
        </Row>
        <Row label={t('renewals:request.sent')}>
          {formatDate(request.sentAt, 'long', locale)}
          {createdByName && <span className="text-muted"> · {createdByName}</span>}
        </Row>
        <Row label={t('renewals:request.deadline')}>
          {day(request.noticeDeadline)} ({request.article})
          {request.late && (
            <span className="block text-sm font-semibold">
              {t('renewals:request.lateNote', { date: day(request.noticeDeadline) })}
            </span>
          )}
          {/* What the lateness means for the tenant (docs/rules/renewals.md): the answer time is
              still 30 days from delivery; a fixed-term lease still ends on its end date (58. gr.). */}
          {request.late && !overview.can.manage && (
            <span className="mt-1 block text-sm" data-testid="renewal-late-meaning">
              {request.kind === 'offer' && request.answerDue
                ? t('renewals:request.lateForTenantOffer', { due: day(request.answerDue) })
                : t('renewals:request.lateForTenantNotRenew', { end: day(request.contractEndDate) })}
            </span>
          )}
        </Row>
        {request.proposal && (
          <>
            <Row label={t('renewals:request.term')}>
              {request.proposal.termKind === 'fixed' && request.proposal.endDate
                ? t('renewals:request.fixedTerm', { start: day(request.proposal.startDate), end: day(request.proposal.endDate) })
                : t('renewals:request.indefiniteTerm', { start: day(request.proposal.startDate) })}
            </Row>
            <Row label={t('renewals:request.rent')}>
              {formatMoney(request.proposal.rentIsk, locale)}
              {overview.rentIsk !== null && overview.rentIsk > 0 && (
                <span className="block text-sm" data-testid="renewal-rent-change">
                  <RentChange from={overview.rentIsk} to={request.proposal.rentIsk} />
                </span>
              )}
            </Row>
          </>
        )}
        {request.answerDue && <Row label={t('renewals:request.answerDue')}>{day(request.answerDue)} (51. gr.)</Row>}
        {request.message && <Row label={t('renewals:request.message')}>{request.message}</Row>}
        {request.reason && (
          <Row label={t('renewals:request.reason')}>
            {t(`renewals:reasons.${request.reason.code}`)} ({request.reason.article})
            {request.reason.text && <span className="mt-1 block whitespace-pre-line">{request.reason.text}</span>}
          </Row>
        )}
        {request.kind === 'not_renew' && <Row label={t('renewals:request.ends')}>{day(request.contractEndDate)}</Row>}
        {request.respondedAt && request.status !== 'lapsed' && (
          <Row label={t('renewals:request.responded')}>{formatDate(request.respondedAt, 'long', locale)}</Row>
        )}
        {request.responseMessage && <Row label={t('renewals:request.responseMessage')}>{request.responseMessage}</Row>}
      </dl>
      <p className="mt-4">
        <a
          href={`/rental-contracts/${request.contractId}/renewal-requests/${request.id}/pdf`}
          className="font-medium text-brand-700 underline"
          data-testid="renewal-pdf"
        >
          {t('renewals:pdf.download')}
        </a>
      </p>

      {request.newContractId && (
        <div className="mt-4 rounded-md border border-success-700 p-4" data-testid="renewal-new-draft">
          <p>{t('renewals:request.newDraft')}</p>
          <p className="mt-3 flex flex-wrap gap-3">
            <Link to={`/rental-contracts/${request.newContractId}`} className={buttonStyles('secondary')}>
              {t('renewals:request.openDraft')}
            </Link>
            {overview.can.manage && (
              <Link to={`/rental-contracts/${request.newContractId}/edit`} className={buttonStyles('primary')}>
                {t('renewals:request.editDraft')}
              </Link>
            )}
          </p>
        </div>
      )}

      <FormError id={form.errorId} errors={form.errors} />
      {respond && (
        <section aria-labelledby="answer-title" className="mt-6 rounded-xl border border-line bg-white p-4">
          <h2 id="answer-title" className="text-lg font-semibold">
            {t('renewals:request.accept')}
          </h2>
          <p className="mt-2">{t('renewals:request.acceptText')}</p>
          <Form method="post" reloadDocument className="mt-3">
            <input type="hidden" name="intent" value="accept" />
            <button type="submit" className={buttonStyles('primary')}>
              {t('renewals:request.accept')}
            </button>
          </Form>
          <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-2">
            <input type="hidden" name="intent" value="decline" />
            <label htmlFor={fields.message.id} className="font-medium">
              {t('renewals:request.declineMessage')}
            </label>
            <textarea
              {...getTextareaProps(fields.message)}
              key={fields.message.key}
              rows={3}
              className="rounded-md border border-line p-3 text-base aria-[invalid=true]:border-danger-600"
            />
            <FieldError id={fields.message.errorId} errors={fields.message.errors} />
            <div>
              <button type="submit" className={buttonStyles('secondary')}>
                {t('renewals:request.decline')}
              </button>
            </div>
          </Form>
        </section>
      )}
      {withdraw && (
        <Form method="post" reloadDocument className="mt-6">
          <input type="hidden" name="intent" value="withdraw" />
          <button type="submit" className={buttonStyles('secondary')}>
            {t('renewals:request.withdraw')}
          </button>
        </Form>
      )}
    </div>
  );
}
