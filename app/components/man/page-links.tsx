import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '#common/format.ts';
import { uiLocale } from '../ui/locale.ts';

/**
 * Previous and next page as plain links (a list's query kept), with "Page X of Y": works
 * without JavaScript. Nothing when everything fits on one page.
 */
export function PageLinks({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  if (pageCount <= 1) return null;
  const link =
    'inline-flex min-h-11 items-center rounded-md border border-line bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50';
  return (
    <nav aria-label={t('man:paging.label')} className="mt-6 flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link to={href(page - 1)} className={link} rel="prev">
          {t('man:paging.previous')}
        </Link>
      )}
      <p className="text-sm text-muted">
        {t('man:paging.pageOf', { page: formatNumber(page, locale), total: formatNumber(pageCount, locale) })}
      </p>
      {page < pageCount && (
        <Link to={href(page + 1)} className={link} rel="next">
          {t('man:paging.next')}
        </Link>
      )}
    </nav>
  );
}

/** A small label: a status, a scope, "blocked". */
export function Badge({ tone = 'plain', children }: { tone?: 'plain' | 'good' | 'warn' | 'bad' | 'info'; children: string }) {
  const tones = {
    plain: 'border-line text-muted',
    good: 'border-success-700 text-success-700',
    warn: 'border-line bg-warning-100 text-ink',
    bad: 'border-danger-600 text-danger-600',
    info: 'border-brand-600 bg-brand-50 text-brand-800',
  };
  return (
    <span className={`inline-block whitespace-nowrap rounded border px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** A count that links to its filtered list (a pill; the current one is filled). */
export function CountLink({ href, current, children }: { href: string; current: boolean; children: string }) {
  return (
    <Link
      to={href}
      aria-current={current ? 'page' : undefined}
      className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
        current ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-white text-ink hover:bg-subtle'
      }`}
    >
      {children}
    </Link>
  );
}
