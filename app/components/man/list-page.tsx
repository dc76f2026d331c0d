import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '#app/components/ui/empty-state.tsx';

// The body of a staff list built on the list kit (docs/rules/lists.md): the result count (read
// out when it changes), the rows or an empty state, and "previous" / "next" as plain links that
// carry the list's query and a keyset cursor (works without JavaScript). Phone first: one column
// at 360 px, the links full width there. The page keeps its title, filters bar and rows.

export interface CursorPage {
  next: string | null;
  prev: string | null;
}

/** Previous and next page of a keyset list; nothing when the list fits on one page. */
export function CursorLinks({
  page,
  href,
}: {
  page: CursorPage;
  /** The list's link with a cursor (the list's own query kept). */
  href: (cursor: { after?: string; before?: string }) => string;
}) {
  const { t } = useTranslation();
  if (!page.prev && !page.next) return null;
  const link =
    'inline-flex min-h-11 flex-1 items-center justify-center rounded-md border border-line bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50 sm:flex-none';
  return (
    <nav aria-label={t('common:paging.label')} className="mt-6 flex flex-wrap items-center gap-3">
      {page.prev && (
        <Link to={href({ before: page.prev })} className={link} rel="prev">
          {t('common:paging.previous')}
        </Link>
      )}
      {page.next && (
        <Link to={href({ after: page.next })} className={link} rel="next">
          {t('common:paging.next')}
        </Link>
      )}
    </nav>
  );
}

/** A list's results: how many, then the rows (or the empty state), then the page links. */
export function ListResults({
  count,
  empty,
  isEmpty,
  paging,
  children,
}: {
  /** The sentence with the number of rows matching the filters. */
  count: string;
  empty: { title: string; text: string };
  isEmpty: boolean;
  /** The page links (CursorLinks, or PageLinks on an offset list). */
  paging?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <p className="mt-4 text-sm text-muted" role="status">
        {count}
      </p>
      {isEmpty ? <EmptyState className="mt-4" headingLevel={2} title={empty.title} text={empty.text} /> : children}
      {paging}
    </>
  );
}
