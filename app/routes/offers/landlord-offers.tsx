import { useTranslation } from 'react-i18next';
import { OfferList, OlderNewer, StatusFilter } from '#app/components/offers/offer-parts.tsx';
import { WhoseLabel } from '#app/components/teams/whose-label.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import { OFFER_STATUSES, type OfferStatus } from '#common/offer-rules.ts';
import { anyTeamRow } from '#common/whose.ts';
import { landlordOfferCounts, listLandlordOffers } from '#server/domain/offers/offers.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/landlord-offers';

export const handle = { middleware: ['auth'], i18n: ['offers', 'teams'] };

// /landlord/offers: the offers the landlord has sent, by status (?status=sent|accepted|…).
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const url = new URL(request.url);
  const raw = url.searchParams.get('status');
  const cursor = url.searchParams.get('cursor');
  const status = (OFFER_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as OfferStatus) : null;
  const [page, counts] = await Promise.all([
    forPage(() => listLandlordOffers(service, { ...(status ? { status } : {}), cursor })),
    landlordOfferCounts(service),
  ]);
  return {
    offers: page.items,
    nextCursor: page.next_cursor,
    cursor,
    counts,
    status,
    now: service.now().toISOString(),
    // Acting for a team: the list says it holds the offers on the team's listings.
    actingForTeam: Boolean(service.actor?.actingTeamId),
    notice: noticeFrom(request),
  };
}

export default function LandlordOffers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { offers, counts, status, now } = loaderData;
  const mixed = anyTeamRow(offers);
  return (
    <div className="max-w-3xl">
      <title>{`${t('offers:landlord.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('offers:landlord.title')}</h1>
      <p className="mt-2 text-muted">{loaderData.actingForTeam ? t('offers:landlord.introTeam') : t('offers:landlord.intro')}</p>
      <FlashNotice notice={loaderData.notice} />
      <StatusFilter base="/landlord/offers" current={status} counts={counts} />
      {offers.length === 0 ? (
        <EmptyState
          className="mt-6"
          headingLevel={2}
          title={t('offers:landlord.emptyTitle')}
          text={t('offers:landlord.emptyText')}
        />
      ) : (
        <>
          <OfferList
            offers={offers}
            hrefBase="/landlord/offers"
            side="landlord"
            now={now}
            rowExtra={(offer) => <WhoseLabel whose={offer.whose} mixed={mixed} />}
          />
          <OlderNewer base="/landlord/offers" status={status} cursor={loaderData.cursor} nextCursor={loaderData.nextCursor} />
        </>
      )}
    </div>
  );
}
