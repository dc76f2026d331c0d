import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FeaturedListings } from '#app/components/listings/featured-listings.tsx';
import { RegionOptions } from '#app/components/listings/region-options.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { useRootData } from '#app/lib/root-data.ts';
import { dayOf } from '#common/calendar-day.ts';
import type { ContentItem } from '#common/content-pages.ts';
import { contentPage } from '#server/domain/content/pages.ts';
import { featuredListings } from '#server/domain/listings/featured-listings.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/home';

export const handle = { middleware: ['public'], i18n: ['favourites', 'listing', 'listings', 'pages'] };

export async function loader({ context }: Route.LoaderArgs) {
  const request = getRequestContext(context);
  const ctx = request.service();
  // The marketing sections come from content/pages/<lang>/home.md, not from the messages.
  const { locale, sections } = contentPage(request.locale, 'home');
  return { featured: await featuredListings(ctx), today: dayOf(ctx.now()), sections, contentLocale: locale };
}

function FeatureList({ items }: { items: ContentItem[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.heading} className="rounded-xl border border-line bg-white p-5">
          <h3 className="font-semibold">{item.heading}</h3>
          <div
            className="mt-2 text-sm leading-relaxed text-muted"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markdown from the repository
            dangerouslySetInnerHTML={{ __html: item.html }}
          />
        </li>
      ))}
    </ul>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['pages', 'common']);
  const root = useRootData();
  return (
    <>
      <title>{`${t('common:brand.name')} · ${t('home.title')}`}</title>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-20">
          <h1 className="max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">{t('home.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{t('home.lead')}</p>
          <HomeSearch />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/management/post-a-listing"
              className="inline-flex h-12 items-center justify-center rounded-md border border-brand-600 bg-white px-6 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('home.ctaLandlords')}
            </Link>
            {!root?.user && (
              <Link
                to="/login"
                className="inline-flex h-12 items-center justify-center px-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {t('home.ctaSignIn')}
              </Link>
            )}
          </div>
        </div>
      </section>
      <FeaturedListings listings={loaderData.featured} today={loaderData.today} />
      {loaderData.sections.map((section) => (
        <section key={section.heading} lang={loaderData.contentLocale} className="mx-auto max-w-6xl px-4 py-10">
          <h2 className="text-2xl font-bold">{section.heading}</h2>
          <FeatureList items={section.items} />
        </section>
      ))}
    </>
  );
}

/** The quick search: a plain GET form to /listings, so it works without JavaScript. */
function HomeSearch() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <search aria-label={t('home.search.label')}>
      <form
        method="get"
        action="/listings"
        className="mt-8 grid max-w-3xl grid-cols-1 gap-3 rounded-xl border border-line bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      >
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="home-region" className="text-sm font-medium">
            {t('home.search.region')}
          </label>
          <NativeSelect id="home-region" name="region" size="lg">
            <RegionOptions anyLabel={t('home.search.anywhere')} />
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="home-price" className="text-sm font-medium">
            {t('home.search.priceMax')}
          </label>
          <input
            id="home-price"
            name="priceMax"
            type="number"
            inputMode="numeric"
            min={0}
            step={10000}
            placeholder={t('home.search.pricePlaceholder')}
            className="h-12 w-full min-w-0 rounded-md border border-line px-3 text-base"
          />
        </div>
        <button type="submit" className="min-h-12 rounded-md bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700">
          {t('home.ctaRenters')}
        </button>
      </form>
    </search>
  );
}
