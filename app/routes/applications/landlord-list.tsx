import { useTranslation } from 'react-i18next';
import { LandlordApplicationsList } from '#app/components/applications/landlord-applications-list.tsx';
import { WhoseLabel } from '#app/components/teams/whose-label.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import { anyTeamRow } from '#common/whose.ts';
import { parseLandlordQuery } from '#server/domain/applications/applications.schemas.ts';
import { landlordListingChoices, listLandlordApplications } from '#server/domain/applications/landlord.service.ts';
import type { Route } from './+types/landlord-list';

export const handle = { middleware: ['auth'], i18n: ['applications', 'teams'] };

// /landlord/applications: applications to all my listings; filter by listing and status, sort
// by date, household size or income band, 20 a page (a GET form: works without JavaScript).
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const query = parseLandlordQuery(new URL(request.url).searchParams);
  const [data, listings] = [await listLandlordApplications(service, query), await landlordListingChoices(service)];
  return {
    data,
    listings: listings.map((l) => ({ id: l.id, title: l.title ?? l.titleEn })),
    query: { listing: query.listing, status: query.status, sort: query.sort },
    // Acting for a team: the list says it holds the team's listings' applications.
    actingForTeam: Boolean(service.actor?.actingTeamId),
    notice: noticeFrom(request),
  };
}

export default function LandlordApplications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['applications', 'common']);
  const mixed = anyTeamRow(loaderData.data.items);
  return (
    <div className="max-w-4xl">
      <title>{`${t('landlord.title')} · ${t('common:brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('landlord.title')}</h1>
      <p className="mt-1 text-muted">{loaderData.actingForTeam ? t('landlord.introTeam') : t('landlord.intro')}</p>
      <FlashNotice notice={loaderData.notice} />
      <LandlordApplicationsList
        data={loaderData.data}
        query={loaderData.query}
        listings={loaderData.listings}
        action="/landlord/applications"
        rowExtra={(item) => <WhoseLabel whose={item.whose} mixed={mixed} />}
      />
    </div>
  );
}
