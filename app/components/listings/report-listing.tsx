import { getFormProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { useLazyValidation } from '#app/lib/lazy-validation.ts';
import { formatDate } from '#common/format.ts';
import { REPORT_REASONS } from '#common/listing-report-reasons.ts';
import { loginPath } from '#common/login-path.ts';
import type { MyListingReport } from '#common/staff-people.ts';
import { buttonStyles } from '../ui/button-styles.ts';
import { FieldError } from '../ui/field-error.tsx';
import { inputClass } from '../ui/field-styles.ts';
import { uiLocale } from '../ui/locale.ts';

// The form's checks load when a field is first focused (app/lib/lazy-validation.ts).
const validateReport = () =>
  Promise.all([import('@conform-to/zod/v4'), import('#common/listing-report.ts')]).then(
    ([zod, schemas]) =>
      (formData: FormData) =>
        zod.parseWithZod(formData, { schema: schemas.listingReportSchema }),
  );

/**
 * "Report this listing": a reason and an optional message for staff. Signed-in people only;
 * after sending (or when they have already reported it) a thank-you takes the form's place, and
 * on later visits the report's status: under review, resolved or dismissed by staff.
 */
export function ReportListing({
  listingId,
  signedIn,
  reported,
  lastResult,
}: {
  listingId: string;
  signedIn: boolean;
  reported: 'thanks' | 'already' | MyListingReport | null;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t, i18n } = useTranslation('listings');
  const [form, fields] = useForm({
    id: 'report-form',
    lastResult,
    onValidate: useLazyValidation(validateReport),
    shouldValidate: 'onSubmit',
  });
  const path = `/listings/${listingId}`;
  return (
    <details id="report" className="rounded-xl border border-line bg-white" open={reported !== null || Boolean(lastResult)}>
      <summary className="flex min-h-12 cursor-pointer items-center px-5 font-semibold">{t('report.heading')}</summary>
      <div className="border-t border-line p-5">
        {typeof reported === 'object' && reported ? (
          <p role="status" data-testid="my-report-status">
            {t('report.mine', {
              date: formatDate(reported.created_at, 'date', uiLocale(i18n.language)),
              status: t(`report.statuses.${reported.status}`),
            })}
          </p>
        ) : reported ? (
          <p role="status" className="text-success-700">
            {t(`report.${reported}`)}
          </p>
        ) : !signedIn ? (
          <p>
            <Link to={loginPath(`${path}#report`)} className="font-semibold text-brand-700 underline">
              {t('report.signIn')}
            </Link>
          </p>
        ) : (
          <Form method="post" reloadDocument {...getFormProps(form)} className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="report" />
            <p className="text-sm text-muted">{t('report.intro')}</p>
            <div className="flex flex-col gap-1">
              <label htmlFor={fields.reason.id} className="text-sm font-semibold">
                {t('report.reason')}
              </label>
              <NativeSelect {...getSelectProps(fields.reason)} key={fields.reason.key}>
                <option value="">{t('report.choose')}</option>
                {REPORT_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`report.reasons.${reason}`)}
                  </option>
                ))}
              </NativeSelect>
              <FieldError id={fields.reason.errorId} errors={fields.reason.errors} />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={fields.message.id} className="text-sm font-semibold">
                {t('report.message')}
              </label>
              <textarea
                {...getTextareaProps(fields.message)}
                key={fields.message.key}
                rows={4}
                maxLength={2000}
                className={`${inputClass} py-2`}
              />
              <FieldError id={fields.message.errorId} errors={fields.message.errors} />
            </div>
            <button type="submit" className={buttonStyles('secondary', 'md', 'self-start')}>
              {t('report.submit')}
            </button>
          </Form>
        )}
      </div>
    </details>
  );
}
