import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { formatDate, formatMoney, formatNumber, weekdayName } from '#common/format.ts';
import type { PublicListingDto } from '#common/listing-dtos.ts';
import { CheckIcon } from '../ui/icons.tsx';
import { uiLocale } from '../ui/locale.ts';

/** What the listing page receives: the DTO without the texts in the other language. */
export type ListingPageData = Omit<
  PublicListingDto,
  'title_is' | 'title_en' | 'description_is' | 'description_en' | 'published_at' | 'expires_at'
>;

// The facts of a listing on its page: the property, what comes with it, the house rules, and
// the price with what it includes, the security and the lease.

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-6">
      <h2 className="text-xl font-bold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Facts({ items }: { items: [string, string | null][] }) {
  const shown = items.filter((item): item is [string, string] => item[1] !== null);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
      {shown.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-sm text-muted">{term}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PropertyFacts({ listing }: { listing: ListingPageData }) {
  const { t, i18n } = useTranslation(['listings', 'listing']);
  const locale = uiLocale(i18n.language);
  const p = listing.property;
  const num = (n: number | null) => (n === null ? null : formatNumber(n, locale));
  const yes = (b: boolean | null) => (b === null ? null : b ? t('detail.yes') : t('detail.no'));
  return (
    <Section title={t('detail.facts')}>
      <Facts
        items={[
          [t('detail.type'), p.type ? tDynamic(t, `listing:propertyType.${p.type}`) : null],
          [
            t('detail.size'),
            p.size_m2 === null ? null : t('card.size', { size: formatNumber(p.size_m2, locale, p.size_m2 % 1 ? 1 : 0) }),
          ],
          [t('detail.rooms'), num(p.rooms)],
          [t('detail.bedrooms'), num(p.bedrooms)],
          [t('detail.bathrooms'), num(p.bathrooms)],
          [t('detail.floor'), p.floor === null ? null : p.floor === 0 ? t('detail.groundFloor') : num(p.floor)],
          [t('detail.elevator'), yes(p.elevator)],
          [t('detail.yearBuilt'), p.year_built === null ? null : String(p.year_built)],
        ]}
      />
      {listing.amenities.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold">{t('detail.amenities')}</h3>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {listing.amenities.map((a) => (
              <li key={a} className="flex items-center gap-2">
                <CheckIcon className="size-5 text-success-700" />
                {tDynamic(t, `listing:amenity.${a}`)}
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

export function HouseRules({ rules }: { rules: PublicListingDto['rules'] }) {
  const { t, i18n } = useTranslation(['listings', 'listing']);
  const locale = uiLocale(i18n.language);
  const rule = (value: boolean | null, key: string) =>
    value === null ? null : tDynamic(t, `rules.${key}.${value ? 'yes' : 'no'}`);
  const items = [
    rule(rules.pets_allowed, 'pets'),
    rule(rules.smoking_allowed, 'smoking'),
    rule(rules.subletting_allowed, 'subletting'),
    rules.max_occupants === null
      ? null
      : t('rules.maxOccupants', { count: rules.max_occupants, n: formatNumber(rules.max_occupants, locale) }),
    rules.quiet_hours ? t('rules.quietHours', { hours: rules.quiet_hours }) : null,
  ].filter((i): i is string => i !== null);
  if (items.length === 0) return null;
  return (
    <Section title={t('detail.rules')}>
      <ul className="list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}

/** "3 months' deposit = 867.000 kr." and its like. */
export function securityText(
  pricing: PublicListingDto['pricing'],
  t: TFunction<'listings'>,
  locale: ReturnType<typeof uiLocale>,
) {
  const type = pricing.security_type;
  if (!type || type === 'none') return t('price.noSecurity');
  const months = pricing.security_months ?? 0;
  const what = tDynamic(t, `listing:securityType.${type}`);
  if (!months || !pricing.rent_isk) return what;
  return t('price.security', {
    count: months,
    months: formatNumber(months, locale),
    what,
    amount: formatMoney(months * pricing.rent_isk, locale),
  });
}

export function PriceBox({ pricing, today }: { pricing: PublicListingDto['pricing']; today: string }) {
  const { t, i18n } = useTranslation(['listings', 'listing']);
  const locale = uiLocale(i18n.language);
  const lease =
    pricing.lease_type === 'fixed' && pricing.lease_months
      ? t('price.fixed', { count: pricing.lease_months, months: formatNumber(pricing.lease_months, locale) })
      : pricing.lease_type
        ? tDynamic(t, `listing:leaseType.${pricing.lease_type}`)
        : null;
  const available = pricing.available_from
    ? pricing.available_from <= today
      ? t('card.availableNow')
      : t('card.availableFrom', { date: formatDate(pricing.available_from, 'date', locale) })
    : null;
  return (
    <div className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <p className="text-3xl font-bold">
        {pricing.rent_isk === null ? '—' : formatMoney(pricing.rent_isk, locale)}
        <span className="text-base font-normal text-muted"> {t('card.perMonth')}</span>
      </p>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="text-muted">{t('price.included')}</dt>
          <dd className="font-medium">
            {pricing.utilities_included.length
              ? pricing.utilities_included.map((u) => tDynamic(t, `listing:utility.${u}`)).join(', ')
              : t('price.nothingIncluded')}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('price.securityLabel')}</dt>
          <dd className="font-medium">{securityText(pricing, t, locale)}</dd>
        </div>
        {lease && (
          <div>
            <dt className="text-muted">{t('price.lease')}</dt>
            <dd className="font-medium">{lease}</dd>
          </div>
        )}
        {available && (
          <div>
            <dt className="text-muted">{t('price.available')}</dt>
            <dd className="font-medium">{available}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

export function ViewingHours({ hours }: { hours: PublicListingDto['viewing_hours'] }) {
  const { t, i18n } = useTranslation(['listings', 'listing']);
  const locale = uiLocale(i18n.language);
  if (hours.length === 0) return null;
  return (
    <Section title={t('detail.viewing')}>
      <dl className="grid max-w-sm grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        {hours.map((h) => (
          <div key={h.day} className="contents">
            <dt className="capitalize">{weekdayName(h.day, locale)}</dt>
            <dd className="tabular-nums">{`${h.from}–${h.to}`}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export { Section };
