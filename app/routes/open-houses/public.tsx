import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { RegionOptions } from '#app/components/listings/region-options.tsx';
import { OpenHouseCard } from '#app/components/open-houses/open-house-card.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { upcomingQuerySchema } from '#server/domain/open-houses/open-houses.schemas.ts';
import { listUpcomingOpenHouses } from '#server/domain/open-houses/open-houses.service.ts';
import type { Route } from './+types/public';

export const handle = { middleware: ['public'], i18n: ['openHouses', 'listing'] };

// /open-house: the upcoming open houses of homes on the market, soonest first, filtered by
// region with a plain GET form (works without JavaScript), 24 a page.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = upcomingQuerySchema.parse({
    region: url.searchParams.get('region') || undefined,
    page: url.searchParams.get('page') || undefined,
  });
  return { ...(await listUpcomingOpenHouses(serviceFrom(context), query)), region: query.region ?? '' };
}

export default function OpenHousesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, total, page, page_size, region } = loaderData;
  const pages = Math.max(1, Math.ceil(total / page_size));
  const pageHref = (n: number) => `/open-house?${new URLSearchParams({ ...(region ? { region } : {}), page: String(n) })}`;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6">
      <title>{`${t('openHouses:public.title')} · ${t('brand.name')}`}</title>
      <meta name="description" content={t('openHouses:public.intro')} />
      <h1 className="text-2xl font-bold sm:text-3xl">{t('openHouses:public.title')}</h1>
      <p className="mt-2 text-muted">{t('openHouses:public.intro')}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" aria-label={t('openHouses:public.filter')}>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="region" className="font-medium">
            {t('openHouses:public.region')}
          </label>
          <NativeSelect id="region" name="region" defaultValue={region} size="lg" width="auto">
            <RegionOptions anyLabel={t('openHouses:public.anyRegion')} />
          </NativeSelect>
        </div>
        <button type="submit" className={buttonStyles('primary', 'md', 'h-12')}>
          {t('openHouses:public.show')}
        </button>
      </Form>
      <p className="mt-4 text-sm text-muted" aria-live="polite">
        {t('openHouses:public.count', { count: total })}
      </p>
      {items.length === 0 ? (
        <EmptyState
          className="mt-4"
          headingLevel={2}
          title={t('openHouses:public.empty.title')}
          text={region ? t('openHouses:public.empty.region') : t('openHouses:public.empty.text')}
          action={
            <Link to="/listings" className={buttonStyles('primary', 'md')}>
              {t('openHouses:public.empty.action')}
            </Link>
          }
        />
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-line rounded-xl border border-line" data-testid="upcoming-open-houses">
          {items.map((slot) => (
            <OpenHouseCard key={slot.id} start={slot.starts_at} end={slot.ends_at} listing={slot.listing}>
              <p className="text-sm" data-testid="places-left">
                {slot.places_left > 0 ? t('openHouses:placesLeft', { count: slot.places_left }) : t('openHouses:full')}
              </p>
            </OpenHouseCard>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('openHouses:public.pages')} className="mt-4 flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className={buttonStyles('secondary', 'sm')}>
              {t('openHouses:public.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">{t('openHouses:public.pageOf', { page, total: pages })}</span>
          {page < pages ? (
            <Link to={pageHref(page + 1)} className={buttonStyles('secondary', 'sm')}>
              {t('openHouses:public.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
