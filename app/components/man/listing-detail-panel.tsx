import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { ListingStatusBadge } from '#app/components/listings/listing-status-badge.tsx';
import { formatDate } from '#common/format.ts';
import { moderateSchema, type StaffListingDetail } from '#common/staff-listings.ts';
import { uiLocale } from '../ui/locale.ts';
import { ListingFacts, PhotoStrip } from './listing-facts.tsx';
import { ReasonField } from './reason-field.tsx';

/** One listing for staff: facts, photos, its lifecycle, the staff changes, and taking it down. */
export function ListingDetailPanel({
  detail,
  closeHref,
  lastResult,
}: {
  detail: StaffListingDetail;
  closeHref: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { listing, events, audit } = detail;
  const title = listing.description.title_is ?? listing.description.title_en ?? t('man:listings.untitled');
  const date = (value: string) => formatDate(value, 'long', locale);
  return (
    <section id="detail" aria-labelledby="detail-title" className="mt-6 rounded-xl border-2 border-brand-600 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="detail-title" lang="is" className="text-xl font-bold break-words">
            {title}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <ListingStatusBadge status={listing.status} />
            {listing.published_at && t('man:listings.detail.published', { date: date(listing.published_at) })}
            {listing.expires_at && ` · ${t('man:listings.detail.expires', { date: date(listing.expires_at) })}`}
          </p>
          {listing.featured_rank !== null && (
            <p className="mt-1 text-sm">{t('man:listings.featuredRank', { rank: listing.featured_rank })}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          {listing.status === 'in_review' && (
            <Link
              to="/man/listings/publishes"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              {t('man:listings.detail.review')}
            </Link>
          )}
          {/* Outside /man staff see what everyone sees: only a listing on the market has a public page. */}
          {listing.status === 'published' && (
            <Link
              to={`/listings/${listing.id}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              {t('man:listings.detail.viewOnSite')}
            </Link>
          )}
          <Link to={closeHref} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            {t('man:listings.detail.close')}
          </Link>
        </div>
      </div>
      {listing.rejection_reason && (
        <p className="mt-4 rounded-md border border-danger-600 bg-danger-50 p-3 text-sm">
          <strong>{t('man:listings.detail.rejectionReason')}</strong> {listing.rejection_reason}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-4">
        <PhotoStrip listing={listing} title={title} />
        <ListingFacts listing={listing} />
      </div>
      {listing.status === 'published' && <ModerationForm id={listing.id} lastResult={lastResult} />}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="history-title">
          <h3 id="history-title" className="font-bold">
            {t('man:listings.detail.history')}
          </h3>
          <ol className="mt-2 flex flex-col gap-2 text-sm">
            {events.map((event) => (
              <li key={event.id} className="border-l-4 border-line pl-3">
                <span className="font-medium">{t(`man:listings.event.${event.kind}`, { defaultValue: event.kind })}</span>
                <span className="text-muted">
                  {' · '}
                  {date(event.created_at)}
                  {event.actor_name && ` · ${event.actor_name}`}
                </span>
                {event.reason && event.kind !== 'duplicated' && <span className="block">{event.reason}</span>}
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="audit-title">
          <h3 id="audit-title" className="font-bold">
            {t('man:listings.detail.audit')}
          </h3>
          {audit.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t('man:listings.detail.auditEmpty')}</p>
          ) : (
            <ol className="mt-2 flex flex-col gap-2 text-sm" data-testid="audit-rows">
              {audit.map((row) => (
                <li key={row.id} className="border-l-4 border-brand-600 pl-3">
                  <span className="font-medium">
                    {t(`man:listings.auditAction.${row.action.replace('.', '_')}`, { defaultValue: row.action })}
                  </span>
                  <span className="text-muted">
                    {' · '}
                    {date(row.created_at)}
                    {row.actor_name && ` · ${row.actor_name}`}
                  </span>
                  {typeof row.details.reason === 'string' && <span className="block">{row.details.reason}</span>}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </section>
  );
}

function ModerationForm({ id, lastResult }: { id: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'moderate',
    lastResult,
    defaultValue: { action: 'pause' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: moderateSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const action = fields.action as FieldMetadata<string>;
  return (
    <section aria-labelledby="moderate-title" className="mt-6 rounded-lg border border-line bg-subtle p-4">
      <h3 id="moderate-title" className="font-bold">
        {t('man:listings.moderate.heading')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('man:listings.moderate.intro')}</p>
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-3 flex flex-col gap-3">
        <input type="hidden" name="intent" value="moderate" />
        <input type="hidden" name="id" value={id} />
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-medium">{t('man:listings.moderate.action')}</legend>
          {(['pause', 'archive'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-start gap-3">
              <input
                type="radio"
                name={action.name}
                value={value}
                defaultChecked={(action.initialValue ?? 'pause') === value}
                className="mt-1 size-5"
              />
              <span>
                <span className="font-medium">{t(`man:listings.moderate.${value}`)}</span>
                <span className="block text-sm text-muted">{t(`man:listings.moderate.${value}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <ReasonField
          field={fields.reason as FieldMetadata<string>}
          label={t('man:listings.moderate.reason')}
          hint={t('man:listings.moderate.reasonHint')}
        />
        <button
          type="submit"
          className="h-12 rounded-md border border-danger-600 bg-white px-6 font-semibold text-danger-600 hover:bg-danger-50 sm:self-start"
        >
          {t('man:listings.moderate.submit')}
        </button>
      </Form>
    </section>
  );
}
