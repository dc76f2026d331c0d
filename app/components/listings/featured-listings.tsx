import { useTranslation } from 'react-i18next';
import type { ListingCardDto } from '#common/listing-dtos.ts';
import { ListingCard } from './listing-card.tsx';

/** The home page's featured homes, chosen by staff (/man/site-listings). Nothing when none are. */
export function FeaturedListings({ listings, today }: { listings: ListingCardDto[]; today: string }) {
  const { t } = useTranslation('pages');
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="featured-homes" className="mx-auto max-w-6xl px-4 py-10" data-testid="featured-homes">
      <h2 id="featured-homes" className="text-2xl font-bold">
        {t('home.featured.heading')}
      </h2>
      <p className="mt-2 text-muted">{t('home.featured.intro')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {listings.map((listing, index) => (
          <li key={listing.id} className="flex">
            <ListingCard
              listing={listing}
              today={today}
              eager={index < 2}
              className="w-full"
              sizes="(min-width: 1280px) 17rem, (min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
