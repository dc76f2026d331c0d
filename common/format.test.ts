import { describe, expect, it } from 'vitest';
import { formatDate, formatInputNumber, formatMoney, formatMonth, formatNumber } from './format.ts';

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
    expect(formatDate(date, 'date', 'uk')).toBe('22 листопада 2026 року');
    expect(formatDate(date, 'date', 'pl')).toBe('22 listopada 2026');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'date', 'en')).toBe('');
  });

  it('writes a month out in every language', () => {
    expect(formatMonth('2026-10', 'is')).toBe('október 2026');
    expect(formatMonth('2026-10-01', 'en')).toBe('October 2026');
    expect(formatMonth(new Date('2026-01-31T23:59:00Z'), 'uk')).toBe('січень 2026');
    expect(formatMonth('2026-10', 'pl')).toBe('październik 2026');
    expect(formatMonth('2026-13', 'is')).toBe('');
    expect(formatMonth('soon', 'is')).toBe('');
  });

  it('writes numbers for a form field the way the schemas read them back', () => {
    expect(formatInputNumber(339000, 'is')).toBe('339.000');
    expect(formatInputNumber(339000, 'en')).toBe('339,000');
    expect(formatInputNumber(339000, 'pl')).toBe('339\u00a0000');
    expect(formatInputNumber(680.1, 'is', 1)).toBe('680,1');
    expect(formatInputNumber(92.4, 'en', 1)).toBe('92.4');
    expect(formatInputNumber(92, 'is', 1)).toBe('92');
    expect(formatInputNumber(1234.5, 'is', 1)).toBe('1234,5');
    expect(formatInputNumber(null, 'is')).toBe('');
  });
});
