import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage, negotiateLocale } from './locales.ts';

describe('locale negotiation', () => {
  it('prefers the cookie', () => {
    expect(negotiateLocale('pl', 'en-GB,en;q=0.9')).toBe('pl');
  });

  it('ignores an unsupported cookie and falls back to Accept-Language', () => {
    expect(negotiateLocale('de', 'uk-UA,uk;q=0.9,en;q=0.5')).toBe('uk');
  });

  it('follows quality values, not order', () => {
    expect(fromAcceptLanguage('de;q=1, en;q=0.4, pl;q=0.8')).toBe('pl');
  });

  it('maps regional tags to their language', () => {
    expect(fromAcceptLanguage('en-US')).toBe('en');
    expect(fromAcceptLanguage('IS-is')).toBe('is');
  });

  it('defaults to Icelandic', () => {
    expect(negotiateLocale(undefined, undefined)).toBe('is');
    expect(negotiateLocale(null, 'de-DE,fr;q=0.8')).toBe('is');
    expect(negotiateLocale('', '*')).toBe('is');
    expect(fromAcceptLanguage('en;q=0')).toBeNull();
  });
});
