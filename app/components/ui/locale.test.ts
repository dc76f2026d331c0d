import { describe, expect, it } from 'vitest';
import { ariaLocale, ariaSpeaksOtherLanguage, uiLocale } from './locale.ts';

describe('uiLocale', () => {
  it('keeps the four interface languages and falls back to Icelandic', () => {
    expect(uiLocale('en')).toBe('en');
    expect(uiLocale('pl')).toBe('pl');
    expect(uiLocale('de')).toBe('is');
    expect(uiLocale(undefined)).toBe('is');
  });
});

describe('ariaLocale', () => {
  it('uses a locale every browser has, with day before month', () => {
    expect(ariaLocale('is')).toBe('en-GB');
    expect(ariaLocale('en')).toBe('en-GB');
    expect(ariaLocale('uk')).toBe('uk-UA');
    expect(ariaLocale('pl')).toBe('pl-PL');
  });

  it('knows when react-aria speaks another language', () => {
    expect(ariaSpeaksOtherLanguage('is')).toBe(true);
    expect(ariaSpeaksOtherLanguage('en')).toBe(false);
    expect(ariaSpeaksOtherLanguage('uk')).toBe(false);
  });
});
