import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useLocation } from 'react-router';
import type { Consent } from '#common/consent.ts';

/** Asks once; necessary cookies only until the visitor accepts marketing cookies. */
export function ConsentBanner({ consent }: { consent: Consent | null }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  if (consent || fetcher.state !== 'idle' || fetcher.data) return null;
  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-2xl rounded-xl border border-line bg-white p-4 shadow-xl sm:inset-x-4 sm:bottom-4"
    >
      <h2 id="consent-title" className="font-semibold">
        {t('consent.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t('consent.body')}{' '}
        <Link to="/terms/cookie-policy" className="text-brand-700 underline">
          {t('consent.policy')}
        </Link>
      </p>
      <fetcher.Form method="post" action="/consent" className="mt-3 flex flex-col gap-2 sm:flex-row">
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button
          type="submit"
          name="choice"
          value="marketing"
          className="h-11 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
        >
          {t('consent.acceptAll')}
        </button>
        <button
          type="submit"
          name="choice"
          value="necessary"
          className="h-11 rounded-md border border-line px-4 font-semibold hover:bg-subtle"
        >
          {t('consent.necessaryOnly')}
        </button>
      </fetcher.Form>
    </section>
  );
}
