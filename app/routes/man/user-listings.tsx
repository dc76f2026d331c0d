import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListingStatusBadge } from '#app/components/listings/listing-status-badge.tsx';
import { useStaffUser } from '#app/components/man/use-staff-user.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate, formatMoney } from '#common/format.ts';
import { staffUserListings } from '#server/domain/staff/staff-users.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/user-listings';

export const handle = { middleware: ['staff'], i18n: ['man', 'listing'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = serviceFrom(context);
  return { listings: await forPage(() => staffUserListings(ctx, params.userId)) };
}

export default function StaffUserListings({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { user } = useStaffUser();
  const { listings } = loaderData;
  return (
    <section aria-labelledby="tab-title">
      <title>{`${user.name} · ${t('man:users.tabs.listings')} · ${t('brand.name')}`}</title>
      <h2 id="tab-title" className="text-lg font-bold">
        {t('man:users.tabs.listings')}
      </h2>
      {listings.length === 0 ? (
        <EmptyState
          className="mt-4"
          headingLevel={3}
          title={t('man:users.listings.emptyTitle')}
          text={t('man:users.listings.empty')}
        />
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-line rounded-xl border border-line bg-white">
          {listings.map((listing) => (
            <li key={listing.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:gap-4">
              <Link
                to={`/man/listings?open=${listing.id}#detail`}
                lang="is"
                className="min-w-0 flex-1 font-semibold text-brand-700 underline break-words"
              >
                {listing.title ?? t('man:listings.untitled')}
              </Link>
              <ListingStatusBadge status={listing.status} />
              <span className="text-sm sm:w-32 sm:text-right">
                {listing.rent_isk === null ? '–' : formatMoney(listing.rent_isk, locale)}
              </span>
              <span className="text-sm text-muted sm:w-32 sm:text-right">{formatDate(listing.updated_at, 'date', locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
