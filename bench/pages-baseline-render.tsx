// The baseline of `npm run bench:pages` (the React limit): the same page components as
// /listings and /listings/:id — the listings layout (header, footer) and the route's page — with
// the same data, rendered by plain renderToString. The data is loaded once, through the same
// services and in the same shape as the routes' loaders; per request there is only React.
// Loaded by bench/pages-baseline.ts through Vite (JSX and `#app` imports), NODE_ENV=production.
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticRouter, Outlet, StaticRouterProvider, useLoaderData } from 'react-router';
import { createI18n } from '#app/lib/i18n.ts';
import ListingsLayout from '#app/routes/layouts/listings.tsx';
import ListingsSearch from '#app/routes/listings/index.tsx';
import ListingPage from '#app/routes/listings/listing.tsx';
import { parseConsent } from '#common/consent.ts';
import { applyState } from '#server/domain/applications/applications.service.ts';
import type { ServiceContext } from '#server/domain/context.ts';
import { searchListings } from '#server/domain/listings/listing-search.service.ts';
import { getPublicListing } from '#server/domain/listings/public-listing.service.ts';
import { listListingOpenHouses } from '#server/domain/open-houses/open-houses.service.ts';
import { servicesOnListing } from '#server/domain/teams/team-services.service.ts';
import { messagesFor } from '#server/i18n/messages.ts';

type PageProps = { loaderData: never };

/** The loaders' data, computed once (as app/routes/listings/index.tsx and listing.tsx shape it). */
export async function loadData(service: ServiceContext, listingId: string) {
  const today = service.now().toISOString().slice(0, 10);
  const query = { sort: 'newest' as const };
  const search = {
    query,
    view: 'list' as const,
    result: await searchListings(service, query),
    points: null,
    mapStyleUrl: null,
    mapCapped: false,
    today,
    signedIn: false,
    savedIds: [] as string[],
    here: '/listings',
    notice: null,
  };
  const full = await getPublicListing(service, listingId);
  const { title_is, title_en: _te, description_is, description_en: _de, published_at: _p, expires_at: _e, ...listing } = full;
  const origin = service.publicUrl;
  const page = {
    kind: 'listing' as const,
    listing,
    title: title_is ?? '',
    titleLang: 'is',
    description: description_is ?? '',
    descriptionLang: 'is',
    url: `${origin}/listings/${listing.id}`,
    image: listing.photos[0] ? `${origin}${listing.photos[0].src}` : null,
    signedIn: false,
    mapStyleUrl: null,
    today,
    reported: null,
    saved: false,
    favouriteNotice: null,
    apply: await applyState(service, listingId),
    viewings: {
      openHouses: await listListingOpenHouses(service, listingId),
      request: null,
      offered: await servicesOnListing(service, listingId),
      notice: null,
    },
  };
  const root = { user: null, pixelId: null, consent: parseConsent('necessary') };
  return { search, page, root };
}

function withData(Page: (props: PageProps) => React.ReactNode) {
  return function RoutePage() {
    return <Page loaderData={useLoaderData() as never} />;
  };
}

/** A renderer per path: a static router holding the data, and the HTML document around it. */
export function createRenderer(data: Awaited<ReturnType<typeof loadData>>) {
  const i18n = createI18n('is', messagesFor('is'));
  const messages = JSON.stringify(i18n.getDataByLanguage('is') ?? {}).replace(/</g, '\\u003c');
  const routes = [
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      children: [
        {
          id: 'routes/layouts/listings',
          Component: ListingsLayout,
          children: [
            { id: 'routes/listings/index', path: 'listings', Component: withData(ListingsSearch as never) },
            { id: 'routes/listings/listing', path: 'listings/:id', Component: withData(ListingPage as never) },
          ],
        },
      ],
    },
  ];
  return (path: string): string => {
    const leaf = path === '/listings' ? 'routes/listings/index' : 'routes/listings/listing';
    const params = path === '/listings' ? {} : { id: path.split('/').pop() as string };
    const leafRoute = routes[0].children[0].children.find((r) => r.id === leaf);
    const context = {
      basename: '/',
      location: { pathname: path, search: '', hash: '', state: null, key: 'default' },
      matches: [
        { params, pathname: '/', pathnameBase: '/', route: routes[0] },
        { params, pathname: '/', pathnameBase: '/', route: routes[0].children[0] },
        { params, pathname: path, pathnameBase: path, route: leafRoute },
      ],
      loaderData: { root: data.root, [leaf]: leaf === 'routes/listings/index' ? data.search : data.page },
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
    };
    const router = createStaticRouter(routes as never, context as never);
    const body = renderToString(
      <I18nextProvider i18n={i18n}>
        <StaticRouterProvider router={router} context={context as never} hydrate={false} />
      </I18nextProvider>,
    );
    return `<!DOCTYPE html><html lang="is"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head><body>${body}<script id="__i18n" type="application/json">${messages}</script></body></html>`;
  };
}
