import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { uiLocale } from '#app/components/ui/locale.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate } from '#common/format.ts';
import { listOwnListings } from '#server/domain/listings/listings.service.ts';
import type { Route } from './+types/index';

export const handle = { middleware: ['auth'], i18n: ['wizard'] };

// The wizard's start: the drafts the landlord can go on with, or a new listing.
export async function loader({ context }: Route.LoaderArgs) {
  const all = await listOwnListings(serviceFrom(context));
  const drafts = all
    .filter((l) => l.status === 'draft' || l.status === 'rejected')
    .map((l) => ({
      id: l.id,
      status: l.status,
      title: l.titleIs,
      address: l.street
        ? `${l.street} ${l.houseNumber}${l.unit ? `, ${l.unit}` : ''}, ${l.postcode} ${l.town ?? ''}`.trim()
        : null,
      updatedAt: l.updatedAt.toISOString(),
      stepsDone: l.stepsDone.length,
    }));
  return { drafts };
}

export default function StartListing({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(['wizard', 'common']);
  const locale = uiLocale(i18n.language);
  const { drafts } = loaderData;
  return (
    <div>
      <title>{`${t('start.title')} · ${t('common:brand.name')}`}</title>
      <h1 className="text-2xl font-bold sm:text-3xl">{t('start.title')}</h1>
      <p className="mt-2 text-muted">{t('start.intro')}</p>
      <div className="mt-6">
        <Link to="/start-listing/location" className={buttonStyles('primary', 'lg', 'w-full sm:w-auto')}>
          {t('start.new')}
        </Link>
      </div>
      {drafts.length > 0 && (
        <section aria-labelledby="drafts" className="mt-10">
          <h2 id="drafts" className="text-xl font-semibold">
            {t('start.drafts')}
          </h2>
          <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-white">
            {drafts.map((d) => (
              <li
                key={d.id}
                data-testid="draft"
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold [overflow-wrap:anywhere]">{d.title ?? d.address ?? t('start.untitled')}</p>
                  {d.title && d.address && <p className="text-sm text-muted">{d.address}</p>}
                  <p className="text-sm text-muted">
                    {d.status === 'rejected' ? t('start.rejected') : t('start.progress', { done: d.stepsDone, total: 7 })} ·{' '}
                    {t('start.updated', { date: formatDate(d.updatedAt, 'date', locale) })}
                  </p>
                </div>
                <Link to={`/start-listing/${d.id}`} className={buttonStyles('secondary', 'md', 'w-full sm:w-auto')}>
                  {t('start.continue')}
                  <span className="sr-only">: {d.title ?? d.address}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
