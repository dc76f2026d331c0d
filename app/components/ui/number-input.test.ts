import { describe, expect, it } from 'vitest';
import { numberSeparators, parseNumberInput, stepNumber } from './number-input.ts';

describe('numberSeparators', () => {
  it('matches formatNumber', () => {
    expect(numberSeparators('is')).toEqual({ group: '.', decimal: ',' });
    expect(numberSeparators('en')).toEqual({ group: ',', decimal: '.' });
    expect(numberSeparators('uk')).toEqual({ group: '\u00a0', decimal: ',' });
    expect(numberSeparators('pl')).toEqual({ group: '\u00a0', decimal: ',' });
  });
});

describe('parseNumberInput', () => {
  it('returns null for empty input', () => {
    expect(parseNumberInput('', 'is')).toBeNull();
    expect(parseNumberInput('   ', 'en')).toBeNull();
  });

  it('reads grouped whole numbers in every locale', () => {
    expect(parseNumberInput('289.000', 'is')).toBe(289000);
    expect(parseNumberInput('289,000', 'en')).toBe(289000);
    expect(parseNumberInput('289\u00a0000', 'uk')).toBe(289000);
    expect(parseNumberInput('289 000', 'pl')).toBe(289000);
    expect(parseNumberInput('1.289.000', 'is')).toBe(1289000);
    expect(parseNumberInput('289000', 'is')).toBe(289000);
  });

  it('reads decimals with the locale separator', () => {
    expect(parseNumberInput('12,5', 'is', 1)).toBe(12.5);
    expect(parseNumberInput('12.5', 'en', 1)).toBe(12.5);
    expect(parseNumberInput('12,5', 'pl', 1)).toBe(12.5);
    expect(parseNumberInput('1.234,56', 'is', 2)).toBe(1234.56);
  });

  it('rounds to the allowed digits', () => {
    expect(parseNumberInput('12,5', 'is')).toBe(13);
    expect(parseNumberInput('12.44', 'en', 1)).toBe(12.4);
  });

  it('accepts negative numbers, including a typographic minus', () => {
    expect(parseNumberInput('-5', 'is')).toBe(-5);
    expect(parseNumberInput('\u22125', 'en')).toBe(-5);
    expect(parseNumberInput('-0', 'en')).toBe(0);
  });

  it('rejects text', () => {
    expect(parseNumberInput('abc', 'is')).toBe('invalid');
    expect(parseNumberInput('12a', 'en')).toBe('invalid');
    expect(parseNumberInput('-', 'en')).toBe('invalid');
    expect(parseNumberInput('1,2,3', 'is')).toBe('invalid');
  });
});

describe('stepNumber', () => {
  it('adds and subtracts the step', () => {
    expect(stepNumber(10, 5, 1)).toBe(15);
    expect(stepNumber(10, 5, -1)).toBe(5);
    expect(stepNumber(0.1, 0.2, 1)).toBe(0.3);
  });

  it('keeps within the bounds', () => {
    expect(stepNumber(98, 5, 1, 0, 100)).toBe(100);
    expect(stepNumber(2, 5, -1, 0, 100)).toBe(0);
  });

  it('starts an empty field at 0 or the minimum', () => {
    expect(stepNumber(null, 1000, 1)).toBe(1000);
    expect(stepNumber(null, 1, 1, 20)).toBe(20);
    expect(stepNumber(null, 1, -1, 0)).toBe(0);
  });
});
