import { describe, expect, it } from 'vitest';
import { pageLinks, paginate } from './paginate.ts';

const rows = Array.from({ length: 45 }, (_, i) => i + 1);

describe('paginate', () => {
  it('uses 20 rows per page by default', () => {
    const first = paginate(rows, 1);
    expect(first.items).toEqual(rows.slice(0, 20));
    expect(first).toMatchObject({
      page: 1,
      pageSize: 20,
      pageCount: 3,
      total: 45,
      from: 1,
      to: 20,
    });
  });

  it('returns a short last page', () => {
    const last = paginate(rows, 3);
    expect(last.items).toEqual([41, 42, 43, 44, 45]);
    expect(last).toMatchObject({ page: 3, from: 41, to: 45 });
  });

  it('clamps pages out of range', () => {
    expect(paginate(rows, 0).page).toBe(1);
    expect(paginate(rows, -3).page).toBe(1);
    expect(paginate(rows, 99).page).toBe(3);
    expect(paginate(rows, Number.NaN).page).toBe(1);
    expect(paginate(rows, 2.7).page).toBe(2);
  });

  it('takes another page size', () => {
    const page = paginate(rows, 2, 10);
    expect(page.items).toEqual(rows.slice(10, 20));
    expect(page.pageCount).toBe(5);
  });

  it('never uses a page size below 1', () => {
    expect(paginate(rows, 1, 0).pageSize).toBe(1);
    expect(paginate(rows, 1, -5).pageCount).toBe(45);
  });

  it('has one empty page for no rows', () => {
    expect(paginate([], 4)).toEqual({
      items: [],
      page: 1,
      pageSize: 20,
      pageCount: 1,
      total: 0,
      from: 0,
      to: 0,
    });
  });

  it('fits exactly full pages', () => {
    const forty = rows.slice(0, 40);
    expect(paginate(forty, 2)).toMatchObject({
      pageCount: 2,
      from: 21,
      to: 40,
    });
  });

  it('does not change the list', () => {
    const copy = [...rows];
    paginate(rows, 2);
    expect(rows).toEqual(copy);
  });
});

describe('pageLinks', () => {
  it('shows every page when there are few', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('leaves gaps around the current page', () => {
    expect(pageLinks(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  });

  it('keeps seven buttons near the ends', () => {
    expect(pageLinks(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageLinks(3, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageLinks(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageLinks(6, 10)).toEqual([1, 'gap', 5, 6, 7, 'gap', 10]);
    expect(pageLinks(8, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(pageLinks(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });

  it('clamps the current page', () => {
    expect(pageLinks(50, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(pageLinks(0, 0)).toEqual([1]);
  });
});
