import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { buttonStyles } from '../ui/button-styles.ts';
import { type ListingPageData, Section } from './listing-details.tsx';
import { ListingMap } from './listing-map.tsx';

/**
 * Where the home is: the street and area in words (always), and a small map of the postcode
 * area on request, so the map library loads only for those who want it.
 */
export function ListingLocation({ listing, styleUrl }: { listing: ListingPageData; styleUrl: string | null }) {
  const { t } = useTranslation(['listings', 'listing']);
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setHydrated(true), []);
  const place = [listing.postcode, listing.town].filter(Boolean).join(' ');
  const street = listing.street ? `${listing.street} ${listing.house_number ?? ''}`.trim() : null;
  const hasPoint = listing.lat !== null && listing.lng !== null;
  return (
    <Section title={t('location.heading')}>
      <p>
        {[street, place].filter(Boolean).join(', ')}
        {listing.region && <span className="block text-sm text-muted">{tDynamic(t, `listing:region.${listing.region}`)}</span>}
      </p>
      {!hasPoint ? (
        <p className="mt-3 text-sm text-muted">{t('location.noMap')}</p>
      ) : open ? (
        <div className="mt-3">
          <ListingMap
            small
            styleUrl={styleUrl}
            points={[
              { id: listing.id, lat: listing.lat as number, lng: listing.lng as number, rent_isk: listing.pricing.rent_isk ?? 0 },
            ]}
          />
        </div>
      ) : hydrated ? (
        <button type="button" className={buttonStyles('secondary', 'md', 'mt-3')} onClick={() => setOpen(true)}>
          {t('location.showMap')}
        </button>
      ) : (
        <p className="mt-3 text-sm text-muted">{t('location.noMap')}</p>
      )}
    </Section>
  );
}
