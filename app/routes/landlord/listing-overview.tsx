import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { Notice } from '#app/components/forms/auth-card.tsx';
import { daysUntil } from '#app/components/landlord/days-until.ts';
import { MANAGE_BASE, useManagedListing } from '#app/components/landlord/managed-listing.ts';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { formatDate, formatMoney } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/listing-overview';
import { lifecycleAction } from './manage.server.ts';

export const handle = { middleware: ['auth'], i18n: ['landlord', 'listing'] };

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  return lifecycleAction(getRequestContext(context), params.id, String(form.get('intent') ?? ''), `${MANAGE_BASE}/${params.id}`);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-line p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}

function ActionButton({
  intent,
  tone = 'secondary',
  children,
}: {
  intent: string;
  tone?: 'primary' | 'secondary' | 'danger';
  children: ReactNode;
}) {
  return (
    <Form method="post" reloadDocument>
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={buttonStyles(tone, 'md', 'w-full sm:w-auto')}>
        {children}
      </button>
    </Form>
  );
}

export default function ListingOverview() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { listing, now, notice } = useManagedListing();
  const [params] = useSearchParams();
  const confirming = params.get('confirm') === 'archive' && listing.actions.includes('archive');
  const can = (action: string) => listing.actions.includes(action as never);
  const draft = listing.status === 'draft' || listing.status === 'rejected';
  const dash = t('landlord:none');
  return (
    <div>
      <title>{`${listing.description.title_is ?? t('landlord:untitled')} · ${t('landlord:title')} · ${t('brand.name')}`}</title>
      <h1 className="text-lg font-bold">{t('landlord:sections.overview')}</h1>
      <FlashNotice notice={notice} />
      {listing.status === 'rejected' && listing.rejection_reason && (
        <Notice tone="warning">{t('landlord:rejectedBecause', { reason: listing.rejection_reason })}</Notice>
      )}
      {listing.status === 'in_review' && <Notice>{t('landlord:inReview')}</Notice>}

      <dl className="mt-4 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3">
        <Fact label={t('landlord:facts.rent')}>
          {listing.pricing.rent_isk !== null
            ? t('landlord:perMonth', { amount: formatMoney(listing.pricing.rent_isk, locale) })
            : dash}
        </Fact>
        <Fact label={t('landlord:facts.availableFrom')}>
          {listing.pricing.available_from ? formatDate(listing.pricing.available_from, 'date', locale) : dash}
        </Fact>
        <Fact label={t('landlord:facts.photos')}>{listing.photos.length}</Fact>
        <Fact label={t('landlord:facts.published')}>
          {listing.published_at ? formatDate(listing.published_at, 'date', locale) : dash}
        </Fact>
        <Fact label={t('landlord:facts.expires')}>
          {listing.expires_at && listing.status === 'published'
            ? t('landlord:expiresIn', {
                count: daysUntil(listing.expires_at, now),
                date: formatDate(listing.expires_at, 'date', locale),
              })
            : listing.expires_at && listing.status === 'expired'
              ? t('landlord:expiredOn', { date: formatDate(listing.expires_at, 'date', locale) })
              : dash}
        </Fact>
        <Fact label={t('landlord:facts.viewings')}>{t('landlord:viewingCount', { count: listing.viewing_hours.length })}</Fact>
      </dl>

      <section aria-labelledby="lifecycle" className="mt-8">
        <h2 id="lifecycle" className="text-lg font-bold">
          {t('landlord:lifecycle')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t(`landlord:statusHelp.${listing.status}`)}</p>
        {confirming ? (
          <div role="alertdialog" aria-labelledby="confirm-archive" className="mt-4 rounded-xl border border-danger-600 p-4">
            <p id="confirm-archive" className="font-semibold">
              {t('landlord:archiveConfirm')}
            </p>
            <div className="mt-3 flex flex-col gap-2 sm:flex-row">
              <ActionButton intent="archive" tone="danger">
                {t('landlord:actions.archiveYes')}
              </ActionButton>
              <Link to="." className={buttonStyles('secondary', 'md')}>
                {t('landlord:cancel')}
              </Link>
            </div>
          </div>
        ) : (
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {draft && (
              <Link to={`/start-listing/${listing.id}`} className={buttonStyles('primary', 'md')}>
                {t('landlord:continue')}
              </Link>
            )}
            {listing.can_renew && (
              <ActionButton intent="renew" tone="primary">
                {t('landlord:actions.renew')}
              </ActionButton>
            )}
            {can('pause') && <ActionButton intent="pause">{t('landlord:actions.pause')}</ActionButton>}
            {can('resume') && (
              <ActionButton intent="resume" tone="primary">
                {t('landlord:actions.resume')}
              </ActionButton>
            )}
            {can('mark_rented') && <ActionButton intent="mark_rented">{t('landlord:actions.mark_rented')}</ActionButton>}
            {can('duplicate') && <ActionButton intent="duplicate">{t('landlord:actions.duplicate')}</ActionButton>}
            {can('archive') && (
              <Link to="?confirm=archive" className={buttonStyles('secondary', 'md', 'text-danger-600 border-danger-600')}>
                {t('landlord:actions.archive')}
              </Link>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
