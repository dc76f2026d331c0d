import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { MANAGE_BASE } from '#app/components/landlord/managed-listing.ts';
import { currentLink } from '#app/components/layout/navigation.ts';
import { PhoneSectionMenu } from '#app/components/layout/section-nav.tsx';
import { ListingStatusBadge } from '#app/components/listings/listing-status-badge.tsx';
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

// The listing's parts in the wizard's order (the tab strip from the sm breakpoint). On a phone
// they are a disclosure naming the part you are on, the ones used most after it is listed first.
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
  { to: 'team', key: 'team' },
] as const;
type Section = (typeof SECTIONS)[number];

const PHONE_FIRST: readonly Section['key'][] = ['overview', 'applications', 'rentalContracts'];
const phoneOrder = (sections: Section[]) => [
  ...sections.filter((s) => PHONE_FIRST.includes(s.key)),
  ...sections.filter((s) => !PHONE_FIRST.includes(s.key)),
];

export default function ListingLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { listing, team } = loaderData;
  const { pathname } = useLocation();
  const sections: Section[] = SECTIONS.filter((section) => section.key !== 'team' || team !== null);
  const base = `${MANAGE_BASE}/${listing.id}`;
  const href = (section: Section) => (section.to ? `${base}/${section.to}` : base);
  const current = currentLink(
    sections.map((section) => ({ ...section, to: href(section) })),
    pathname,
  );
  const title = listing.description.title_is ?? t('landlord:untitled');
  const loc = listing.location;
  return (
    <div className="max-w-4xl">
      <Link to={MANAGE_BASE} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        {t('landlord:backToList')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <ListingStatusBadge status={listing.status} />
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
      <nav aria-label={t('landlord:sectionsLabel')} className="mt-4">
        <div className="sm:hidden">
          <PhoneSectionMenu
            section={t('landlord:sectionsLabel')}
            current={current ? tDynamic(t, `landlord:sections.${current.key}`) : null}
            testId="listing-sections-menu"
          >
            <ul className="flex flex-col gap-1">
              {phoneOrder(sections).map((section) => (
                <li key={section.key}>
                  <NavLink
                    to={href(section)}
                    end={'end' in section}
                    className={({ isActive }) =>
                      `flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium ${
                        isActive ? 'bg-brand-50 text-brand-800' : 'hover:bg-subtle'
                      }`
                    }
                  >
                    {tDynamic(t, `landlord:sections.${section.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </PhoneSectionMenu>
        </div>
        <div className="hidden border-b border-line sm:block">
          <ul className="-mb-px flex flex-wrap gap-x-1">
            {sections.map((section) => (
              <li key={section.key}>
                <NavLink
                  to={href(section)}
                  end={'end' in section}
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
        </div>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
