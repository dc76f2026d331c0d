import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { formatDate, formatMoney, formatNumber } from '#common/format.ts';
import type { ListingCardDto } from '#common/listing-dtos.ts';
import type { Locale } from '#common/locales.ts';
import { TeamBadge } from '../teams/team-badge.tsx';
import { HouseIcon } from '../ui/icons.tsx';
import { uiLocale } from '../ui/locale.ts';
import { FavouriteButton, type FavouriteButtonProps } from './favourite-button.tsx';

/** What a card shows: any ListingCardDto fits; pages may send just these fields. */
export type ListingCardData = Pick<
  ListingCardDto,
  | 'id'
  | 'title_is'
  | 'title_en'
  | 'rent_isk'
  | 'size_m2'
  | 'rooms'
  | 'property_type'
  | 'town'
  | 'postcode'
  | 'available_from'
  | 'cover'
> & { team?: ListingCardDto['team'] };

export interface ListingCardProps {
  listing: ListingCardData;
  /** The image's `sizes`; the default fits a 1/2/3-column grid. */
  sizes?: string;
  /** Load the cover at once (the first cards above the fold); others load lazily. */
  eager?: boolean;
  /** Today (YYYY-MM-DD) from the loader, so "available now" reads the same on server and client. */
  today?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** A "save" heart on the picture (beside the link, not inside it); left out, the card is the link alone. */
  favourite?: Pick<FavouriteButtonProps, 'saved' | 'signedIn' | 'back'>;
}

const DEFAULT_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw';

/** The title in the page's language: English for non-Icelandic readers when the landlord wrote one. */
export function listingTitle(listing: { title_is: string | null; title_en: string | null }, locale: Locale): string {
  if (locale !== 'is' && listing.title_en) return listing.title_en;
  return listing.title_is ?? listing.title_en ?? '';
}

/** The language the chosen title is written in, for the `lang` attribute. */
export function listingTitleLang(listing: { title_is: string | null; title_en: string | null }, locale: Locale): 'is' | 'en' {
  return locale !== 'is' && listing.title_en ? 'en' : 'is';
}

/**
 * A listing in a list: cover, rent, size, rooms, type and town. The whole card is one link; its
 * name is what it says, title first (no aria-label that would differ from the visible text).
 */
export function ListingCard({
  listing,
  sizes = DEFAULT_SIZES,
  eager = false,
  today,
  headingLevel = 3,
  className = '',
  favourite,
}: ListingCardProps) {
  const { t, i18n } = useTranslation(['listings', 'listing']);
  const locale = uiLocale(i18n.language);
  const titleLang = listingTitleLang(listing, locale);
  const Heading = `h${headingLevel}` as const;
  const title = listingTitle(listing, locale) || t('card.untitled');
  const facts = [
    listing.size_m2 !== null
      ? t('card.size', { size: formatNumber(listing.size_m2, locale, listing.size_m2 % 1 ? 1 : 0) })
      : null,
    listing.rooms !== null ? t('card.rooms', { count: listing.rooms }) : null,
    listing.property_type ? tDynamic(t, `listing:propertyType.${listing.property_type}`) : null,
  ].filter((f): f is string => f !== null);
  const available = listing.available_from
    ? today && listing.available_from <= today
      ? t('card.availableNow')
      : t('card.availableFrom', { date: formatDate(listing.available_from, 'date', locale) })
    : null;
  const card = (
    <Link
      to={`/listings/${listing.id}`}
      className={`group flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md ${favourite ? 'w-full' : className}`}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-subtle">
        {listing.cover ? (
          <img
            src={listing.cover.src}
            srcSet={listing.cover.srcset}
            sizes={sizes}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            width={1024}
            height={768}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-50 to-brand-100 text-brand-700">
            <HouseIcon className="size-10" />
            <span className="text-sm font-medium">{t('card.noPhoto')}</span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading
          lang={titleLang === i18n.language ? undefined : titleLang}
          className="line-clamp-2 font-semibold text-ink group-hover:text-brand-700 group-hover:underline"
        >
          {title}
        </Heading>
        <p className="text-lg font-bold text-ink">
          {formatMoney(listing.rent_isk, locale)}
          <span className="text-sm font-normal text-muted"> {t('card.perMonth')}</span>
        </p>
        <p className="text-sm text-muted">{[listing.postcode, listing.town].filter(Boolean).join(' ')}</p>
        {listing.team && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink" data-testid="card-team">
            {listing.team.logo_url && (
              <img src={listing.team.logo_url} alt="" width={20} height={20} loading="lazy" className="size-5 rounded" />
            )}
            <span className="min-w-0 break-words">{listing.team.name}</span>
            <TeamBadge status={listing.team.verified ? 'verified' : null} />
          </p>
        )}
        <p className="mt-auto pt-2 text-sm text-ink">
          {facts.join(' · ')}
          {available && <span className="block text-muted">{available}</span>}
        </p>
      </div>
    </Link>
  );
  if (!favourite) return card;
  return (
    <div id={`listing-${listing.id}`} className={`relative flex scroll-mt-4 ${className}`}>
      {card}
      <div className="absolute top-2 right-2">
        <FavouriteButton listingId={listing.id} title={title} variant="overlay" {...favourite} />
      </div>
    </div>
  );
}
