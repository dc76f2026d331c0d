import { describe, expect, it } from 'vitest';
import {
  blockSchema,
  levelOf,
  parseStaffApplicationQuery,
  parseStaffReportQuery,
  parseStaffUserQuery,
  queryString,
  reportDecisionSchema,
  scopeSchema,
  scopesForLevel,
} from './staff-people.ts';

describe('staff scopes as levels', () => {
  it('stores every scope up to the level, and reads the highest back', () => {
    expect(scopesForLevel('user')).toEqual(['user']);
    expect(scopesForLevel('staff')).toEqual(['user', 'staff']);
    expect(scopesForLevel('admin')).toEqual(['user', 'staff', 'admin']);
    expect(levelOf(['user'])).toBe('user');
    expect(levelOf(['user', 'staff'])).toBe('staff');
    expect(levelOf(['admin', 'user'])).toBe('admin');
  });

  it('accepts only the three levels', () => {
    expect(scopeSchema.safeParse({ scope: 'staff' }).success).toBe(true);
    expect(scopeSchema.safeParse({ scope: 'root' }).success).toBe(false);
    expect(scopeSchema.safeParse({}).success).toBe(false);
  });
});

describe('reasons staff give', () => {
  it('need 10 to 1000 characters of clean text', () => {
    expect(blockSchema.safeParse({ reason: 'Of stutt' }).success).toBe(false);
    expect(blockSchema.safeParse({ reason: '   ' }).success).toBe(false);
    expect(blockSchema.safeParse({ reason: 'Svikapóstar til leigjenda' }).success).toBe(true);
    expect(blockSchema.safeParse({ reason: 'x'.repeat(1001) }).success).toBe(false);
    expect(reportDecisionSchema.safeParse({ resolution: 'Ekkert athugavert\u0000fannst' }).success).toBe(false);
    expect(reportDecisionSchema.safeParse({ resolution: 'Ekkert athugavert fannst.' }).success).toBe(true);
  });
});

describe('staff list queries', () => {
  const params = (text: string) => new URLSearchParams(text);

  it('keep what parses and leave the rest out', () => {
    expect(parseStaffUserQuery(params('q=+Guðrún+&filter=blocked&page=3'))).toEqual({ q: 'Guðrún', filter: 'blocked', page: 3 });
    expect(parseStaffUserQuery(params('q=%00&filter=everyone&page=-1'))).toEqual({ q: undefined, filter: undefined, page: 1 });
    expect(
      parseStaffApplicationQuery(params('status=shortlisted&from=2026-02-30&to=2026-11-24&tenant=nope&listing=Tjörn')),
    ).toMatchObject({ status: 'shortlisted', from: undefined, to: '2026-11-24', tenant: undefined, listing: 'Tjörn', page: 1 });
    expect(parseStaffApplicationQuery(params('status=eaten'))).toMatchObject({ status: undefined });
    expect(parseStaffReportQuery(params(''))).toEqual({ view: 'open', kind: undefined, page: 1 });
    expect(parseStaffReportQuery(params('view=closed&kind=user&page=2'))).toEqual({ view: 'closed', kind: 'user', page: 2 });
    expect(parseStaffReportQuery(params('view=secret&kind=robot'))).toEqual({ view: 'open', kind: undefined, page: 1 });
  });

  it('write links without empty values or page 1', () => {
    expect(queryString({ q: 'Jón', filter: undefined, page: 1 })).toBe('?q=J%C3%B3n');
    expect(queryString({ status: 'viewed', page: 4 }, { page: 2 })).toBe('?status=viewed&page=2');
    expect(queryString({ page: 1 })).toBe('');
  });
});
