import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useFilterSummary } from '#app/components/saved-searches/use-filter-summary.ts';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formatMoney } from '#common/format.ts';
import { loginPath } from '#common/login-path.ts';
import { listRecentMatches, listSavedSearches } from '#server/domain/saved-searches/saved-searches.service.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/watcher';

// /watcher: what the rental watch is (public), and for a signed-in person their watches (saved
// searches with alerts on) and the newest matches.
export const handle = { middleware: ['public'], i18n: ['listing', 'savedSearches'] };

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  if (!ctx.user) return { signedIn: false as const, watches: [], matches: [] };
  const service = ctx.service();
  const [searches, matches] = await Promise.all([listSavedSearches(service), listRecentMatches(service)]);
  return { signedIn: true as const, watches: searches.filter((s) => s.frequency !== 'off'), matches };
}

function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-title" className="mt-8">
      <h2 id="how-title" className="text-xl font-bold">
        {t('savedSearches:watcher.howTitle')}
      </h2>
      <ol className="mt-4 flex list-decimal flex-col gap-3 pl-6">
        {(['how1', 'how2', 'how3', 'how4'] as const).map((key) => (
          <li key={key}>{t(`savedSearches:watcher.${key}`)}</li>
        ))}
      </ol>
      <p className="mt-4 text-muted">
        {t('savedSearches:watcher.settings')}{' '}
        <Link to="/account/notifications" className="font-medium text-brand-700 underline">
          {t('savedSearches:watcher.settingsLink')}
        </Link>
      </p>
    </section>
  );
}

export default function Watcher({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const locale = uiLocale(i18n.language);
  const summarize = useFilterSummary();
  const { signedIn, watches, matches } = loaderData;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <title>{`${t('savedSearches:watcher.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-3xl font-bold">{t('savedSearches:watcher.title')}</h1>
      <p className="mt-3 text-lg">{t('savedSearches:watcher.intro')}</p>
      <p className="mt-4">
        <Link to="/listings" className={buttonStyles('primary')}>
          {t('savedSearches:watcher.start')}
        </Link>
      </p>

      {signedIn ? (
        <>
          <section aria-labelledby="mine-title" className="mt-10">
            <h2 id="mine-title" className="text-xl font-bold">
              {t('savedSearches:watcher.mineTitle')}
            </h2>
            {watches.length === 0 ? (
              <p className="mt-3 text-muted">{t('savedSearches:watcher.mineEmpty')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-line rounded-xl border border-line" data-testid="watches">
                {watches.map((w) => (
                  <li key={w.id} className="p-4">
                    <p className="font-semibold break-words">{w.name}</p>
                    <p className="text-sm text-muted break-words">{summarize(w.filters).join(' · ')}</p>
                    <p className="text-sm">
                      {t('savedSearches:frequency.label')}: {t(`savedSearches:frequency.${w.frequency}`)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-3">
              <Link to="/saved-searches" className="font-medium text-brand-700 underline">
                {t('savedSearches:watcher.manage')}
              </Link>
            </p>
          </section>
          <section aria-labelledby="recent-title" className="mt-10">
            <h2 id="recent-title" className="text-xl font-bold">
              {t('savedSearches:watcher.recentTitle')}
            </h2>
            {matches.length === 0 ? (
              <p className="mt-3 text-muted">{t('savedSearches:watcher.recentEmpty')}</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-2" data-testid="recent-matches">
                {matches.map((m) => (
                  <li key={`${m.search_id}-${m.listing_id}`} className="rounded-md border border-line p-3">
                    <Link to={`/listings/${m.listing_id}`} className="font-semibold text-brand-700 underline break-words">
                      {(locale === 'is' ? m.title_is : (m.title_en ?? m.title_is)) ?? m.town}
                    </Link>
                    <p className="text-sm">
                      {m.town} · {t('savedSearches:watcher.perMonth', { rent: formatMoney(m.rent_isk, locale) })}
                    </p>
                    <p className="text-sm text-muted">{t('savedSearches:watcher.matchedFor', { name: m.search_name })}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <HowItWorks />
        </>
      ) : (
        <>
          <HowItWorks />
          <section aria-labelledby="signin-title" className="mt-10 rounded-xl border border-line bg-subtle p-4 sm:p-6">
            <h2 id="signin-title" className="text-xl font-bold">
              {t('savedSearches:watcher.signInTitle')}
            </h2>
            <p className="mt-2">{t('savedSearches:watcher.signInText')}</p>
            <p className="mt-4">
              <Link to={loginPath(location.pathname)} className={buttonStyles('primary')}>
                {t('savedSearches:watcher.signIn')}
              </Link>
            </p>
          </section>
        </>
      )}
    </div>
  );
}
