import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfferList, OlderNewer, StatusFilter } from '#app/components/offers/offer-parts.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { noticeFrom, serviceFrom } from '#app/lib/page-kit.server.ts';
import { OFFER_STATUSES, type OfferStatus } from '#common/offer-rules.ts';
import { listTenantOffers } from '#server/domain/offers/offers.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/tenant-offers';

export const handle = { middleware: ['auth'], i18n: ['offers'] };

// /account/offers: the offers the person has received as a tenant (?status= filters).
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const url = new URL(request.url);
  const raw = url.searchParams.get('status');
  const cursor = url.searchParams.get('cursor');
  const status = (OFFER_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as OfferStatus) : null;
  const page = await forPage(() => listTenantOffers(service, { ...(status ? { status } : {}), cursor }));
  return {
    offers: page.items,
    nextCursor: page.next_cursor,
    cursor,
    status,
    now: service.now().toISOString(),
    notice: noticeFrom(request),
  };
}

export default function TenantOffers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { offers, status, now } = loaderData;
  return (
    <div className="max-w-3xl">
      <title>{`${t('offers:tenant.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('offers:tenant.title')}</h1>
      <p className="mt-2 text-muted">{t('offers:tenant.intro')}</p>
      <FlashNotice notice={loaderData.notice} />
      <StatusFilter base="/account/offers" current={status} />
      {offers.length === 0 ? (
        <EmptyState
          className="mt-6"
          headingLevel={2}
          title={t('offers:tenant.emptyTitle')}
          text={t('offers:tenant.emptyText')}
          action={
            <Link to="/listings" className={buttonStyles('primary')}>
              {t('offers:tenant.emptyAction')}
            </Link>
          }
        />
      ) : (
        <>
          <OfferList offers={offers} hrefBase="/account/offers" side="tenant" now={now} />
          <OlderNewer base="/account/offers" status={status} cursor={loaderData.cursor} nextCursor={loaderData.nextCursor} />
        </>
      )}
    </div>
  );
}
