import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from './format.ts';

describe('formatting', () => {
  it('formats ISK the same on any machine', () => {
    expect(formatMoney(289000, 'is')).toBe('289.000 kr.');
    expect(formatMoney(289000, 'en')).toBe('ISK 289,000');
    expect(formatMoney(289000, 'uk')).toBe('289\u00a0000\u00a0ISK');
    expect(formatMoney(289000, 'pl')).toBe('289\u00a0000\u00a0ISK');
    expect(formatMoney(1500.6, 'is')).toBe('1.501 kr.');
  });

  it('groups numbers per locale', () => {
    expect(formatNumber(1234567, 'is')).toBe('1.234.567');
    expect(formatNumber(1000, 'pl')).toBe('1000');
    expect(formatNumber(10000, 'pl')).toBe('10\u00a0000');
    expect(formatNumber(-2500, 'en')).toBe('-2,500');
    expect(formatNumber(12.5, 'is', 1)).toBe('12,5');
  });

  const date = new Date('2026-11-22T14:05:00Z');
  it('has the five date formats', () => {
    expect(formatDate(date, 'short', 'is')).toBe('22.11.2026');
    expect(formatDate(date, 'date', 'is')).toBe('22. nóvember 2026');
    expect(formatDate(date, 'year', 'is')).toBe('2026');
    expect(formatDate(date, 'time', 'is')).toBe('14:05');
    expect(formatDate(date, 'long', 'is')).toBe('sunnudagur 22. nóvember 2026 kl. 14:05');
    expect(formatDate(date, 'short', 'en')).toBe('22/11/2026');
    expect(formatDate(date, 'date', 'uk')).toBe('22 листопада 2026\u00a0р.');
    expect(formatDate(date, 'date', 'pl')).toBe('22 listopada 2026');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'date', 'en')).toBe('');
  });
});
