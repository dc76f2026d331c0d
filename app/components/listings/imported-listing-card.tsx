import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { formatMoney, formatNumber } from '#common/format.ts';
import type { ImportedListingCardDto } from '#common/imported-listing-card.ts';
import type { Locale } from '#common/locales.ts';
import { uiLocale } from '../ui/locale.ts';

/** Size, rooms and type of an imported listing, in the page's language. */
export function importedFacts(
  listing: Pick<ImportedListingCardDto, 'size_m2' | 'rooms' | 'property_type'>,
  t: TFunction<'imported'>,
  locale: Locale,
): string[] {
  return [
    listing.size_m2 !== null
      ? t('card.size', { size: formatNumber(listing.size_m2, locale, listing.size_m2 % 1 ? 1 : 0) })
      : null,
    listing.rooms !== null ? t('card.rooms', { count: listing.rooms }) : null,
    listing.property_type ? tDynamic(t, `listing:propertyType.${listing.property_type}`) : null,
  ].filter((f): f is string => f !== null);
}

/** A link to the listing on its source site, opening in a new tab; never followed by search engines. */
export function OriginalLink({ url, children, className }: { url: string; children: React.ReactNode; className?: string }) {
  const { t } = useTranslation(['imported', 'listing']);
  return (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow" className={className}>
      {children}
      <span aria-hidden="true"> ↗</span>
      <span className="sr-only"> {t('card.newTab')}</span>
    </a>
  );
}

/**
 * An imported listing in a list: rent, title (to its page here), place and facts, where it comes
 * from, and a link out to the original. No photo: the source's images are not ours to show.
 */
export function ImportedListingCard({ listing, headingLevel = 3 }: { listing: ImportedListingCardDto; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation(['imported', 'listing']);
  const locale = uiLocale(i18n.language);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const place = [listing.postcode, listing.town].filter(Boolean).join(' ');
  return (
    <article aria-labelledby={`${id}-title`} className="flex flex-col gap-1 rounded-xl border border-line bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-muted">{t('card.from', { source: listing.source_host })}</p>
      <Heading id={`${id}-title`} lang={locale === 'is' ? undefined : 'is'} className="font-semibold text-ink">
        <Link to={`/listings/mbl/${listing.id}`} className="text-brand-700 underline-offset-2 hover:underline">
          {listing.title}
        </Link>
      </Heading>
      <p className="text-lg font-bold text-ink">
        {listing.rent_isk !== null ? (
          <>
            {formatMoney(listing.rent_isk, locale)}
            <span className="text-sm font-normal text-muted"> {t('card.perMonth')}</span>
          </>
        ) : (
          <span className="text-base font-normal text-muted">{t('card.noPrice')}</span>
        )}
      </p>
      {place && <p className="text-sm text-muted">{place}</p>}
      <p className="text-sm text-ink">{importedFacts(listing, t, locale).join(' · ')}</p>
      <OriginalLink
        url={listing.url}
        className="mt-2 inline-flex min-h-11 items-center self-start text-sm font-semibold text-brand-700 underline"
      >
        {t('card.viewOriginal', { source: listing.source_host })}
      </OriginalLink>
    </article>
  );
}
