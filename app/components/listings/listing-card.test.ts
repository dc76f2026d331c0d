import { describe, expect, it } from 'vitest';
import { listingTitle, listingTitleLang } from './listing-card.tsx';

describe('listing title in the page language', () => {
  const both = { title_is: 'Björt íbúð', title_en: 'Bright flat' };
  const icelandicOnly = { title_is: 'Björt íbúð', title_en: null };

  it('shows Icelandic to Icelandic readers, English to others when written', () => {
    expect(listingTitle(both, 'is')).toBe('Björt íbúð');
    expect(listingTitleLang(both, 'is')).toBe('is');
    for (const locale of ['en', 'uk', 'pl'] as const) {
      expect(listingTitle(both, locale)).toBe('Bright flat');
      expect(listingTitleLang(both, locale)).toBe('en');
    }
  });

  it('falls back to Icelandic when there is no English title', () => {
    expect(listingTitle(icelandicOnly, 'pl')).toBe('Björt íbúð');
    expect(listingTitleLang(icelandicOnly, 'uk')).toBe('is');
    expect(listingTitle({ title_is: null, title_en: null }, 'en')).toBe('');
  });
});
