import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListingCard } from '#app/components/listings/listing-card.tsx';
import { ListingMap } from '#app/components/listings/listing-map.tsx';
import { type ListingsView, SearchFilters, SortForm } from '#app/components/listings/search-filters.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { noticeFrom } from '#app/lib/page-kit.server.ts';
import { dayOf } from '#common/calendar-day.ts';
import { formatNumber } from '#common/format.ts';
import { filtersOf, hasFilters, type ListingQuery, parseListingQuery, toSearchParams } from '#common/listing-filters.ts';
import { visibleUrl } from '#common/page-path.ts';
import { savedListingIds } from '#server/domain/favourites/favourites.service.ts';
import { MAP_LIMIT, searchListings, searchMapPoints } from '#server/domain/listings/listing-search.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/index';

export const handle = {
  middleware: ['public'],
  ownDescription: true,
  i18n: ['favourites', 'listing', 'listings', 'savedSearches'],
};

// /listings: the search. The URL holds the whole query (parseListingQuery ignores what doesn't
// parse), so a search can be shared and works without JavaScript. Two queries per page (the
// page and its capped count); the map view adds the map points.
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const service = ctx.service();
  const url = new URL(request.url);
  const query = parseListingQuery(url.searchParams);
  const view: ListingsView = url.searchParams.get('view') === 'map' ? 'map' : 'list';
  // No MAP_STYLE_URL: the map draws the app's own basemap (docs/decisions/0016-self-hosted-basemap.md).
  const mapStyleUrl = view === 'map' ? (service.env.MAP_STYLE_URL ?? null) : null;
  const [result, points] = await Promise.all([
    searchListings(service, query),
    view === 'map' ? searchMapPoints(service, filtersOf(query)) : null,
  ]);
  const mapCapped = (points?.length ?? 0) >= MAP_LIMIT;
  // Only what the cards show goes to the page.
  const items = result.items.map((c) => ({
    id: c.id,
    title_is: c.title_is,
    title_en: c.title_en,
    rent_isk: c.rent_isk,
    size_m2: c.size_m2,
    rooms: c.rooms,
    property_type: c.property_type,
    town: c.town,
    postcode: c.postcode,
    available_from: c.available_from,
    cover: c.cover,
  }));
  const saved = await savedListingIds(
    service,
    items.map((i) => i.id),
  );
  const notice = noticeFrom(request);
  return {
    query,
    view,
    signedIn: ctx.user !== null,
    savedIds: items.filter((i) => saved.has(i.id)).map((i) => i.id),
    // The page a "Save" heart comes back to (with the card's anchor).
    here: `${visibleUrl(url).pathname}${visibleUrl(url).search}`,
    notice: notice?.key.startsWith('favourites:') ? notice : null,
    result: { ...result, items },
    points,
    mapStyleUrl,
    mapCapped,
    today: dayOf(service.now()),
  };
}

function href(query: Partial<ListingQuery>, view: ListingsView): string {
  const params = toSearchParams(query);
  if (view === 'map') params.set('view', 'map');
  const search = params.toString();
  return search ? `/listings?${search}` : '/listings';
}

export default function ListingsSearch({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(['listings', 'common', 'savedSearches']);
  const locale = uiLocale(i18n.language);
  const { query, view, result, points, mapStyleUrl, mapCapped, today, signedIn, savedIds, here, notice } = loaderData;
  const count = result.total_capped
    ? t('search.countCapped', { count: formatNumber(1000, locale) })
    : t('search.count', { count: result.total, formatted: formatNumber(result.total, locale) });
  const { cursor: _cursor, ...firstPage } = query;
  const viewLink = (target: ListingsView) => (
    <Link
      to={href(firstPage, target)}
      aria-current={view === target ? 'page' : undefined}
      className={`flex min-h-11 items-center rounded-md px-4 text-sm font-semibold ${view === target ? 'bg-brand-600 text-white' : 'text-brand-700 hover:bg-brand-50'}`}
    >
      {t(`view.${target}`)}
    </Link>
  );
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <title>{`${t('search.title')} · ${t('common:brand.name')}`}</title>
      <meta name="description" content={t('search.metaDescription')} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('search.heading')}</h1>
          <p className="mt-1 text-muted" role="status">
            {count}
          </p>
          {/* Saved searches (H5): keeps this query's filters and asks for a name and how often to alert. */}
          <Link
            to={`/saved-searches/saved-search?${toSearchParams(filtersOf(query)).toString()}`}
            className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {t('savedSearches:saveThis')}
          </Link>
        </div>
        <nav aria-label={t('view.label')} className="flex rounded-lg border border-line bg-white p-1">
          {viewLink('list')}
          {viewLink('map')}
        </nav>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside className="min-w-0">
          <SearchFilters key={JSON.stringify(query)} query={query} view={view} />
        </aside>
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <SortForm key={query.sort} query={query} view={view} />
          </div>
          <FlashNotice notice={notice} />
          {view === 'map' && <ListingMap styleUrl={mapStyleUrl} points={points ?? []} capped={mapCapped} />}
          {result.items.length === 0 ? (
            <EmptyState
              headingLevel={2}
              title={query.cursor ? t('empty.pageTitle') : t('empty.title')}
              text={hasFilters(query) ? t('empty.loosen') : t('empty.none')}
              action={
                hasFilters(query) || query.cursor ? (
                  <Link to={href(query.cursor ? firstPage : { sort: query.sort }, view)} className={buttonStyles('secondary')}>
                    {query.cursor ? t('pagination.first') : t('filters.clear')}
                  </Link>
                ) : undefined
              }
            />
          ) : (
            <>
              <h2 className="sr-only">{t('search.results')}</h2>
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {result.items.map((item, i) => (
                  <li key={item.id} className="flex">
                    <ListingCard
                      listing={item}
                      today={today}
                      eager={i < 3 && !query.cursor}
                      className="w-full"
                      favourite={{ saved: savedIds.includes(item.id), signedIn, back: `${here}#listing-${item.id}` }}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
          {(result.next_cursor || query.cursor) && (
            <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-center gap-3 pt-2">
              {query.cursor && (
                <Link to={href(firstPage, view)} className={buttonStyles('ghost')}>
                  {t('pagination.first')}
                </Link>
              )}
              {result.next_cursor && (
                <Link to={href({ ...query, cursor: result.next_cursor }, view)} className={buttonStyles('primary')}>
                  {t('pagination.more')}
                </Link>
              )}
            </nav>
          )}
        </div>
      </div>
    </div>
  );
}
