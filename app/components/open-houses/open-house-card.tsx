import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { uiLocale } from '#app/components/ui/locale.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { formatMoney } from '#common/format.ts';
import { SlotWhen, useListingTitle } from './slot-when.tsx';

export interface SlotListing {
  id: string;
  title_is: string | null;
  title_en: string | null;
  address: string;
  postcode: string | null;
  town: string | null;
  region: string | null;
  rent_isk: number | null;
}

/** One open house or viewing in a list: when, the listing (a link to it), and what the page adds. */
export function OpenHouseCard({
  start,
  end,
  listing,
  children,
  testId = 'open-house-card',
}: {
  start: string;
  end: string;
  listing: SlotListing;
  children?: ReactNode;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const titleOf = useListingTitle();
  const locale = uiLocale(i18n.language);
  const place = [listing.address, [listing.postcode, listing.town].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <li className="flex flex-col gap-2 p-4" data-testid={testId}>
      <SlotWhen start={start} end={end} className="font-semibold" />
      <p className="min-w-0 break-words">
        <Link to={`/listings/${listing.id}`} className="font-medium text-brand-700 underline">
          {titleOf(listing)}
        </Link>
      </p>
      <p className="text-sm text-muted">
        {place}
        {listing.region && ` · ${tDynamic(t, `listing:region.${listing.region}`)}`}
        {listing.rent_isk ? ` · ${t('openHouses:perMonth', { rent: formatMoney(listing.rent_isk, locale) })}` : ''}
      </p>
      {children}
    </li>
  );
}
