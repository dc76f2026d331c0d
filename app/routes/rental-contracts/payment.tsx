import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { day, indexNumber, monthName, PaymentStatusBadge } from '#app/components/payments/rent-schedule.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { errorReply, noticeFrom, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { dayOf } from '#common/calendar-day.ts';
import { formatDate, formatMoney } from '#common/format.ts';
import { markPaidSchema } from '#server/domain/rent-schedule/payments.schemas.ts';
import { contractPayments, markPaidByHand, rentReceipt, undoPaid } from '#server/domain/rent-schedule/payments.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/payment';

export const handle = { middleware: ['auth'], i18n: ['payments', 'contracts'] };

// /rental-contracts/{id}/payments/{paymentId}: one month of rent. Paid: its receipt (who paid
// whom, the period, the amount and the day, the contract's reference), printable. Unpaid: its
// due date and amount, and for the landlord side the form to mark it paid (works without
// JavaScript: a plain POST, errors beside the field, typed values kept). A mark made by hand
// today can be undone here.

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const schedule = await forPage(() => contractPayments(service, params.id));
  const payment = schedule.payments.find((p) => p.id === params.paymentId);
  if (!payment) throw data('This page could not be found', { status: 404 });
  const receipt =
    payment.status === 'paid' || payment.receipts.length > 0
      ? await forPage(() => rentReceipt(service, params.id, params.paymentId))
      : null;
  return {
    schedule: { contractId: schedule.contractId, reference: schedule.reference, mayMark: schedule.can.mark },
    payment,
    receipt,
    today: dayOf(service.now()),
    notice: noticeFrom(request),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const path = `/rental-contracts/${params.id}/payments/${params.paymentId}`;
  const formData = await request.formData();
  if (formData.get('intent') === 'undo') {
    await forPage(() => undoPaid(service, params.id, params.paymentId));
    return redirectWithNotice(path, 'payments:notices.undone');
  }
  // Who may not see the contract's payments learns nothing, whatever they typed.
  await forPage(() => contractPayments(service, params.id));
  const submission = parseWithZod(formData, { schema: markPaidSchema });
  if (submission.status !== 'success') return data({ reply: submission.reply() }, { status: 422 });
  let month: Awaited<ReturnType<typeof markPaidByHand>>;
  try {
    month = await markPaidByHand(service, params.id, params.paymentId, submission.value);
  } catch (error) {
    const { reply, status } = errorReply(submission, error);
    return data({ reply }, { status });
  }
  return redirectWithNotice(path, month.status === 'paid' ? 'payments:notices.markedPaid' : 'payments:notices.paymentRecorded');
}

const input = 'h-12 w-full rounded-md border border-line bg-white px-3 text-base';

export default function PaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { schedule, payment, receipt, today } = loaderData;
  const open = payment.status === 'pending' || payment.status === 'overdue';
  const [form, fields] = useForm({
    id: 'mark-paid',
    lastResult: actionData?.reply,
    defaultValue: { amountIsk: String(payment.owedIsk), paidOn: today },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: markPaidSchema }),
    shouldValidate: 'onSubmit',
  });
  const period = t('payments:period', { start: day(payment.periodStart, locale), end: day(payment.periodEnd, locale) });
  const title = receipt ? t('payments:receipt.title') : t('payments:month.title', { period });
  return (
    <div className="max-w-2xl">
      <title>{`${title} · ${t('brand.name')}`}</title>
      <p className="print:hidden">
        <Link to={`/rental-contracts/${schedule.contractId}`} className="font-medium text-brand-700 underline underline-offset-2">
          {t('payments:back', { reference: schedule.reference })}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <PaymentStatusBadge status={payment.status} />
      </div>
      <FlashNotice notice={loaderData.notice} />

      {receipt ? (
        <dl className="mt-4 divide-y divide-line rounded-xl border border-line bg-white px-4" data-testid="receipt">
          <ReceiptRow label={t('payments:receipt.payer')}>{receipt.payers.join(', ') || '—'}</ReceiptRow>
          <ReceiptRow label={t('payments:receipt.payee')}>{receipt.payees.join(', ') || '—'}</ReceiptRow>
          <ReceiptRow label={t('payments:receipt.period')}>{period}</ReceiptRow>
          <ReceiptRow label={t('payments:receipt.amount')}>{formatMoney(payment.amountIsk, locale)}</ReceiptRow>
          <ReceiptRow label={t('payments:receipt.paidSoFar')}>
            {formatMoney((payment.paidAmountIsk ?? 0) + payment.creditInIsk, locale)}
          </ReceiptRow>
          {payment.owedIsk > 0 && (
            <ReceiptRow label={t('payments:receipt.owed')}>
              <span data-testid="receipt-owed">{formatMoney(payment.owedIsk, locale)}</span>
            </ReceiptRow>
          )}
          {payment.heldCreditIsk > 0 && (
            <ReceiptRow label={t('payments:receipt.credit')}>{formatMoney(payment.heldCreditIsk, locale)}</ReceiptRow>
          )}
          {payment.status === 'paid' && (
            <ReceiptRow label={t('payments:receipt.paidOn')}>
              {payment.paidAt ? formatDate(payment.paidAt, 'date', locale) : '—'}
            </ReceiptRow>
          )}
          {payment.receipts.length > 0 && (
            <ReceiptRow label={t('payments:receipt.payments')}>
              <ul className="flex flex-col gap-2" data-testid="receipt-lines">
                {payment.receipts.map((line) => (
                  <li key={line.id}>
                    {formatMoney(line.amountIsk, locale)} · {formatDate(line.paidAt, 'date', locale)} ·{' '}
                    {t(line.source === 'bank' ? 'payments:receipt.byBank' : 'payments:receipt.byHand')}
                    <a
                      href={`/rental-contracts/${schedule.contractId}/receipts/${line.id}/pdf`}
                      className="block font-medium text-brand-700 underline underline-offset-2 print:hidden"
                      data-testid="receipt-pdf"
                    >
                      {t('payments:receipt.pdf', { number: line.number })}
                    </a>
                  </li>
                ))}
              </ul>
            </ReceiptRow>
          )}
          <ReceiptRow label={t('payments:receipt.contract')}>
            {receipt.reference}
            {receipt.address && <span className="block text-sm text-muted">{receipt.address}</span>}
          </ReceiptRow>
          <ReceiptRow label={t('payments:receipt.due')}>{day(payment.dueDate, locale)}</ReceiptRow>
        </dl>
      ) : (
        <dl className="mt-4 divide-y divide-line rounded-xl border border-line bg-white px-4">
          <ReceiptRow label={t('payments:receipt.amount')}>{formatMoney(payment.amountIsk, locale)}</ReceiptRow>
          <ReceiptRow label={t('payments:receipt.due')}>{day(payment.dueDate, locale)}</ReceiptRow>
          {payment.indexMonth && payment.indexValue !== null && (
            <ReceiptRow label={t('payments:index.title')}>
              {t('payments:indexUsed', {
                month: monthName(payment.indexMonth, locale),
                value: indexNumber(payment.indexValue, locale),
              })}
            </ReceiptRow>
          )}
        </dl>
      )}

      {payment.canUndo && (
        <Form method="post" reloadDocument className="mt-4 print:hidden">
          <input type="hidden" name="intent" value="undo" />
          <p className="text-sm text-muted">{t('payments:mark.undoHint')}</p>
          <button type="submit" className={`${buttonStyles('secondary')} mt-2`}>
            {t('payments:mark.undo')}
          </button>
        </Form>
      )}

      {open && schedule.mayMark && (
        <section aria-labelledby="mark-title" className="mt-6 rounded-xl border border-line bg-white p-4 print:hidden">
          <h2 id="mark-title" className="text-lg font-semibold">
            {t('payments:mark.title')}
          </h2>
          <p className="mt-1 text-muted">{t('payments:mark.intro')}</p>
          <Form method="post" {...getFormProps(form)} className="mt-3 flex flex-col gap-4">
            <FormError id={form.errorId} errors={form.errors} />
            <div className="flex flex-col gap-1">
              <label htmlFor={fields.amountIsk.id} className="font-medium">
                {t('payments:mark.amount')}
              </label>
              <input {...getInputProps(fields.amountIsk, { type: 'text' })} inputMode="numeric" className={`${input} sm:w-56`} />
              <p id={`${fields.amountIsk.id}-hint`} className="text-sm text-muted">
                {t('payments:mark.amountHint')}
              </p>
              <FieldError id={fields.amountIsk.errorId} errors={fields.amountIsk.errors} />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={fields.paidOn.id} className="font-medium">
                {t('payments:mark.paidOn')}
              </label>
              <input {...getInputProps(fields.paidOn, { type: 'date' })} max={today} className={`${input} sm:w-56`} />
              <FieldError id={fields.paidOn.errorId} errors={fields.paidOn.errors} />
            </div>
            <div>
              <button type="submit" className={buttonStyles('primary')}>
                {t('payments:mark.submit')}
              </button>
            </div>
          </Form>
        </section>
      )}
    </div>
  );
}

function ReceiptRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
      <dt className="font-medium sm:w-44 sm:shrink-0">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
