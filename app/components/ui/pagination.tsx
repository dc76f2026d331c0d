import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#common/format.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { uiLocale } from './locale.ts';
import { pageLinks } from './paginate.ts';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation ("Listings pages"); defaults to "Pages". */
  label?: string;
  className?: string;
}

const pageButton =
  'flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 text-base font-medium tabular-nums ' +
  'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40';

/**
 * Page links: previous, the page numbers (with gaps when there are many), next, and "Page X of Y"
 * announced politely when it changes. The current page carries aria-current="page".
 */
export function Pagination({ page, pageCount, onPageChange, label, className = '' }: PaginationProps) {
  const { t, i18n } = useTranslation('components');
  const locale = uiLocale(i18n.language);
  const n = (value: number) => formatNumber(value, locale);
  const links = pageLinks(page, pageCount);
  return (
    <nav
      aria-label={label ?? t('pagination.label')}
      className={`flex flex-col items-center gap-3 sm:flex-row sm:justify-between ${className}`}
    >
      <p aria-live="polite" aria-atomic="true" className="text-sm text-muted">
        {t('pagination.pageOf', { page: n(page), total: n(pageCount) })}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <AriaButton
            isDisabled={page <= 1}
            onPress={() => onPageChange(page - 1)}
            className={`${pageButton} border-line bg-white text-brand-700 hover:bg-brand-50`}
          >
            <ChevronLeftIcon />
            <span className="sr-only sm:not-sr-only">{t('pagination.previous')}</span>
          </AriaButton>
        </li>
        {links.map((link, index) =>
          link === 'gap' ? (
            <li key={index < links.length / 2 ? 'gap-start' : 'gap-end'} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={link}>
              <AriaButton
                aria-label={t('pagination.page', { page: n(link) })}
                aria-current={link === page ? 'page' : undefined}
                onPress={() => onPageChange(link)}
                className={`${pageButton} ${link === page ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-white text-ink hover:bg-brand-50'}`}
              >
                {n(link)}
              </AriaButton>
            </li>
          ),
        )}
        <li>
          <AriaButton
            isDisabled={page >= pageCount}
            onPress={() => onPageChange(page + 1)}
            className={`${pageButton} border-line bg-white text-brand-700 hover:bg-brand-50`}
          >
            <span className="sr-only sm:not-sr-only">{t('pagination.next')}</span>
            <ChevronRightIcon />
          </AriaButton>
        </li>
      </ul>
    </nav>
  );
}
