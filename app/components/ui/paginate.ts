import { LIST_PAGE_SIZE } from '#common/list-kit.ts';

export interface PageSlice<T> {
  /** The rows on this page. */
  items: T[];
  /** The page shown, 1-based, clamped to 1..pageCount. */
  page: number;
  pageSize: number;
  /** At least 1, so an empty list still has "page 1 of 1". */
  pageCount: number;
  total: number;
  /** 1-based position of the first and last row shown; both 0 when there are no rows. */
  from: number;
  to: number;
}

/** One page of a list. Out-of-range pages are clamped; the page size is at least 1. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number = LIST_PAGE_SIZE): PageSlice<T> {
  const size = Number.isFinite(pageSize) ? Math.max(1, Math.floor(pageSize)) : LIST_PAGE_SIZE;
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = Math.min(Math.max(1, wanted), pageCount);
  const start = (current - 1) * size;
  const slice = items.slice(start, start + size);
  return {
    items: slice,
    page: current,
    pageSize: size,
    pageCount,
    total,
    from: slice.length ? start + 1 : 0,
    to: start + slice.length,
  };
}

export type PageLink = number | 'gap';

/**
 * The page buttons to show: always the first and last page, the current page with `siblings` on
 * each side, and 'gap' where pages are left out. (5 of 10 -> 1 gap 4 5 6 gap 10.)
 */
export function pageLinks(page: number, pageCount: number, siblings = 1): PageLink[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  // First, last, current, 2*siblings and two gaps: if everything fits, show everything.
  if (count <= 2 * siblings + 5) return Array.from({ length: count }, (_, i) => i + 1);
  let start = Math.max(2, current - siblings);
  let end = Math.min(count - 1, current + siblings);
  // Keep the number of buttons steady near either end.
  if (current - siblings <= 3) {
    start = 2;
    end = 3 + 2 * siblings;
  } else if (current + siblings >= count - 2) {
    start = count - 2 - 2 * siblings;
    end = count - 1;
  }
  const links: PageLink[] = [1];
  if (start > 2) links.push('gap');
  for (let p = start; p <= end; p++) links.push(p);
  if (end < count - 1) links.push('gap');
  links.push(count);
  return links;
}
