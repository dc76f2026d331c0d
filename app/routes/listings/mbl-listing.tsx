import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { importedFacts, OriginalLink } from '#app/components/listings/imported-listing-card.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { ChevronLeftIcon, InfoIcon } from '#app/components/ui/icons.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate, formatMoney, formatNumber } from '#common/format.ts';
import { getImportedListing } from '#server/domain/imported-listings/imported-listings.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/mbl-listing';

export const handle = { middleware: ['public'], i18n: ['imported', 'listing'] };

// /listings/mbl/:id: one imported listing, read-only. 404 when unknown or gone from the feed.
export async function loader({ params, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  return { listing: await forPage(() => getImportedListing(service, params.id)) };
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-line py-3 sm:flex-row sm:gap-4">
      <dt className="text-sm font-semibold text-muted sm:w-44 sm:shrink-0">{label}</dt>
      <dd className="text-base text-ink">{children}</dd>
    </div>
  );
}

export default function ImportedListing({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(['imported', 'common', 'listing']);
  const locale = uiLocale(i18n.language);
  const { listing } = loaderData;
  const source = listing.source_host;
  const notGiven = <span className="text-muted">{t('detail.notGiven')}</span>;
  const contentLang = locale === 'is' ? undefined : 'is';
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-6">
      <title>{`${listing.title} · ${t('common:brand.name')}`}</title>
      <meta name="description" content={listing.description?.slice(0, 160) ?? listing.title} />
      {/* A copy of another site's listing: the original is the one to index. */}
      <meta name="robots" content="noindex" />
      <Link to="/listings/mbl" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 underline">
        <ChevronLeftIcon className="size-4" />
        {t('detail.back')}
      </Link>
      <p className="mt-4 text-sm font-medium text-muted">{t('detail.attribution', { source })}</p>
      <h1 lang={contentLang} className="mt-1 text-2xl font-bold sm:text-3xl">
        {listing.title}
      </h1>
      <p className="mt-3 text-2xl font-bold text-ink">
        {listing.rent_isk !== null ? (
          <>
            {formatMoney(listing.rent_isk, locale)}
            <span className="text-base font-normal text-muted"> {t('card.perMonth')}</span>
          </>
        ) : (
          <span className="text-lg font-normal text-muted">{t('card.noPrice')}</span>
        )}
      </p>
      <p className="mt-1 text-base text-ink">{importedFacts(listing, t, locale).join(' · ')}</p>

      <aside aria-labelledby="imported-managed" className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-4">
        <h2 id="imported-managed" className="flex items-center gap-2 text-base font-semibold text-ink">
          <InfoIcon className="size-5 shrink-0 text-brand-700" />
          {t('detail.managedTitle')}
        </h2>
        <p className="mt-2 text-base text-ink">{t('detail.managedText', { source })}</p>
        <OriginalLink url={listing.url} className={buttonStyles('primary', 'md', 'mt-4 w-full sm:w-auto')}>
          {t('detail.original')}
        </OriginalLink>
      </aside>

      <section aria-labelledby="imported-facts" className="mt-8">
        <h2 id="imported-facts" className="text-xl font-semibold">
          {t('detail.facts')}
        </h2>
        <dl className="mt-2">
          <Fact label={t('detail.rent')}>{listing.rent_isk !== null ? formatMoney(listing.rent_isk, locale) : notGiven}</Fact>
          <Fact label={t('detail.size')}>
            {listing.size_m2 !== null
              ? t('card.size', { size: formatNumber(listing.size_m2, locale, listing.size_m2 % 1 ? 1 : 0) })
              : notGiven}
          </Fact>
          <Fact label={t('detail.rooms')}>{listing.rooms ?? notGiven}</Fact>
          <Fact label={t('detail.type')}>
            {listing.property_type ? t(`listing:propertyType.${listing.property_type}`) : notGiven}
          </Fact>
          <Fact label={t('detail.address')}>
            {listing.street || listing.postcode || listing.town ? (
              <span lang={contentLang}>
                {listing.street}
                {listing.street && (listing.postcode || listing.town) ? ', ' : ''}
                {[listing.postcode, listing.town].filter(Boolean).join(' ')}
              </span>
            ) : (
              notGiven
            )}
          </Fact>
          <Fact label={t('detail.region')}>{listing.region ? t(`listing:region.${listing.region}`) : notGiven}</Fact>
          <Fact label={t('detail.published', { source })}>{formatDate(listing.published_at, 'date', locale)}</Fact>
          <Fact label={t('detail.lastSeen')}>{formatDate(listing.last_seen_at, 'date', locale)}</Fact>
        </dl>
      </section>

      <section aria-labelledby="imported-description" className="mt-8">
        <h2 id="imported-description" className="text-xl font-semibold">
          {t('detail.description')}
        </h2>
        {listing.description ? (
          <p lang={contentLang} className="mt-2 whitespace-pre-line text-base text-ink">
            {listing.description}
          </p>
        ) : (
          <p className="mt-2 text-base text-muted">{t('detail.noDescription')}</p>
        )}
        <p className="mt-4 text-sm text-muted">{t('detail.photos')}</p>
      </section>
    </article>
  );
}
