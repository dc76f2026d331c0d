import { formatNumber } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';

export interface NumberSeparators {
  group: string;
  decimal: string;
}

/** The locale's group and decimal separators, read from formatNumber so the two always agree. */
export function numberSeparators(locale: Locale): NumberSeparators {
  const sample = formatNumber(12345.6, locale, 1); // is 12.345,6 · en 12,345.6 · uk/pl 12 345,6
  return { group: sample[2], decimal: sample[sample.length - 2] };
}

/**
 * What the person typed, as a number: null when empty, 'invalid' when it is not a number.
 * Group separators and spaces are ignored; the locale's decimal separator (and ".") is accepted;
 * the result is rounded to `fractionDigits`.
 */
export function parseNumberInput(text: string, locale: Locale, fractionDigits = 0): number | null | 'invalid' {
  const { group, decimal } = numberSeparators(locale);
  let s = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^[\u2212\u2013]/, '-');
  if (s === '') return null;
  if (group.trim() !== '') {
    // "289.000" in Icelandic: the dots are grouping. Only separators followed by exactly three digits
    // are dropped, so "12,5" in English is rejected rather than guessed to be 125.
    const groupPattern = new RegExp(`\\${group}(?=\\d{3}(\\D|$))`, 'g');
    s = s.replace(groupPattern, '');
  }
  if (decimal !== '.') s = s.replace(decimal, '.');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(s)) return 'invalid';
  const factor = 10 ** Math.max(0, fractionDigits);
  const value = Math.round(Number(s) * factor) / factor;
  return Number.isFinite(value) ? (Object.is(value, -0) ? 0 : value) : 'invalid';
}

/** value ± step, kept within the bounds. An empty value starts from the minimum (or 0). */
export function stepNumber(value: number | null, step: number, direction: 1 | -1, minValue?: number, maxValue?: number): number {
  const start = value ?? (minValue !== undefined && minValue > 0 ? minValue - direction * step : 0);
  let next = start + direction * step;
  // Round away floating-point noise (0.1 + 0.2).
  next = Math.round(next * 1e9) / 1e9;
  if (minValue !== undefined) next = Math.max(minValue, next);
  if (maxValue !== undefined) next = Math.min(maxValue, next);
  return next;
}
