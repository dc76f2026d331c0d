import type { RouterContextProvider } from 'react-router';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import { listListingOpenHouses } from '#server/domain/open-houses/open-houses.service.ts';
import { myOpenViewingRequest } from '#server/domain/open-houses/viewing-requests.service.ts';
import { servicesOnListing } from '#server/domain/teams/team-services.service.ts';

/** The listing page's open houses and private-viewing section: its data, and the notice if it is ours. */
export async function listingViewings(context: Readonly<RouterContextProvider>, request: Request, listingId: string) {
  const ctx = serviceFrom(context);
  const notice = noticeFrom(request);
  return {
    openHouses: await listListingOpenHouses(ctx, listingId),
    request: await myOpenViewingRequest(ctx, listingId),
    // A team may switch open houses or private viewings off (docs/rules/team-forms.md).
    offered: await servicesOnListing(ctx, listingId),
    notice: notice?.key.startsWith('openHouses:') || notice?.key.startsWith('errors:codes.open_house') ? notice : null,
  };
}

export type ListingViewingsData = Awaited<ReturnType<typeof listingViewings>>;
