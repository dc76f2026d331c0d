import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '#common/format.ts';
import { uiLocale } from './locale.ts';

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
    <nav aria-label={t('common:paging.label')} className="mt-6 flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link to={href(page - 1)} className={link} rel="prev">
          {t('common:paging.previous')}
        </Link>
      )}
      <p className="text-sm text-muted">
        {t('common:paging.pageOf', { page: formatNumber(page, locale), total: formatNumber(pageCount, locale) })}
      </p>
      {page < pageCount && (
        <Link to={href(page + 1)} className={link} rel="next">
          {t('common:paging.next')}
        </Link>
      )}
    </nav>
  );
}
