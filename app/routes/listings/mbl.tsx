import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { ImportedListingCard } from '#app/components/listings/imported-listing-card.tsx';
import { RegionOptions } from '#app/components/listings/region-options.tsx';
import { CursorLinks } from '#app/components/man/list-page.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { fieldClass, inputClass, labelClass } from '#app/components/ui/field-styles.ts';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { IMPORTED_LISTINGS_PATH, importedListingList, parseImportedListingQuery } from '#common/imported-listings-list.ts';
import { listLink } from '#common/list-kit.ts';
import { listImportedListings } from '#server/domain/imported-listings/imported-listings.service.ts';
import type { Route } from './+types/mbl';

export const handle = { middleware: ['public'], i18n: ['imported', 'listing'] };

// /listings/mbl: listings imported from an outside property feed (docs/rules/imported-listings.md).
// The URL holds the query (what doesn't parse is ignored), so it works without JavaScript.
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseImportedListingQuery(new URL(request.url).searchParams);
  return { query, page: await listImportedListings(serviceFrom(context), query) };
}

const href = listLink(IMPORTED_LISTINGS_PATH, importedListingList);

export default function ImportedListings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['imported', 'common']);
  const { query, page } = loaderData;
  const filtered = Boolean(query.region || query.max_rent);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <title>{`${t('list.title')} · ${t('common:brand.name')}`}</title>
      <h1 className="text-2xl font-bold sm:text-3xl">{t('list.title')}</h1>
      <p className="mt-2 max-w-3xl text-base text-muted">{t('list.intro')}</p>

      <Form method="get" action={IMPORTED_LISTINGS_PATH} className="mt-6 rounded-xl border border-line bg-subtle p-4">
        <fieldset>
          <legend className="text-base font-semibold text-ink">{t('list.filters')}</legend>
          <div className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <div className={fieldClass}>
              <label htmlFor="imported-region" className={labelClass}>
                {t('list.region')}
              </label>
              <NativeSelect id="imported-region" name="region" defaultValue={query.region ?? ''}>
                <RegionOptions anyLabel={t('list.anyRegion')} />
              </NativeSelect>
            </div>
            <div className={fieldClass}>
              <label htmlFor="imported-max-rent" className={labelClass}>
                {t('list.maxRent')}
              </label>
              <input
                id="imported-max-rent"
                name="max_rent"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={query.max_rent ?? ''}
                className={inputClass}
              />
            </div>
            <div className="flex gap-2">
              <button type="submit" className={buttonStyles('primary', 'md', 'flex-1 sm:flex-none')}>
                {t('list.apply')}
              </button>
              {filtered && (
                <Link to={IMPORTED_LISTINGS_PATH} className={buttonStyles('ghost', 'md')}>
                  {t('list.clear')}
                </Link>
              )}
            </div>
          </div>
        </fieldset>
      </Form>

      <section aria-labelledby="imported-results" className="mt-8">
        <h2 id="imported-results" className="sr-only">
          {t('list.results')}
        </h2>
        {page.items.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={t('list.empty')}
            text={filtered ? t('list.emptyFiltered') : t('list.emptyNone')}
            action={
              <Link to="/listings" className={buttonStyles('secondary')}>
                {t('list.ownListings')}
              </Link>
            }
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.items.map((listing) => (
              <li key={listing.id} className="flex flex-col [&>article]:flex-1">
                <ImportedListingCard listing={listing} />
              </li>
            ))}
          </ul>
        )}
        <CursorLinks page={page} href={(cursor) => href(query, cursor)} />
      </section>
    </div>
  );
}
