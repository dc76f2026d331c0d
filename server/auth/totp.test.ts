import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateTotpSecret, hotp, matchTotp, otpauthUri, totpAt, totpStep } from './totp.ts';

// RFC 6238 appendix B uses the ASCII secret "12345678901234567890" (SHA-1, 8 digits).
const RFC_SECRET = Buffer.from('12345678901234567890');
const rfcBase32 = base32Encode(RFC_SECRET);

describe('TOTP', () => {
  it('matches the RFC 6238 SHA-1 test vectors', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
    ];
    for (const [seconds, expected] of vectors) {
      expect(hotp(RFC_SECRET, totpStep(new Date(seconds * 1000)), 8)).toBe(expected);
    }
  });

  it('matches the RFC 4226 HOTP vectors with 6 digits', () => {
    expect([0, 1, 2, 9].map((counter) => hotp(RFC_SECRET, counter))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('round-trips base32 and knows the RFC secret', () => {
    expect(rfcBase32).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(rfcBase32.toLowerCase())).toEqual(RFC_SECRET);
    expect(() => base32Decode('not-base32!')).toThrow();
    expect(generateTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('accepts the code of now and of one step either side, but not two', () => {
    const now = new Date('2026-11-22T12:00:10Z');
    const step = totpStep(now);
    const at = (offset: number) => hotp(RFC_SECRET, step + offset);
    expect(matchTotp(rfcBase32, at(0), now)).toBe(step);
    expect(matchTotp(rfcBase32, at(-1), now)).toBe(step - 1);
    expect(matchTotp(rfcBase32, at(1), now)).toBe(step + 1);
    expect(matchTotp(rfcBase32, at(-2), now)).toBeNull();
    expect(matchTotp(rfcBase32, at(2), now)).toBeNull();
  });

  it('refuses a step already used, malformed codes and wrong codes', () => {
    const now = new Date('2026-11-22T12:00:10Z');
    const code = totpAt(rfcBase32, now);
    expect(matchTotp(rfcBase32, code, now, totpStep(now))).toBeNull();
    expect(matchTotp(rfcBase32, code, now, totpStep(now) - 1)).toBe(totpStep(now));
    expect(matchTotp(rfcBase32, '12345', now)).toBeNull();
    expect(matchTotp(rfcBase32, 'abcdef', now)).toBeNull();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(matchTotp(rfcBase32, wrong, now)).toBeNull();
  });

  it('builds the otpauth address apps read', () => {
    const uri = otpauthUri({ secret: rfcBase32, account: 'anna@example.is', issuer: 'Heimaleiga' });
    expect(uri).toBe(
      `otpauth://totp/Heimaleiga%3Aanna%40example.is?secret=${rfcBase32}&issuer=Heimaleiga&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
