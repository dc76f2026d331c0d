import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingCardDto } from '#common/listing-dtos.ts';
import { toSearchParams } from '#common/listing-filters.ts';
import { buttonStyles } from '../ui/button-styles.ts';
import { uiLocale } from '../ui/locale.ts';
import { ListingCard, listingTitle } from './listing-card.tsx';

export interface UnavailableListingData {
  title_is: string | null;
  title_en: string | null;
  town: string | null;
  postcode: string | null;
  region: string | null;
  similar: ListingCardDto[];
}

/**
 * A listing that has left the market (HTTP 410): what it was, and similar homes on the market
 * in the same region (docs/rules/listings.md).
 */
export function UnavailableListing({ listing, today }: { listing: UnavailableListingData; today: string }) {
  const { t, i18n } = useTranslation(['listings', 'common']);
  const title = listingTitle(listing, uiLocale(i18n.language));
  const place = [listing.postcode, listing.town].filter(Boolean).join(' ');
  const regionSearch = listing.region
    ? `/listings?${toSearchParams({ region: listing.region as never }).toString()}`
    : '/listings';
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <title>{`${t('unavailable.title')} · ${t('common:brand.name')}`}</title>
      <meta name="robots" content="noindex" />
      <meta name="description" content={t('unavailable.heading')} />
      <p className="text-sm font-semibold text-brand-700">{t('unavailable.title')}</p>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{t('unavailable.heading')}</h1>
      <p className="mt-3 max-w-2xl text-muted">
        {title ? t('unavailable.body', { title, place }) : t('unavailable.bodyUntitled')}
      </p>
      <section aria-labelledby="similar-heading" className="mt-8">
        <h2 id="similar-heading" className="text-xl font-semibold">
          {t('unavailable.similar')}
        </h2>
        {listing.similar.length === 0 ? (
          <p className="mt-3 text-muted">{t('unavailable.noSimilar')}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="similar-listings">
            {listing.similar.map((card) => (
              <li key={card.id} className="flex">
                <ListingCard listing={card} today={today} className="w-full" />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-6 flex flex-wrap gap-3">
          <Link to={regionSearch} className={buttonStyles('primary')}>
            {t('unavailable.searchRegion')}
          </Link>
          <Link to="/listings" className={buttonStyles('secondary')}>
            {t('unavailable.search')}
          </Link>
        </p>
      </section>
    </div>
  );
}
