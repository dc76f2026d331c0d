import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { formatDate, formatMoney } from '#common/format.ts';
import type { StaffListingDto } from '#common/listing-dtos.ts';
import { rejectSchema } from '#common/staff-listings.ts';
import { uiLocale } from '../ui/locale.ts';
import { addressLine, ListingFacts, PhotoStrip } from './listing-facts.tsx';
import { ReasonField } from './reason-field.tsx';

/** One listing waiting for review: photos, facts, owner, and the approve and reject forms. */
export function ReviewItem({ listing, lastResult }: { listing: StaffListingDto; lastResult?: SubmissionResult<string[]> }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const title = listing.description.title_is ?? listing.description.title_en ?? t('man:listings.untitled');
  const headingId = `review-${listing.id}`;
  const [form, fields] = useForm({
    id: `reject-${listing.id}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rejectSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <li aria-labelledby={headingId} data-testid="review-item" className="rounded-xl border border-line bg-white p-4 sm:p-6">
      <h2 id={headingId} lang="is" className="text-lg font-bold break-words">
        {title}
      </h2>
      <p className="text-sm text-muted">
        {addressLine(listing)}
        {listing.submitted_at && (
          <span className="block">
            {t('man:listings.queue.submitted', { date: formatDate(listing.submitted_at, 'long', locale) })}
          </span>
        )}
      </p>
      {(listing.rent_outlier_at || listing.earlier_rejection) && (
        <section
          aria-label={t('man:listings.queue.flags')}
          data-testid="review-flags"
          className="mt-3 flex flex-col gap-2 rounded-md border border-accent-600 bg-warning-100 p-3 text-sm text-ink"
        >
          {listing.rent_outlier_at && (
            <p data-testid="rent-outlier-flag" className="font-semibold">
              {t('man:listings.queue.rentOutlier', { rent: formatMoney(listing.pricing.rent_isk ?? 0, locale) })}
            </p>
          )}
          {listing.earlier_rejection && (
            <div data-testid="earlier-rejection">
              <p className="font-semibold">
                {t('man:listings.queue.earlierRejection', { date: formatDate(listing.earlier_rejection.at, 'long', locale) })}
              </p>
              <p lang="is" className="whitespace-pre-line break-words">
                {listing.earlier_rejection.reason}
              </p>
            </div>
          )}
        </section>
      )}
      <div className="mt-4 flex flex-col gap-4">
        <PhotoStrip listing={listing} title={title} />
        <ListingFacts listing={listing} />
      </div>
      <div className="mt-6 grid gap-4 border-t border-line pt-4 md:grid-cols-[auto_1fr] md:items-start md:gap-8">
        <Form method="post" reloadDocument>
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="id" value={listing.id} />
          <button
            type="submit"
            aria-describedby={headingId}
            className="h-12 w-full rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 md:w-auto"
          >
            {t('man:listings.queue.approve')}
          </button>
        </Form>
        <Form method="post" reloadDocument {...getFormProps(form)} className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="id" value={listing.id} />
          <ReasonField
            field={fields.reason as FieldMetadata<string>}
            label={t('man:listings.queue.reason')}
            hint={t('man:listings.queue.reasonHint')}
          />
          <button
            type="submit"
            aria-describedby={headingId}
            className="h-12 rounded-md border border-danger-600 px-6 font-semibold text-danger-600 hover:bg-danger-50 sm:self-start"
          >
            {t('man:listings.queue.reject')}
          </button>
        </Form>
      </div>
    </li>
  );
}
