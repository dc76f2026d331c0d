import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  day,
  id,
  isCleanText,
  isCursorInstant,
  isDay,
  isId,
  isIdParamName,
  line,
  malformedIdParam,
  optional,
  required,
  text,
} from './input.ts';

const messages = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('line and text', () => {
  it('trims and keeps ordinary text, Icelandic and emoji included', () => {
    expect(line(50).parse('  Þórsgata 12 — íbúð 🏠 ')).toBe('Þórsgata 12 — íbúð 🏠');
    expect(text(50).parse('Fyrsta lína\n\tönnur lína\r\n')).toBe('Fyrsta lína\n\tönnur lína');
  });

  it('refuses NUL, BEL, DEL and C1 controls anywhere', () => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u007fb', 'a\u0085b', 'a\u009fb', '\u0000']) {
      expect(messages(line(), bad)).toContain('control_characters');
      expect(messages(text(), bad)).toContain('control_characters');
    }
  });

  it('allows tab and line breaks only in multi-line text', () => {
    expect(messages(line(), 'a\nb')).toEqual(['control_characters']);
    expect(messages(line(), 'a\tb')).toEqual(['control_characters']);
    expect(messages(text(), 'a\nb\r\nc\td')).toEqual([]);
    expect(messages(text(), 'a\u000bb')).toEqual(['control_characters']);
  });

  it('refuses lone surrogates but keeps pairs', () => {
    expect(messages(line(), 'a\ud800b')).toEqual(['control_characters']);
    expect(messages(text(), '\udc00')).toEqual(['control_characters']);
    expect(isCleanText('😀')).toBe(true);
  });

  it('counts the limit after trimming, and says too_long past it', () => {
    expect(line(3).parse('  abc  ')).toBe('abc');
    expect(messages(line(3), 'abcd')).toEqual(['too_long']);
    expect(messages(text(10), 'x'.repeat(100_000))).toEqual(['too_long']);
  });

  it('says required for a missing value or a wrong type, and required() refuses blanks', () => {
    expect(messages(line(), undefined)).toEqual(['required']);
    expect(messages(line(), 42)).toEqual(['required']);
    expect(messages(required(line()), '   ')).toEqual(['required']);
    expect(messages(required(line()).min(3, { error: 'too_short' }), 'ab')).toEqual(['too_short']);
  });

  it('optional() turns missing and blank into undefined and still checks the rest', () => {
    const schema = optional(line(5));
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('  ')).toBeUndefined();
    expect(schema.parse(' ab ')).toBe('ab');
    expect(messages(schema, 'a\u0000')).toEqual(['control_characters']);
    expect(messages(schema, 'abcdef')).toEqual(['too_long']);
  });
});

describe('day', () => {
  it('accepts real days, leap days included', () => {
    expect(day().parse('2028-02-29')).toBe('2028-02-29');
    expect(day().parse(' 2027-12-31 ')).toBe('2027-12-31');
    expect(isDay('2000-02-29')).toBe(true);
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const bad of [
      '2027-02-30',
      '2027-02-29',
      '1900-02-29',
      '2027-13-01',
      '2027-00-10',
      '2027-04-31',
      '2027-1-1',
      '0000-01-01',
      '27-01-01',
      '2027-01-01T00:00:00Z',
      'x',
      '+275760-09-13',
    ]) {
      expect(messages(day(), bad), bad).toEqual(['date_invalid']);
    }
    expect(messages(day(), '')).toEqual(['required']);
    expect(messages(day(), 20270101)).toEqual(['required']);
  });
});

describe('id', () => {
  it('accepts any canonical uuid and lower-cases it', () => {
    expect(id().parse('0192F3A4-1B2C-7D8E-9F00-AABBCCDDEEFF')).toBe('0192f3a4-1b2c-7d8e-9f00-aabbccddeeff');
    expect(isId('00000000-0000-0000-0000-000000000000')).toBe(true);
  });

  it('refuses 36 dashes, paths, short and braced forms', () => {
    for (const bad of [
      '-'.repeat(36),
      'x',
      '../',
      '0192f3a41b2c7d8e9f00aabbccddeeff',
      '{0192f3a4-1b2c-7d8e-9f00-aabbccddeeff}',
      '0192f3a4-1b2c-7d8e-9f00-aabbccddeefg',
    ]) {
      expect(messages(id(), bad), bad).toEqual(['id_invalid']);
      expect(isId(bad)).toBe(false);
    }
    expect(isId(42)).toBe(false);
  });
});

describe('id path parameters', () => {
  it('treats id and …Id as ids, slugs and tokens not', () => {
    expect(['id', 'photoId', 'listingId', 'memberId'].every(isIdParamName)).toBe(true);
    expect(['slug', 'token', 'step', 'file', 'page', 'idea', 'Id'].some(isIdParamName)).toBe(false);
  });

  it('names the first malformed id among the parameters', () => {
    const good = '0192f3a4-1b2c-7d8e-9f00-aabbccddeeff';
    expect(malformedIdParam({ id: good, step: 'pricing' })).toBeUndefined();
    expect(malformedIdParam({ id: '-'.repeat(36) })).toBe('id');
    expect(malformedIdParam({ id: good, photoId: '../' })).toBe('photoId');
    expect(malformedIdParam({ slug: 'not-a-uuid', token: 'x' })).toBeUndefined();
  });
});

describe('isCursorInstant', () => {
  it('accepts the instants the lists write', () => {
    expect(isCursorInstant('2026-11-24T10:00:00.000Z')).toBe(true);
    expect(isCursorInstant('2026-11-24T10:00:00.123456Z')).toBe(true);
    expect(isCursorInstant('2026-11-24T10:00:00+00:00')).toBe(true);
  });

  it('refuses what PostgreSQL could not read', () => {
    for (const bad of ['+275760-09-13T00:00:00.000Z', '2027-02-30T00:00:00Z', 'yesterday', '2026-11-24', 1700000000, null]) {
      expect(isCursorInstant(bad), String(bad)).toBe(false);
    }
  });
});
