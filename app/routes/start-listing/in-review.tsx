import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { getOwnListing } from '#server/domain/listings/listings.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/in-review';

export const handle = { middleware: ['auth'], i18n: ['listing', 'wizard'] };

// After "Submit for review": the listing waits for staff; this says so and what comes next.
export async function loader({ params, context }: Route.LoaderArgs) {
  const listing = await forPage(() => getOwnListing(serviceFrom(context), params.id));
  if (listing.status === 'draft' || listing.status === 'rejected') throw redirect(`/start-listing/${listing.id}`);
  return { id: listing.id, title: listing.description.title_is, status: listing.status };
}

export default function InReview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['wizard', 'listing', 'common']);
  const inReview = loaderData.status === 'in_review';
  return (
    <div className="rounded-xl border border-line bg-white p-4 sm:p-8">
      <title>{`${t('inReview.title')} · ${t('common:brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{inReview ? t('inReview.title') : t('inReview.statusTitle')}</h1>
      {loaderData.title && <p className="mt-2 font-semibold [overflow-wrap:anywhere]">{loaderData.title}</p>}
      <p role="status" className="mt-4 rounded-md border border-brand-100 bg-brand-50 p-3">
        {inReview ? t('inReview.lead') : t('inReview.status', { status: t(`listing:status.${loaderData.status}`) })}
      </p>
      <h2 className="mt-6 text-lg font-semibold">{t('inReview.nextTitle')}</h2>
      <ol className="mt-2 list-decimal space-y-1 pl-6">
        <li>{t('inReview.next.1')}</li>
        <li>{t('inReview.next.2')}</li>
        <li>{t('inReview.next.3')}</li>
      </ol>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/start-listing" className={buttonStyles('primary', 'md', 'w-full sm:w-auto')}>
          {t('inReview.another')}
        </Link>
        <Link to="/" className={buttonStyles('secondary', 'md', 'w-full sm:w-auto')}>
          {t('inReview.home')}
        </Link>
      </div>
    </div>
  );
}
