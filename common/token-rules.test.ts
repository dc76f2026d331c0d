import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_MAX_AGE_S,
  EXPIRY_MARGIN_MS,
  REFRESH_TOKEN_MAX_AGE_S,
  readJwtExpiryMs,
  tokenStatus,
} from './token-rules.ts';

describe('token rules', () => {
  it('uses the spec constants', () => {
    expect(ACCESS_TOKEN_MAX_AGE_S).toBe(3590);
    expect(REFRESH_TOKEN_MAX_AGE_S).toBe(2_505_600);
    expect(EXPIRY_MARGIN_MS).toBe(500);
  });

  it('counts a token as expired 500 ms before its expiry', () => {
    const exp = 1_000_000;
    expect(tokenStatus(exp, exp - 501)).toBe('valid');
    expect(tokenStatus(exp, exp - 500)).toBe('expired');
    expect(tokenStatus(exp, exp - 1)).toBe('expired');
    expect(tokenStatus(exp, exp + 10)).toBe('expired');
  });

  it('is unknown without an expiry', () => {
    expect(tokenStatus(undefined, 0)).toBe('unknown');
    expect(tokenStatus(Number.NaN, 0)).toBe('unknown');
  });

  it('reads exp from a JWT and nothing from garbage', () => {
    const payload = btoa(JSON.stringify({ exp: 1234 })).replace(/=+$/, '');
    expect(readJwtExpiryMs(`h.${payload}.s`)).toBe(1_234_000);
    expect(readJwtExpiryMs('not-a-token')).toBeUndefined();
    expect(readJwtExpiryMs('a.%%%.b')).toBeUndefined();
    expect(readJwtExpiryMs(undefined)).toBeUndefined();
  });
});
