import { describe, expect, it } from 'vitest';
import { uiLocale } from './locale.ts';

describe('uiLocale', () => {
  it('keeps the four interface languages and falls back to Icelandic', () => {
    expect(uiLocale('en')).toBe('en');
    expect(uiLocale('pl')).toBe('pl');
    expect(uiLocale('de')).toBe('is');
    expect(uiLocale(undefined)).toBe('is');
  });
});
