import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRootData } from '#app/lib/root-data.ts';
import { BrandLink } from './brand-link.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const CONTACT_EMAIL = 'hallo@heimaleiga.is';

/** Falls back to a bare notice when the error page itself fails to render in the browser. */
class ErrorPageGuard extends Component<{ children: ReactNode; fallback: (error: unknown) => ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function ErrorPageBody({ status, message }: { status: number; message?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const root = useRootData();
  // The 403 page is part of the site: its header (the person is signed in), footer and a way to ask.
  const withSite = status === 403;
  const title =
    status === 404
      ? t('errors:notFound.title')
      : status === 403
        ? t('errors:forbidden.title')
        : status === 503
          ? t('errors:unavailable.title')
          : message || t('errors:generic');
  return (
    <div className="flex min-h-dvh flex-col">
      {withSite ? (
        <SiteHeader user={root?.user ?? null} />
      ) : (
        <header className="border-b border-line bg-white">
          <div className="mx-auto flex max-w-6xl items-center px-4 py-3">
            <BrandLink />
          </div>
        </header>
      )}
      <main id="main" className="mx-auto flex min-h-[60dvh] max-w-2xl flex-col items-start justify-center gap-4 px-4 py-16">
        <title>{`${title} · ${t('brand.name')}`}</title>
        <p className="text-sm font-semibold text-brand-700">{t('errors:status', { status })}</p>
        <h1 className="text-3xl font-bold">{title}</h1>
        {status === 404 && <p className="text-muted">{t('errors:notFound.body')}</p>}
        {status === 403 && <p className="text-muted">{t('errors:forbidden.body')}</p>}
        {status === 403 && (
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              {t('errors:forbidden.contact', { email: CONTACT_EMAIL })}
            </a>
            <Link to="/help" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              {t('errors:forbidden.help')}
            </Link>
          </p>
        )}
        {status === 503 && <p className="text-muted">{t('errors:unavailable.body')}</p>}
        {status === 503 && (
          // The database was away (docs/decisions/0012-when-the-database-fails.md): the same page again.
          <a
            href={`${location.pathname}${location.search}`}
            className="inline-flex h-11 items-center rounded-md border border-line px-5 font-semibold hover:bg-subtle"
          >
            {t('errors:unavailable.retry')}
          </a>
        )}
        <Link
          to="/"
          className="inline-flex h-11 items-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          {status === 404 ? t('errors:backHome') : t('errors:goHome')}
        </Link>
      </main>
      {withSite && <SiteFooter />}
    </div>
  );
}

export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const { t } = useTranslation();
  return (
    <ErrorPageGuard
      fallback={(error) => (
        <main id="main" className="mx-auto max-w-2xl px-4 py-16">
          <h1 className="text-2xl font-bold">{t('errors:errorPageFailed')}</h1>
          <pre className="mt-4 whitespace-pre-wrap text-sm">{error instanceof Error ? error.message : String(error)}</pre>
          <a href="/" className="mt-4 inline-block underline">
            {t('errors:goBackHome')}
          </a>
        </main>
      )}
    >
      <ErrorPageBody status={status} message={message} />
    </ErrorPageGuard>
  );
}
