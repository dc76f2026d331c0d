import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { MANAGE_BASE } from '#app/components/landlord/managed-listing.ts';
import { StatusBadge } from '#app/components/landlord/status-badge.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { noticeFrom } from '#app/lib/page-kit.server.ts';
import { listingOwnerTeam } from '#server/domain/listings/team-listings.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/listing-layout';
import { managedListing } from './manage.server.ts';

export const handle = { i18n: ['landlord', 'listing'] };

// /landlord/my-listings/:id and its pages: the listing's name and status above a row of sections.
// The loader runs for every page under it, so another person's listing is 404 everywhere.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  // The notice a lifecycle button or an edit form came back with, for the page under the layout.
  const listing = await managedListing(ctx, params.id);
  // Whose it is: a team listing names its team (and has the team tab); a personal one has neither.
  const team = await listingOwnerTeam(ctx.service(), params.id);
  return { listing, team, now: ctx.service().now().getTime(), notice: noticeFrom(request) };
}

const SECTIONS = [
  { to: '', key: 'overview', end: true },
  { to: 'description', key: 'description' },
  { to: 'location', key: 'location' },
  { to: 'amenities', key: 'amenities' },
  { to: 'images', key: 'images' },
  { to: 'pricing', key: 'pricing' },
  { to: 'date-time', key: 'dateTime' },
  { to: 'applications', key: 'applications' },
  { to: 'rental-contracts', key: 'rentalContracts' },
  { to: 'services', key: 'services' },
  { to: 'team', key: 'team' },
];

export default function ListingLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { listing, team } = loaderData;
  const sections = SECTIONS.filter((section) => section.key !== 'team' || team !== null);
  const base = `${MANAGE_BASE}/${listing.id}`;
  const title = listing.description.title_is ?? t('landlord:untitled');
  const loc = listing.location;
  return (
    <div className="max-w-4xl">
      <Link to={MANAGE_BASE} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        {t('landlord:backToList')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <StatusBadge status={listing.status} />
        {team && (
          <Link to={`/teams/${team.slug}`} className="text-sm font-medium text-brand-700 underline">
            {t('landlord:teamTab.ownedBy', { name: team.name })}
          </Link>
        )}
        {loc && (
          <span className="text-sm text-muted">
            {loc.street} {loc.house_number}
            {loc.unit ? `, ${loc.unit}` : ''}, {loc.postcode} {loc.town}
          </span>
        )}
      </div>
      <p className="mt-1 text-xl font-bold break-words" data-testid="managed-title">
        {title}
      </p>
      <nav aria-label={t('landlord:sectionsLabel')} className="mt-4 border-b border-line">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {sections.map((section) => (
            <li key={section.key}>
              <NavLink
                to={section.to ? `${base}/${section.to}` : base}
                end={section.end}
                className={({ isActive }) =>
                  `block whitespace-nowrap border-b-2 px-3 py-3 text-sm font-medium ${
                    isActive ? 'border-brand-600 text-brand-800' : 'border-transparent hover:border-line'
                  }`
                }
              >
                {tDynamic(t, `landlord:sections.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
