import { useTranslation } from 'react-i18next';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { formatDate, formatMoney, formatNumber } from '#common/format.ts';
import type { StaffListingDto } from '#common/listing-dtos.ts';
import { uiLocale } from '../ui/locale.ts';

/** The address of a listing as one line: "Njálsgata 23, 0201, 101 Reykjavík". */
export function addressLine(listing: StaffListingDto): string {
  const l = listing.location;
  if (!l) return '';
  return [`${l.street} ${l.house_number}`, l.unit, `${l.postcode} ${l.town ?? ''}`.trim()].filter(Boolean).join(', ');
}

/** Photos of a listing as small thumbnails (staff check them before approving). */
export function PhotoStrip({ listing, title }: { listing: StaffListingDto; title: string }) {
  const { t } = useTranslation();
  if (listing.photos.length === 0) return <p className="text-sm text-muted">{t('man:listings.facts.noPhotos')}</p>;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={t('man:listings.facts.photos')}>
      {listing.photos.slice(0, 8).map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.src} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-md border border-line">
            <img
              src={photo.src}
              srcSet={photo.srcset}
              sizes="(min-width: 640px) 10rem, 30vw"
              alt={t('man:listings.facts.photoAlt', { n: index + 1, title })}
              loading="lazy"
              width={photo.width}
              height={photo.height}
              className="aspect-[4/3] w-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** What staff check: the facts, terms and rules of a listing, and who owns it. */
export function ListingFacts({ listing }: { listing: StaffListingDto }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const yesNo = (value: boolean | null) => (value === null ? '–' : t(value ? 'man:listings.facts.yes' : 'man:listings.facts.no'));
  const months = (count: number) =>
    t('man:listings.facts.months', { count, n: formatNumber(count, locale, Number.isInteger(count) ? 0 : 1) });
  const p = listing.property;
  const price = listing.pricing;
  const rules = listing.house_rules;
  const rows: [string, string][] = [
    [t('man:listings.facts.address'), addressLine(listing) || '–'],
    [t('man:listings.facts.owner'), listing.owner ? `${listing.owner.name} (${listing.owner.email})` : '–'],
    [t('man:listings.facts.type'), p.type ? tDynamic(t, `listing:propertyType.${p.type}`) : '–'],
    [
      t('man:listings.facts.size'),
      p.size_m2 === null ? '–' : t('man:listings.facts.sizeValue', { size: formatNumber(p.size_m2, locale, 1) }),
    ],
    [t('man:listings.facts.rooms'), [p.rooms, p.bedrooms, p.bathrooms].map((n) => n ?? '–').join(' / ')],
    [t('man:listings.facts.rent'), price.rent_isk === null ? '–' : formatMoney(price.rent_isk, locale)],
    [
      t('man:listings.facts.security'),
      price.security_type
        ? `${tDynamic(t, `listing:securityType.${price.security_type}`)}${price.security_months ? ` · ${months(price.security_months)}` : ''}`
        : '–',
    ],
    [t('man:listings.facts.availableFrom'), price.available_from ? formatDate(price.available_from, 'date', locale) : '–'],
    [
      t('man:listings.facts.lease'),
      price.lease_type
        ? `${tDynamic(t, `listing:leaseType.${price.lease_type}`)}${price.lease_months ? ` · ${months(price.lease_months)}` : ''}`
        : '–',
    ],
    [
      t('man:listings.facts.utilities'),
      price.utilities_included.map((u) => tDynamic(t, `listing:utility.${u}`)).join(', ') || '–',
    ],
    [t('man:listings.facts.amenities'), p.amenities.map((a) => tDynamic(t, `listing:amenity.${a}`)).join(', ') || '–'],
    [t('man:listings.facts.pets'), yesNo(rules.pets_allowed)],
    [t('man:listings.facts.smoking'), yesNo(rules.smoking_allowed)],
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col border-b border-line pb-2">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {listing.description.description_is && (
        <details className="rounded-md border border-line p-3">
          <summary className="cursor-pointer font-medium">{t('man:listings.facts.description')}</summary>
          <p lang="is" className="mt-2 whitespace-pre-line text-sm">
            {listing.description.description_is}
          </p>
          {listing.description.description_en && (
            <p lang="en" className="mt-3 whitespace-pre-line border-t border-line pt-3 text-sm">
              {listing.description.title_en}
              {'\n'}
              {listing.description.description_en}
            </p>
          )}
        </details>
      )}
    </div>
  );
}
