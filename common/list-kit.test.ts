import { describe, expect, it } from 'vitest';
import { defineList, filter, LIST_PAGE_SIZE, listParams, listSearch, parseList, withLegacyCursor } from './list-kit.ts';

// The list kit's query: hostile input falls back to defaults and never throws; what it writes
// it reads back the same.

const list = defineList({
  filters: {
    q: filter.text(),
    status: filter.enum(['open', 'closed', 'all'] as const, 'open'),
    kind: filter.enum(['listing', 'user'] as const),
    from: filter.day(),
    owner: filter.id(),
    late: filter.boolean(),
  },
  sorts: ['newest', 'oldest'] as const,
  paging: 'keyset',
});
const offsetList = defineList({ filters: { q: filter.text() }, paging: 'offset' });
const parse = (text: string) => parseList(list, new URLSearchParams(text));

describe('list kit: parsing', () => {
  it('keeps what parses', () => {
    expect(
      parse('q=+Guðrún+&status=closed&kind=user&from=2026-02-28&owner=0A1B2C3D-0000-4000-8000-000000000001&late=1&sort=oldest'),
    ).toEqual({
      q: 'Guðrún',
      status: 'closed',
      kind: 'user',
      from: '2026-02-28',
      owner: '0a1b2c3d-0000-4000-8000-000000000001',
      late: true,
      sort: 'oldest',
      page: 1,
    });
  });

  it('gives defaults for nothing', () => {
    expect(parse('')).toEqual({
      q: undefined,
      status: 'open',
      kind: undefined,
      from: undefined,
      owner: undefined,
      late: false,
      sort: 'newest',
      page: 1,
    });
    expect(LIST_PAGE_SIZE).toBeGreaterThan(0);
  });

  it('falls back to defaults on hostile input, never throwing', () => {
    const hostile = [
      'q=%00drop&status=secret&kind=__proto__&from=2026-02-30&owner=nope&late=yes&sort=id;drop&page=-1',
      'status=constructor&kind=toString&page=1e9&after=%F0%9F%92%A9',
      `q=${'x'.repeat(10_000)}&page=99999999999999999999&before=${'a'.repeat(600)}`,
      'status=open&status=closed&page=2.5&after=a/b',
      '%E0%A4%A=1&page=0x10&from=%00',
    ];
    for (const text of hostile) {
      const query = parse(text);
      expect(['open', 'closed']).toContain(query.status);
      expect(query.kind).toBeUndefined();
      expect(query.owner).toBeUndefined();
      expect(query.from).toBeUndefined();
      expect(query.sort).toBe('newest');
      expect(query.page).toBe(1);
      expect(query.after).toBeUndefined();
      expect(query.before).toBeUndefined();
      expect(query.q === undefined || query.q.length <= 200).toBe(true);
    }
    expect(parse('q=%00drop').q).toBeUndefined();
    expect(parse('late=yes').late).toBe(false);
    const checked = defineList({ filters: { postcode: filter.text(3, (v) => /^\d{3}$/.test(v)) }, paging: 'offset' });
    expect(parseList(checked, new URLSearchParams('postcode=101')).postcode).toBe('101');
    expect(parseList(checked, new URLSearchParams('postcode=abc')).postcode).toBeUndefined();
    // The first of repeated parameters counts.
    expect(parse('status=closed&status=all').status).toBe('closed');
  });

  it('reads page=N, and a cursor over a page number', () => {
    expect(parse('page=3').page).toBe(3);
    expect(parse('page=3&after=abc_-9')).toMatchObject({ page: 1, after: 'abc_-9' });
    expect(parse('after=abc&before=def').after).toBe('abc');
    expect(parse('after=abc&before=def').before).toBeUndefined();
    expect(parse('before=def')).toMatchObject({ before: 'def' });
    // An offset list has no cursors.
    expect(parseList(offsetList, new URLSearchParams('page=4&after=abc'))).toEqual({ q: undefined, page: 4 });
  });
});

describe('list kit: writing links', () => {
  it('leaves defaults, empty values and page 1 out', () => {
    expect(listSearch(list, parse(''))).toBe('');
    expect(listSearch(list, parse('q=Jón&status=open&sort=newest&page=1'))).toBe('?q=J%C3%B3n');
    expect(listSearch(offsetList, parseList(offsetList, new URLSearchParams('page=2')), { page: 3 })).toBe('?page=3');
  });

  it('starts a changed filter at the first page; a cursor replaces the page', () => {
    const query = parse('status=closed&after=abc');
    expect(listSearch(list, query, { kind: 'user' })).toBe('?status=closed&kind=user');
    expect(listSearch(list, query, { before: 'xyz' })).toBe('?status=closed&before=xyz');
    expect(listSearch(list, query, { status: 'open' })).toBe('');
  });

  it('reads back what it writes', () => {
    const texts = [
      'q=Ægir+Þór&status=all&kind=listing&from=2026-11-24&owner=0a1b2c3d-0000-4000-8000-000000000001&late=1&sort=oldest',
      'q=50%25+%26+more&after=eyJhIjoxfQ',
      'status=closed&page=7',
      'kind=user&before=abc',
    ];
    for (const text of texts) {
      const query = parse(text);
      expect(parseList(list, listParams(list, query, { page: query.page, after: query.after, before: query.before }))).toEqual(
        query,
      );
    }
  });
});

describe('list kit: a list that paged with cursor=', () => {
  it('reads cursor= as after=, unless a cursor of the kit is given', () => {
    expect(withLegacyCursor(new URLSearchParams('region=capital&cursor=abc')).toString()).toBe('region=capital&after=abc');
    expect(withLegacyCursor(new URLSearchParams('cursor=abc&before=def')).get('after')).toBeNull();
    expect(withLegacyCursor(new URLSearchParams('cursor=abc&after=xyz')).get('after')).toBe('xyz');
    const params = new URLSearchParams('page=2');
    expect(withLegacyCursor(params)).toBe(params);
  });
});
